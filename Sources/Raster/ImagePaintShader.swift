import Geometry

/// Shades `Paint.image`: bilinear samples of an image, transparent outside it, or with
/// `clampsEdges` reading the edge pixels beyond it (for drawing an image into a rectangle whose
/// anti-aliased outline makes the edge, as `GraphicsContext.draw(_:in:)` does).
struct ImagePaintShader: SpanShader {
    let image: PixelBuffer
    /// Device space to the image's pixel space.
    let map: AffineTransform
    let clampsEdges: Bool

    /// Nil when the image is empty or the transforms cannot be inverted.
    init?(image: PixelBuffer, imageToUser: AffineTransform, userToDevice: AffineTransform, clampsEdges: Bool = false) {
        let imageToDevice = imageToUser.concatenating(userToDevice)
        let det = imageToDevice.a * imageToDevice.d - imageToDevice.b * imageToDevice.c
        guard image.width > 0, image.height > 0, det != 0, det.isFinite, imageToDevice.isFinite else { return nil }
        self.image = image
        map = imageToDevice.inverted()
        self.clampsEdges = clampsEdges
    }

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        // Pixel centres sit at half-pixel positions in image space.
        let u = map.a * cx + map.c * cy + map.tx - 0.5, v = map.b * cx + map.d * cy + map.ty - 0.5
        image.pixels.withPackedPixels { pixels in
            let sampler = ImageSampler(pixels: pixels!, width: image.width, height: image.height)
            for i in 0..<count {
                let fi = Double(i)
                let fu = ImageSampler.fixed(u + fi * map.a), fv = ImageSampler.fixed(v + fi * map.b)
                colors[i] = clampsEdges ? unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: sampler.clampedVector(fu, fv)), to: UInt32.self)
                    : sampler.transparentOutside(fu, fv)
            }
        }
    }
}
