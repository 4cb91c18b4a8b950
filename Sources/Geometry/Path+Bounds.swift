extension Path {
    /// The smallest rectangle enclosing every point the path passes through, control points
    /// left out (CGPath.boundingBoxOfPath, CGPathGetPathBoundingBox): curve extrema are solved
    /// exactly from the derivative of each quadratic and cubic, not found by flattening. Move
    /// points count, a lone or trailing `move` included, as Core Graphics counts "all points in
    /// the path". Nil for an empty path, where Core Graphics returns `CGRect.null`.
    public var boundingBoxOfPath: Rect? {
        guard !elements.isEmpty else { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func include(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p); start = p; current = p
            case .line(let p):
                include(p); current = p
            case .quad(let c, let p):
                let segment = PathSegment.quad(current, c, p)
                for t in segment.extremaParameters { include(segment.point(at: t)) }
                include(p); current = p
            case .cubic(let c1, let c2, let p):
                let segment = PathSegment.cubic(current, c1, c2, p)
                for t in segment.extremaParameters { include(segment.point(at: t)) }
                include(p); current = p
            case .close:
                current = start
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension PathSegment {
    /// The parameters strictly inside 0...1 where x or y stops growing or shrinking: the roots
    /// of the derivative in each coordinate (none for a line).
    var extremaParameters: [Double] {
        switch self {
        case .line:
            return []
        case .quad(let a, let b, let c):
            // B'(t)/2 = (b − a) + t·(a − 2b + c) per coordinate.
            return [(a.x, b.x, c.x), (a.y, b.y, c.y)].compactMap { p0, p1, p2 in
                let denominator = p0 - 2 * p1 + p2
                guard denominator != 0 else { return nil }
                let t = (p0 - p1) / denominator
                return t > 0 && t < 1 ? t : nil
            }
        case .cubic(let a, let b, let c, let d):
            // B'(t)/3 = (p1 − p0)(1 − t)² + 2(p2 − p1)(1 − t)t + (p3 − p2)t²
            //         = (u − 2v + w)t² + 2(v − u)t + u with u, v, w the control differences.
            return [(a.x, b.x, c.x, d.x), (a.y, b.y, c.y, d.y)].flatMap { p0, p1, p2, p3 -> [Double] in
                let u = p1 - p0, v = p2 - p1, w = p3 - p2
                return PathSegment.quadraticRoots(u - 2 * v + w, 2 * (v - u), u).filter { $0 > 0 && $0 < 1 }
            }
        }
    }

    /// The real roots of a·t² + b·t + c (a linear or constant equation when `a` is 0; a constant
    /// one has no roots reported).
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= scale * 1e-12 {
            return b != 0 ? [-c / b] : []
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        // The stable form: q = −(b + sign(b)·√Δ)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        return q == 0 ? [0] : [q / a, c / q]
    }
}
