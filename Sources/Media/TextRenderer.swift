import CSDL2
import Geometry
import Raster

/// Lays out and draws plain text the way CATextLayer does: the first line at the top of the
/// box, each line aligned across the box width, wrapped at spaces when a wrap width is given,
/// everything clipped to the box. Glyphs are rendered by SDL_ttf at `size × scale` pixels,
/// anti-aliased in greyscale (Core Animation does no sub-pixel anti-aliasing either).
///
/// Rendered lines are cached (by text, font face and pixel size — not colour, which is
/// applied while compositing), so drawing unchanged or recoloured text costs only the copy.
/// Not thread-safe: use one renderer per thread.
public final class TextRenderer {
    /// The largest font size, in pixels, glyphs are rendered at; larger requests are clamped.
    public static let maximumPixelSize = 1024
    /// The largest side, in pixels, of a rendered text box; larger boxes are clipped to it.
    public static let maximumBoxSide = 8192
    /// The most pixels one line may render to; longer lines (tens of thousands of characters
    /// on one line) are not drawn rather than exhausting memory.
    public static let maximumLinePixels = 1 << 26
    /// Lines kept rendered, and the largest line bitmap worth keeping.
    static let cachedLineLimit = 128
    static let cachedLineMaximumBytes = 4 << 20

    public let fonts: FontLibrary
    private var lineCache = LRUCache<LineKey, LineBitmap>(capacity: cachedLineLimit)

