import Geometry
import Raster

extension RenderTreeBuilder {
    /// Nodes for `layer` and its subtree, through a CATransition when one is under way (taken
    /// whole from an earlier frame for a presentation tree that has not changed). The subtree
    /// the frame diagnoses (`FrameNotes.diagnosedSubject`) is followed by a place for its tints.
    func build(_ layer: Layer, toDevice: Transform3D, clip: DeviceClip?, inheritedOpacity: Double) -> [RenderNode] {
        let nodes = presentationTreeNodes(of: layer, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
            ?? buildThroughTransition(layer, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        guard let subject = notes.diagnosedSubject, subject === layer else { return nodes }
        notes.diagnosedSubject = nil
        return nodes + [.tints(TintDraw(after: nodes.count))]
    }

    /// `build` without looking for an earlier frame's nodes.
    func buildThroughTransition(_ layer: Layer, toDevice: Transform3D, clip: DeviceClip?, inheritedOpacity: Double) -> [RenderNode] {
        guard let transition = layer.transitionState else {
            return buildLayer(layer, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        }
        switch transition.kind {
        case .oglFlip: return flipNodes(layer, transition, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        case .pageCurl, .pageUnCurl:
            return curlNodes(layer, transition, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        case .fade, .moveIn, .push, .reveal:
            return transitionNodes(layer, transition, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        }
    }

    /// A flip: the look showing (old, then new) turned about the layer's centre, with a
    /// perspective whose eye sits twice the layer's size away along the turning direction.
    private func flipNodes(_ layer: Layer, _ state: TransitionState, toDevice: Transform3D, clip: DeviceClip?,
                           inheritedOpacity: Double) -> [RenderNode] {
        let look = state.placement.old.opacity > 0 ? state.before : layer
        let b = layer.bounds
        let turn = state.flipRotation
        var perspective = Transform3D.identity
        let span = turn.y != 0 ? b.width : b.height
        if span > 0 { perspective.m34 = -1 / (2 * span) }
        let flip = Transform3D.translation(-b.midX, -b.midY, 0)
            .concatenating(.rotation(turn.angle, turn.x, turn.y, 0))
            .concatenating(perspective)
            .concatenating(.translation(b.midX, b.midY, 0))
        // The look turns as one flat picture, as Core Animation renders a transition's looks.
        let scale = RenderTreeBuilder.rasterScale(of: b, toDevice: toDevice)
        guard let picture = snapshot(of: look, scale: scale, area: nil) else { return [] }
        return snapshotNode(picture, toDevice: RenderTreeBuilder.flattened(flip).concatenating(toDevice), opacity: inheritedOpacity,
                            clip: clip, effect: .snapshot(picture.signatures))
    }

    /// The old look and the new one, each moved across the layer and faded as the
    /// transition's type says; `reveal` slides the old look away over the new one.
    private func transitionNodes(_ layer: Layer, _ state: TransitionState, toDevice: Transform3D, clip: DeviceClip?,
                                 inheritedOpacity: Double) -> [RenderNode] {
        let placement = state.placement
        let size = layer.bounds.size
        func part(_ look: Layer, _ move: (dx: Double, dy: Double, opacity: Double)) -> [RenderNode] {
            guard move.opacity > 0 else { return [] }
            let moved = Transform3D.translation(move.dx * size.width, move.dy * size.height, 0).concatenating(toDevice)
            let nodes = buildLayer(look, toDevice: moved, clip: clip, inheritedOpacity: inheritedOpacity)
            guard move.opacity < 1, !nodes.isEmpty else { return nodes }
            // Fading a look fades it as one picture, sublayers and all.
            let bounds = nodes.reduce(IntRect.zero) { $0.union($1.bounds) }
            let signature = DrawSignature(content: nil, transform: moved, opacity: move.opacity,
                                          clip: clip?.signature ?? [], bounds: bounds, extra: nil)
            return [.group(RenderGroup(children: nodes, opacity: move.opacity, mask: nil, shadow: nil, clip: nil,
                                       bounds: bounds, signature: signature))]
        }
        let old = part(state.before, placement.old), new = part(layer, placement.new)
        return state.kind == .reveal ? new + old : old + new
    }
}
