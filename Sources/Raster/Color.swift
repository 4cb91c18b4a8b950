/// A colour with straight (not premultiplied) sRGB channels in 0...1, as UIColor/CGColor hold them.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    public var description: String { "Color(\(red), \(green), \(blue), \(alpha))" }

    /// The same colour with its alpha multiplied by `factor`.
    public func multipliedAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour as one premultiplied RGBA8 pixel, channels clamped to 0...1.
    public var premultipliedPixel: Pixel {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = clamp(alpha)
        return Pixel(r: UInt8((clamp(red) * a * 255).rounded()), g: UInt8((clamp(green) * a * 255).rounded()),
                     b: UInt8((clamp(blue) * a * 255).rounded()), a: UInt8((a * 255).rounded()))
    }
}
