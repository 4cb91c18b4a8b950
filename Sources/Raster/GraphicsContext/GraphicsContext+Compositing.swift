import Geometry

/// The one way everything reaches the buffer: a device-space shape painted with a shader
/// through the global alpha, the shadow, the clip and the blend mode.
extension GraphicsContext {
    /// The pixels painting may touch: the clip mask's rectangle, or the whole buffer.
    var clipArea: IntRect {
        state.clip.map { $0.mask.bounds.intersection(buffer.bounds) } ?? buffer.bounds
    }

    /// Paints `shader` inside `shape` (device pixels, filled with `rule`): first its shadow,
    /// if the state has one and `castsShadow`, then the shape itself. `mode` and `alpha`
    /// replace the state's when given.
    func paint<Shader: CompositeShader>(_ shape: Path, rule: FillRule, shader: Shader, mode: BlendMode? = nil,
                                        alpha: Double? = nil, castsShadow: Bool = true) {
        let mode = mode ?? state.blendMode
        let alphaByte = PixelMath.unitByte(alpha ?? state.alpha)
        let area = clipArea
        guard !area.isEmpty, !shape.isEmpty else { return }
        // A transparent source changes nothing in source-over (it does in copy, clear, source-in...).
        if alphaByte == 0, mode == .normal { return }
        if castsShadow, let shadow = state.shadow, shadow.isVisible {
            paintShadow(of: shape, rule: rule, shader: shader, shadow: shadow, mode: mode, alpha: alphaByte, area: area)
        }
        var rasterizer = Rasterizer(clip: area)
        rasterizer.addPath(shape, transform: .identity)
        buffer.composite(rasterizer, rule: rule, shader: shader, mode: mode, alpha: alphaByte, mask: state.clip?.mask)
    }

    /// The shadow of what painting `shader` inside `shape` would put down: its alpha (the
    /// unclipped shape's, so a shape outside the clip can cast a shadow into it), moved by the
    /// shadow's offset, blurred, and painted in the shadow's colour through the clip with the
    /// same blend mode as the shape (which Core Graphics does not document).
    ///
    /// The shape is rasterized at its exact (fractional) offset; its shader is read at the
    /// offset rounded to whole pixels, which only matters for the alpha of gradients and
    /// images. Blurs wider than the buffer are drawn as wide as the buffer (σ at most half
    /// its larger side), as WebKit clamps the blur it hands Core Graphics.
    private func paintShadow<Shader: CompositeShader>(of shape: Path, rule: FillRule, shader: Shader, shadow: ContextShadow,
                                                      mode: BlendMode, alpha: UInt32, area: IntRect) {
        let offset = baseTransform.apply(Point(x: shadow.offset.width, y: shadow.offset.height))
        let radius = min(shadow.blur * scale, Double(max(buffer.width, buffer.height)))
        guard offset.isFinite, abs(offset.x) < 1e7, abs(offset.y) < 1e7 else { return }
        // PixelBuffer.blurred reaches about 3σ = 1.5 × radius.
        let reach = radius > 0 ? Int((1.5 * radius).rounded(.up)) + 2 : 0
        let cast = IntRect(enclosing: shape.controlBounds.offsetBy(dx: offset.x, dy: offset.y))
        let target = area.intersection(cast.insetBy(-reach))
        guard !target.isEmpty else { return }
        // The offscreen holds the shape at its shadow's place, with room for the blur to draw from.
        let source = target.insetBy(-reach)
        var offscreen = PixelBuffer(width: source.width, height: source.height)
        var rasterizer = Rasterizer(clip: offscreen.bounds)
        rasterizer.addPath(shape, transform: AffineTransform(translationX: offset.x - Double(source.x),
                                                             y: offset.y - Double(source.y)))
        let shifted = ShiftedShader(inner: shader, dx: Int(offset.x.rounded()) - source.x, dy: Int(offset.y.rounded()) - source.y)
        offscreen.composite(rasterizer, rule: rule, shader: shifted, mode: .normal, alpha: alpha, mask: nil)
        let silhouette = offscreen.blurred(radius: radius).alphaMask(originX: source.x, originY: source.y)
        buffer.composite(silhouette, area: target, shader: SolidShader(shadow.color), mode: mode, alpha: 255,
                         mask: state.clip?.mask)
    }
}

extension IntRect {
    /// The rectangle grown (negative `amount`) or shrunk on every side.
    func insetBy(_ amount: Int) -> IntRect {
        IntRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
