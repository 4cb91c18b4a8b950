/// UIScrollView's resistance past its edges: an overscroll of x points over a dimension d
/// (the scroll view's size along the axis) shows as
///
///     (1 − 1 / (x · c / d + 1)) · d,   c = 0.55,
///
/// which follows the pointer closely at first and never reaches d.
public enum RubberBand {
    /// UIKit's constant.
    public static let coefficient = 0.55

    /// How far past the edge the content shows for an overscroll of `overscroll` points (either
    /// sign) along an axis `dimension` points long; 0 for a dimension that is not positive.
    public static func offset(overscroll: Double, dimension: Double) -> Double {
        guard dimension > 0, dimension.isFinite, overscroll.isFinite else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -shown : shown
    }

    /// `value` kept within `range` with rubber-band resistance past either end.
    public static func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        if value < range.lowerBound { return range.lowerBound + offset(overscroll: value - range.lowerBound, dimension: dimension) }
        if value > range.upperBound { return range.upperBound + offset(overscroll: value - range.upperBound, dimension: dimension) }
        return value
    }
}
