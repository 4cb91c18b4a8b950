import Geometry

/// Images, and the seam for text: anything already rendered to pixels is painted through
/// the CTM, alpha, shadow, clip and blend mode like a fill.
extension GraphicsContext {
    /// Draws `image` stretched over `rect` (user space), upright in the y-down user space:
    /// its first row along `rect`'s top edge. This is UIKit's UIImage.draw(in:) convention;
    /// CGContext.draw(_:in:) of a CGImage would draw it upside down in a y-down context (it
    /// puts the image's last row at the top in a y-down user space). The image is sampled
    /// bilinearly, reading its edge pixels up to the rectangle's anti-aliased edge.
    /// `blendMode` and `alpha` replace the state's when given (UIImage.draw(in:blendMode:alpha:)).
    /// The current path is untouched.
    public func draw(_ image: PixelBuffer, in rect: Rect, blendMode: BlendMode? = nil, alpha: Double? = nil) {
        guard image.width > 0, image.height > 0, rect.isFinite, !rect.isEmpty else { return }
        let s = rect.standardized
        let imageToUser = AffineTransform(a: s.width / Double(image.width), b: 0, c: 0, d: s.height / Double(image.height),
                                          tx: s.minX, ty: s.minY)
        guard let shader = ImagePaintShader(image: image, imageToUser: imageToUser, userToDevice: ctm,
                                            clampsEdges: true) else { return }
        paint(Path.rect(s).applying(ctm), rule: .nonZero, shader: SpanCompositeShader(inner: shader), mode: blendMode,
              alpha: alpha)
    }

    /// Draws `image` over `rect` as `draw(_:in:)` does with its pixels.
    public func draw(_ image: Image, in rect: Rect, blendMode: BlendMode? = nil, alpha: Double? = nil) {
        draw(image.pixels, in: rect, blendMode: blendMode, alpha: alpha)
    }

    /// Paints `color` (the fill colour when nil) through `mask`'s coverage, its pixel grid
    /// stretched over `rect` in user space: the way to draw text whose glyphs were rendered
    /// as coverage (at the device scale, so that under a scale-only CTM each mask pixel lands
    /// on one buffer pixel). The mask's origin is ignored; coverage counts as the source's
    /// alpha.
    public func fill(mask: AlphaMask, in rect: Rect, color: Color? = nil) {
        guard mask.width > 0, mask.height > 0 else { return }
        let silhouette = PixelBuffer(width: mask.width, height: mask.height,
                                     pixels: mask.coverage.map { Pixel(r: $0, g: $0, b: $0, a: $0) })
        draw(silhouette.tinted(color ?? state.fillColor), in: rect)
    }
}
