import Geometry

/// A convex polygon whose sides are each rasterised aliased or antialiased (an image quad
/// drawn with some or all of its edges aliased, `ImageOutline`). A pixel's coverage is the
/// product of one factor per side, from the signed distance d of the pixel's centre to it:
/// an aliased side gives 1 when the centre is inside (d > 0, or d = 0 on a left side or a
/// top one: the top-left rule, so quads sharing a side never both draw a pixel) and 0
/// otherwise; an antialiased side gives clamp(d + ½, 0, 1), the covered area for a side
/// along the pixel grid and a close estimate for others, as GPUs antialias quad edges.
///
/// A side may bend (`Bend`): it holds only along its straight part; beyond it, where an image's
/// rounded corner curves away from the side, a line further out (the image's own edge) bounds
/// the polygon instead, antialiased, so what the image drew there shows.
struct AliasedPolygon {
    /// A line with the unit normal pointing inside.
    struct Line {
        var px: Double, py: Double, nx: Double, ny: Double

        /// The signed distance of (x, y) from the line, positive inside.
        @inline(__always) func distance(_ x: Double, _ y: Double) -> Double { nx * (x - px) + ny * (y - py) }
    }

    struct Side {
        /// A point on the side and the unit normal pointing inside.
        var px: Double, py: Double, nx: Double, ny: Double
        var aliased: Bool
        /// Whether centres exactly on the side are inside: true for left and top sides.
        var inclusive: Bool
        /// The unit vector along the side, towards the next point.
        var ux = 0.0, uy = 0.0
        /// Where the side holds, as distances along it from (px, py) by (ux, uy); a pixel centre
        /// beyond them (projected on the side) is measured from `outer` instead.
        var lo = -Double.infinity, hi = Double.infinity
        /// The line beyond the straight part, antialiased; nil when the side holds all along.
        var outer: Line? = nil
    }

    /// Where a side stops running straight (an image's rounded corner curving away from it): its
    /// straight part, from `from` to `to` (points on the side in its direction, nil running on
    /// past that end; nil for no straight part at all), and two points, in the side's
    /// direction, of the line beyond it that bounds the polygon along the rest of the side.
    struct Bend {
        var straight: (from: Point?, to: Point?)?
        var outer: (Point, Point)
    }

    let sides: [Side]
    let bounds: Rect

