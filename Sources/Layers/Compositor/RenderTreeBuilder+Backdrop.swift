import Geometry
import Raster

extension RenderTreeBuilder {
    /// The node that blurs and tints what is under a backdrop layer's outline, or none when
    /// the layer has no backdrop effect.
    func backdropNodes(of layer: BackdropLayer, toDevice: Transform3D, opacity: Double, clip: DeviceClip?) -> [RenderNode] {
        guard layer.hasBackdropEffect, opacity > 0, !layer.bounds.isEmpty else { return [] }
        let outline = clipByBounds(of: layer, toDevice: toDevice, outer: clip)
        let bounds = outline.mask.bounds.intersection(viewport)
        guard !bounds.isEmpty else { return [] }
        let radius = layer.blurRadius.isFinite ? max(layer.blurRadius, 0) : 0
        // The blur scales with the layer on screen; beyond a few hundred pixels it only greys.
        let sigma = min(radius * RenderTreeBuilder.meanStretch(of: layer.bounds, toDevice: toDevice), 400)
        let saturation = layer.saturation.isFinite ? max(layer.saturation, 0) : 1
        let tint = layer.tintColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let effect = BackdropEffect(sigma: sigma, saturation: saturation, tint: tint)
        let m = effect.margin
        let reach = IntRect(x: bounds.x - m, y: bounds.y - m, width: bounds.width + 2 * m, height: bounds.height + 2 * m)
            .intersection(viewport)
        let draw = BackdropDraw(effect: effect, mask: outline.mask, opacity: opacity, bounds: bounds, reach: reach)
        let signature = DrawSignature(content: nil, transform: toDevice, opacity: opacity, clip: outline.signature,
                                      bounds: bounds, extra: nil, effect: .backdrop(effect))
        return [.backdrop(draw, signature: signature)]
    }

    /// A backdrop layer's sublayer nodes as one group blending into the backdrop when the
    /// layer is vibrant; other layers' nodes unchanged.
    func vibrantNodes(_ nodes: [RenderNode], of layer: Layer) -> [RenderNode] {
        guard let backdrop = layer as? BackdropLayer, backdrop.vibrancyAmount > 0, !nodes.isEmpty else { return nodes }
        let blend = VibrancyBlend(mode: backdrop.vibrancy, amount: min(backdrop.vibrancyAmount, 1))
        let bounds = nodes.reduce(IntRect.zero) { $0.union($1.bounds) }.intersection(viewport)
        guard !bounds.isEmpty else { return [] }
        let signature = DrawSignature(content: nil, transform: .identity, opacity: 1, clip: [], bounds: bounds,
                                      extra: nil, effect: .vibrancy(blend))
        return [.group(RenderGroup(children: nodes, opacity: 1, mask: nil, shadow: nil, clip: nil, bounds: bounds,
                                   signature: signature, vibrancy: blend))]
    }

    /// How many device pixels a point of `bounds` spans under `t`, on average over the four
    /// edges (exact for similarity transforms; an approximation under perspective).
    static func meanStretch(of bounds: Rect, toDevice t: Transform3D) -> Double {
        let b = bounds.standardized
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                       Point(x: b.minX, y: b.maxY)]
        var total = 0.0, count = 0.0
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            let hp = t.apply(x: p.x, y: p.y), hq = t.apply(x: q.x, y: q.y)
            let local = p.distance(to: q)
            guard hp.w > 1e-6, hq.w > 1e-6, local > 0 else { continue }
            let device = Point(x: hp.x / hp.w, y: hp.y / hp.w).distance(to: Point(x: hq.x / hq.w, y: hq.y / hq.w))
            total += device / local
            count += 1
        }
        let stretch = count > 0 ? total / count : 0
        return stretch.isFinite ? stretch : 0
    }
}

extension FrameRecord {
    /// `damage` grown so that each backdrop whose blurred picture must be made afresh
    /// (`staleBackdropReaches`) and that the damage touches is repainted with all the pixels
    /// it reads: outside the repainted rectangles the buffer holds last frame's finished
    /// picture (that backdrop's own output included), not what lies under it now.
    func widened(_ damage: [IntRect]) -> [IntRect] {
        guard !staleBackdropReaches.isEmpty else { return damage }
        var rects = damage
        var pending = staleBackdropReaches
        var grew = true
        while grew {
            grew = false
            pending.removeAll { reach in
                guard rects.contains(where: { !$0.intersection(reach).isEmpty }) else { return false }
                rects.append(reach)
                grew = true
                return true
            }
        }
        return rects
    }
}
