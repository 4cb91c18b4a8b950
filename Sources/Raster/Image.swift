/// Decoded image pixels with the scale they were made for (UIImage.scale): a 2× image of
/// 40×40 pixels is 20×20 points. A class so that layers sharing an image share one
/// rasterised copy and the compositor can cache by identity; it never changes once made.
public final class Image: Sendable {
    public let pixels: PixelBuffer
    public let scale: Double
    /// Where it came from, for messages and probes (e.g. "cloud.png").
    public let name: String

    public init(pixels: PixelBuffer, scale: Double = 1, name: String = "") {
        self.pixels = pixels
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
    }

    /// The size in points.
    public var pointSize: (width: Double, height: Double) {
        (Double(pixels.width) / scale, Double(pixels.height) / scale)
    }
}

extension Image {
    /// UIImage.withTintColor(_:renderingMode:): every pixel `color`, at the pixel's own
    /// coverage (the image is a stencil, as a template or symbol image is drawn).
    public func tinted(with color: Color) -> Image {
        let byte = { (value: Double) -> UInt8 in UInt8(min(max(value.rounded(), 0), 255)) }
        let channel = { (value: Double, alpha: UInt8) -> UInt8 in byte(value * color.alpha * Double(alpha)) }
        var tinted = pixels
        for i in tinted.pixels.indices {
            let a = tinted.pixels[i].a
            tinted.pixels[i] = Pixel(r: channel(color.red, a), g: channel(color.green, a), b: channel(color.blue, a),
                                     a: byte(color.alpha * Double(a)))
        }
        return Image(pixels: tinted, scale: scale, name: name)
    }
}

/// Images never change once made, so the same object means the same pixels: compared by
/// identity (which is what a layer's `contents` comparing equal means).
extension Image: Equatable {
    public static func == (a: Image, b: Image) -> Bool { a === b }
}
