import Geometry

/// Filling and stroking. Every call here consumes the current path (Core Graphics clears it
/// after painting, and the rectangle and ellipse conveniences clear it too, as Apple
/// documents for fill(_:), fill(_:) of rects and stroke(_:)).
extension GraphicsContext {
    /// Fills the current path with the fill colour (CGContext.fillPath(using:)); open
    /// subpaths count as closed.
    public func fillPath(using rule: FillRule = .winding) {
        let shape = takePath()
        paint(shape, rule: rule, shader: SolidShader(state.fillColor))
    }

    /// Strokes the current path with the stroke colour and style (CGContext.strokePath()).
    /// The path is taken back to the user space of the present CTM and stroked there, so the
    /// width and dashes are in user units and a non-uniform CTM stretches the line as it does
    /// the shape.
    public func strokePath() {
        let shape = takePath()
        guard let outline = strokeOutline(of: shape) else { return }
        paint(outline, rule: .nonZero, shader: SolidShader(state.strokeColor))
    }

    /// Fills, strokes or both (the fill first), consuming the path once (CGContext.drawPath(using:)).
    /// A fill and a stroke each cast their own shadow.
    public func drawPath(using mode: PathDrawingMode) {
        let shape = takePath()
        switch mode {
        case .fill, .fillStroke: paint(shape, rule: .nonZero, shader: SolidShader(state.fillColor))
        case .eoFill, .eoFillStroke: paint(shape, rule: .evenOdd, shader: SolidShader(state.fillColor))
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke, let outline = strokeOutline(of: shape) {
            paint(outline, rule: .nonZero, shader: SolidShader(state.strokeColor))
        }
    }

    /// Replaces the current path with the outline its stroke would paint
    /// (CGContext.replacePathWithStrokedPath()).
    public func replacePathWithStrokedPath() {
        path = strokeOutline(of: path) ?? Path()
    }

    /// Fills `rect` with the fill colour (CGContext.fill(_:)).
    public func fill(_ rect: Rect) { fill([rect]) }

    /// Fills the union of `rects` (CGContext.fill(_:) of rects).
    public func fill(_ rects: [Rect]) {
        beginPath()
        var union = Path()
        for rect in rects { union.append(.rect(rect)) }
        paint(union.applying(ctm), rule: .nonZero, shader: SolidShader(state.fillColor))
    }

    /// Strokes the outline of `rect` (CGContext.stroke(_:)).
    public func stroke(_ rect: Rect) {
        beginPath()
        strokeDevicePath(Path.rect(rect).applying(ctm))
    }

    /// Strokes the outline of `rect` `width` units wide, leaving the state's line width as it
    /// was (CGContext.stroke(_:width:)).
    public func stroke(_ rect: Rect, width: Double) {
        let saved = state.strokeStyle.width
        state.strokeStyle.width = width
        stroke(rect)
        state.strokeStyle.width = saved
    }

    /// Fills the ellipse inscribed in `rect` (CGContext.fillEllipse(in:)).
    public func fillEllipse(in rect: Rect) {
        beginPath()
        paint(Path.oval(in: rect).applying(ctm), rule: .nonZero, shader: SolidShader(state.fillColor))
    }

    /// Strokes the ellipse inscribed in `rect` (CGContext.strokeEllipse(in:)).
    public func strokeEllipse(in rect: Rect) {
        beginPath()
        strokeDevicePath(Path.oval(in: rect).applying(ctm))
    }

    /// Makes `rect` transparent (CGContext.clear(_:)), whatever the blend mode and alpha,
    /// within the clip and without a shadow.
    public func clear(_ rect: Rect) {
        beginPath()
        paint(Path.rect(rect).applying(ctm), rule: .nonZero, shader: SolidShader(.clear), mode: .clear, alpha: 1,
              castsShadow: false)
    }

    /// Strokes a line between each pair of points: 0 to 1, 2 to 3... (an odd last point is
    /// ignored), replacing the current path (CGContext.strokeLineSegments(between:)).
    public func strokeLineSegments(between points: [Point]) {
        beginPath()
        var k = 0
        while k + 1 < points.count {
            move(to: points[k])
            addLine(to: points[k + 1])
            k += 2
        }
        strokePath()
    }

    // MARK: Helpers

    /// The current path, which is cleared.
    func takePath() -> Path {
        defer { path = Path() }
        return path
    }

    private func strokeDevicePath(_ shape: Path) {
        guard let outline = strokeOutline(of: shape) else { return }
        paint(outline, rule: .nonZero, shader: SolidShader(state.strokeColor))
    }

    /// The device-space outline stroking `shape` (device space) with the state's style under
    /// the present CTM, to be filled non-zero; nil when nothing would be drawn.
    ///
    /// A line width of 0 is PDF's thinnest line (ISO 32000-1 §8.4.3.2): one device pixel
    /// wide whatever the CTM, its dashes still measured in user units (scaled by the CTM's
    /// largest stretch).
    func strokeOutline(of shape: Path) -> Path? {
        var style = state.strokeStyle
        guard !shape.isEmpty, style.width >= 0, style.width.isFinite else { return nil }
        if style.width == 0 {
            let stretch = ctm.largestScale
            guard stretch.isFinite else { return nil }
            style.width = 1
            style.dashPattern = style.dashPattern.map { $0 * stretch }
            style.dashPhase *= stretch
            return shape.stroked(style, tolerance: Rasterizer.tolerance)
        }
        guard isInvertible(ctm) else { return nil }
        let user = shape.applying(ctm.inverted())
        let outline = user.stroked(style, tolerance: Rasterizer.tolerance / ctm.largestScale)
        return outline.applying(ctm)
    }
}
