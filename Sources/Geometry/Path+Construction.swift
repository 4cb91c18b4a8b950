#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The magic number for a quarter ellipse as one cubic: 4/3 · tan(π/8).
private let quarterEllipseKappa = 0.5522847498307936

/// CGMutablePath's convenience builders. Each `transform` maps the shape's points before they
/// are added, as the `transform:` arguments of Core Graphics do.
extension Path {
    /// CGMutablePath.addRect: a closed subpath from the top-left (min x, min y) corner,
    /// clockwise on a y-down screen, as `Path.rect`.
    public mutating func addRect(_ r: Rect, transform: AffineTransform = .identity) {
        append(Path.rect(r).applying(transform))
    }

    /// CGMutablePath.addRects: each rectangle as its own closed subpath, in order.
    public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// CGMutablePath.addLines(between:): a move to the first point and a line to each next one
    /// (an open subpath); nothing for an empty array, a lone move for one point.
    public mutating func addLines(between points: [Point], transform: AffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: transform.apply(first))
        for p in points.dropFirst() { addLine(to: transform.apply(p)) }
    }

    /// CGMutablePath.addEllipse(in:): the ellipse inscribed in `r` as a closed subpath of four
    /// cubics, the same elements as `Path.oval(in:)` (UIBezierPath(ovalIn:)): from the rightmost
    /// point towards +y, clockwise on a y-down screen. Apple documents the subpath as "oriented
    /// in the clockwise direction" but not its start point; that it starts at the rightmost
    /// point is not verified here.
    public mutating func addEllipse(in r: Rect, transform: AffineTransform = .identity) {
        append(Path.oval(in: r).applying(transform))
    }

    /// CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:): a closed subpath whose
    /// corners are quarter ellipses with semi-axes `cornerWidth` across and `cornerHeight` down,
    /// clockwise on a y-down screen. It starts where the top-right corner's arc meets the right
    /// edge, (max x, min y + cornerHeight), runs down the right edge and round; Apple documents
    /// the direction but not the start point, so the start is this implementation's choice.
    ///
    /// Core Graphics asserts `0 <= cornerWidth`, `2 · cornerWidth <= width` (and the same for
    /// the height), stopping the program otherwise. Here a size past half the side is clamped
    /// to it, and a negative or non-finite one (or a zero in either) gives the plain rectangle
    /// of `addRect`.
    public mutating func addRoundedRect(in r: Rect, cornerWidth: Double, cornerHeight: Double,
                                        transform: AffineTransform = .identity) {
        let s = r.standardized
        let cw = cornerWidth.isFinite ? min(cornerWidth, s.width / 2) : 0
        let ch = cornerHeight.isFinite ? min(cornerHeight, s.height / 2) : 0
        guard cw > 0, ch > 0 else { return addRect(s, transform: transform) }
        let x0 = s.minX, x1 = s.maxX, y0 = s.minY, y1 = s.maxY
        var p = Path()
        p.move(to: Point(x: x1, y: y0 + ch))
        p.addLine(to: Point(x: x1, y: y1 - ch))
        p.addQuarterEllipse(corner: Point(x: x1, y: y1), to: Point(x: x1 - cw, y: y1))
        p.addLine(to: Point(x: x0 + cw, y: y1))
        p.addQuarterEllipse(corner: Point(x: x0, y: y1), to: Point(x: x0, y: y1 - ch))
        p.addLine(to: Point(x: x0, y: y0 + ch))
        p.addQuarterEllipse(corner: Point(x: x0, y: y0), to: Point(x: x0 + cw, y: y0))
        p.addLine(to: Point(x: x1 - cw, y: y0))
        p.addQuarterEllipse(corner: Point(x: x1, y: y0), to: Point(x: x1, y: y0 + ch))
        p.close()
        append(p.applying(transform))
    }

    /// CGMutablePath.addPath(_:transform:): `other`'s elements, mapped, after this path's.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        append(other.applying(transform))
    }

    /// CGMutablePath.addRelativeArc(center:radius:startAngle:delta:): the arc from `startAngle`
    /// turning by `delta` radians, a line joining the current point to its start (or a move
    /// when there is none). Core Graphics calls a positive delta counter-clockwise in its y-up
    /// space: angles grow, which on a y-down screen is clockwise, as in
    /// `addArc(center:…clockwise: true)`. A delta past a full turn draws one full turn (what Core
    /// Graphics draws then is not documented); a radius is taken by its size.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double,
                                        transform: AffineTransform = .identity) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let r = abs(radius)
        let sweep = min(max(delta, -2 * Double.pi), 2 * Double.pi)
        var arc = Path()
        arc.move(to: Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle)))
        if sweep != 0, r > 0 { arc.addArcCurves(center: center, radius: r, startAngle: startAngle, sweep: sweep) }
        appendJoined(arc.applying(transform))
    }

    /// CGMutablePath.addArc(tangent1End:tangent2End:radius:) (CGPathAddArcToPoint): the arc of
    /// `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a line from the current point to the first
    /// tangent point. The current point ends at the second tangent point, not at `tangent2End`.
    /// When the three points are collinear (or two coincide), or the radius is zero, only the
    /// line to `tangent1End` is added. Apple requires a current point; without one this moves to
    /// `tangent1End`. A negative or non-finite radius is taken as zero, as Skia's arcTo does (what
    /// Core Graphics does then is not documented).
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard p1.isFinite, p2.isFinite else { return }
        guard let p0 = currentPoint else { return move(to: p1) }
        let r = radius.isFinite ? max(radius, 0) : 0
        let toStart = p0 - p1, toEnd = p2 - p1
        let l0 = toStart.length, l2 = toEnd.length
        guard r > 0, l0 > 0, l2 > 0 else { return addLine(to: p1) }
        let u = toStart * (1 / l0), v = toEnd * (1 / l2)
        // θ is the angle at p1 between the two tangent lines; the circle touches each a
        // distance r / tan(θ/2) from p1, and its centre lies r / sin(θ/2) along the bisector.
        let sinTheta = u.cross(v), cosTheta = u.dot(v)
        guard abs(sinTheta) > 1e-12 else { return addLine(to: p1) }
        let halfTan = abs(sinTheta) / (1 + cosTheta)  // tan(θ/2)
        let reach = r / halfTan
        let t1 = p1 + u * reach, t2 = p1 + v * reach
        let halfSin = halfTan / (1 + halfTan * halfTan).squareRoot()  // sin(θ/2)
        let bisector = u + v
        let center = p1 + bisector * ((r / halfSin) / bisector.length)
        if p0.distance(to: t1) > 1e-9 * max(1, r) { addLine(to: t1) }
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        // Turning clockwise on screen (from the first line to the second) bends the arc the
        // same way: angles grow.
        var sweep = a1 - a0
        let increasing = (p1 - p0).cross(p2 - p1) > 0
        if increasing, sweep < 0 { sweep += 2 * Double.pi }
        if !increasing, sweep > 0 { sweep -= 2 * Double.pi }
        addArcCurves(center: center, radius: r, startAngle: a0, sweep: sweep)
    }

    /// Appends `piece`, joining its first point to the current point with a line (none when
    /// they coincide) instead of starting a new subpath; with no current point it starts one.
    mutating func appendJoined(_ piece: Path) {
        guard case .move(let start)? = piece.elements.first else { return append(piece) }
        if let current = currentPoint {
            if current.distance(to: start) > 1e-9 * max(1, abs(start.x), abs(start.y)) { addLine(to: start) }
        } else {
            move(to: start)
        }
        append(Path(elements: Array(piece.elements.dropFirst())))
    }

    /// A cubic from the current point to `end` approximating the quarter ellipse that is
    /// tangent at both ends to the sides meeting at `corner`.
    private mutating func addQuarterEllipse(corner: Point, to end: Point) {
        guard let start = currentPoint else { return }
        let k = quarterEllipseKappa
        addCurve(to: end, control1: start + (corner - start) * k, control2: end + (corner - end) * k)
    }
}
