import Geometry

/// Gradients fill the whole clip (the buffer when nothing is clipped), in the user space of
/// the CTM, with CGGradient's colours: `stops` are its colours and locations, and colours mix
/// component by component (alpha too) before being premultiplied, as Core Graphics mixes
/// them (a gradient from `.clear`, transparent black, to white is half-transparent grey
/// half-way). The current path is neither used nor cleared.
extension GraphicsContext {
    /// An axial gradient along `start` → `end` (CGContext.drawLinearGradient). Without
    /// options only the band between the lines through `start` and `end` square to it is
    /// painted. A gradient of no length paints nothing.
    public func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point,
                                   options: GradientDrawingOptions = []) {
        drawGradient(.linear(start: start, end: end), stops: stops, options: options)
    }

    /// A radial gradient between two circles (CGContext.drawRadialGradient), PDF's type 3
    /// shading: each point takes the colour of the largest t for which the circle
    /// c(t) = startCenter + t·(endCenter − startCenter), r(t) = startRadius + t·(endRadius −
    /// startRadius) passes through it with r(t) ≥ 0; without options only t in 0…1 counts.
    public func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double, options: GradientDrawingOptions = []) {
        guard startRadius.isFinite, endRadius.isFinite, startCenter.isFinite, endCenter.isFinite else { return }
        drawGradient(.radial(startCenter: startCenter, startRadius: max(startRadius, 0),
                             endCenter: endCenter, endRadius: max(endRadius, 0)), stops: stops, options: options)
    }

    private func drawGradient(_ shape: ContextGradientShader.Shape, stops: [GradientStop], options: GradientDrawingOptions) {
        guard let shader = ContextGradientShader(shape, stops: stops, userToDevice: ctm, options: options) else { return }
        paint(Path.rect(clipArea.rect), rule: .nonZero, shader: shader)
    }
}
