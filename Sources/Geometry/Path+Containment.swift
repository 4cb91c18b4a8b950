extension Path {
    /// Whether `point` lies in the region filling the path paints (CGPath.contains(_:using:
    /// transform:), CGPathContainsPoint): every subpath counts as closed, as a fill closes it,
    /// and the winding number decides, non-zero or (with `evenOdd`) even-odd. `transform` maps
    /// the point before the test, as Core Graphics documents. Crossings are found on the exact
    /// curves (each split where its y turns, then the crossing solved by bisection), not on a
    /// flattened copy.
    ///
    /// Points on the outline itself: a ray to the right counts edges whose y range holds the
    /// point half-open (the lower end in, the upper out) and that lie strictly to the right, so a
    /// rectangle holds its top and left edges and not its bottom and right ones, as
    /// `Rect.contains` does. Core Graphics does not document its choice here.
    ///
    /// UIBezierPath.contains differs: Apple documents that it ignores open subpaths; close them
    /// first to get that behaviour.
    public func contains(_ point: Point, evenOdd: Bool = false, transform: AffineTransform = .identity) -> Bool {
        let p = transform.apply(point)
        guard p.isFinite else { return false }
        var winding = 0
        for subpath in subpaths {
            for segment in subpath.segments { winding += segment.winding(around: p) }
            if !subpath.isClosed, let last = subpath.segments.last {
                winding += PathSegment.line(last.end, subpath.start).winding(around: p)
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}

extension PathSegment {
    /// The signed number of times the segment crosses the ray from `p` towards +x: +1 where it
    /// runs towards +y, −1 towards −y. Each y-monotonic piece counts when `p.y` is in its y
    /// range taken half-open (lower end in, upper end out) and the crossing lies right of `p`.
    func winding(around p: Point) -> Int {
        var total = 0
        var t0 = 0.0
        for t1 in yMonotonicBreaks + [1] where t1 > t0 {
            let a = point(at: t0), b = point(at: t1)
            defer { t0 = t1 }
            guard a.y != b.y else { continue }
            let upward = b.y > a.y
            let low = upward ? a.y : b.y, high = upward ? b.y : a.y
            guard p.y >= low, p.y < high else { continue }
            // Quick rejections by the piece's x range before solving for the crossing.
            if controlMaxX <= p.x { continue }
            let x = crossingX(atY: p.y, from: t0, to: t1, upward: upward)
            if x > p.x { total += upward ? 1 : -1 }
        }
        return total
    }

    /// The parameters in (0, 1) where y stops growing or shrinking, in order.
    private var yMonotonicBreaks: [Double] {
        switch self {
        case .line: return []
        case .quad(let a, let b, let c):
            return PathSegment.quad(Point(x: 0, y: a.y), Point(x: 0, y: b.y), Point(x: 0, y: c.y)).extremaParameters
        case .cubic(let a, let b, let c, let d):
            let ys = PathSegment.cubic(Point(x: 0, y: a.y), Point(x: 0, y: b.y), Point(x: 0, y: c.y), Point(x: 0, y: d.y))
            return ys.extremaParameters.sorted()
        }
    }

    /// The largest x of any control point: the curve lies left of it.
    private var controlMaxX: Double {
        switch self {
        case .line(let a, let b): return max(a.x, b.x)
        case .quad(let a, let b, let c): return max(a.x, b.x, c.x)
        case .cubic(let a, let b, let c, let d): return max(a.x, b.x, c.x, d.x)
        }
    }

    /// The x where the piece between `t0` and `t1`, monotonic in y, reaches `y`.
    private func crossingX(atY y: Double, from t0: Double, to t1: Double, upward: Bool) -> Double {
        if case .line(let a, let b) = self {
            return a.x + (b.x - a.x) * ((y - a.y) / (b.y - a.y))
        }
        var lo = t0, hi = t1
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (point(at: mid).y < y) == upward { lo = mid } else { hi = mid }
            if hi - lo <= 1e-15 { break }
        }
        return point(at: (lo + hi) / 2).x
    }
}
