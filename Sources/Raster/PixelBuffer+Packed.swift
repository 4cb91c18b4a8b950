extension PixelBuffer {
    /// Runs `body` with the pixels as packed UInt32s (R in the low byte); nil for an empty buffer.
    mutating func withPackedPixels<R>(_ body: (UnsafeMutablePointer<UInt32>?) throws -> R) rethrows -> R {
        let count = pixels.count
        return try pixels.withUnsafeMutableBufferPointer { buffer in
            try buffer.baseAddress.map { base in
                try base.withMemoryRebound(to: UInt32.self, capacity: count) { try body($0) }
            } ?? body(nil)
        }
    }

    /// The whole buffer as a rectangle.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// The part of the buffer drawing may touch: its bounds, within `clip` and the mask's
    /// rectangle; nil when that is empty.
    func drawingArea(clip: IntRect?, mask: AlphaMask?) -> IntRect? {
        var area = bounds
        if let clip { area = area.intersection(clip) }
        if let mask { area = area.intersection(mask.bounds) }
        return area.isEmpty ? nil : area
    }
}

extension Array where Element == Pixel {
    /// Runs `body` with the pixels as packed UInt32s (R in the low byte); nil when empty.
    func withPackedPixels<R>(_ body: (UnsafePointer<UInt32>?) throws -> R) rethrows -> R {
        let count = self.count
        return try withUnsafeBufferPointer { buffer in
            try buffer.baseAddress.map { base in
                try base.withMemoryRebound(to: UInt32.self, capacity: count) { try body($0) }
            } ?? body(nil)
        }
    }
}
