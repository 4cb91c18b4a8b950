/// A colour with premultiplied channels in 0…1, for interpolating.
struct PremultipliedColor {
    var r: Double, g: Double, b: Double, a: Double

    init(_ c: Color) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        a = clamp(c.alpha)
        r = clamp(c.red) * a; g = clamp(c.green) * a; b = clamp(c.blue) * a
    }
    private init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }

    func mixed(with o: PremultipliedColor, _ f: Double) -> PremultipliedColor {
        PremultipliedColor(r: r + (o.r - r) * f, g: g + (o.g - g) * f, b: b + (o.b - b) * f, a: a + (o.a - a) * f)
    }

    var packed: UInt32 {
        PixelMath.unitByte(r) | PixelMath.unitByte(g) << 8 | PixelMath.unitByte(b) << 16 | PixelMath.unitByte(a) << 24
    }
}
