extension PixelBuffer {
    /// Replaces the pixels under `source` placed with its top-left corner at (`x`, `y`) by
    /// `source`'s (no blending), only its top-left `size` of them when given; the part outside
    /// this buffer is left out.
    public mutating func copy(_ source: PixelBuffer, within size: (width: Int, height: Int)? = nil, x: Int, y: Int) {
        let width = min(size?.width ?? source.width, source.width), height = min(size?.height ?? source.height, source.height)
        let target = bounds.intersection(IntRect(x: x, y: y, width: width, height: height))
        guard !target.isEmpty else { return }
        let stride = width, sourceStride = source.width
        source.pixels.withUnsafeBufferPointer { from in
            pixels.withUnsafeMutableBufferPointer { to in
                for row in target.minY..<target.maxY {
                    let start = (row - y) * sourceStride + (target.x - x)
                    let dst = row * stride + target.x
                    _ = UnsafeMutableBufferPointer(rebasing: to[dst..<dst + target.width])
                        .update(fromContentsOf: from[start..<start + target.width])
                }
            }
        }
    }
}
