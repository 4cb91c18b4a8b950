#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension PixelBuffer {
    /// The plain twin of `draw(_:transform:opacity:clip:mask:sampling:)`, for tests to hold the
    /// fast paths to: the same outline coverage, then for every pixel a floating-point inverse
    /// projection, a floating-point bilinear (or nearest) sample clamped to the image's edges,
    /// and floating-point source-over, rounded once.
    public mutating func drawReference(_ image: PixelBuffer, transform: Transform3D, opacity: Double = 1,
                                       clip: IntRect? = nil, mask: AlphaMask? = nil, sampling: Sampling = .bilinear) {
        let alpha = Double(PixelMath.unitByte(opacity)) / 255
        guard alpha > 0, let area = drawingArea(clip: clip, mask: mask) else { return }
        let placement = ImagePlacement(width: image.width, height: image.height, transform: transform)
        let outline = placement.outline(width: image.width, height: image.height)
        guard !outline.isEmpty, let homography = Homography(transform) else { return }
        let coverage = AlphaMask(polygon: outline, bounds: area)
        let (iu, iv, iw) = homography.inverse
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                var weight = Double(coverage[x, y]) / 255 * alpha
                if let mask { weight *= Double(mask[x, y]) / 255 }
                guard weight > 0 else { continue }
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                let w = iw.dot(cx, cy)
                let u = iu.dot(cx, cy) / w - 0.5, v = iv.dot(cx, cy) / w - 0.5
                let s = sampling == .nearest ? image.nearestSample(u, v) : image.bilinearSample(u, v)
                let d = self[x, y]
                let sa = s[3] * weight
                func channel(_ src: Double, _ dst: UInt8) -> UInt8 {
                    let value = src * weight + Double(dst) * (1 - sa / 255)
                    return UInt8(min(max(value.rounded(), 0), 255))
                }
                self[x, y] = Pixel(r: channel(s[0], d.r), g: channel(s[1], d.g), b: channel(s[2], d.b), a: channel(s[3], d.a))
            }
        }
    }

    /// The four channels at image position (u, v) (pixel centres at whole numbers), blended
    /// bilinearly from the nearest pixels, clamped to the edges.
    private func bilinearSample(_ u: Double, _ v: Double) -> [Double] {
        let u = u.isFinite ? min(max(u, -1), Double(width)) : 0, v = v.isFinite ? min(max(v, -1), Double(height)) : 0
        let x0 = floor(u), y0 = floor(v)
        let fx = u - x0, fy = v - y0
        func at(_ x: Double, _ y: Double) -> [Double] {
            let p = self[min(max(Int(x), 0), width - 1), min(max(Int(y), 0), height - 1)]
            return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
        }
        let p00 = at(x0, y0), p10 = at(x0 + 1, y0), p01 = at(x0, y0 + 1), p11 = at(x0 + 1, y0 + 1)
        return (0..<4).map { c in
            (p00[c] * (1 - fx) + p10[c] * fx) * (1 - fy) + (p01[c] * (1 - fx) + p11[c] * fx) * fy
        }
    }

    /// The four channels of the pixel whose square holds the sample point, clamped to the image.
    private func nearestSample(_ u: Double, _ v: Double) -> [Double] {
        let u = u.isFinite ? min(max(u, -1), Double(width)) : 0, v = v.isFinite ? min(max(v, -1), Double(height)) : 0
        let p = self[min(max(Int(floor(u + 0.5)), 0), width - 1), min(max(Int(floor(v + 0.5)), 0), height - 1)]
        return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
    }
}
