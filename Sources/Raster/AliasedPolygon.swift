import Geometry

/// A convex polygon whose sides are each rasterised aliased or antialiased (an image quad
/// drawn with some or all of its edges aliased, `ImageOutline`). A pixel's coverage is the
/// product of one factor per side, from the signed distance d of the pixel's centre to it:
/// an aliased side gives 1 when the centre is inside (d > 0, or d = 0 on a left side or a
/// top one: the top-left rule, so quads sharing a side never both draw a pixel) and 0
/// otherwise; an antialiased side gives clamp(d + ½, 0, 1), the covered area for a side
/// along the pixel grid and a close estimate for others, as GPUs antialias quad edges.
struct AliasedPolygon {
    struct Side {
        /// A point on the side and the unit normal pointing inside.
        var px: Double, py: Double, nx: Double, ny: Double
        var aliased: Bool
        /// Whether centres exactly on the side are inside: true for left and top sides.
        var inclusive: Bool
    }

    let sides: [Side]
    let bounds: Rect

    /// The polygon through `points` (device space, convex, either winding), `aliased[i]` for the
    /// side from point i to the next; nil when a point is not finite or the polygon has no area.
    init?(points: [Point], aliased: [Bool]) {
        guard points.count >= 3, aliased.count == points.count, points.allSatisfy(\.isFinite) else { return nil }
        let m = Rasterizer.coordinateLimit
        let p = points.map { Point(x: min(max($0.x, -m), m), y: min(max($0.y, -m), m)) }
        var twiceArea = 0.0
        for i in p.indices {
            let q = p[(i + 1) % p.count]
            twiceArea += p[i].x * q.y - q.x * p[i].y
        }
        guard twiceArea != 0, twiceArea.isFinite else { return nil }
        // With y down, a positive area runs clockwise on screen: inside is to the right of each side.
        let sign: Double = twiceArea > 0 ? 1 : -1
        var sides: [Side] = []
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { continue }
            let nx = -dy / length * sign, ny = dx / length * sign
            sides.append(Side(px: a.x, py: a.y, nx: nx, ny: ny, aliased: aliased[i], inclusive: nx > 0 || (nx == 0 && ny > 0)))
        }
        self.sides = sides
        bounds = Rect.bounding(p)
    }

    /// The coverage (0…255) of pixel (x, y).
    func coverage(x: Int, y: Int) -> UInt8 {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var c = 1.0
        for s in sides {
            let d = s.nx * (cx - s.px) + s.ny * (cy - s.py)
            if s.aliased {
                if d < 0 || (d == 0 && !s.inclusive) { return 0 }
            } else if d <= -0.5 {
                return 0
            } else if d < 0.5 {
                c *= d + 0.5
            }
        }
        return UInt8(c * 255 + 0.5)
    }

    /// The columns of row centre `cy` whose centres satisfy every side's d ≥ its threshold
    /// (`aliasedThreshold` or `smoothThreshold`; more than it when `strict`), as a closed range of
    /// centre x (empty when lo > hi).
    private func span(cy: Double, aliasedThreshold: Double, smoothThreshold: Double, strict: Bool) -> (Double, Double) {
        var lo = -Double.infinity, hi = Double.infinity
        for s in sides {
            let t = s.aliased ? aliasedThreshold : smoothThreshold
            // nx·(x − px) + ny·(cy − py) ≥ t
            let rest = t - s.ny * (cy - s.py)
            if s.nx == 0 {
                if rest > 0 || (strict && rest == 0) { return (1, 0) }
            } else if s.nx > 0 {
                lo = max(lo, s.px + rest / s.nx)
            } else {
                hi = min(hi, s.px + rest / s.nx)
            }
        }
        return (lo, hi)
    }

    /// Hands every covered run within `clip` to `sink`, row by row. Only pixels near a side
    /// are measured one by one; the inside of each row is a constant run.
    func render<Sink: CoverageSink>(clip: IntRect, into sink: inout Sink) {
        guard !clip.isEmpty, !sides.isEmpty, bounds.isFinite else { return }
        let firstRow = max(clip.minY, Int(max(bounds.minY.rounded(.down) - 1, Double(clip.minY))))
        let endRow = min(clip.maxY, Int(min(bounds.maxY.rounded(.up) + 1, Double(clip.maxY))))
        guard firstRow < endRow else { return }
        let left = Double(clip.minX), right = Double(clip.maxX - 1)
        /// The pixel column of centre x, within the clip (NaN and infinities included).
        func column(_ x: Double) -> Int { x.isNaN ? clip.minX : Int(min(max(x - 0.5, left - 1), right + 1)) }
        var row = [UInt8](repeating: 0, count: clip.width)
        row.withUnsafeMutableBufferPointer { buffer in
            let cover = buffer.baseAddress!
            for y in firstRow..<endRow {
                let cy = Double(y) + 0.5
                let (outerLo, outerHi) = span(cy: cy, aliasedThreshold: 0, smoothThreshold: -0.5, strict: false)
                guard outerLo <= outerHi else { continue }
                // One column of slack either way: the exact test below decides.
                let lo = max(column(outerLo.rounded(.down)) - 1, clip.minX)
                let hi = min(column(outerHi.rounded(.up)) + 1, clip.maxX - 1)
                guard lo <= hi else { continue }
                let (innerLo, innerHi) = span(cy: cy, aliasedThreshold: 0, smoothThreshold: 0.5, strict: true)
                // Columns a whole pixel inside every threshold are covered fully.
                let fullLo = innerLo <= innerHi ? column(innerLo.rounded(.up)) + 2 : Int.max
                let fullHi = innerLo <= innerHi ? column(innerHi.rounded(.down)) - 2 : Int.min
                var runStart = -1
                /// Measures columns one by one, handing each run that a clear pixel ends to `sink`.
                func measure(_ columns: ClosedRange<Int>) {
                    for x in columns {
                        let c = coverage(x: x, y: y)
                        cover[x - clip.minX] = c
                        if c == 0 {
                            if runStart >= 0 {
                                sink.blend(y: y, x: runStart, count: x - runStart, coverage: cover + (runStart - clip.minX))
                                runStart = -1
                            }
                        } else if runStart < 0 {
                            runStart = x
                        }
                    }
                }
                let solidLo = max(fullLo, lo), solidHi = min(fullHi, hi)
                if solidLo <= solidHi {
                    // The full columns at once: most of a row, and no need to test them.
                    if lo < solidLo { measure(lo...(solidLo - 1)) }
                    (cover + (solidLo - clip.minX)).update(repeating: 255, count: solidHi - solidLo + 1)
                    if runStart < 0 { runStart = solidLo }
                    if solidHi < hi { measure((solidHi + 1)...hi) }
                } else {
                    measure(lo...hi)
                }
                if runStart >= 0 {
                    sink.blend(y: y, x: runStart, count: hi + 1 - runStart, coverage: cover + (runStart - clip.minX))
                }
            }
        }
    }
}
