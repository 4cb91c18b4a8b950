import Geometry
import Raster

extension RenderTreeBuilder {
    /// Nodes for `layer` when it is the root of a presentation tree shown inside a model tree
    /// (the previewer's scene under its timeline bar), or nil for any other layer.
    ///
    /// Taken whole from the last frame's build when every layer of the tree draws exactly as
    /// there, in the same place, and that build was itself made from a tree unchanged since the
    /// frame before it (`TreeBuild.settled`): building again would then give the same nodes and
    /// ask the caches for the same things, so the frame is idle (`FrameNotes.isIdle`) and the
    /// caches do not age. A paused timeline's frames are drawn this way. Otherwise the tree is
    /// built as usual and remembered for the next frame. Trees with an emitter or a backdrop
    /// inside (drawn from time, or from what is under them) are always built.
    func presentationTreeNodes(of layer: Layer, toDevice: Transform3D, clip: DeviceClip?,
                               inheritedOpacity: Double) -> [RenderNode]? {
        guard let subtrees, tint == nil, !placesExactly, let model = layer.modelLayer,
              let host = layer.superlayer, host.modelLayer == nil else { return nil }
        let key = ObjectIdentifier(model)
        let placement = TreePlacement(toDevice: toDevice, clip: clip?.signature ?? [], opacity: inheritedOpacity,
                                      viewport: viewport)
        let last = subtrees.lastTreeBuild(of: key)
        let unchanged = last.map { $0.placement == placement && $0.shape.isDrawn(exactlyAs: layer) } ?? false
        if unchanged, let last, last.settled {
            notes.treesReused += 1
            subtrees.keepTreeBuild(of: key)
            return last.nodes
        }
        notes.treesBuilt += 1
        let nodes = buildThroughTransition(layer, toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity)
        let survey = SubtreeShape.survey(of: layer)
        if survey.picturable, let shape = survey.shape {
            subtrees.remember(TreeBuild(shape: shape, placement: placement, nodes: nodes, settled: unchanged), of: key)
        } else {
            subtrees.forgetTreeBuild(of: key)
        }
        return nodes
    }
}

/// Where a presentation tree was built: its root's map to the device, the clip and opacity it
/// inherited, and the frame's viewport.
struct TreePlacement: Equatable {
    let toDevice: Transform3D
    let clip: [ClipShape]
    let opacity: Double
    let viewport: IntRect
}
