extension PixelBuffer {
    /// Sets every pixel of `rect` (the whole buffer when nil; clipped to it) to `pixel`.
    public mutating func clear(_ rect: IntRect? = nil, to pixel: Pixel = .clear) {
        let area = rect.map { $0.intersection(bounds) } ?? bounds
        guard !area.isEmpty else { return }
        if area == bounds { pixels.withUnsafeMutableBufferPointer { $0.update(repeating: pixel) }; return }
        let stride = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in area.minY..<area.maxY {
                let start = y * stride + area.x
                UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + area.width)]).update(repeating: pixel)
            }
        }
    }
}
