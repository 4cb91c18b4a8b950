import Raster

/// What the compositor did with one layer subtree's draws in one frame, in device pixels: the
/// facts behind the debug overlays. Gathered only when a frame is composed with a
/// `DiagnosticsRequest`; without one nothing of it is looked at.
public struct FrameDiagnostics: Equatable, Sendable {
    /// Each draw of the subtree, in drawing order: where it lies and whether it blends with what
    /// is under it (`DiagnosedDraw.blends` has the rule).
    public var draws: [DiagnosedDraw] = []
    /// Where the compositor drew through a picture of its own before placing it: each group
    /// (group opacity, a mask, a shadow cast by a layer with sublayers, `shouldRasterize` below
    /// the device's scale, vibrant content), whether painted offscreen this frame, drawn from a
    /// picture kept from an earlier one, or shaded from its shapes in one pass; each layer whose
    /// shadow is cast from its own drawing (no `shadowPath`: its shape is drawn and blurred
    /// first), over the layer; each backdrop, which reads back and blurs what is under it; and
    /// each transition's flat picture of a look.
    public var offscreen: [DeviceArea] = []
    /// Draws whose bitmaps were made afresh this frame rather than reused: layer bitmaps the
    /// content cache missed, group pictures painted again, and particles (drawn every frame).
    public var misses: [DeviceArea] = []
    /// The device rectangles the subtree's draws made the compositor repaint, against the frame
    /// composed before (with the frame's own damage when that frame was not diagnosed).
    public var damage: [IntRect] = []

    public init(draws: [DiagnosedDraw] = [], offscreen: [DeviceArea] = [], misses: [DeviceArea] = [], damage: [IntRect] = []) {
        self.draws = draws
        self.offscreen = offscreen
        self.misses = misses
        self.damage = damage
    }
}

/// One draw of a diagnosed subtree.
public struct DiagnosedDraw: Hashable, Sendable {
    /// Where it lies: a layer's own drawing (its bounds, or as far as a shape or an image
    /// reaches past them), a border, a shadow, or a group picture, cut to its clip.
    public let area: DeviceArea
    /// Whether its pixels are blended with what is under it. A draw is opaque only when the
    /// compositor knows every pixel of its area covers: drawn at opacity 1 (its own and every
    /// ancestor's, no translucent replicator colour), not inside a group that fades, masks or
    /// casts a shadow, with square corners, and filled over its whole area by an opaque
    /// background colour, a gradient of opaque colours, or a contents image with no alpha
    /// below 1 that covers it. Everything else blends: text and shapes with no opaque
    /// background, borders drawn above sublayers, shadows, particles, group pictures,
    /// backdrops, and layers whose drawing reaches past an opaque background.
    public let blends: Bool

    public init(area: DeviceArea, blends: Bool) {
        self.area = area
        self.blends = blends
    }
}
