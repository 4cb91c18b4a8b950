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
        var out = PixelBuffer(width: page.width, height: page.height)
        let r = radius
        for y in 0..<page.height {
            for x in 0..<page.width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let d = px * directionX + py * directionY - line
                guard d < r + r * PageCurl.shadowReach else { continue }
                var top = Shade.clear
                var below = Shade.clear
                if d <= 0 {
                    top = back(page, px, py, d: d, s: Double.pi * r - d, light: 1)
                    below = sample(page, px, py, d: d, s: d)
                } else if d <= r + 0.5 {
                    // The roll's silhouette at d = r is a hard edge: soften it over a pixel.
                    let edge = min(max(r + 0.5 - d, 0), 1)
                    let phi = asin(min(d / r, 1))
                    top = back(page, px, py, d: d, s: r * (Double.pi - phi), light: 0.75 + 0.25 * cos(phi)).scaled(edge)
                    below = sample(page, px, py, d: d, s: r * phi).lit(1 - 0.45 * sin(phi)).scaled(edge)
                }
                var result = top.over(below)
                if d > 0, result.a < 1 {
                    let past = max(d - r, 0) / (r * PageCurl.shadowReach)
                    let shadow = PageCurl.shadowAlpha * (1 - min(past, 1)) * (1 - min(past, 1))
                    result = result.over(Shade(r: 0, g: 0, b: 0, a: shadow))
                }
                out[x, y] = result.pixel
            }
        }
        return out
    }

    /// The page's front at `s` along it, for the screen point (px, py) at `d`.
    private func sample(_ page: PixelBuffer, _ px: Double, _ py: Double, d: Double, s: Double) -> Shade {
        Shade.sample(page, x: px + directionX * (s - d), y: py + directionY * (s - d))
    }

    /// The page's back at `s`: the content seen through white paper, lit by `light`.
    private func back(_ page: PixelBuffer, _ px: Double, _ py: Double, d: Double, s: Double, light: Double) -> Shade {
        let front = sample(page, px, py, d: d, s: s)
        let w = PageCurl.backWhiteness
        return Shade(r: w * front.a + (1 - w) * front.r, g: w * front.a + (1 - w) * front.g,
                     b: w * front.a + (1 - w) * front.b, a: front.a).lit(light)
    }
}

/// A premultiplied colour in 0...1, for the curl's arithmetic.
struct Shade {
    var r: Double, g: Double, b: Double, a: Double

    static let clear = Shade(r: 0, g: 0, b: 0, a: 0)

    /// `self` drawn source-over onto `below`.
    func over(_ below: Shade) -> Shade {
        let k = 1 - a
        return Shade(r: r + below.r * k, g: g + below.g * k, b: b + below.b * k, a: a + below.a * k)
    }

    /// The colour darkened (or lit) by `f`, alpha kept.
    func lit(_ f: Double) -> Shade { Shade(r: r * f, g: g * f, b: b * f, a: a) }

    /// Faded by `f`, as coverage fades a premultiplied colour.
    func scaled(_ f: Double) -> Shade { Shade(r: r * f, g: g * f, b: b * f, a: a * f) }

    var pixel: Pixel {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return Pixel(r: byte(min(r, a)), g: byte(min(g, a)), b: byte(min(b, a)), a: byte(a))
    }

    /// `image` at (x, y), bilinear between pixel centres; outside the image it fades out over
    /// half a pixel so the page's edges are smooth.
    static func sample(_ image: PixelBuffer, x: Double, y: Double) -> Shade {
        let w = Double(image.width), h = Double(image.height)
        let coverage = min(max(min(x + 0.5, w + 0.5 - x), 0), 1) * min(max(min(y + 0.5, h + 0.5 - y), 0), 1)
        guard coverage > 0 else { return .clear }
        let fx = min(max(x - 0.5, 0), w - 1), fy = min(max(y - 0.5, 0), h - 1)
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = min(x0 + 1, image.width - 1), y1 = min(y0 + 1, image.height - 1)
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func mix(_ p: Pixel, _ q: Pixel, _ t: Double) -> Shade {
            Shade(r: Double(p.r) + (Double(q.r) - Double(p.r)) * t, g: Double(p.g) + (Double(q.g) - Double(p.g)) * t,
                  b: Double(p.b) + (Double(q.b) - Double(p.b)) * t, a: Double(p.a) + (Double(q.a) - Double(p.a)) * t)
        }
        let top = mix(image[x0, y0], image[x1, y0], tx), bottom = mix(image[x0, y1], image[x1, y1], tx)
        let k = coverage / 255
        return Shade(r: (top.r + (bottom.r - top.r) * ty) * k, g: (top.g + (bottom.g - top.g) * ty) * k,
                     b: (top.b + (bottom.b - top.b) * ty) * k, a: (top.a + (bottom.a - top.a) * ty) * k)
    }
}
