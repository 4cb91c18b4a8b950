/// Pixel arithmetic on SIMD vectors of 16-bit channels (SSE2's pmullw and friends on x86):
/// a bilinear sample and a blend cost about half what the 64-bit lane versions do.
extension PixelMath {
    /// The bilinear blend of the 2 × 2 pixels at byte offset `offset` of `pixels` (rows
    /// `rowBytes` apart) with 8-bit fractions `fx`, `fy`: R, G, B, A in 0…255. The same
    /// four weights (adding up to 256) as `bilinearLanes`.
    @inline(__always) static func bilinearVector(_ pixels: UnsafeRawPointer, offset: Int, rowBytes: Int,
                                                 _ fx: UInt16, _ fy: UInt16) -> SIMD4<UInt16> {
        let top = SIMD8<UInt16>(truncatingIfNeeded: pixels.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt8>.self))
        let bottom = SIMD8<UInt16>(truncatingIfNeeded: pixels.loadUnaligned(fromByteOffset: offset &+ rowBytes,
                                                                             as: SIMD8<UInt8>.self))
        return bilinearVector(top: top, bottom: bottom, fx, fy)
    }

    /// The bilinear blend of two rows of two pixels each (left pixel in the low half).
    @inline(__always) static func bilinearVector(top: SIMD8<UInt16>, bottom: SIMD8<UInt16>,
                                                 _ fx: UInt16, _ fy: UInt16) -> SIMD4<UInt16> {
        let w11 = (fx &* fy &+ 128) &>> 8, w10 = fx &- w11, w01 = fy &- w11, w00 = 256 &- fx &- fy &+ w11
        let weightsTop = SIMD8<UInt16>(lowHalf: SIMD4(repeating: w00), highHalf: SIMD4(repeating: w10))
        let weightsBottom = SIMD8<UInt16>(lowHalf: SIMD4(repeating: w01), highHalf: SIMD4(repeating: w11))
        let sum = top &* weightsTop &+ bottom &* weightsBottom
        return (sum.lowHalf &+ sum.highHalf &+ 128) &>> 8
    }

    /// Two packed pixels as one row of a bilinear pair (the first in the low half).
    @inline(__always) static func vectorPair(_ left: UInt32, _ right: UInt32) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(UInt64(left) | UInt64(right) << 32, to: SIMD8<UInt8>.self))
    }

    /// One packed pixel as a vector.
    @inline(__always) static func vector(_ pixel: UInt32) -> SIMD4<UInt16> {
        SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(pixel, to: SIMD4<UInt8>.self))
    }

    /// round(x / 255) in every channel, for x up to 255 × 255.
    @inline(__always) static func div255(_ x: SIMD4<UInt16>) -> SIMD4<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Source-over of `src` (premultiplied, 0…255 per channel) scaled by `coverage` (0…255)
    /// onto `dst`, without branches; channels saturate at 255 so pixels that break the
    /// premultiplied rule stay in range. Matches `blendLanesUnconditionally` exactly.
    @inline(__always) static func blendVector(_ src: SIMD4<UInt16>, coverage: UInt16, onto dst: UnsafeMutablePointer<UInt32>) {
        let s = div255(src &* coverage)
        let d = vector(dst.pointee)
        let sum = s &+ div255(d &* (255 &- s[3]))
        let saturated = sum | ((sum &>> 8) &* 255)
        dst.pointee = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: saturated), to: UInt32.self)
    }
}
