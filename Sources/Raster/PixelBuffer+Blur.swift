extension PixelBuffer {
    /// A Gaussian-looking blur: three box blurs in each direction whose sizes approximate a
    /// Gaussian of standard deviation `radius / 2`, which is how CALayer's shadowRadius reads.
    /// The buffer keeps its size and everything outside it counts as transparent, so callers
    /// wanting the whole spread pad the image first (by about 1.5 × radius). A radius of zero
    /// or less, or not a number, returns the buffer unchanged.
    public func blurred(radius: Double) -> PixelBuffer {
        guard radius > 0, width > 0, height > 0 else { return self }
        // Beyond a few image sizes every pixel reaches every other; larger radii change nothing more.
        let sigma = min(radius, Double(4 * max(width, height))) / 2
        var result = self
        var scratch = [UInt32](repeating: 0, count: width * height)
        let w = width, h = height
        for size in PixelBuffer.boxSizes(sigma: sigma, passes: 3) where size > 1 {
            let r = (size - 1) / 2
            result.withPackedPixels { pixels in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    let tmp = scratch.baseAddress!
                    for y in 0..<h { PixelBuffer.boxBlur(from: pixels! + y * w, to: tmp + y * w, count: w, step: 1, radius: r) }
                    for x in 0..<w { PixelBuffer.boxBlur(from: tmp + x, to: pixels! + x, count: h, step: w, radius: r) }
                }
            }
        }
        return result
    }

    /// Odd box widths whose successive application approximates a Gaussian of deviation
    /// `sigma`: n boxes of width w have variance n(w² − 1)/12, so pick widths wl and wl + 2
    /// with the mix that matches σ² best.
    static func boxSizes(sigma: Double, passes n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let dn = Double(n), dl = Double(wl)
        let m = ((12 * sigma * sigma - dn * dl * dl - 4 * dn * dl - 3 * dn) / (-4 * dl - 4)).rounded()
        return (0..<n).map { Double($0) < m ? wl : wu }
    }

    /// One box pass over `count` pixels `step` apart: the mean of the 2·radius + 1 pixels
    /// round each one, with transparent pixels beyond the ends.
    private static func boxBlur(from src: UnsafeMutablePointer<UInt32>, to dst: UnsafeMutablePointer<UInt32>,
                                count: Int, step: Int, radius: Int) {
        let size = UInt64(2 * radius + 1)
        let reciprocal = ((1 << 32) + size / 2) / size
        var s0: UInt64 = 0, s1: UInt64 = 0, s2: UInt64 = 0, s3: UInt64 = 0
        @inline(__always) func add(_ p: UInt32) {
            s0 += UInt64(p & 0xFF); s1 += UInt64((p >> 8) & 0xFF); s2 += UInt64((p >> 16) & 0xFF); s3 += UInt64(p >> 24)
        }
        @inline(__always) func remove(_ p: UInt32) {
            s0 -= UInt64(p & 0xFF); s1 -= UInt64((p >> 8) & 0xFF); s2 -= UInt64((p >> 16) & 0xFF); s3 -= UInt64(p >> 24)
        }
        @inline(__always) func mean(_ s: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: (s * reciprocal + (1 << 31)) >> 32) }
        for j in 0..<min(radius, count) { add(src[j * step]) }
        for i in 0..<count {
            if i + radius < count { add(src[(i + radius) * step]) }
            if i - radius - 1 >= 0 { remove(src[(i - radius - 1) * step]) }
            dst[i * step] = mean(s0) | mean(s1) << 8 | mean(s2) << 16 | mean(s3) << 24
        }
    }
}
