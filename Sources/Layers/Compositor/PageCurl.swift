#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// A page rolled round a cylinder, seen from above: the geometry of `pageCurl`.
///
/// The page lies flat in its own pixel space. A line crosses it, at distance `line` along the
/// unit vector `direction` (which points at the side that lifts first); the page beyond the
/// line rolls up round a cylinder of `radius` lying on the page at the line, and comes back
/// over the flat part upside down. A page point s past the line (measured along the page)
/// sits at angle φ = s / r on the cylinder, seen at r·sin φ past the line, and for s > πr lies
/// flat on top at (s − πr) before it. So a screen point d past the line shows, from the top
/// down: the back of the page from s = πr − d (d ≤ 0) or s = r(π − asin(d/r)) (0 ≤ d ≤ r),
/// the front from s = r·asin(d/r), or the flat page itself (d < 0); beyond d = r, only what
/// is under the page, darkened by the roll's shadow near it.
struct PageCurl {
    /// Unit vector towards the side that lifts first.
    let directionX: Double, directionY: Double
    /// Where the line is: its distance from the page's origin along the direction.
    let line: Double
    let radius: Double

    /// How much of a white sheet the back shows through: the content seen through paper.
    static let backWhiteness = 0.75
    /// The darkest the roll's shadow gets on what is under the page, and how far it reaches (in radii).
    static let shadowAlpha = 0.35, shadowReach = 0.6

    /// The curl of a `width × height` page at `progress` (0 flat, 1 curled away completely),
    /// lifting from `direction`, with the line tilted by `tilt` radians so a corner leads.
    init(width: Double, height: Double, progress: Double, directionX dx: Double, directionY dy: Double, tilt: Double) {
        let c = cos(tilt), s = sin(tilt)
        directionX = dx * c + dy * s
        directionY = -dx * s + dy * c
        let along = [0.0, directionX * width, directionY * height, directionX * width + directionY * height]
        let span = abs(directionX) * width + abs(directionY) * height
        radius = max(span * 0.1, 1)
        // Flat at 0: the line at the far corner. Gone at 1: the roll and its shadow have
        // passed the nearest corner, so nothing of the page is over it any more.
        let start = along.max()!, end = along.min()! - radius * (1 + PageCurl.shadowReach)
        line = start + (end - start) * min(max(progress, 0), 1)
    }

    /// The curled page: `page` warped, its back shown whitened, the roll shaded, and the
    /// roll's shadow on what is under it (transparent elsewhere, so the page under shows).
    func render(_ page: PixelBuffer) -> PixelBuffer {
        var out = [Pixel](repeating: .clear, count: page.pixels.count)
        let r = radius, w = page.width
        page.pixels.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { out in
                let image = PageImage(pixels: pixels, width: w, height: page.height)
                for y in 0..<page.height {
                    let py = Double(y) + 0.5
                    for x in 0..<w {
                        let px = Double(x) + 0.5
                        let d = px * directionX + py * directionY - line
                        guard d < r + r * PageCurl.shadowReach else { continue }
                        let i = y * w + x
                        if d <= 0 {
                            // The flat page, under the back of the part rolled over it, if that reaches here.
                            let back = self.back(image, px, py, along: Double.pi * r - 2 * d, light: 1)
                            out[i] = back.a == 0 ? pixels[i] : back.over(Shade(pixels[i])).pixel
                            continue
                        }
                        var result = Shade.clear
                        if d <= r + 0.5 {
                            // The roll's silhouette at d = r is a hard edge: soften it over a pixel.
                            let edge = min(max(r + 0.5 - d, 0), 1)
                            let phi = asin(min(d / r, 1))
                            let top = back(image, px, py, along: r * (Double.pi - phi) - d, light: 0.75 + 0.25 * cos(phi))
                            let below = image.sample(x: px + directionX * (r * phi - d), y: py + directionY * (r * phi - d))
                            result = top.scaled(edge).over(below.lit(1 - 0.45 * sin(phi)).scaled(edge))
                        }
                        if result.a < 1 {
                            let past = min(max(d - r, 0) / (r * PageCurl.shadowReach), 1)
                            result = result.over(Shade(r: 0, g: 0, b: 0, a: PageCurl.shadowAlpha * (1 - past) * (1 - past)))
                        }
                        out[i] = result.pixel
                    }
                }
            }
        }
        return PixelBuffer(width: w, height: page.height, pixels: out)
    }

    /// The page's back `along` further along the direction from (px, py): the content seen
    /// through white paper, lit by `light`.
    private func back(_ image: PageImage, _ px: Double, _ py: Double, along: Double, light: Double) -> Shade {
        let front = image.sample(x: px + directionX * along, y: py + directionY * along)
        guard front.a > 0 else { return .clear }
        let w = PageCurl.backWhiteness
        return Shade(r: w * front.a + (1 - w) * front.r, g: w * front.a + (1 - w) * front.g,
                     b: w * front.a + (1 - w) * front.b, a: front.a).lit(light)
    }
}

/// The page's pixels, read by position.
private struct PageImage {
    let pixels: UnsafeBufferPointer<Pixel>
    let width: Int, height: Int

    /// The page at (x, y), bilinear between pixel centres; outside the page it fades out over
    /// half a pixel so the page's edges are smooth.
    func sample(x: Double, y: Double) -> Shade {
        let w = Double(width), h = Double(height)
        let coverage = min(max(min(x + 0.5, w + 0.5 - x), 0), 1) * min(max(min(y + 0.5, h + 0.5 - y), 0), 1)
        guard coverage > 0 else { return .clear }
        let fx = min(max(x - 0.5, 0), w - 1), fy = min(max(y - 0.5, 0), h - 1)
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        // Weights in 0...256 mixing all four channels at once in 16-bit lanes.
        let wx = UInt64((fx - Double(x0)) * 256 + 0.5), wy = UInt64((fy - Double(y0)) * 256 + 0.5)
        let w11 = (wx &* wy &+ 128) >> 8, w10 = wx &- w11, w01 = wy &- w11, w00 = 256 &- wx &- wy &+ w11
        @inline(__always) func lanes(_ p: Pixel) -> UInt64 {
            UInt64(p.r) | UInt64(p.g) << 16 | UInt64(p.b) << 32 | UInt64(p.a) << 48
        }
        let sum = lanes(pixels[y0 * width + x0]) &* w00 &+ lanes(pixels[y0 * width + x1]) &* w10
            &+ lanes(pixels[y1 * width + x0]) &* w01 &+ lanes(pixels[y1 * width + x1]) &* w11
        let k = coverage / (255 * 256)
        return Shade(r: Double(sum & 0xFFFF) * k, g: Double((sum >> 16) & 0xFFFF) * k,
                     b: Double((sum >> 32) & 0xFFFF) * k, a: Double(sum >> 48) * k)
    }
}