    /// The polygon through `points` (device space, convex, either winding), `aliased[i]` for the
    /// side from point i to the next, bending as `bends[i]` says; nil when a point is not finite
    /// or the polygon has no area.
    init?(points: [Point], aliased: [Bool], bends: [Bend?]? = nil) {
        guard points.count >= 3, aliased.count == points.count, bends.map({ $0.count == points.count }) ?? true,
              points.allSatisfy(\.isFinite) else { return nil }
        let m = Rasterizer.coordinateLimit
        func limited(_ q: Point) -> Point { Point(x: min(max(q.x, -m), m), y: min(max(q.y, -m), m)) }
        let p = points.map(limited)
        var twiceArea = 0.0
        for i in p.indices {
            let q = p[(i + 1) % p.count]
            twiceArea += p[i].x * q.y - q.x * p[i].y
        }
        guard twiceArea != 0, twiceArea.isFinite else { return nil }
        // With y down, a positive area runs clockwise on screen: inside is to the right of each side.
        let sign: Double = twiceArea > 0 ? 1 : -1
        var sides: [Side] = []
        var reach = p
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0, length.isFinite else { continue }
            let nx = -dy / length * sign, ny = dx / length * sign
            var side = Side(px: a.x, py: a.y, nx: nx, ny: ny, aliased: aliased[i], inclusive: nx > 0 || (nx == 0 && ny > 0),
                            ux: dx / length, uy: dy / length)
            if let bend = bends?[i], bend.outer.0.isFinite, bend.outer.1.isFinite {
                let o0 = limited(bend.outer.0), o1 = limited(bend.outer.1)
                let ox = o1.x - o0.x, oy = o1.y - o0.y
                let outerLength = (ox * ox + oy * oy).squareRoot()
                if outerLength > 0, outerLength.isFinite {
                    side.outer = Line(px: o0.x, py: o0.y, nx: -oy / outerLength * sign, ny: ox / outerLength * sign)
                    reach += [o0, o1]
                    /// How far along the side (from a, towards b) `q` lies.
                    func along(_ q: Point?, _ unbounded: Double) -> Double {
                        guard let q, q.isFinite else { return unbounded }
                        let l = limited(q)
                        return (l.x - a.x) * side.ux + (l.y - a.y) * side.uy
                    }
                    if let straight = bend.straight {
                        side.lo = along(straight.from, -.infinity)
                        side.hi = along(straight.to, .infinity)
                    } else {
                        side.lo = .infinity
                        side.hi = -.infinity
                    }
                }
            }
            sides.append(side)
        }
        self.sides = sides
        bounds = Rect.bounding(reach)
    }

    /// The coverage (0…255) of pixel (x, y).
    func coverage(x: Int, y: Int) -> UInt8 {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var c = 1.0
        for s in sides {
            var d = s.nx * (cx - s.px) + s.ny * (cy - s.py)
            var aliased = s.aliased
            if let outer = s.outer {
                // Past the side's straight part the outer line holds.
                let t = s.ux * (cx - s.px) + s.uy * (cy - s.py)
                if !(t >= s.lo && t <= s.hi) {
                    d = outer.distance(cx, cy)
                    aliased = false
                }
            }
            if aliased {
                if d < 0 || (d == 0 && !s.inclusive) { return 0 }
            } else if d <= -0.5 {
                return 0
            } else if d < 0.5 {
                c *= d + 0.5
            }
        }
        return UInt8(c * 255 + 0.5)
    }

    /// The centres x of row `cy` whose distance from `line` is at least `threshold` (more than it
    /// when `strict` and the line runs along the row), as a closed range (empty when lo > hi).
    private static func allowed(by line: Line, threshold: Double, strict: Bool, cy: Double) -> (lo: Double, hi: Double) {
        // nx·(x − px) + ny·(cy − py) ≥ threshold
        let rest = threshold - line.ny * (cy - line.py)
        if line.nx == 0 { return rest > 0 || (strict && rest == 0) ? (1, 0) : (-.infinity, .infinity) }
        return line.nx > 0 ? (line.px + rest / line.nx, .infinity) : (-.infinity, line.px + rest / line.nx)
    }

    /// The columns of row centre `cy` whose centres satisfy every side's d ≥ its threshold
    /// (`aliasedThreshold` or `smoothThreshold`; more than it when `strict`), as a closed range of
    /// centre x (empty when lo > hi). A bent side asks it of its outer line too (smooth): of
    /// either line when `either` (a range holding every centre either allows), else of both.
    private func span(cy: Double, aliasedThreshold: Double, smoothThreshold: Double, strict: Bool, either: Bool) -> (Double, Double) {
        var lo = -Double.infinity, hi = Double.infinity
        for s in sides {
            var side = AliasedPolygon.allowed(by: Line(px: s.px, py: s.py, nx: s.nx, ny: s.ny),
                                              threshold: s.aliased ? aliasedThreshold : smoothThreshold, strict: strict, cy: cy)
            if let outer = s.outer {
                let o = AliasedPolygon.allowed(by: outer, threshold: smoothThreshold, strict: strict, cy: cy)
                if !either {
                    side = (max(side.lo, o.lo), min(side.hi, o.hi))
                } else if side.lo > side.hi {
                    side = o
                } else if o.lo <= o.hi {
                    side = (min(side.lo, o.lo), max(side.hi, o.hi))
                }
            }
            lo = max(lo, side.lo)
            hi = min(hi, side.hi)
            if lo > hi { return (1, 0) }
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
                let (outerLo, outerHi) = span(cy: cy, aliasedThreshold: 0, smoothThreshold: -0.5, strict: false, either: true)
                guard outerLo <= outerHi else { continue }
                // One column of slack either way: the exact test below decides.
                let lo = max(column(outerLo.rounded(.down)) - 1, clip.minX)
                let hi = min(column(outerHi.rounded(.up)) + 1, clip.maxX - 1)
                guard lo <= hi else { continue }
                let (innerLo, innerHi) = span(cy: cy, aliasedThreshold: 0, smoothThreshold: 0.5, strict: true, either: false)
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
