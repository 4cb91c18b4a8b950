import CRasterKernels
import Geometry

/// Draws an affinely mapped image through coverage runs: the image position steps by a
/// constant per pixel in fixed point, so no division happens per pixel. `opacity` (0…255)
/// multiplies the coverage.
struct AffineImageSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let sampler: ImageSampler
    /// Device space to image pixel space.
    let map: AffineTransform
    let nearest: Bool
    let opacity: UInt32

    /// The most image bytes `warm` reads ahead: well within a core's L2 cache (1 MiB on the
    /// machines measured), so they are all still there when the draw reaches them.
    static let warmLimit = 1 << 19

    /// Reads ahead the image pixels that drawing the device pixels of `area` samples, when a
    /// device row walks across image rows (a rotation). Without it, each image cache line
    /// is first needed at a point no hardware prefetcher foresees and costs a full memory
    /// stall: 120 rotated 192×132 cards went from 2.5 to 7 ns a pixel once they no longer fit
    /// in the cache together (Benchmarks/kernel-bench).
    func warm(area: IntRect) {
        guard map.b != 0, !area.isEmpty else { return }
        let read = IntRect(enclosing: map.apply(area.rect)).intersection(
            IntRect(x: -1, y: -1, width: sampler.width + 2, height: sampler.height + 2))
        guard !read.isEmpty, read.width * read.height * 4 <= Self.warmLimit else { return }
        kinema_touch_rect(sampler.kernelImage, read.minX, read.minY, read.maxX, read.maxY)
    }

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        // Locals, not fields of the inout self, so the stores below cannot force reloads.
        let sampler = self.sampler, map = self.map, opacity = self.opacity, nearest = self.nearest
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        // Positions are sample points less half a pixel, so whole numbers hit pixel centres.
        let u = map.a * cx + map.c * cy + map.tx - 0.5, v = map.b * cx + map.d * cy + map.ty - 0.5
        let row = pixels + y * stride + x
        let lastU = u + map.a * Double(count), lastV = v + map.b * Double(count)
        guard !nearest, abs(lastU) < ImageSampler.positionLimit, abs(lastV) < ImageSampler.positionLimit,
              abs(u) < ImageSampler.positionLimit, abs(v) < ImageSampler.positionLimit else {
            // Nearest sampling, or extreme maps: step in floating point, clamping every position.
            for i in 0..<count {
                let fi = Double(i)
                let fu = ImageSampler.fixed(u + fi * map.a), fv = ImageSampler.fixed(v + fi * map.b)
                let src = nearest ? PixelMath.vector(sampler.nearestClamped(fu, fv)) : sampler.clampedVector(fu, fv)
                PixelMath.blendVector(src, coverage: UInt16(truncatingIfNeeded: PixelMath.mul255(UInt32(coverage[i]), opacity)),
                                      onto: row + i)
            }
            return
        }
        // Several pixels at a time (CRasterKernels; its scalar twin is ImageSampler.clampedVector
        // and PixelMath.blendVector's arithmetic, written out in C).
        kinema_affine_bilinear_row(KinemaKernelsBest, row, count, coverage, opacity, sampler.kernelImage,
                                   Int64(ImageSampler.fixed(u)), Int64(ImageSampler.fixed(v)),
                                   Int64(ImageSampler.fixed(map.a)), Int64(ImageSampler.fixed(map.b)))
    }
}

/// Draws a projected image through coverage runs: the homogeneous image position steps
/// linearly across the row and is divided by w at every pixel. `opacity` (0…255) multiplies
/// the coverage.
struct PerspectiveImageSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let sampler: ImageSampler
    let homography: Homography
    let nearest: Bool
    let opacity: UInt32

    mutating func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        // Locals, not fields of the inout self, so the stores below cannot force reloads.
        let sampler = self.sampler, opacity = self.opacity, nearest = self.nearest
        let (iu, iv, iw) = homography.inverse
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var hu = iu.dot(cx, cy), hv = iv.dot(cx, cy), hw = iw.dot(cx, cy)
        let row = pixels + y * stride + x
        let limit = Double(max(sampler.width, sampler.height)) + 2
        /// The fixed-point image position of the next pixel; steps the homogeneous position.
        func nextPosition() -> (Int, Int) {
            // Beyond the horizon (w of either sign near 0) the position is clamped, which only
            // ever happens in anti-aliased edge pixels.
            let inverseW = hw != 0 ? 1 / hw : 0
            let u = min(max(hu * inverseW - 0.5, -limit), limit), v = min(max(hv * inverseW - 0.5, -limit), limit)
            hu += iu.x; hv += iv.x; hw += iw.x
            return (ImageSampler.fixed(u), ImageSampler.fixed(v))
        }
        guard !nearest else {
            for i in 0..<count {
                let (fu, fv) = nextPosition()
                let c = UInt16(truncatingIfNeeded: PixelMath.mul255(UInt32(coverage[i]), opacity))
                PixelMath.blendVector(PixelMath.vector(sampler.nearestClamped(fu, fv)), coverage: c, onto: row + i)
            }
            return
        }
        // The divisions here, a chunk of positions at a time; the sampling and blending several
        // pixels at a time (CRasterKernels, beside its scalar twin).
        let chunk = 64
        withUnsafeTemporaryAllocation(of: Int64.self, capacity: 2 * chunk) { positions in
            let us = positions.baseAddress!, vs = us + chunk
            var done = 0
            while done < count {
                let n = min(chunk, count - done)
                for k in 0..<n {
                    let (fu, fv) = nextPosition()
                    us[k] = Int64(fu); vs[k] = Int64(fv)
                }
                kinema_bilinear_row_at(KinemaKernelsBest, row + done, n, coverage + done, opacity, sampler.kernelImage, us, vs)
                done += n
            }
        }
    }
}
