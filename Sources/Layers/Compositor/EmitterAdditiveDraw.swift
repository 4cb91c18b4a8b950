import Geometry
import Raster

extension PixelBuffer {
    /// Draws `image` through `transform` at `opacity` as `draw` does, but adds its premultiplied channels
    /// to what is there (clamped at full), the blend of an `additive` emitter. `bounds` (in
    /// this buffer's pixels) is all the image can touch.
    mutating func add(_ image: PixelBuffer, transform: Transform3D, opacity: Double, bounds: IntRect, sampling: Sampling) {
        let area = bounds.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return }
        // Drawn alone first, so the sampling and edges are exactly those of `draw`.
        var layer = PixelBuffer(width: area.width, height: area.height)
        layer.draw(image, transform: transform.concatenating(.translation(Double(-area.x), Double(-area.y), 0)),
                   opacity: opacity, sampling: sampling)
        for y in 0..<area.height {
            for x in 0..<area.width {
                let s = layer.pixels[y * area.width + x]
                guard s.a > 0 else { continue }
                let i = (y + area.y) * width + x + area.x
                let d = pixels[i]
                pixels[i] = Pixel(r: UInt8(min(255, Int(d.r) + Int(s.r))), g: UInt8(min(255, Int(d.g) + Int(s.g))),
                                  b: UInt8(min(255, Int(d.b) + Int(s.b))), a: UInt8(min(255, Int(d.a) + Int(s.a))))
            }
        }
    }
}
