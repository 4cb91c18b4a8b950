import CSDL2

/// One line of text rendered as anti-aliased coverage (0 = none, 255 = full), independent of
/// colour so that recolouring text never re-renders it.
struct LineBitmap {
    let width: Int
    let height: Int
    let coverage: [UInt8]

    var byteCount: Int { coverage.count }

    /// `text` rendered by SDL_ttf with `font`; nil when there is nothing to draw (empty text)
    /// or SDL_ttf fails.
    init?(_ text: String, font: OpaquePointer) {
        guard !text.isEmpty,
              let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(rendered) }
        guard let rgba = SDL_ConvertSurfaceFormat(rendered, SDLSurface.rgba32, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        guard SDL_LockSurface(rgba) == 0 else { return nil }
        defer { SDL_UnlockSurface(rgba) }
        let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        guard width > 0, height > 0, let base = rgba.pointee.pixels else { return nil }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var coverage = [UInt8](repeating: 0, count: width * height)
        // Rendered in opaque white, so alpha alone is the glyph coverage.
        for y in 0..<height {
            for x in 0..<width { coverage[y * width + x] = bytes[y * pitch + x * 4 + 3] }
        }
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}
