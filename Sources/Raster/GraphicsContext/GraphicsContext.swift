import Geometry

/// A drawing context with CGContext's semantics over a pixel buffer it owns: the engine behind
/// a scene's `CGContext` in `draw(_ rect:)`, `draw(in ctx:)` and `UIGraphicsImageRenderer`.
///
/// The context starts with UIKit's coordinates for those: user points map to pixels by
/// `scale` (the layer's contentsScale) with the origin at the top-left and y down. It keeps a
/// stack of `GraphicsState`s, a current path (in device space: each call that builds it is
/// mapped through the CTM of the moment, as Core Graphics does), and paints with anti-aliased
/// coverage, the global alpha, a shadow, an anti-aliased clip and a blend mode.
///
/// A class: one context is one drawing destination that drawing code passes around and
/// pushes (UIGraphicsPushContext), as a CGContextRef is.
public final class GraphicsContext {
    /// The pixels drawn so far (premultiplied RGBA8).
    public internal(set) var buffer: PixelBuffer
    /// Pixels per user point before any CTM change (contentsScale).
    public let scale: Double
    /// The current graphics state.
    public internal(set) var state: GraphicsState
    /// The states `saveGState` pushed.
    var savedStates: [GraphicsState] = []
    /// The current path, in device pixels.
    var path = Path()

    /// A context drawing into `buffer` with `scale` pixels per point; a scale that is not
    /// positive and finite counts as 1.
    public init(buffer: PixelBuffer, scale: Double = 1) {
        self.buffer = buffer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        state = GraphicsState(ctm: AffineTransform(scaleX: self.scale, y: self.scale))
    }

    /// A context over a clear buffer of `width × height` pixels.
    public convenience init(width: Int, height: Int, scale: Double = 1) {
        self.init(buffer: PixelBuffer(width: width, height: height), scale: scale)
    }

    /// The base space (points, y down) to device pixels: the CTM the context started with.
    public var baseTransform: AffineTransform { AffineTransform(scaleX: scale, y: scale) }

    // MARK: The state stack

    /// Pushes a copy of the graphics state (CGContext.saveGState).
    public func saveGState() { savedStates.append(state) }

    /// Brings back the state last saved; does nothing when none is (CGContext.restoreGState).
    public func restoreGState() {
        if let last = savedStates.popLast() { state = last }
    }

    // MARK: The CTM

    /// User space to device pixels (CGContext.ctm).
    public var ctm: AffineTransform { state.ctm }

    /// Moves the user-space origin by (x, y) user units (CGContext.translateBy).
    public func translateBy(x: Double, y: Double) { concatenate(AffineTransform(translationX: x, y: y)) }

    /// Scales user space (CGContext.scaleBy).
    public func scaleBy(x: Double, y: Double) { concatenate(AffineTransform(scaleX: x, y: y)) }

    /// Turns user space by `angle` radians, clockwise on the y-down screen (CGContext.rotate(by:)).
    public func rotate(by angle: Double) { concatenate(AffineTransform(rotationAngle: angle)) }

    /// Applies `transform` to user space before the CTM (CGContext.concatenate): the new CTM
    /// is `transform` followed by the old one. A transform with a non-finite field is ignored.
    public func concatenate(_ transform: AffineTransform) {
        guard transform.isFinite else { return }
        state.ctm = transform.concatenating(state.ctm)
    }

    // MARK: Setting the state

    public func setFillColor(_ color: Color) { state.fillColor = color }
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// The stroke width in user units. Zero is PDF's thinnest line (one device pixel); less
    /// than zero, or not finite, draws nothing.
    public func setLineWidth(_ width: Double) { state.strokeStyle.width = width }
    public func setLineCap(_ cap: LineCap) { state.strokeStyle.cap = cap }
    public func setLineJoin(_ join: LineJoin) { state.strokeStyle.join = join }
    public func setMiterLimit(_ limit: Double) { state.strokeStyle.miterLimit = limit }
    /// Dashes (in user units) starting `phase` into the pattern; empty lengths draw solid.
    public func setLineDash(phase: Double, lengths: [Double]) {
        state.strokeStyle.dashPhase = phase
        state.strokeStyle.dashPattern = lengths
    }
    /// The opacity every paint is multiplied by, clamped to 0…1 (CGContext.setAlpha).
    public func setAlpha(_ alpha: Double) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }
    public func setBlendMode(_ mode: BlendMode) { state.blendMode = mode }

    /// Casts a shadow under everything painted from now on (CGContext.setShadow(offset:blur:color:)):
    /// see `ContextShadow` for the units. A nil colour turns shadows off; leaving it out gives
    /// Core Graphics' black at one third opacity.
    public func setShadow(offset: Size, blur: Double, color: Color? = ContextShadow.defaultColor) {
        guard let color else { state.shadow = nil; return }
        state.shadow = ContextShadow(offset: offset, blur: max(blur.isFinite ? blur : 0, 0), color: color)
    }
}