    private struct LineKey: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
    }

    public init(fonts: FontLibrary = FontLibrary()) {
        self.fonts = fonts
    }

    /// How many rendered lines the cache holds (for tests and probes).
    public var cachedLineCount: Int { lineCache.count }
    /// The width in pixels of the widest rendered line the cache holds (for tests).
    public var widestCachedLine: Int { lineCache.allValues.map(\.width).max() ?? 0 }

    /// The size, in points, of `string` laid out in `font`, wrapped at `wrapWidth` points if
    /// given, measured with glyphs at `scale` pixels per point (hinting makes widths differ a
    /// little between scales). The height runs from the first line's top to the last line's
    /// bottom; the empty string measures zero.
    public func measure(_ string: String, font: FontDescriptor, wrapWidth: Double?, scale: Double = 1) -> Size {
        let scale = Self.usable(scale)
        guard let set = typeset(string, font: font, wrapWidth: wrapWidth, scale: scale), !set.layout.lines.isEmpty else {
            return .zero
        }
        let height = (set.layout.lines.count - 1) * set.metrics.lineSkip + set.metrics.height
        return Size(width: Double(set.layout.width) / scale, height: Double(height) / scale)
    }

    /// `string` drawn into a transparent box of `boxSize × scale` pixels (premultiplied), in
    /// `color` (its alpha included), aligned by `alignment`, wrapped at `wrapWidth` points when
    /// given. Bad sizes or scales never crash: a scale that isn't a positive number counts as
    /// 1, a font size that isn't draws nothing, and the box is at most `maximumBoxSide` a side.
    public func render(_ string: String, font: FontDescriptor, color: Color, alignment: TextAlignment,
                       wrapWidth: Double?, boxSize: Size, scale: Double) -> PixelBuffer {
        let scale = Self.usable(scale)
        var box = PixelBuffer(width: Self.pixels(boxSize.width * scale), height: Self.pixels(boxSize.height * scale))
        let ink = color.premultipliedPixel
        guard box.width > 0, box.height > 0, ink.a > 0,
              let set = typeset(string, font: font, wrapWidth: wrapWidth, scale: scale)
        else { return box }
        for (index, line) in set.layout.lines.enumerated() {
            let top = index * set.metrics.lineSkip
            guard top < box.height else { break }
            let words = alignment == .justified && !line.endsParagraph
                ? line.text.split(separator: " ").map(String.init) : []
            if words.count > 1 {
                drawJustified(words, top: top, set: set, ink: ink, into: &box)
            } else {
                let width = set.width(of: line.text)
                let left: Int
                switch alignment {
                case .left, .natural, .justified: left = 0
                case .center: left = (box.width - width) / 2
                case .right: left = box.width - width
                }
                let part = Self.visiblePart(of: line.text, at: left, lineWidth: width, boxWidth: box.width, set: set)
                if let bitmap = bitmap(String(part.text), set: set) {
                    Self.composite(bitmap, at: part.left, top, ink: ink, into: &box)
                }
            }
        }
        return box
    }

    /// Spreads a wrapped line's words across the box: the space left over is shared between
    /// the gaps, the first gaps taking the odd pixels.
    private func drawJustified(_ words: [String], top: Int, set: Typeset, ink: Pixel, into box: inout PixelBuffer) {
        let bitmaps = words.map { bitmap($0, set: set) }
        let inkWidth = bitmaps.reduce(0) { $0 + ($1?.width ?? 0) }
        let gaps = words.count - 1
        let spare = max(box.width - inkWidth, gaps * set.metrics.spaceWidth)
        var left = 0
        for (index, bitmap) in bitmaps.enumerated() {
            if let bitmap {
                Self.composite(bitmap, at: left, top, ink: ink, into: &box)
                left += bitmap.width
            }
            left += spare / gaps + (index < spare % gaps ? 1 : 0)
        }
    }

    /// The rendered line, from the cache when it was drawn before; nil for empty or overlong lines.
    private func bitmap(_ text: String, set: Typeset) -> LineBitmap? {
        let key = LineKey(text: text, face: set.face, pixelSize: set.pixelSize)
        if let cached = lineCache.value(for: key) { return cached }
        guard set.width(of: text) * set.metrics.height <= Self.maximumLinePixels,
              let bitmap = LineBitmap(text, font: set.font) else { return nil }
        if bitmap.byteCount <= Self.cachedLineMaximumBytes { lineCache.insert(bitmap, for: key) }
        return bitmap
    }

    /// The part of a line `lineWidth` pixels wide, starting at x = `left` in a box
    /// `boxWidth` wide, that shows in the box, and where it starts: from the last character
    /// starting at or before the box's left edge to the first ending at or past its right. A
    /// line of a few thousand characters in a narrow layer renders only what shows (the
    /// whole line took hundreds of megabytes). Lines that fit are returned whole.
    static func visiblePart(of text: String, at left: Int, lineWidth: Int, boxWidth: Int,
                            set: Typeset) -> (text: Substring, left: Int) {
        guard left < 0 || left + lineWidth > boxWidth, lineWidth > 2 * boxWidth else { return (text[...], left) }
        let characters = Array(text.indices)
        // The number of leading characters whose run ends at or before x (a binary search;
        // widths grow with every character).
        func charactersEnding(atOrBefore x: Int) -> Int {
            var low = 0, high = characters.count
            while low < high {
                let middle = (low + high + 1) / 2
                let end = middle == characters.count ? text.endIndex : characters[middle]
                if left + set.width(of: String(text[..<end])) <= x { low = middle } else { high = middle - 1 }
            }
            return low
        }
        let first = charactersEnding(atOrBefore: 0)
        let last = min(charactersEnding(atOrBefore: boxWidth) + 1, characters.count)
        guard first < last else { return (text[text.endIndex...], left) }
        let start = characters[first]
        let end = last == characters.count ? text.endIndex : characters[last]
        return (text[start..<end], left + set.width(of: String(text[..<start])))
    }

    /// Source-over of `ink` through `bitmap`'s coverage, clipped to the box.
    private static func composite(_ bitmap: LineBitmap, at left: Int, _ top: Int, ink: Pixel, into box: inout PixelBuffer) {
        let x0 = max(0, left), x1 = min(box.width, left + bitmap.width)
        let y0 = max(0, top), y1 = min(box.height, top + bitmap.height)
        guard x0 < x1, y0 < y1 else { return }
        func scaled(_ channel: UInt8, _ factor: UInt32) -> UInt32 { (UInt32(channel) * factor + 127) / 255 }
        box.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in y0..<y1 {
                let row = (y - top) * bitmap.width - left
                for x in x0..<x1 {
                    let coverage = UInt32(bitmap.coverage[row + x])
                    guard coverage > 0 else { continue }
                    let i = y * box.width + x
                    let dst = pixels[i]
                    let srcA = scaled(ink.a, coverage), keep = 255 - srcA
                    pixels[i] = Pixel(r: UInt8(scaled(ink.r, coverage) + scaled(dst.r, keep)),
                                      g: UInt8(scaled(ink.g, coverage) + scaled(dst.g, keep)),
                                      b: UInt8(scaled(ink.b, coverage) + scaled(dst.b, keep)),
                                      a: UInt8(srcA + scaled(dst.a, keep)))
                }
            }
        }
    }

    static func usable(_ scale: Double) -> Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// A non-negative pixel count from a length in pixels, at most `maximumBoxSide`.
    static func pixels(_ length: Double) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length.rounded(), Double(maximumBoxSide)))
    }
}

extension TextRenderer {
    /// How far a line of `font`'s text reaches above its baseline and how tall the line is,
    /// in points (SDL_ttf's ascent and height at the font's size); nil when the font cannot be
    /// opened or its size is not a positive number. Auto Layout places labels' baselines with it.
    public func lineMetrics(of font: FontDescriptor) -> (ascent: Double, height: Double)? {
        let pixelSize = font.size * Self.metricsScale
        guard pixelSize.isFinite, pixelSize > 0,
              let opened = try? fonts.ttfFont(for: font, pixelSize: Int(min(max(pixelSize.rounded(), 1), Double(Self.maximumPixelSize))))
        else { return nil }
        return (Double(TTF_FontAscent(opened)) / Self.metricsScale, Double(TTF_FontHeight(opened)) / Self.metricsScale)
    }

    /// Metrics are read at 4 pixels a point, so rounding to whole pixels moves them little.
    private static let metricsScale = 4.0
}
