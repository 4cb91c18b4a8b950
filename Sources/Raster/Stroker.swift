#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Builds the outline of a stroke as polygons to fill with the non-zero rule. Each contour
/// gives one outline: the offset on one side, the end cap, the other side backwards and the
/// start cap (closed contours give an outer and an inner loop instead). On the inner side of
/// a corner the two offsets are cut where they cross, so the outline does not overlap itself:
/// area-based anti-aliasing counts overlaps twice in edge pixels. When the segments are too
/// short for that, the outline runs through the corner point itself (as Skia does), which
/// overlaps with the same winding and so still fills. Every outline winds the same way, so
/// overlapping pieces never cancel.
struct Stroker {
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    let tolerance: Double
    private(set) var elements: [PathElement] = []

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.width / 2
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit.isNaN ? 10 : style.miterLimit
        self.tolerance = tolerance
    }

    mutating func stroke(_ contour: StrokeContour) {
        let (points, corners) = distinctPoints(of: contour)
        guard points.count > 1 else {
            if let p = points.first { dot(at: p, direction: contour.direction) }
            return
        }
        let segmentCount = contour.isClosed ? points.count : points.count - 1
        var directions: [Point] = [], lengths: [Double] = []
        directions.reserveCapacity(segmentCount)
        lengths.reserveCapacity(segmentCount)
        for k in 0..<segmentCount {
            let d = points[(k + 1) % points.count] - points[k]
            let length = d.length
            directions.append(d * (1 / length))
            lengths.append(length)
        }
        var left: [Point] = [], right: [Point] = []
        if contour.isClosed {
            for k in 0..<points.count {
                let previous = (k + segmentCount - 1) % segmentCount
                addJoin(at: points[k], from: directions[previous], to: directions[k],
                        lengths: (lengths[previous], lengths[k]), corner: corners[k], left: &left, right: &right)
            }
            emit(left)
            emit(right.reversed())
        } else {
            let first = directions[0], last = directions[segmentCount - 1]
            left.append(points[0] + normal(first)); right.append(points[0] - normal(first))
            for k in 1..<(points.count - 1) {
                addJoin(at: points[k], from: directions[k - 1], to: directions[k], lengths: (lengths[k - 1], lengths[k]),
                        corner: corners[k], left: &left, right: &right)
            }
            let end = points[points.count - 1]
            left.append(end + normal(last)); right.append(end - normal(last))
            var outline = left
            appendCap(at: end, direction: last, to: &outline)
            outline += right.reversed()
            appendCap(at: points[0], direction: -first, to: &outline)
            emit(outline)
        }
    }

    // MARK: Pieces

    /// The offset of a unit direction's left-hand normal, half the width long: (−dy, dx).
    private func normal(_ d: Point) -> Point { Point(x: -d.y * halfWidth, y: d.x * halfWidth) }

    /// Consecutive points that are not (nearly) equal, with their corner flags.
    private func distinctPoints(of contour: StrokeContour) -> ([Point], [Bool]) {
        let epsilon = halfWidth * 1e-9
        var points: [Point] = [], corners: [Bool] = []
        for (p, corner) in zip(contour.points, contour.corners) {
            if let last = points.last, last.distance(to: p) <= epsilon {
                corners[corners.count - 1] = corners[corners.count - 1] || corner
                continue
            }
            points.append(p); corners.append(corner)
        }
        if contour.isClosed, points.count > 1, points[0].distance(to: points[points.count - 1]) <= epsilon {
            points.removeLast()
            corners[0] = corners[0] || corners.removeLast()
        }
        return (points, corners)
    }

    /// Adds the offset points where a segment in direction `d0` meets one in direction `d1` at
    /// `p`; `lengths` are the two segments' lengths.
    private func addJoin(at p: Point, from d0: Point, to d1: Point, lengths: (Double, Double), corner: Bool,
                         left: inout [Point], right: inout [Point]) {
        let cross = d0.cross(d1), dot = d0.dot(d1)
        let n0 = normal(d0), n1 = normal(d1)
        if abs(cross) <= 1e-12, dot > 0 {
            left.append(p + n1); right.append(p - n1)
            return
        }
        // Turning clockwise on screen (cross > 0) puts the left-hand side on the inside.
        let outerSign: Double = cross > 0 ? -1 : 1
        let o0 = n0 * outerSign, o1 = n1 * outerSign
        var outer = [p + o0]
        let style = corner ? join : .round
        switch style {
        case .bevel:
            break
        case .miter:
            // The miter length over the width is 1 / sin(θ/2) for an angle θ between the
            // segments, which is √(2 / (1 + d0·d1)).
            if 1 + dot > 0, 2 / (1 + dot) <= miterLimit * miterLimit {
                let k = halfWidth * halfWidth / (halfWidth * halfWidth + o0.dot(o1))
                outer.append(p + (o0 + o1) * k)
            }
        case .round:
            let sweep = (cross == 0 && dot < 0) ? -Double.pi : atan2(cross, dot)
            // Inside a curve, skip arcs that would not stray from a bevel by the tolerance.
            if corner || halfWidth * (1 - cos(abs(sweep) / 2)) > tolerance {
                appendArc(around: p, from: o0, sweep: sweep, to: &outer)
            }
        }
        outer.append(p + o1)
        // The inner offsets cross at p − (o0 + o1)·k, a distance hw·tan(turn / 2) back along
        // each; cut there when that leaves each segment at least half its length for the join
        // at its other end.
        let k = halfWidth * halfWidth / (halfWidth * halfWidth + o0.dot(o1))
        let crossing = p - (o0 + o1) * k
        let cut = crossing.distance(to: p - o0)
        let inner = k.isFinite && 2 * cut <= min(lengths.0, lengths.1) ? [crossing] : [p - o0, p, p - o1]
        if outerSign > 0 {
            left += outer; right += inner
        } else {
            left += inner; right += outer
        }
    }

    /// Adds the cap at the end of a line running in direction `d` (unit) at `p`: from the
    /// left-hand offset to the right-hand one, both already in the outline.
    private func appendCap(at p: Point, direction d: Point, to outline: inout [Point]) {
        let n = normal(d), forward = d * halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            outline.append(p + n + forward)
            outline.append(p - n + forward)
        case .round:
            appendArc(around: p, from: n, sweep: -.pi, to: &outline)
        }
    }

    /// The points strictly between the ends of an arc round `center`, starting at offset
    /// `from` and turning by `sweep` radians (positive is clockwise on screen).
    private func appendArc(around center: Point, from start: Point, sweep: Double, to points: inout [Point]) {
        let maxStep = 2 * acos(max(-1, 1 - tolerance / halfWidth))
        let steps = min(1024, max(1, Int((abs(sweep) / max(maxStep, 1e-6)).rounded(.up))))
        for j in 1..<steps {
            let angle = sweep * Double(j) / Double(steps)
            let c = cos(angle), s = sin(angle)
            points.append(center + Point(x: start.x * c - start.y * s, y: start.x * s + start.y * c))
        }
    }

    /// The mark a zero-length contour leaves: a disc for round caps, a square (turned along
    /// `direction`, else upright) for square caps, nothing for butt caps.
    private mutating func dot(at p: Point, direction: Point?) {
        switch cap {
        case .butt:
            return
        case .round:
            var circle = [p + Point(x: halfWidth, y: 0)]
            appendArc(around: p, from: Point(x: halfWidth, y: 0), sweep: -2 * .pi, to: &circle)
            emit(circle)
        case .square:
            let d = (direction ?? Point(x: 1, y: 0)) * halfWidth, n = normal(direction ?? Point(x: 1, y: 0))
            emit([p + d + n, p + d - n, p - d - n, p - d + n])
        }
    }

    private mutating func emit<C: Collection>(_ polygon: C) where C.Element == Point {
        guard let first = polygon.first else { return }
        elements.append(.move(first))
        for p in polygon.dropFirst() { elements.append(.line(p)) }
        elements.append(.close)
    }
}
