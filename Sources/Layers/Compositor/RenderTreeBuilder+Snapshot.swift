import Geometry
import Raster

/// A layer and its sublayers drawn flat into one bitmap, in the layer's own space.
struct LayerSnapshot {
    let pixels: PixelBuffer
    /// Maps bitmap pixels to the layer's bounds space.
    let toLayer: Transform3D
    /// The signatures of the draws it was made of, so damage tracking sees it change.
    let signatures: [DrawSignature]
}

extension RenderTreeBuilder {
    /// The most pixels a snapshot's region may span; larger layers are drawn coarser.
    static let maxSnapshotPixels = 16_000_000.0

    /// `look` and its sublayers drawn flat at `scale` bitmap pixels per point (less for a
    /// region of more than `maxSnapshotPixels`), over `area` of its bounds space, or over
    /// all it draws (within its bounds grown by their size on every side) when `area` is
    /// nil. Nil when nothing would show.
    func snapshot(of look: Layer, scale: Double, area: Rect?) -> LayerSnapshot? {
        let b = look.bounds.standardized
        let region = area ?? b.insetBy(dx: -b.width, dy: -b.height)
        guard region.isFinite, !region.isEmpty, scale.isFinite, scale > 0 else { return nil }
        let scale = min(scale, (RenderTreeBuilder.maxSnapshotPixels / (region.width * region.height)).squareRoot())
        let toPixels = Transform3D.translation(-region.minX, -region.minY, 0).concatenating(.scale(scale, scale, 1))
        let extent = IntRect(x: 0, y: 0, width: Int((region.width * scale).rounded(.up)),
                             height: Int((region.height * scale).rounded(.up)))
        guard !extent.isEmpty else { return nil }
        var builder = RenderTreeBuilder(cache: cache, viewport: extent)
        builder.time = time
        builder.tint = tint
        builder.timeShifted = timeShifted
        let nodes = builder.buildLayer(look, toDevice: toPixels, clip: nil, inheritedOpacity: 1)
        let drawn = area == nil ? nodes.reduce(IntRect.zero) { $0.union($1.bounds) }.intersection(extent) : extent
        guard !drawn.isEmpty else { return nil }
        var pixels = PixelBuffer(width: drawn.width, height: drawn.height)
        NodePainter(clip: drawn).paint(nodes, into: &pixels, originX: drawn.x, originY: drawn.y)
        let toLayer = Transform3D.translation(Double(drawn.x), Double(drawn.y), 0).concatenating(.scale(1 / scale, 1 / scale, 1))
            .concatenating(.translation(region.minX, region.minY, 0))
        return LayerSnapshot(pixels: pixels, toLayer: toLayer, signatures: FrameRecord.items(of: nodes).map(\.signature))
    }

    /// A bitmap node drawing `snapshot` through `toDevice` (from the layer's bounds space).
    func snapshotNode(_ snapshot: LayerSnapshot, toDevice: Transform3D, opacity: Double, clip: DeviceClip?,
                      effect: EffectSignature) -> [RenderNode] {
        let transform = snapshot.toLayer.concatenating(toDevice)
        var bounds = RenderTreeBuilder.deviceBounds(width: Double(snapshot.pixels.width), height: Double(snapshot.pixels.height),
                                                    transform: transform, viewport: viewport)
        if let clip { bounds = bounds.intersection(clip.mask.bounds) }
        let opacity = min(max(opacity, 0), 1)
        guard !bounds.isEmpty, opacity > 0 else { return [] }
        let draw = BitmapDraw(bitmap: snapshot.pixels, transform: transform, opacity: opacity, bounds: bounds)
        let signature = DrawSignature(content: nil, transform: transform, opacity: opacity, clip: clip?.signature ?? [],
                                      bounds: bounds, extra: nil, effect: effect)
        return [.bitmap(draw, clip: clip, signature: signature)]
    }
}
