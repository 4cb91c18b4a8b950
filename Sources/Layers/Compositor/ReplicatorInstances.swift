import Geometry
import Raster

/// How a replicator copy gets its own moment of time (`instanceDelay`): called with a
/// sublayer of a replicator, as found in the tree being drawn, and a time shift in seconds
/// (−k·instanceDelay for copy k, never positive); returns the subtree copy k draws, which is
/// the presentation of that sublayer's subtree at the frame's time plus the shift. The
/// returned layer's own `superlayer` is ignored: its place comes from the replicator.
public typealias TimeShiftedPresentation = (_ sublayer: Layer, _ timeShift: Double) -> Layer

extension RenderTreeBuilder {
    /// The replicator's sublayers drawn `instanceCount` times. Copy k is placed by
    /// `instanceTransform` applied k times about the centre of the bounds (after the
    /// sublayer's own transform, before the replicator's `sublayerTransform`), is drawn at the
    /// frame's time minus k·`instanceDelay`, and has every bitmap it draws multiplied by its
    /// instance colour. Multiplying bitmap by bitmap (each cached once per colour) is exact
    /// for the colour channels; a translucent instance alpha thins each layer of the copy on
    /// its own, as `opacity` does without a group, rather than the copy as one picture.
    /// Copies draw in order 0…n−1, each ordered by `zPosition` as sublayers are; with
    /// `preservesDepth` every copy's sublayers keep their depth and draw farthest first.
    /// The frame's copies are budgeted (`ReplicatorLayer.maxDrawnInstances`): a replicator takes
    /// what it draws from what is left before its copies are built, so nested ones share the rest.
    func instanceNodes(of replicator: ReplicatorLayer, toDevice: Transform3D, clip: DeviceClip?) -> [RenderNode] {
        guard !replicator.sublayers.isEmpty, replicator.instanceTransform.isFinite else { return [] }
        let wanted = replicator.drawnInstanceCount
        let count = min(wanted, max(ReplicatorLayer.maxDrawnInstances - notes.replicatorCopies, 0))
        if count < wanted { notes.cappedReplicators.append(replicator) }
        notes.replicatorCopies += count
        guard count > 0 else { return [] }
        let base = replicator.preservesDepth ? toDevice : RenderTreeBuilder.flattened(toDevice)
        let c = Point(x: replicator.bounds.midX, y: replicator.bounds.midY)
        let a = replicator.anchorInBounds
        // The replicator's sublayerTransform, about its anchor, comes after the copies' placement.
        let sublayerTransform = replicator.sublayerTransform.isIdentity ? Transform3D.identity
            : Transform3D.translation(-a.x, -a.y, 0).concatenating(replicator.sublayerTransform).concatenating(.translation(a.x, a.y, 0))
        let delay = replicator.instanceDelay.isFinite ? replicator.instanceDelay : 0

        var entries: [(copy: Int, index: Int, layer: Layer, placement: Transform3D, depth: Double)] = []
        var power = Transform3D.identity
        for k in 0..<count {
            let instance = Transform3D.translation(-c.x, -c.y, 0).concatenating(power).concatenating(.translation(c.x, c.y, 0))
                .concatenating(sublayerTransform)
            let shift = -Double(k) * delay
            for (index, sublayer) in replicator.sublayers.enumerated() {
                let drawn = shift != 0 ? timeShifted?(sublayer, shift) ?? sublayer : sublayer
                let placement = RenderTreeBuilder.ownTransform(of: drawn).concatenating(instance)
                let depth: Double
                if replicator.preservesDepth {
                    let h = placement.apply(x: drawn.anchorInBounds.x, y: drawn.anchorInBounds.y)
                    depth = h.w != 0 && h.w.isFinite ? h.z / h.w : drawn.zPosition
                } else {
                    depth = drawn.zPosition
                }
                entries.append((k, index, drawn, placement, depth))
            }
            power = power.concatenating(replicator.instanceTransform)
        }
        entries.sort { x, y in
            if !replicator.preservesDepth, x.copy != y.copy { return x.copy < y.copy }
            if x.depth != y.depth { return x.depth < y.depth }
            return x.copy != y.copy ? x.copy < y.copy : x.index < y.index
        }
        return entries.flatMap { entry in
            var copy = self
            copy.time = time - Double(entry.copy) * delay
            let color = replicator.instanceColor(at: entry.copy)
            if !color.isOpaqueWhite { copy.tint = tint.map(color.multiplied) ?? color }
            return copy.build(entry.layer, toDevice: entry.placement.concatenating(base), clip: clip, inheritedOpacity: 1)
        }
    }

    /// A layer's transform to its superlayer's bounds space, without the superlayer's
    /// `sublayerTransform`: about the anchor, then to `position` and `zPosition`.
    static func ownTransform(of layer: Layer) -> Transform3D {
        let a = layer.anchorInBounds
        return Transform3D.translation(-a.x, -a.y, 0).concatenating(layer.transform)
            .concatenating(.translation(layer.position.x, layer.position.y, layer.zPosition))
    }
}
