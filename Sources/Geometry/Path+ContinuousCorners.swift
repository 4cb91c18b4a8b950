/// UIBezierPath(roundedRect:cornerRadius:) as UIKit draws it since iOS 7: "continuous" corners
/// (a squircle-like curve) rather than circular arcs. Each corner starts 1.52866 × r from the
/// corner and is two cubic Béziers and a short line joined by a third cubic, with the control
/// points of the widely published measurement of UIKit's paths (PaintCode's 2013 analysis of
/// iOS 7's rounded rectangles, since reproduced by many libraries). A radius too large for
/// such a corner to fit in half the shorter side (more than 1/1.52866 of it) is drawn with
/// circular arcs, as UIKit is observed to do, so half the height still makes a capsule. Not
/// checked here against a device.
extension Path {
    /// How far from its corner a continuous corner of radius 1 begins on each edge.
    public static let continuousCornerExtent = 1.52866483

    /// The corner as (a, b): `a` back along the edge arriving at the corner, `b` along the
    /// edge leaving it, for radius 1. Lines and cubics (control, control, end), in order.
    private enum CornerStep {
        case line(Double, Double)
        case curve(Double, Double, Double, Double, Double, Double)
    }
    private static let cornerSteps: [CornerStep] = [
        .line(1.52866471, 0),
        .curve(1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
        .line(0.63149399, 0.07491100),
        .curve(0.37282392, 0.16905899, 0.16906013, 0.37282401, 0.07491176, 0.63149399),
        .curve(0, 0.86840701, 0, 1.08849299, 0, 1.52866483),
    ]

    /// A rectangle with continuous corners of `cornerRadius`, starting on the top edge and
    /// running clockwise on screen, as UIBezierPath(roundedRect:cornerRadius:) does.
    public static func continuousRoundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
        let s = rect.standardized
        let limit = min(s.width, s.height) / 2 / continuousCornerExtent
        guard cornerRadius.isFinite, cornerRadius > 0 else { return Path.rect(s) }
        guard cornerRadius <= limit else { return roundedRect(s, cornerRadius: cornerRadius) }
        return continuousRoundedRect(s, radii: CornerRadii(all: cornerRadius))
    }

    /// A rectangle with a continuous corner of its own radius at each corner (0: a sharp one),
    /// each assumed to fit (at most half the shorter side over `continuousCornerExtent`).
    static func continuousRoundedRect(_ s: Rect, radii: CornerRadii) -> Path {
        // Each corner's (a, b) in the rectangle: top right, bottom right, bottom left, top left.
        let corners: [(Double, Double) -> Point] = [
            { a, b in Point(x: s.maxX - a * radii.topRight, y: s.minY + b * radii.topRight) },
            { a, b in Point(x: s.maxX - b * radii.bottomRight, y: s.maxY - a * radii.bottomRight) },
            { a, b in Point(x: s.minX + a * radii.bottomLeft, y: s.maxY - b * radii.bottomLeft) },
            { a, b in Point(x: s.minX + b * radii.topLeft, y: s.minY + a * radii.topLeft) },
        ]
        let rounded = [radii.topRight > 0, radii.bottomRight > 0, radii.bottomLeft > 0, radii.topLeft > 0]
        var p = Path()
        p.move(to: corners[3](0, continuousCornerExtent))
        for (map, isRounded) in zip(corners, rounded) {
            guard isRounded else {
                p.addLine(to: map(0, 0))
                continue
            }
            for step in cornerSteps {
                switch step {
                case .line(let a, let b): p.addLine(to: map(a, b))
                case .curve(let a1, let b1, let a2, let b2, let a, let b):
                    p.addCurve(to: map(a, b), control1: map(a1, b1), control2: map(a2, b2))
                }
            }
        }
        p.close()
        return p
    }
}
