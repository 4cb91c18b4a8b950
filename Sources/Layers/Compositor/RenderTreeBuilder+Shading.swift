import Geometry
import Raster

extension RenderTreeBuilder {
    /// Nodes for a group layer (group opacity or a mask) shown turned, skewed or scaled off the
    /// device's pixel grid, whose subtree `LayerShading` can shade: one draw that shades it
    /// straight into device pixels at the scale it is shown, faded by `opacity`, with no
    /// picture to make or resample. A spinning, pulsing card costs its pixels once a frame.
    ///
    /// Nil when the subtree cannot be shaded, or is clipped by an ancestor, tinted by a replicator,
    /// under perspective, or stretched unevenly (more than 1.25 : 1, where one
    /// antialiasing width no longer fits every direction): the picture path draws it.
    func shadedGroupNodes(of layer: Layer, toDevice t: Transform3D, clip: DeviceClip?, opacity: Double,
                          subtrees: SubtreeCache) -> [RenderNode]? {
        guard clip == nil, tint == nil, t.m14 == 0, t.m24 == 0, t.m44 == 1, t.isFinite else { return nil }
        let toDevice = AffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
        guard let pixelsPerPoint = RenderTreeBuilder.evenStretch(of: toDevice) else { return nil }
        // Made afresh each frame (a few shapes), with the gradients, and their colour tables, of the
        // frame before kept where they are the same.
        let model = ObjectIdentifier(layer.modelLayer ?? layer)
        guard let program = LayerShading.program(of: layer, edges: RenderTreeBuilder.antialiasedEdges(of: layer),
                                                 reusing: subtrees.lastShading(of: model)?.gradients ?? [])
        else { return nil }
        subtrees.remember(program, of: model)
        var extent = program.paintedExtent
        if let outline = program.outline { extent = extent.intersection(outline) }
        guard !extent.isEmpty else { return [] }
        let place = Transform3D(affine: AffineTransform(translationX: extent.minX, y: extent.minY).concatenating(toDevice))
        let bounds = RenderTreeBuilder.deviceBounds(width: extent.width, height: extent.height, transform: place, viewport: viewport)
        guard !bounds.isEmpty else { return [] }
        let draw = ShadedDraw(program: program, toDevice: toDevice, pixelsPerPoint: pixelsPerPoint, opacity: opacity, bounds: bounds)
        let signature = DrawSignature(content: nil, transform: t, opacity: opacity, clip: [], bounds: bounds, extra: nil,
                                      effect: .shading(program))
        subtrees.countShadedDraw()
        return [.shaded(draw, signature: signature)]
    }

    /// Device pixels per point of `t`, the geometric mean of its two stretches, when they are
    /// within 1.25 of each other; nil otherwise (or when `t` is singular).
    static func evenStretch(of t: AffineTransform) -> Double? {
        // The singular values of [a c; b d].
        let e = (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d) / 2
        let h = (t.a * t.a + t.b * t.b - t.c * t.c - t.d * t.d) / 2, k = t.a * t.c + t.b * t.d
        let f = (h * h + k * k).squareRoot()
        let largest = (e + f).squareRoot(), smallest = max(e - f, 0).squareRoot()
        guard smallest > 0, largest.isFinite, largest <= 1.25 * smallest else { return nil }
        return (largest * smallest).squareRoot()
    }
}
