import Geometry
import Raster

/// A bitmap placed in device space: one layer's content, border or shadow.
struct BitmapDraw {
    let bitmap: PixelBuffer
    /// Maps bitmap pixels to device pixels.
    let transform: Transform3D
    let opacity: Double
    /// Device pixels the draw can touch.
    let bounds: IntRect
    /// The part of the bitmap drawn and its aliased sides; nil for all of it, antialiased.
    var outline: ImageOutline? = nil
    /// Where a layer's own bitmap lies in the layer's plane (`LayerBitmap`'s origin and scale),
    /// so the debug overlays can find the layer's outline in it; nil for other bitmaps.
    var grid: (origin: Point, scale: Double)? = nil
}

/// A clip in device space: the projected outlines of the ancestors with `masksToBounds`.
struct DeviceClip {
    let mask: AlphaMask
    /// What the mask was made from, so damage tracking can compare clips cheaply.
    let signature: [ClipShape]
}

/// One ancestor's clipping outline: its background path under its device transform.
struct ClipShape: Hashable {
    let path: Path
    let transform: Transform3D
}

/// The compositor's picture of one frame: what to draw, in order, in device pixels.
indirect enum RenderNode {
    case bitmap(BitmapDraw, clip: DeviceClip?, signature: DrawSignature)
    /// Children drawn into an offscreen first, then masked, shadowed and blended as one.
    case group(RenderGroup)
    /// What is already drawn under a backdrop layer, blurred and tinted in place.
    case backdrop(BackdropDraw, signature: DrawSignature)
    /// A layer subtree shaded straight into device pixels from its shapes (`LayerShading`).
    case shaded(ShadedDraw, signature: DrawSignature)
    /// A debug overlay's tints over the diagnosed subtree's draws, compared tint by tint for
    /// damage (`FrameRecord.tints`) rather than as one draw.
    case tints(TintDraw)
}

/// A `ShadeProgram` placed in device space.
struct ShadedDraw {
    let program: ShadeProgram
    /// Maps the layer's bounds space to device pixels.
    let toDevice: AffineTransform
    /// Device pixels per layer point, for the antialiasing width.
    let pixelsPerPoint: Double
    let opacity: Double
    /// Device pixels the draw can touch.
    let bounds: IntRect
}

/// A subtree that composites as one: for group opacity, a mask layer, or a shadow cast by
/// the layer together with its sublayers.
struct RenderGroup {
    var children: [RenderNode]
    let opacity: Double
    /// The mask layer's own render nodes, drawn in the same device space; only alpha counts.
    let mask: [RenderNode]?
    let shadow: GroupShadow?
    let clip: DeviceClip?
    /// Device pixels the group can touch, shadow included.
    let bounds: IntRect
    let signature: DrawSignature
    /// Blends the children into what is under them as vibrant content, instead of source-over.
    var vibrancy: VibrancyBlend? = nil
    /// `shouldRasterize` below the device's scale: the offscreen is resampled to this fraction
    /// of its size and scaled back up, as a coarse rasterization looks.
    var rasterization: Double? = nil
}

/// A shadow cast by a group's composited alpha.
struct GroupShadow: Hashable {
    let color: Color
    let opacity: Double
    /// The blur's Gaussian deviation in device pixels (`ContentRasterizer.shadowSigma`).
    let sigma: Double
    /// Offset in device pixels.
    let offsetX: Double, offsetY: Double
}

/// Everything that decides a node's pixels, compared between frames to find damage.
struct DrawSignature: Hashable {
    let content: ContentKey?
    let transform: Transform3D
    let opacity: Double
    let clip: [ClipShape]
    let bounds: IntRect
    let extra: GroupShadow?
    /// A backdrop's or a vibrant group's blending, or a page curl's state.
    var effect: EffectSignature? = nil
    /// A rasterized group's coarseness (`RenderGroup.rasterization`).
    var rasterization: Double? = nil
}
