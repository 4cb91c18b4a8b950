import CSDL2

extension TextRenderer {
    /// Text laid out in an opened font, ready to measure or draw.
    struct Typeset {
        var layout: TextLayout
        var face: FontFace
        var font: OpaquePointer
        var pixelSize: Int
        var metrics: Metrics

        /// The width in pixels of `text` set on one line.
        func width(of text: String) -> Int { TextRenderer.width(of: text, in: font) }
    }

    /// A font's vertical metrics and space width, in pixels.
    struct Metrics {
        var height: Int
        var lineSkip: Int
        var spaceWidth: Int
    }

    /// Lays out `string` in `font` at `scale`; nil when the font size isn't a positive number
    /// or no font can be opened.
    func typeset(_ string: String, font descriptor: FontDescriptor, wrapWidth: Double?, scale: Double) -> Typeset? {
        let pixelSize = descriptor.size * scale
        guard pixelSize.isFinite, pixelSize > 0,
              let face = try? fonts.face(for: descriptor),
              case let size = Int(min(max(pixelSize.rounded(), 1), Double(Self.maximumPixelSize))),
              let font = try? fonts.ttfFont(for: descriptor, pixelSize: size)
        else { return nil }
        let measure = { (text: String) in Self.width(of: text, in: font) }
        // C strings end at NUL, so NULs would silently cut lines short; drop them.
        let text = string.contains("\0") ? string.filter { $0 != "\0" } : string
        let wrap = wrapWidth.flatMap { $0.isFinite ? Int(min(max($0 * scale, 1), 1e9).rounded(.down)) : nil }
        let metrics = Metrics(height: Int(TTF_FontHeight(font)), lineSkip: max(1, Int(TTF_FontLineSkip(font))),
                              spaceWidth: measure(" "))
        return Typeset(layout: TextLayout(text, wrapWidth: wrap, measure: measure), face: face, font: font,
                       pixelSize: size, metrics: metrics)
    }

    static func width(of text: String, in font: OpaquePointer) -> Int {
        var width: Int32 = 0, height: Int32 = 0
        return TTF_SizeUTF8(font, text, &width, &height) == 0 ? Int(width) : 0
    }
}
