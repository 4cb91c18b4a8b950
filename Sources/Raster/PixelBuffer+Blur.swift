#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PixelBuffer {
    /// A Gaussian blur of standard deviation `radius / 2`, the convention of Core Graphics'
    /// `setShadow(offset:blur:)`. Layer shadows use `blurred(sigma:)` with their own deviation.
    /// The buffer keeps its size and everything outside it counts as transparent, so callers
    /// wanting the whole spread pad the image first (by about 1.5 × radius). A radius of zero
    /// or less, or not a number, returns the buffer unchanged.
    public func blurred(radius: Double) -> PixelBuffer {
        guard radius > 0 else { return self }
        return blurred(sigma: radius / 2)
    }

    /// A Gaussian blur of standard deviation `sigma` pixels. Small deviations (under 4 pixels)
    /// use the Gaussian kernel itself; larger ones three box blurs in each direction whose
    /// widths give the same variance (`boxSizes`), which costs the same whatever the deviation.
    /// Channels carry 8 extra bits between passes so faint tails are not rounded away. The
    /// buffer keeps its size and everything outside it counts as transparent, so callers
    /// wanting the whole spread pad the image first (by about 3σ). A deviation so small that
    /// no neighbour gets any weight (under 0.1 pixel), zero or less, or not a number, returns
    /// the buffer unchanged.
    public func blurred(sigma requested: Double) -> PixelBuffer {
        guard requested >= 0.1, width > 0, height > 0 else { return self }
        // Beyond a few image sizes every pixel reaches every other; larger deviations change nothing more.
        let sigma = min(requested, Double(2 * max(width, height)))
        var wide = pixels.map { p -> UInt64 in
            UInt64(p.r) << 8 | UInt64(p.g) << 24 | UInt64(p.b) << 40 | UInt64(p.a) << 56
        }
        var scratch = [UInt64](repeating: 0, count: wide.count)
        let w = width, h = height
        wide.withUnsafeMutableBufferPointer { image in
            scratch.withUnsafeMutableBufferPointer { tmp in
                let a = image.baseAddress!, b = tmp.baseAddress!
                for pass in BlurLine.passes(sigma: sigma) {
                    for y in 0..<h { pass(a + y * w, b + y * w, w, 1) }
                    for x in 0..<w { pass(b + x, a + x, h, w) }
                }
            }
        }
        let out = wide.map { v -> Pixel in
            func channel(_ shift: UInt64) -> UInt8 { UInt8(min(((v >> shift) & 0xFFFF) + 128, 0xFFFF) >> 8) }
            return Pixel(r: channel(0), g: channel(16), b: channel(32), a: channel(48))
        }
        return PixelBuffer(width: width, height: height, pixels: out)
    }

    /// Odd box widths whose successive application approximates a Gaussian of deviation
    /// `sigma`: n boxes of width w have variance n(w² − 1)/12, so pick widths wl and wl + 2
    /// with the mix that matches σ² best. This is the standard construction of P. Kovesi,
    /// "Fast Almost-Gaussian Filtering" (DICTA 2010): w_ideal = √(12σ²/n + 1), m =
    /// (12σ² − n·wl² − 4n·wl − 3n) / (−4wl − 4) boxes of width wl, the rest wl + 2.
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

    /// Integer Gaussian weights for offsets −R…R (R = ⌈3σ⌉) adding up to exactly 2¹⁶.
    static func gaussianKernel(sigma: Double) -> [UInt64] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        let g = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = g.reduce(0, +)
        var weights = g.map { UInt64(($0 / total * 65536).rounded()) }
        let sum = weights.reduce(0, +)
        weights[r] = weights[r] + 65536 - sum  // the rounding slack goes to the centre
        return weights
    }
}

