import Geometry

extension Path {
    /// The outline of this path stroked with `style`, to be filled with the non-zero rule.
    /// Dashes are cut first; curves are flattened to within `tolerance` (in the path's units),
    /// and so are round caps and joins. A width of zero or less (or not finite) gives an empty
    /// path, as CAShapeLayer draws nothing for lineWidth 0.
    ///
    /// With a style that has no dashes this is CGPath.copy(strokingWithWidth:lineCap:lineJoin:
    /// miterLimit:): the outline fills the stroke exactly under the non-zero rule (a closed
    /// subpath's inner loop winds against its outer one; overlapping pieces wind the same way,
    /// so even-odd would open holes where they overlap). Unlike Core Graphics, whose outline
    /// keeps curves, this one is made of line segments within `tolerance` of the curves.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.25) -> Path {
        guard style.width > 0, style.width.isFinite else { return Path() }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        var contours = StrokeContour.contours(of: self, tolerance: tol)
        if let pattern = DashPattern(style.dashPattern, phase: style.dashPhase),
           let dashes = pattern.dashes(of: contours) {
            contours = dashes
        }
        var stroker = Stroker(style: style, tolerance: tol)
        for contour in contours { stroker.stroke(contour) }
        return Path(elements: stroker.elements)
    }
}
