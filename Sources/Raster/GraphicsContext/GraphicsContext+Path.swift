import Geometry

/// Building the current path. Every point is mapped through the CTM when it is added, so a
/// CTM change in the middle of a path moves only what is added after it, as in Core Graphics.
extension GraphicsContext {
    /// Throws the current path away (CGContext.beginPath).
    public func beginPath() { path = Path() }

    /// Starts a new subpath at `point` (user space).
    public func move(to point: Point) { path.move(to: ctm.apply(point)) }

    /// A straight line from the current point; with none it starts a subpath at `point`.
    public func addLine(to point: Point) { path.addLine(to: ctm.apply(point)) }

    /// A cubic Bézier from the current point.
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        path.addCurve(to: ctm.apply(end), control1: ctm.apply(control1), control2: ctm.apply(control2))
    }

    /// A quadratic Bézier from the current point.
    public func addQuadCurve(to end: Point, control: Point) {
        path.addQuadCurve(to: ctm.apply(end), control: ctm.apply(control))
    }

    /// An arc of the circle round `center` (user space; an ellipse on screen under a
    /// non-uniform CTM), with a line to its start from the current point, if there is one.
    /// `clockwise` means increasing angles, clockwise on the y-down screen, as in
    /// UIBezierPath (Core Graphics calls that direction counter-clockwise in its y-up space).
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var arc = Path()
        let start = currentPointOfPath
        if let start { arc.move(to: start) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendUserPath(arc, continuing: start != nil)
    }

    /// A closed rectangle subpath (CGContext.addRect).
    public func addRect(_ rect: Rect) { appendUserPath(.rect(rect), continuing: false) }

    /// A closed subpath for each rectangle (CGContext.addRects).
    public func addRects(_ rects: [Rect]) { rects.forEach(addRect) }

    /// A closed ellipse subpath inscribed in `rect` (CGContext.addEllipse(in:)).
    public func addEllipse(in rect: Rect) { appendUserPath(.oval(in: rect), continuing: false) }

    /// `other`'s subpaths, in user space (CGContext.addPath).
    public func addPath(_ other: Path) { appendUserPath(other, continuing: false) }

    /// Closes the current subpath (CGContext.closePath).
    public func closePath() { path.close() }

    /// The current point in user space, nil when the path is empty (CGContext.currentPointOfPath
    /// gives .zero there).
    public var currentPointOfPath: Point? {
        guard let p = path.currentPoint, isInvertible(ctm) else { return nil }
        return ctm.inverted().apply(p)
    }

    /// True when there is no current path.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The bounding box of the current path's points, control points included, in user space
    /// (CGContext.boundingBoxOfPath); `Rect.zero` for an empty path, where Core Graphics gives
    /// CGRect.null.
    public var boundingBoxOfPath: Rect {
        guard !path.isEmpty, isInvertible(ctm) else { return .zero }
        let inverse = ctm.inverted()
        return Rect.bounding(path.controlPoints.map(inverse.apply))
    }

    /// The current path in device space (for text and other drawing built on this context).
    public var devicePath: Path { path }

    /// Appends a user-space path mapped through the CTM; with `continuing`, its first element
    /// (a move to the current point) is dropped so the subpath goes on.
    private func appendUserPath(_ user: Path, continuing: Bool) {
        let mapped = user.applying(ctm)
        path.append(Path(elements: continuing ? Array(mapped.elements.dropFirst()) : mapped.elements))
    }

    /// True when `t` has a finite, non-zero determinant.
    func isInvertible(_ t: AffineTransform) -> Bool {
        let det = t.a * t.d - t.b * t.c
        return det != 0 && det.isFinite && t.isFinite
    }
}
