import Raster

/// A premultiplied colour in 0...1, for the curl's arithmetic.
struct Shade {
    var r: Double, g: Double, b: Double, a: Double

    static let clear = Shade(r: 0, g: 0, b: 0, a: 0)

    init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }

    init(_ p: Pixel) { self.init(r: Double(p.r) / 255, g: Double(p.g) / 255, b: Double(p.b) / 255, a: Double(p.a) / 255) }

    /// `self` drawn source-over onto `below`.
    func over(_ below: Shade) -> Shade {
        let k = 1 - a
        return Shade(r: r + below.r * k, g: g + below.g * k, b: b + below.b * k, a: a + below.a * k)
    }

    /// The colour darkened (or lit) by `f`, alpha kept.
    func lit(_ f: Double) -> Shade { Shade(r: r * f, g: g * f, b: b * f, a: a) }

    /// Faded by `f`, as coverage fades a premultiplied colour.
    func scaled(_ f: Double) -> Shade { Shade(r: r * f, g: g * f, b: b * f, a: a * f) }

    var pixel: Pixel {
        func byte(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        return Pixel(r: byte(min(r, a)), g: byte(min(g, a)), b: byte(min(b, a)), a: byte(a))
    }
}
