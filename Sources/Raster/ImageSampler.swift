import CRasterKernels

/// Reads an image's packed premultiplied pixels at fixed-point positions (32 fraction bits,
/// so stepping across a row drifts by well under a millionth of a pixel).
/// A position is the sample point minus half a pixel, so integer positions hit pixel centres.
struct ImageSampler {
    static let fractionBits = 32
    static let one = 1 << fractionBits
    /// The top eight fraction bits are the bilinear weights.
    static let weightShift = fractionBits - 8
    /// Positions stay within ±2²⁰ pixels so fixed-point stepping can never overflow.
    static let positionLimit = Double(1 << 20)

    let pixels: UnsafePointer<UInt32>
    let width: Int, height: Int

    /// The image as the C sampling kernels take it.
    var kernelImage: KinemaImage { KinemaImage(pixels: pixels, width: width, height: height) }

    /// `v` (in pixels) in fixed point, rounded, clamped to ±`positionLimit`; NaN gives 0.
    @inline(__always) static func fixed(_ v: Double) -> Int {
        let clamped = v > -positionLimit ? (v < positionLimit ? v : positionLimit) : (v.isNaN ? 0 : -positionLimit)
        // Adding ±½ and truncating rounds to nearest without a library call.
        let scaled = clamped * Double(one)
        return Int(scaled + (scaled < 0 ? -0.5 : 0.5))
    }

    /// Bilinear, with positions outside the image reading the nearest edge pixel, as a vector.
    @inline(__always) func clampedVector(_ fx: Int, _ fy: Int) -> SIMD4<UInt16> {
        let x0 = fx >> ImageSampler.fractionBits, y0 = fy >> ImageSampler.fractionBits
        let wx = UInt16(truncatingIfNeeded: (fx >> ImageSampler.weightShift) & 0xFF)
        let wy = UInt16(truncatingIfNeeded: (fy >> ImageSampler.weightShift) & 0xFF)
        if UInt(bitPattern: x0) < UInt(bitPattern: width &- 1), UInt(bitPattern: y0) < UInt(bitPattern: height &- 1) {
            return PixelMath.bilinearVector(UnsafeRawPointer(pixels), offset: (y0 &* width &+ x0) &* 4,
                                            rowBytes: width &* 4, wx, wy)
        }
        let maxX = width &- 1, maxY = height &- 1
        let xa = x0 < 0 ? 0 : (x0 > maxX ? maxX : x0), xb = x0 < 0 ? 0 : (x0 >= maxX ? maxX : x0 &+ 1)
        let ya = y0 < 0 ? 0 : (y0 > maxY ? maxY : y0), yb = y0 < 0 ? 0 : (y0 >= maxY ? maxY : y0 &+ 1)
        let rowA = pixels + ya &* width, rowB = pixels + yb &* width
        return PixelMath.bilinearVector(top: PixelMath.vectorPair(rowA[xa], rowA[xb]),
                                        bottom: PixelMath.vectorPair(rowB[xa], rowB[xb]), wx, wy)
    }

    /// Bilinear, with everything outside the image transparent (so its edges fade over one pixel).
    @inline(__always) func transparentOutside(_ fx: Int, _ fy: Int) -> UInt32 {
        let x0 = fx >> ImageSampler.fractionBits, y0 = fy >> ImageSampler.fractionBits
        guard x0 >= -1, y0 >= -1, x0 < width, y0 < height else { return 0 }
        let wx = UInt64(truncatingIfNeeded: (fx >> ImageSampler.weightShift) & 0xFF)
        let wy = UInt64(truncatingIfNeeded: (fy >> ImageSampler.weightShift) & 0xFF)
        return PixelMath.bilinear(at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1), wx, wy)
    }

    /// The pixel whose square holds the sample point, clamped to the image.
    @inline(__always) func nearestClamped(_ fx: Int, _ fy: Int) -> UInt32 {
        let half = ImageSampler.one >> 1
        let x = (fx + half) >> ImageSampler.fractionBits, y = (fy + half) >> ImageSampler.fractionBits
        return pixels[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
    }

    @inline(__always) private func at(_ x: Int, _ y: Int) -> UInt32 {
        x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : 0
    }
}
