import Raster

extension Color {
    /// Channel by channel product, as a replicator's instance colour multiplies its copies.
    func multiplied(by other: Color) -> Color {
        Color(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
    }

    /// True when multiplying by this colour changes nothing.
    var isOpaqueWhite: Bool { red == 1 && green == 1 && blue == 1 && alpha == 1 }

    /// The colour at the 8-bit levels `PixelBuffer.multiplied(by:)` multiplies by. Tints
    /// between two levels give the same pixels, so a bitmap keyed by this is shared by them:
    /// 10,000 replicator copies whose colours step by 1e-300 (or by 0.0001) make one bitmap
    /// (or a few hundred), not 10,000.
    var tintLevels: Color {
        func level(_ v: Double) -> Double { ((v.isNaN ? 0 : min(max(v, 0), 1)) * 255).rounded() / 255 }
        return Color(red: level(red), green: level(green), blue: level(blue), alpha: level(alpha))
    }
}

extension PixelBuffer {
    /// Every pixel multiplied by `color` (straight channels, clamped to 0...1): the colour
    /// channels by colour × alpha and alpha by alpha, which is the straight-colour product
    /// kept premultiplied.
    func multiplied(by color: Color) -> PixelBuffer {
        func unit(_ v: Double) -> UInt32 { UInt32(((v.isNaN ? 0 : min(max(v, 0), 1)) * 255).rounded()) }
        let a = unit(color.alpha)
        let r = unit(color.red) * a, g = unit(color.green) * a, b = unit(color.blue) * a  // out of 255²
        var result = self
        for i in result.pixels.indices {
            let p = result.pixels[i]
            guard p.a > 0 else { continue }
            result.pixels[i] = Pixel(r: UInt8((UInt32(p.r) * r + 32512) / 65025), g: UInt8((UInt32(p.g) * g + 32512) / 65025),
                                     b: UInt8((UInt32(p.b) * b + 32512) / 65025), a: UInt8((UInt32(p.a) * a + 127) / 255))
        }
        return result
    }
}

extension LayerBitmap {
    /// The same bitmap with its pixels multiplied by `color`.
    func multiplied(by color: Color) -> LayerBitmap {
        LayerBitmap(pixels: pixels.multiplied(by: color), origin: origin, scale: scale)
    }
}
