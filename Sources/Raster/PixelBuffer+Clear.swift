extension PixelBuffer {
    /// Sets every pixel of `rect` (the whole buffer when nil; clipped to it) to `pixel`.
    public mutating func clear(_ rect: IntRect? = nil, to pixel: Pixel = .clear) {
        let area = rect.map { $0.intersection(bounds) } ?? bounds
        guard !area.isEmpty else { return }
        // As packed words: filling `Pixel`s stores their four bytes one by one.
        let value = PixelMath.packed(pixel), stride = width, count = width * height, whole = area == bounds
        withPackedPixels { pixels in
            guard let pixels else { return }
            if whole { pixels.update(repeating: value, count: count); return }
            for y in area.minY..<area.maxY {
                (pixels + y * stride + area.x).update(repeating: value, count: area.width)
            }
        }
    }
}
