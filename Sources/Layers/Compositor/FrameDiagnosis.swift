import Raster

/// A compositor's part in the debug overlays: turns a built frame's nodes into
/// `FrameDiagnostics` for the subtree a `DiagnosticsRequest` names, and puts the tints asked
/// for in the place the builder left after that subtree (`TintDraw`). Keeps what it needs from
/// frame to frame only while frames are diagnosed.
final class FrameDiagnosis {
    /// The diagnosed subtree's draws in the frame before, when that frame was diagnosed.
    private var previous: FrameRecord?
    private let opaqueImages = OpaqueImages()

    /// Forgets the frames before: the next frame is not diagnosed, or starts afresh.
    func reset() {
        previous = nil
        opaqueImages.removeAll()
    }

    /// `nodes` (the whole frame, keyed) with the tints `request` asks for in their place, the
    /// subtree's diagnostics, and the tints; the nodes unchanged and no diagnostics when the
    /// subject was not drawn as a whole (hidden, or inside a picture). `fresh` holds the content
    /// keys rasterised this frame, `picturesBefore` the serial of the last group picture painted
    /// before it, and `frameDamage` gives the frame's damage, told for a first diagnosed frame.
    func diagnose(_ nodes: [RenderNode], request: DiagnosticsRequest, record: FrameRecord, fresh: Set<ContentKey>,
                  picturesBefore: Int, backdrops: BackdropCache, frameDamage: () -> [IntRect])
        -> (nodes: [RenderNode], diagnostics: FrameDiagnostics?, tints: TintOverlay) {
        let none = TintOverlay(tints: [], opacity: 0)
        guard let path = FrameDiagnosis.placeholderPath(in: nodes) else {
            previous = nil
            return (nodes, nil, none)
        }
        let (siblings, index) = FrameDiagnosis.list(at: path, in: nodes)
        guard case .tints(let place) = siblings[index] else { return (nodes, nil, none) }
        let subject = Array(siblings[(index - place.subjectCount)..<index])

        var survey = DiagnosticsSurvey(fresh: fresh, picturesBefore: picturesBefore, opaqueImages: opaqueImages)
        survey.survey(subject)
        let drawn = FrameRecord(size: record.size, background: record.background, items: FrameRecord.items(of: subject),
                                staleBackdropReaches: backdrops.staleReaches(of: subject))
        let damage = previous.map { drawn.damage(since: $0) } ?? frameDamage()
        previous = drawn
        let diagnostics = FrameDiagnostics(draws: survey.draws, offscreen: survey.offscreen, misses: survey.misses, damage: damage)

        let overlay = request.overlay(diagnostics) ?? none
        var filled = place
        filled.overlay = overlay
        filled.bounds = overlay.tints.reduce(IntRect.zero) { $0.union($1.area.bounds) }.intersection(record.size)
        return (FrameDiagnosis.replacing(at: path, in: nodes, with: .tints(filled)), diagnostics, overlay)
    }

    /// The indices leading to the tints' place: through groups' children, the last in the list
    /// that holds it.
    private static func placeholderPath(in nodes: [RenderNode]) -> [Int]? {
        for (i, node) in nodes.enumerated() {
            switch node {
            case .tints: return [i]
            case .group(let group):
                if let inner = placeholderPath(in: group.children) { return [i] + inner }
            case .bitmap, .backdrop, .shaded: continue
            }
        }
        return nil
    }

    /// The list `path` ends in, and the index in it.
    private static func list(at path: [Int], in nodes: [RenderNode]) -> (nodes: [RenderNode], index: Int) {
        guard path.count > 1, case .group(let group) = nodes[path[0]] else { return (nodes, path[0]) }
        return list(at: Array(path.dropFirst()), in: group.children)
    }

    /// `nodes` with the node at `path` replaced.
    private static func replacing(at path: [Int], in nodes: [RenderNode], with node: RenderNode) -> [RenderNode] {
        var nodes = nodes
        if path.count > 1, case .group(var group) = nodes[path[0]] {
            group.children = replacing(at: Array(path.dropFirst()), in: group.children, with: node)
            nodes[path[0]] = .group(group)
        } else {
            nodes[path[0]] = node
        }
        return nodes
    }
}
