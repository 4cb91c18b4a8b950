import Geometry
import Raster

extension RenderTreeBuilder {
    /// The edges of `layer` drawn antialiased when it is transformed: none unless it sets
    /// `allowsEdgeAntialiasing` (false by default, as on iOS), then its `edgeAntialiasingMask`.
    static func antialiasedEdges(of layer: Layer) -> EdgeMask {
        layer.allowsEdgeAntialiasing ? layer.edgeAntialiasingMask : []
    }

    /// The bitmap to draw for `key` through `toDevice` with `edges` antialiased, its transform
    /// to device pixels, and the outline to draw it with. A layer's own outline (its bounds:
    /// a body drawn within them, or a border) is aliased on the edges not in `edges`, with the
    /// bitmap's edge pixels extended past it so the outline cuts through the edge colour; only
    /// along the straight parts of its sides, not where rounded corners curve away. A
    /// bitmap placed on whole device pixels is drawn whole as before, aliased or not being the
    /// same there; so is anything else (shadows, shapes reaching past the bounds), whose edges
    /// fade out inside its bitmap.
    func edgeDraw(_ key: ContentKey, toDevice: Transform3D, edges: EdgeMask)
        -> (bitmap: LayerBitmap, transform: Transform3D, outline: ImageOutline?)? {
        guard edges != .all, let own = RenderTreeBuilder.ownOutline(of: key) else {
            return cache.bitmap(for: key).map { ($0, $0.toLayer.concatenating(toDevice), nil) }
        }
        // A layer shown axis-aligned at its bitmap's scale is usually on whole pixels (then the
        // plain bitmap is wanted); anything else never is, so its plain bitmap is not made at all.
        if RenderTreeBuilder.isAxisAligned(toDevice), toDevice.m11 == key.scale, toDevice.m22 == key.scale,
           let plain = cache.bitmap(for: key) {
            let transform = plain.toLayer.concatenating(toDevice)
            if RenderTreeBuilder.isWholePixelShift(transform) { return (plain, transform, nil) }
        }
        var extended = key
        extended.extendsEdges = true
        guard let bitmap = cache.bitmap(for: extended) else { return nil }
        return (bitmap, bitmap.toLayer.concatenating(toDevice),
                ImageOutline(rect: bitmap.pixelRect(of: own.bounds), antialiased: RenderTreeBuilder.imageEdges(edges),
                             straight: bitmap.pixelSides(of: own.straight)))
    }

    /// The sides of a layer's bitmap that `edges` (CAEdgeAntialiasingMask) names.
    static func imageEdges(_ edges: EdgeMask) -> ImageEdges {
        var sides: ImageEdges = []
        if edges.contains(.layerLeftEdge) { sides.insert(.minX) }
        if edges.contains(.layerRightEdge) { sides.insert(.maxX) }
        // Core Animation's bottom edge is the minimum-y one (its y runs up on the Mac).
        if edges.contains(.layerBottomEdge) { sides.insert(.minY) }
        if edges.contains(.layerTopEdge) { sides.insert(.maxY) }
        return sides
    }

    /// The bounds a bitmap's drawing lies within, whose outline is the layer's own (a body
    /// that stays inside its bounds, or a border), and where that outline runs straight along
    /// them (between rounded corners); nil for anything else.
    static func ownOutline(of key: ContentKey) -> (bounds: Rect, straight: StraightSides)? {
        switch key.look {
        case .body(let body):
            let bounds = body.bounds.standardized
            guard !bounds.isEmpty, ContentRasterizer.extent(of: body) == bounds else { return nil }
            return (bounds, body.outline.straightSides(of: bounds))
        case .border(let border):
            let bounds = border.bounds.standardized
            guard !bounds.isEmpty else { return nil }
            return (bounds, border.outline.straightSides(of: bounds))
        case .shadow, .particles:
            return nil
        }
    }

    /// True when `t` moves pixels by whole pixels only (the whole bitmap is copied).
    static func isWholePixelShift(_ t: Transform3D) -> Bool {
        t.m11 == 1 && t.m22 == 1 && t.m12 == 0 && t.m21 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
            && t.m41 == t.m41.rounded() && t.m42 == t.m42.rounded()
    }
}
