/// Multiplies coverage by a mask's and by an opacity before passing it on.
struct MaskedSink<Inner: CoverageSink>: CoverageSink {
    var inner: Inner
    /// The mask's coverage and where it lies; nil for none.
    let mask: UnsafePointer<UInt8>?
    let maskBounds: IntRect
    let opacity: UInt32
    /// Room for one row of combined coverage.
    let scratch: UnsafeMutablePointer<UInt8>

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if let mask {
            let row = mask + (y - maskBounds.y) * maskBounds.width + (x - maskBounds.x)
            for i in 0..<count {
                var c = PixelMath.mul255(UInt32(coverage[i]), UInt32(row[i]))
                if opacity < 255 { c = PixelMath.mul255(c, opacity) }
                scratch[i] = UInt8(truncatingIfNeeded: c)
            }
        } else {
            for i in 0..<count { scratch[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(coverage[i]), opacity)) }
        }
        inner.blend(y: y, x: x, count: count, coverage: scratch)
    }
}

extension Rasterizer {
    /// Renders into `sink`, with coverage multiplied by `mask` (which must contain the clip)
    /// and `opacity` (0…255) when they change anything.
    func render<Sink: CoverageSink>(rule: FillRule, mask: AlphaMask?, opacity: UInt32, into sink: inout Sink) {
        guard mask != nil || opacity < 255 else { return render(rule: rule, into: &sink) }
        var scratch = [UInt8](repeating: 0, count: clip.width)
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            (mask?.coverage ?? []).withUnsafeBufferPointer { maskBuffer in
                var masked = MaskedSink(inner: sink, mask: mask == nil ? nil : maskBuffer.baseAddress,
                                        maskBounds: mask?.bounds ?? .zero, opacity: opacity,
                                        scratch: scratchBuffer.baseAddress!)
                render(rule: rule, into: &masked)
                sink = masked.inner
            }
        }
    }
}
