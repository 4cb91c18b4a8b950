import Geometry
import Layers

/// Where a layer sits in a tree: the sublayer index at each level from the root, with
/// `LayerPath.mask` for a step into a layer's mask. A selection is kept as a path, not as the
/// layer, because scrubbing back or reloading runs the scene again and makes new layers in
/// the same places.
public struct LayerPath: Hashable, Sendable {
    public var steps: [Int]
    /// The step from a layer to its mask.
    public static let mask = -1

    public init(_ steps: [Int]) { self.steps = steps }

    /// The layer at this path under `root`, or nil when the tree has nothing there.
    public func layer(under root: Layer) -> Layer? {
        var layer = root
        for step in steps {
            if step == LayerPath.mask {
                guard let mask = layer.mask else { return nil }
                layer = mask
            } else {
                guard layer.sublayers.indices.contains(step) else { return nil }
                layer = layer.sublayers[step]
            }
        }
        return layer
    }

    /// The path of `target` under `root` (searched by identity), or nil when it is not there.
    public static func of(_ target: Layer, under root: Layer) -> LayerPath? {
        var steps: [Int] = []
        var layer = target
        while layer !== root {
            if let parent = layer.superlayer, let index = parent.sublayers.firstIndex(where: { $0 === layer }) {
                steps.append(index)
                layer = parent
            } else if let masked = layer.maskedLayer {
                steps.append(LayerPath.mask)
                layer = masked
            } else {
                return nil
            }
        }
        return LayerPath(steps.reversed())
    }

    /// The path of the layer drawn topmost at `point` (the root's coordinates) in the
    /// presentation tree `root`: the last in drawing order whose bounds, as placed on screen,
    /// contain the point, skipping hidden and fully transparent layers and what is inside them,
    /// and what a clipping layer (`masksToBounds`) cuts off.
    /// Masks are not picked (they are not drawn); nil when no layer is there.
    public static func topmost(at point: Point, in root: Layer) -> LayerPath? {
        var found: [Int]?
        func visit(_ layer: Layer, _ steps: [Int]) {
            guard !layer.isHidden, layer.opacity > 0 else { return }
            let inside = layer.transformToRoot.unproject(point).map { layer.bounds.contains($0) } ?? false
            if inside { found = steps }
            // What a clipping layer cuts off cannot be picked.
            guard inside || !layer.masksToBounds else { return }
            for (i, sublayer) in layer.sublayers.enumerated() { visit(sublayer, steps + [i]) }
        }
        visit(root, [])
        return found.map(LayerPath.init)
    }
}
