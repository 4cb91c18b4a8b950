import Geometry

/// Clipping. The clip is an anti-aliased coverage mask in device pixels; each call
/// intersects it with a shape, and only `restoreGState` can widen it again.
extension GraphicsContext {
    /// Intersects the clip with the current path's inside, then clears the path
    /// (CGContext.clip(using:)). An empty path leaves the clip as it is, as Core Graphics
    /// does (WebKit's GraphicsContextCG notes that CGContextClip ignores an empty path).
    public func clip(using rule: FillRule = .winding) {
        let shape = takePath()
        guard !shape.isEmpty else { return }
        intersectClip(with: shape, rule: rule)
    }

    /// Intersects the clip with `rect` (CGContext.clip(to:)); the current path stays.
    public func clip(to rect: Rect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects` (CGContext.clip(to:) of rects); none
    /// clips everything away. The current path stays.
    public func clip(to rects: [Rect]) {
        var union = Path()
        for rect in rects { union.append(.rect(rect)) }
        intersectClip(with: union.applying(ctm), rule: .nonZero)
    }

    /// The bounding box of the clip in user space (CGContext.boundingBoxOfClipPath): the
    /// whole buffer while nothing is clipped; `Rect.zero` when the CTM cannot be inverted.
    public var boundingBoxOfClipPath: Rect {
        guard isInvertible(ctm) else { return .zero }
        let device = state.clip?.deviceBounds ?? buffer.bounds.rect
        guard !device.isEmpty else { return .zero }
        return ctm.inverted().apply(device)
    }

    /// Intersects the clip with `shape` (device pixels) filled with `rule`.
    func intersectClip(with shape: Path, rule: FillRule) {
        let current = state.clip?.deviceBounds ?? buffer.bounds.rect
        let shapeBounds = shape.isEmpty ? Rect.zero : shape.controlBounds
        let bounds = shapeBounds.isFinite ? current.intersection(shapeBounds) : .zero
        let area = bounds.isEmpty ? .zero : clipArea.intersection(IntRect(enclosing: bounds))
        var mask = AlphaMask(path: shape, transform: .identity, rule: rule, bounds: area)
        if let old = state.clip?.mask { mask = mask.intersected(with: old) }
        state.clip = ClipRegion(mask: mask, deviceBounds: bounds.isEmpty ? .zero : bounds)
    }
}