/// One-dimensional passes over pixels held as four 16-bit lanes (channel × 256).
enum BlurLine {
    /// One pass along a line: from `source` to `target`, `count` pixels `step` apart.
    typealias Pass = (_ source: UnsafeMutablePointer<UInt64>, _ target: UnsafeMutablePointer<UInt64>,
                      _ count: Int, _ step: Int) -> Void

    /// The passes of a Gaussian of deviation `sigma` in each direction: the kernel itself
    /// under 4 pixels, else three boxes (`PixelBuffer.boxSizes`).
    static func passes(sigma: Double) -> [Pass] {
        if sigma < 4 {
            let kernel = PixelBuffer.gaussianKernel(sigma: sigma)
            return [{ convolve(from: $0, to: $1, count: $2, step: $3, kernel: kernel) }]
        }
        return PixelBuffer.boxSizes(sigma: sigma, passes: 3).filter { $0 > 1 }.map { size in
            { box(from: $0, to: $1, count: $2, step: $3, radius: (size - 1) / 2) }
        }
    }

    /// The weighted sum of the kernel's neighbours round each pixel, transparent beyond the ends.
    static func convolve(from src: UnsafeMutablePointer<UInt64>, to dst: UnsafeMutablePointer<UInt64>,
                         count: Int, step: Int, kernel: [UInt64]) {
        let r = kernel.count / 2
        kernel.withUnsafeBufferPointer { k in
            for i in 0..<count {
                var s0: UInt64 = 0, s1: UInt64 = 0, s2: UInt64 = 0, s3: UInt64 = 0
                for j in max(0, i - r)...min(count - 1, i + r) {
                    let p = src[j * step], wgt = k[j - i + r]
                    s0 += (p & 0xFFFF) * wgt; s1 += ((p >> 16) & 0xFFFF) * wgt
                    s2 += ((p >> 32) & 0xFFFF) * wgt; s3 += (p >> 48) * wgt
                }
                dst[i * step] = lanes(s0, s1, s2, s3, shift: 16)
            }
        }
    }

    /// The mean of the 2·radius + 1 pixels round each pixel, transparent beyond the ends,
    /// kept as a running sum.
    static func box(from src: UnsafeMutablePointer<UInt64>, to dst: UnsafeMutablePointer<UInt64>,
                    count: Int, step: Int, radius: Int) {
        let size = UInt64(2 * radius + 1)
        let reciprocal = ((1 << 32) + size / 2) / size
        var s0: UInt64 = 0, s1: UInt64 = 0, s2: UInt64 = 0, s3: UInt64 = 0
        for j in 0..<min(radius, count) {
            let p = src[j * step]
            s0 += p & 0xFFFF; s1 += (p >> 16) & 0xFFFF; s2 += (p >> 32) & 0xFFFF; s3 += p >> 48
        }
        for i in 0..<count {
            if i + radius < count {
                let p = src[(i + radius) * step]
                s0 += p & 0xFFFF; s1 += (p >> 16) & 0xFFFF; s2 += (p >> 32) & 0xFFFF; s3 += p >> 48
            }
            if i - radius - 1 >= 0 {
                let p = src[(i - radius - 1) * step]
                s0 -= p & 0xFFFF; s1 -= (p >> 16) & 0xFFFF; s2 -= (p >> 32) & 0xFFFF; s3 -= p >> 48
            }
            dst[i * step] = lanes(s0 * reciprocal, s1 * reciprocal, s2 * reciprocal, s3 * reciprocal, shift: 32)
        }
    }

    /// Four sums scaled down by 2^shift (rounded) packed back into lanes.
    @inline(__always) static func lanes(_ s0: UInt64, _ s1: UInt64, _ s2: UInt64, _ s3: UInt64, shift: UInt64) -> UInt64 {
        let half: UInt64 = 1 << (shift - 1)
        func lane(_ s: UInt64) -> UInt64 { min((s + half) >> shift, 0xFFFF) }
        return lane(s0) | lane(s1) << 16 | lane(s2) << 32 | lane(s3) << 48
    }
}
