import Geometry

/// The graphics state of a `GraphicsContext`: what `saveGState` saves and `restoreGState`
/// brings back. Defaults are Core Graphics': black fill and stroke, a line 1 unit wide with
/// butt caps, miter joins and a miter limit of 10, no dash, alpha 1, no shadow, normal blend
/// mode, no clip. The current path is not part of it, as in Core Graphics.
public struct GraphicsState: Hashable, Sendable {
    /// User space to device pixels.
    public var ctm: AffineTransform
    public var fillColor: Color = .black
    public var strokeColor: Color = .black
    /// Width (in user units), cap, join, miter limit and dash of strokes.
    public var strokeStyle = StrokeStyle()
    /// Multiplies the opacity of everything painted (CGContext.setAlpha), clamped to 0…1.
    public var alpha: Double = 1
    public var shadow: ContextShadow?
    public var blendMode: BlendMode = .normal
    /// Nil while nothing has been clipped away.
    var clip: ClipRegion?

    init(ctm: AffineTransform) { self.ctm = ctm }
}
