#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// One line or Bézier curve of a keyframe path, with an arc-length table for pacing.
struct CurvePiece: Sendable {
    enum Shape: Sendable {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    let shape: Shape
    /// Arc length from the start at parameters 0, 1/16, … 1.
    let lengths: [Double]

    /// How many equal parameter steps the length table has.
    static let steps = 16

    init(_ shape: Shape) {
        self.shape = shape
        if case .line(let a, let b) = shape {
            let length = a.distance(to: b)
            lengths = (0...CurvePiece.steps).map { length * Double($0) / Double(CurvePiece.steps) }
            return
        }
        var table = [0.0], sum = 0.0
        let step = 1 / Double(CurvePiece.steps)
        for i in 0..<CurvePiece.steps {
            sum += CurvePiece.arcLength(of: shape, from: Double(i) * step, to: Double(i + 1) * step)
            table.append(sum)
        }
        lengths = table
    }

    var start: Point {
        switch shape {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }
    var end: Point {
        switch shape {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }
    var length: Double { lengths[CurvePiece.steps] }

    /// The point at parameter t in 0...1.
    func point(at t: Double) -> Point { CurvePiece.point(of: shape, at: t) }

    /// The direction of travel at parameter t, in radians from the x axis (y down, so positive
    /// angles turn clockwise on screen). Where the derivative vanishes (a control point on an
    /// end point) the direction is taken just inside the curve, then from the chord.
    func tangentAngle(at t: Double) -> Double {
        var d = CurvePiece.derivative(of: shape, at: t)
        if d.length < 1e-12 * max(1, length) {
            let inside = t < 0.5 ? t + 1e-6 : t - 1e-6
            d = CurvePiece.derivative(of: shape, at: inside)
        }
        if d.length == 0 { d = end - start }
        return atan2(d.y, d.x)
    }

    /// The parameter at which the arc length from the start is `distance`: the table brackets
    /// it, then Newton steps on the length measured from the bracket's start.
    func parameter(atLength distance: Double) -> Double {
        let total = length
        guard total > 0 else { return 0 }
        guard distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if case .line = shape { return distance / total }
        var j = 0
        while j < CurvePiece.steps - 1, lengths[j + 1] < distance { j += 1 }
        let step = 1 / Double(CurvePiece.steps)
        let lo = Double(j) * step, hi = lo + step
        let span = lengths[j + 1] - lengths[j]
        var t = span > 0 ? lo + step * (distance - lengths[j]) / span : lo
        for _ in 0..<8 {
            let error = lengths[j] + CurvePiece.arcLength(of: shape, from: lo, to: t) - distance
            if abs(error) < 1e-12 * max(total, 1) { break }
            let speed = CurvePiece.derivative(of: shape, at: t).length
            guard speed > 0 else { break }
            t = min(max(t - error / speed, lo), hi)
        }
        return t
    }

    private static func point(of shape: Shape, at t: Double) -> Point {
        let mt = 1 - t
        switch shape {
        case .line(let a, let b): return a.lerp(to: b, t)
        case .quad(let a, let b, let c): return a * (mt * mt) + b * (2 * mt * t) + c * (t * t)
        case .cubic(let a, let b, let c, let d):
            return a * (mt * mt * mt) + b * (3 * mt * mt * t) + c * (3 * mt * t * t) + d * (t * t * t)
        }
    }

    private static func derivative(of shape: Shape, at t: Double) -> Point {
        let mt = 1 - t
        switch shape {
        case .line(let a, let b): return b - a
        case .quad(let a, let b, let c): return (b - a) * (2 * mt) + (c - b) * (2 * t)
        case .cubic(let a, let b, let c, let d):
            return (b - a) * (3 * mt * mt) + (c - b) * (6 * mt * t) + (d - c) * (3 * t * t)
        }
    }

    /// ∫ |B′(t)| dt from t0 to t1 by 8-point Gauss–Legendre quadrature: exact to rounding for
    /// the short, smooth pieces the table splits a curve into.
    private static func arcLength(of shape: Shape, from t0: Double, to t1: Double) -> Double {
        let half = (t1 - t0) / 2, mid = (t0 + t1) / 2
        var sum = 0.0
        for (node, weight) in gaussLegendre8 {
            sum += weight * derivative(of: shape, at: mid + half * node).length
        }
        return sum * half
    }

    private static let gaussLegendre8: [(Double, Double)] = [
        (-0.1834346424956498, 0.3626837833783620), (0.1834346424956498, 0.3626837833783620),
        (-0.5255324099163290, 0.3137066458778873), (0.5255324099163290, 0.3137066458778873),
        (-0.7966664774136267, 0.2223810344533745), (0.7966664774136267, 0.2223810344533745),
        (-0.9602898564975363, 0.1012285362903763), (0.9602898564975363, 0.1012285362903763),
    ]
}
