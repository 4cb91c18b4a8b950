import Geometry

/// Draws an affinely mapped image through coverage runs: the image position steps by a
/// constant per pixel in fixed point, so no division happens per pixel.
struct AffineImageSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let sampler: ImageSampler
    /// Device space to image pixel space.
    let map: AffineTransform
    let nearest: Bool

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        // Positions are sample points less half a pixel, so whole numbers hit pixel centres.
        let u = map.a * cx + map.c * cy + map.tx - 0.5, v = map.b * cx + map.d * cy + map.ty - 0.5
        var fu = ImageSampler.fixed(u), fv = ImageSampler.fixed(v)
        let du = ImageSampler.fixed(map.a), dv = ImageSampler.fixed(map.b)
        let row = pixels + y * stride + x
        let lastU = u + map.a * Double(count), lastV = v + map.b * Double(count)
        guard abs(lastU) < ImageSampler.positionLimit, abs(lastV) < ImageSampler.positionLimit else {
            // Extreme maps: step in floating point, clamping every position.
            for i in 0..<count {
                let fi = Double(i)
                let src = sample(ImageSampler.fixed(u + fi * map.a), ImageSampler.fixed(v + fi * map.b))
                PixelMath.blend(src, coverage: UInt32(coverage[i]), onto: row + i)
            }
            return
        }
        if nearest {
            for i in 0..<count {
                PixelMath.blend(sampler.nearestClamped(fu, fv), coverage: UInt32(coverage[i]), onto: row + i)
                fu &+= du; fv &+= dv
            }
        } else {
            for i in 0..<count {
                PixelMath.blend(sampler.clamped(fu, fv), coverage: UInt32(coverage[i]), onto: row + i)
                fu &+= du; fv &+= dv
            }
        }
    }

    @inline(__always) private func sample(_ fu: Int, _ fv: Int) -> UInt32 {
        nearest ? sampler.nearestClamped(fu, fv) : sampler.clamped(fu, fv)
    }
}

/// Draws a projected image through coverage runs: the homogeneous image position steps
/// linearly across the row and is divided by w at every pixel.
struct PerspectiveImageSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let sampler: ImageSampler
    let homography: Homography
    let nearest: Bool

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let (iu, iv, iw) = homography.inverse
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var hu = iu.dot(cx, cy), hv = iv.dot(cx, cy), hw = iw.dot(cx, cy)
        let row = pixels + y * stride + x
        let limit = Double(max(sampler.width, sampler.height)) + 2
        for i in 0..<count {
            // Beyond the horizon (w of either sign near 0) the position is clamped, which only
            // ever happens in anti-aliased edge pixels.
            let inverseW = hw != 0 ? 1 / hw : 0
            let u = min(max(hu * inverseW - 0.5, -limit), limit), v = min(max(hv * inverseW - 0.5, -limit), limit)
            let fu = ImageSampler.fixed(u), fv = ImageSampler.fixed(v)
            let src = nearest ? sampler.nearestClamped(fu, fv) : sampler.clamped(fu, fv)
            PixelMath.blend(src, coverage: UInt32(coverage[i]), onto: row + i)
            hu += iu.x; hv += iv.x; hw += iw.x
        }
    }
}
