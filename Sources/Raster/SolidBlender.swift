/// Blends one premultiplied colour through coverage runs.
struct SolidBlender: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let color: UInt32

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let row = pixels + y * stride + x
        let color = self.color, lanes = PixelMath.expand(color)
        if color >= 0xFF00_0000 {
            // Opaque: full coverage is a plain store.
            for i in 0..<count {
                let c = UInt32(coverage[i])
                if c == 255 { row[i] = color } else { PixelMath.blendLanesUnconditionally(lanes, coverage: c, onto: row + i) }
            }
        } else {
            for i in 0..<count { PixelMath.blendLanesUnconditionally(lanes, coverage: UInt32(coverage[i]), onto: row + i) }
        }
    }
}
