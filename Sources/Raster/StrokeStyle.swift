/// How the ends of open subpaths and dashes are drawn (CAShapeLayerLineCap).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Squared off exactly at the end point.
    case butt
    /// A half disc of the line's width round the end point.
    case round
    /// Squared off half the line's width beyond the end point.
    case square
}

/// How two segments meet at a corner (CAShapeLayerLineJoin).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended to meet in a point; past the style's `miterLimit` the
    /// corner is bevelled instead.
    case miter
    /// A disc of the line's width round the corner.
    case round
    /// The outer corners joined by a straight edge.
    case bevel
}

/// The look of a stroked line, with CAShapeLayer's defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in the path's (user) units; zero or less draws nothing.
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// A miter join whose length (tip to inner corner) exceeds `miterLimit × width` becomes a
    /// bevel, as in Core Graphics and SVG.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty (or all zero, or with a negative length) means a
    /// solid line. An odd count repeats twice, as Core Graphics does.
    public var dashPattern: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// A style with CAShapeLayer's defaults for whatever is not given.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dashPattern: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashPattern = dashPattern; self.dashPhase = dashPhase
    }
}
