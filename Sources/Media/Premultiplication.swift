import Raster

/// Conversions between straight RGBA8 (what files hold) and premultiplied `Pixel`s, both
/// rounding to nearest so that a premultiplied pixel survives a round trip exactly.
enum Premultiplication {
    static func premultiplied(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> Pixel {
        let alpha = UInt32(a)
        func scale(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * alpha + 127) / 255) }
        return Pixel(r: scale(r), g: scale(g), b: scale(b), a: a)
    }

    /// Straight channels of `pixel`; fully transparent pixels become 0, 0, 0, 0 and channels
    /// larger than alpha (invalid premultiplied data) clamp to 255.
    static func straight(_ pixel: Pixel) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let alpha = UInt32(pixel.a)
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func unscale(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + alpha / 2) / alpha)) }
        return (unscale(pixel.r), unscale(pixel.g), unscale(pixel.b), pixel.a)
    }
}
