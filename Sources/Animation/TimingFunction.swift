/// CAMediaTimingFunction: a cubic Bézier from (0, 0) to (1, 1) through two control points,
/// mapping the fraction of time elapsed (x) to the fraction of the change applied (y).
///
/// The polynomial coefficients are worked out once in `init`; `value(at:)` solves x(s) = x by
/// Newton's method (falling back to bisection, which always works because x(s) is monotonic
/// when both control x values lie in 0...1) to |x(s) − x| < 1e-12, without allocating.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point (x clamped to 0...1).
    public let c1x: Double, c1y: Double
    /// The second control point (x clamped to 0...1).
    public let c2x: Double, c2y: Double

    // x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let isLinear: Bool

    /// CAMediaTimingFunction(controlPoints:): x values are clamped to 0...1 (so the curve is a
    /// function of time); y values may overshoot. Non-finite values count as 0 (x: NaN and −∞)
    /// or 1 (x: +∞); a non-finite y counts as 0.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = TimingFunction.clampedX(c1x)
        self.c2x = TimingFunction.clampedX(c2x)
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2y = c2y.isFinite ? c2y : 0
        cx = 3 * self.c1x
        bx = 3 * (self.c2x - self.c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * self.c1y
        by = 3 * (self.c2y - self.c1y) - cy
        ay = 1 - cy - by
        isLinear = self.c1x == self.c1y && self.c2x == self.c2y
    }

    /// The curve's y at time fraction `x` (clamped to 0...1; NaN counts as 0).
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        let s = parameter(forX: x)
        return ((ay * s + by) * s + cy) * s
    }

    /// dy/dx at time fraction `x` (clamped to 0...1): the speed, in fractions of the change per
    /// fraction of time, to hand on to a following animation. Where the curve runs vertically
    /// the slope is infinite.
    public func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        let s = x > 0 ? (x < 1 ? parameter(forX: x) : 1) : 0
        let dx = (3 * ax * s + 2 * bx) * s + cx
        let dy = (3 * ay * s + 2 * by) * s + cy
        let tiny = 1e-12
        if abs(dx) > tiny { return dy / dx }
        if abs(dy) > tiny { return dy > 0 ? .infinity : -.infinity }
        // Both first derivatives vanish (a control point on an end point): l'Hôpital.
        let ddx = 6 * ax * s + 2 * bx, ddy = 6 * ay * s + 2 * by
        if abs(ddx) > tiny { return ddy / ddx }
        return ax != 0 ? ay / ax : 1
    }

    /// The Bézier parameter s in 0...1 with x(s) = x, for x in (0, 1).
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < tolerance { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard s >= 0, s <= 1 else { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = ((ax * s + bx) * s + cx) * s
            if abs(value - x) < tolerance { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    private static func clampedX(_ x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        return min(max(x, 0), 1)
    }
}
