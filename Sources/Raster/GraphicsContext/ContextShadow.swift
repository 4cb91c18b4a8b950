import Geometry

/// A `GraphicsContext`'s shadow (CGContext.setShadow(offset:blur:color:)).
///
/// As in Core Graphics, the offset and the blur are in the context's base space (points,
/// y down, before any CTM change: Apple documents the offset as "a translation in
/// base-space", not affected by the CTM), so both scale with the context's `scale` and
/// neither rotates or stretches with the CTM. The blur is a Gaussian of standard deviation
/// blur / 2 (in base units). Apple does not document the blur's scale; blur / 2 is what
/// WebKit assumes when it hands a CSS shadow blur radius (2σ by CSS Backgrounds §7.2)
/// straight to CGContextSetShadowWithColor, and what Blink and Skia use for canvas shadows.
public struct ContextShadow: Hashable, Sendable {
    /// How far the shadow falls from the shape, in base-space points (y down).
    public var offset: Size
    /// The blur, about twice the Gaussian's standard deviation, in base-space points.
    public var blur: Double
    public var color: Color

    public init(offset: Size, blur: Double, color: Color) {
        self.offset = offset; self.blur = blur; self.color = color
    }

    /// Core Graphics' colour for `setShadow(offset:blur:)`: black at one third opacity.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)

    /// True when painting the shadow could change a pixel.
    var isVisible: Bool {
        color.alpha > 0 && offset.width.isFinite && offset.height.isFinite && blur.isFinite
    }
}
