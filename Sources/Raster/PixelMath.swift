#if _endian(big)
#error("Raster reads Pixel (bytes R, G, B, A) as a little-endian UInt32")
#endif

/// Integer pixel arithmetic on premultiplied RGBA8 packed in a UInt32 (R in the low byte,
/// as a `Pixel` lies in memory on little-endian machines). The four channels are spread into
/// 16-bit lanes of a UInt64 — R, B, G, A from the bottom — so one multiply scales all four.
enum PixelMath {
    static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// round(x / 255) for x in 0...65025, exactly: (t + t/256) / 256 with t = x + 128.
    @inline(__always) static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// a × b / 255, rounded, for a and b in 0...255.
    @inline(__always) static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 { div255(a &* b) }

    @inline(__always) static func packed(_ p: Pixel) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }
    /// The channels in 16-bit lanes: R in bits 0…, B in 16…, G in 32…, A in 48….
    @inline(__always) static func expand(_ v: UInt32) -> UInt64 {
        UInt64(v & 0x00FF_00FF) | UInt64((v >> 8) & 0x00FF_00FF) << 32
    }
    /// Back from lanes (each at most 255) to a packed pixel.
    @inline(__always) static func compact(_ x: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: x & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (x >> 32) & 0x00FF_00FF) << 8
    }

    /// Every lane times `a` / 255, rounded (lanes and `a` at most 255).
    @inline(__always) static func scaleLanes(_ x: UInt64, _ a: UInt32) -> UInt64 {
        let t = x &* UInt64(a) &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
    }

    /// Every channel of a packed pixel times `a` / 255, rounded.
    @inline(__always) static func scale(_ v: UInt32, _ a: UInt32) -> UInt32 {
        compact(scaleLanes(expand(v), a))
    }

    /// Source-over of a premultiplied source held in lanes onto packed `dst`:
    /// src + dst × (255 − src.alpha) / 255. Lanes saturate at 255, so pixels that break the
    /// premultiplied rule stay in range.
    @inline(__always) static func sourceOverLanes(_ src: UInt64, _ dst: UInt32) -> UInt32 {
        let inverse = 255 &- UInt32(truncatingIfNeeded: src >> 48)
        let sum = src &+ scaleLanes(expand(dst), inverse)
        let overflow = (sum >> 8) & 0x0001_0001_0001_0001
        return compact((sum | (overflow &* 0xFF)) & laneMask)
    }

    /// A bilinear blend of four packed pixels with 8-bit fractions `fx`, `fy` (0...255), in
    /// lanes: four weights adding up to 256, one multiply per pixel.
    @inline(__always) static func bilinearLanes(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32,
                                                _ fx: UInt64, _ fy: UInt64) -> UInt64 {
        let w11 = (fx &* fy &+ 128) >> 8, w10 = fx &- w11, w01 = fy &- w11, w00 = 256 &- fx &- fy &+ w11
        let sum = expand(p00) &* w00 &+ expand(p10) &* w10 &+ expand(p01) &* w01 &+ expand(p11) &* w11
        return ((sum &+ 0x0080_0080_0080_0080) >> 8) & laneMask
    }

    /// A bilinear blend of four packed pixels with 8-bit fractions `fx`, `fy` (0...255).
    @inline(__always) static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32,
                                           _ fx: UInt64, _ fy: UInt64) -> UInt32 {
        compact(bilinearLanes(p00, p10, p01, p11, fx, fy))
    }

    /// `value` in 0...1 as 0...255, rounded; NaN counts as 0.
    @inline(__always) static func unitByte(_ value: Double) -> UInt32 {
        value > 0 ? (value >= 1 ? 255 : UInt32(value * 255 + 0.5)) : 0
    }
}

extension PixelMath {
    /// Source-over of a source in lanes onto `dst`, scaled first by `coverage` (0…255); an
    /// opaque source at full coverage is simply stored.
    @inline(__always) static func blendLanes(_ src: UInt64, coverage: UInt32, onto dst: UnsafeMutablePointer<UInt32>) {
        if coverage == 255 {
            if src >= 0x00FF_0000_0000_0000 { dst.pointee = compact(src) } else if src != 0 { dst.pointee = sourceOverLanes(src, dst.pointee) }
        } else if coverage != 0 {
            let s = scaleLanes(src, coverage)
            if s != 0 { dst.pointee = sourceOverLanes(s, dst.pointee) }
        }
    }

    /// Source-over of a source in lanes onto `dst`, scaled first by `coverage` (0…255),
    /// without any branch: exact for every input (coverage 0 leaves `dst` as it was, an opaque
    /// source at full coverage replaces it), and loops of it stay straight enough for the
    /// compiler to vectorize.
    @inline(__always) static func blendLanesUnconditionally(_ src: UInt64, coverage: UInt32,
                                                             onto dst: UnsafeMutablePointer<UInt32>) {
        dst.pointee = sourceOverLanes(scaleLanes(src, coverage), dst.pointee)
    }

    /// Source-over of `src` onto `dst`, scaled first by `coverage` (0…255); an opaque
    /// source at full coverage is simply stored.
    @inline(__always) static func blend(_ src: UInt32, coverage: UInt32, onto dst: UnsafeMutablePointer<UInt32>) {
        if coverage == 255, src >= 0xFF00_0000 { dst.pointee = src; return }
        blendLanes(expand(src), coverage: coverage, onto: dst)
    }
}
