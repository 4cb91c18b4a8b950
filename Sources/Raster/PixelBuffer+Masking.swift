extension PixelBuffer {
    /// Each pixel's alpha as a mask placed at (originX, originY).
    public func alphaMask(originX: Int = 0, originY: Int = 0) -> AlphaMask {
        AlphaMask(width: width, height: height, originX: originX, originY: originY, coverage: pixels.map(\.a))
    }

    /// Multiplies every pixel (all four premultiplied channels) by the mask's coverage over
    /// it, the mask lying in this buffer's pixel space; pixels outside the mask become clear.
    public mutating func applyMask(_ mask: AlphaMask) {
        let w = width, h = height
        let maskBounds = mask.bounds
        withPackedPixels { pixels in
            guard let pixels else { return }
            mask.coverage.withUnsafeBufferPointer { coverage in
                for y in 0..<h {
                    let row = pixels + y * w
                    let my = y - maskBounds.y
                    guard my >= 0, my < maskBounds.height else {
                        row.update(repeating: 0, count: w)
                        continue
                    }
                    for x in 0..<w {
                        let mx = x - maskBounds.x
                        let m: UInt32 = mx >= 0 && mx < maskBounds.width ? UInt32(coverage[my * maskBounds.width + mx]) : 0
                        if m == 0 { row[x] = 0 } else if m < 255 { row[x] = PixelMath.scale(row[x], m) }
                    }
                }
            }
        }
    }

    /// Every pixel recoloured to `color`, keeping its alpha times the colour's alpha: the
    /// silhouette a shadow is made from.
    public func tinted(_ color: Color) -> PixelBuffer {
        let tint = PixelMath.packed(color.premultipliedPixel)
        var result = self
        result.withPackedPixels { pixels in
            guard let pixels else { return }
            for i in 0..<(width * height) { pixels[i] = PixelMath.scale(tint, pixels[i] >> 24) }
        }
        return result
    }
}
