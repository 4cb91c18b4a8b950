import Geometry

extension Layer {
    /// The transform from this layer's bounds coordinates to its root's (the topmost
    /// superlayer's parent space: the scene's points), as the compositor places it: each
    /// ancestor that is not a `TransformLayer` flattens what is under it into its plane, and a
    /// geometry-flipped ancestor runs y upwards; a mask sits in its layer's bounds. Works on presentation trees as on the model.
    public var transformToRoot: Transform3D {
        // A mask sits in the bounds of the layer it masks, without its sublayer transform.
        if superlayer == nil, let masked = maskedLayer {
            return transform(toParent: nil).concatenating(masked.transformToRoot)
        }
        return transform(toParent: superlayer).concatenating(superlayer?.sublayerBaseInRoot ?? .identity)
    }

    /// What this layer's sublayers are placed in: its own transform to the root, flipped when
    /// its geometry is, and flattened into its plane unless it is a `TransformLayer`
    /// (`RenderTreeBuilder.buildLayer` does the same on device transforms).
    private var sublayerBaseInRoot: Transform3D {
        var base = transformToRoot
        if self.isGeometryFlipped { base = RenderTreeBuilder.flip(bounds).concatenating(base) }
        return self is TransformLayer ? base : RenderTreeBuilder.flattened(base)
    }

    /// The corners of the bounds in the root's coordinates (top-left, top-right,
    /// bottom-right, bottom-left), or nil when the layer is turned edge-on or behind the
    /// viewer (a corner's w not positive) or its geometry is not finite.
    public var outlineInRoot: [Point]? {
        let toRoot = transformToRoot
        let b = bounds
        var corners: [Point] = []
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
            let h = toRoot.apply(x: x, y: y)
            guard h.w > 1e-9, (h.x / h.w).isFinite, (h.y / h.w).isFinite else { return nil }
            corners.append(Point(x: h.x / h.w, y: h.y / h.w))
        }
        return corners
    }
}
