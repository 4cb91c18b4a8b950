/// One drawn piece of a path with its start point made explicit: what arc-length
/// measurement and trimming work on.
enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }
    var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The point at parameter `t` in 0...1.
    func point(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let a, let b): return a.lerp(to: b, t)
        case .quad(let a, let b, let c): return a * (mt * mt) + b * (2 * mt * t) + c * (t * t)
        case .cubic(let a, let b, let c, let d):
            return a * (mt * mt * mt) + b * (3 * mt * mt * t) + c * (3 * mt * t * t) + d * (t * t * t)
        }
    }

    /// The derivative dB/dt at `t`.
    func derivative(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let a, let b): return b - a
        case .quad(let a, let b, let c): return (b - a) * (2 * mt) + (c - b) * (2 * t)
        case .cubic(let a, let b, let c, let d):
            return (b - a) * (3 * mt * mt) + (c - b) * (6 * mt * t) + (d - c) * (3 * t * t)
        }
    }

    /// The arc length between parameters 0 and `t`.
    func length(upTo t: Double = 1) -> Double {
        guard t > 0 else { return 0 }
        if case .line(let a, let b) = self { return a.distance(to: b) * min(t, 1) }
        // Gauss–Legendre quadrature of |B'| over pieces short enough for the speed to be smooth.
        let pieces = quadraturePieces
        let end = min(t, 1)
        let step = end / Double(pieces)
        var total = 0.0
        for i in 0..<pieces {
            let a = Double(i) * step, half = step / 2, mid = a + half
            for (node, weight) in PathSegment.gaussLegendre5 {
                total += weight * half * derivative(at: mid + node * half).length
            }
        }
        return total
    }

    /// The parameter at which the arc length from the start reaches `distance`.
    func parameter(atLength distance: Double) -> Double {
        let total = length()
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if case .line = self { return distance / total }
        // Newton steps on L(t) − distance, kept inside a shrinking bracket so a stationary
        // point (a cusp) cannot send t astray.
        var lo = 0.0, hi = 1.0, t = distance / total
        for _ in 0..<40 {
            let error = length(upTo: t) - distance
            if abs(error) < 1e-9 * max(1, total) { break }
            if error > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - error / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
    func slice(from t0: Double, to t1: Double) -> PathSegment {
        let head = t1 < 1 ? split(at: t1).0 : self
        guard t0 > 0, t1 > 0 else { return head }
        return head.split(at: t0 / t1).1
    }

    /// De Casteljau subdivision at `t`.
    func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let a, let b):
            let m = a.lerp(to: b, t)
            return (.line(a, m), .line(m, b))
        case .quad(let a, let b, let c):
            let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t), m = ab.lerp(to: bc, t)
            return (.quad(a, ab, m), .quad(m, bc, c))
        case .cubic(let a, let b, let c, let d):
            let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t), cd = c.lerp(to: d, t)
            let abc = ab.lerp(to: bc, t), bcd = bc.lerp(to: cd, t), m = abc.lerp(to: bcd, t)
            return (.cubic(a, ab, abc, m), .cubic(m, bcd, cd, d))
        }
    }

    /// The segment as a path element continuing from its start point.
    var element: PathElement {
        switch self {
        case .line(_, let b): return .line(b)
        case .quad(_, let b, let c): return .quad(b, c)
        case .cubic(_, let b, let c, let d): return .cubic(b, c, d)
        }
    }

    /// How many equal parameter pieces quadrature splits a curve into: more for bent curves.
    private var quadraturePieces: Int {
        let bend: Double
        switch self {
        case .line: return 1
        case .quad(let a, let b, let c): bend = (a - b * 2 + c).length / max((c - a).length, 1e-12)
        case .cubic(let a, let b, let c, let d):
            bend = max((a - b * 2 + c).length, (b - c * 2 + d).length) / max((d - a).length, 1e-12)
        }
        guard bend.isFinite else { return 16 }
        return min(16, 1 + Int(bend * 2))
    }

    /// Five-point Gauss–Legendre nodes on −1...1 and their weights.
    private static let gaussLegendre5: [(Double, Double)] = [
        (0, 0.5688888888888889),
        (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
    ]
}
