/// Which points a path's outline encloses (CAShapeLayerFillRule).
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the outline winds round a non-zero number of times.
    case nonZero
    /// Inside where a ray crosses the outline an odd number of times.
    case evenOdd
}

extension FillRule {
    /// Core Graphics' name for the non-zero rule (CGPathFillRule.winding).
    public static let winding = FillRule.nonZero
}
