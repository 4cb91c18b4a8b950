import Geometry
import Layers
import Raster

/// The debug overlays over the scene (`DebugOverlayKind`): the tints the compositor draws from
/// each frame's `FrameDiagnostics` right above the scene's draws, and, in `layer` (above those,
/// under the HUD), the overlay's name in the top right corner and the frame-time graph.
///
/// Blended, offscreen and misses tint their areas in flat colours painted in drawing order (a
/// later opaque colour covers an earlier one, so each pixel shows its topmost draw), blended
/// over the scene at `tintOpacity`: a pixel of colour c under tint t shows c · 0.5 + t · 0.5.
/// Redraw lays yellow over each rectangle repainted, at `flashAlpha` the frame it was repainted,
/// dimming in `fadeSteps` even steps over the `flashFrames` frames drawn after, then gone (a
/// step changes the flash's pixels, so they are repainted once a step, not every frame: a whole
/// frame flashing costs three repaints of it, not twelve); a pixel repainted again
/// shows only its latest flash. The tints themselves are never counted as repainted, so a
/// fading flash makes no new one.
final class DebugOverlay {
    /// Add this layer above the scene and under the HUD; it is hidden while no overlay is on.
    let layer = Layer()
    private let label = Layer()
    private let labelText = TextLayer()
    private let graph = FrameTimeGraph()

    /// The overlay shown, or nil. Choosing one starts it afresh: no flashes carry over.
    var kind: DebugOverlayKind? {
        didSet { flashes = [] }
    }

    /// The rectangles repainted in recent frames (device pixels), oldest first, with how many
    /// frames ago.
    private var flashes: [(rect: IntRect, age: Int)] = []

    static let tintOpacity = 0.5
    static let opaqueColor = Color(red: 0, green: 1, blue: 0)
    static let blendedColor = Color(red: 1, green: 0, blue: 0)
    static let offscreenColor = Color(red: 1, green: 1, blue: 0)
    static let missColor = Color(red: 1, green: 0, blue: 1)
    static let flashColor = Color(red: 1, green: 1, blue: 0)
    static let flashAlpha = 0.5
    static let flashFrames = 12
    static let fadeSteps = 3
    /// The most flash rectangles kept (the oldest go first): cutting can split them.
    static let mostFlashes = 256
    static let fontSize = 11.0

    init() {
        layer.name = "kinema.debugOverlay"
        layer.isHidden = true
        label.backgroundColor = Color(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.8)
        label.cornerRadius = 4
        labelText.font = Font(family: "DejaVu Sans Mono", size: DebugOverlay.fontSize)
        labelText.fontSize = DebugOverlay.fontSize
        labelText.foregroundColor = .white
        labelText.alignmentMode = .center
        labelText.verticalAlignment = .center
        label.addSublayer(labelText)
        layer.addSublayer(label)
        layer.addSublayer(graph.layer)
    }

    /// Lays the name (and the graph, for frame time) out over a scene of `sceneSize` points.
    func update(sceneSize: Size) {
        layer.isHidden = kind == nil
        guard let kind else { return }
        layer.frame = Rect(origin: .zero, size: sceneSize)
        // DejaVu Sans Mono's advance is 0.602 em.
        let width = (Double(kind.title.count) * DebugOverlay.fontSize * 0.602 + 12).rounded(.up)
        label.frame = Rect(x: max(sceneSize.width - width - 8, 0), y: 8, width: width, height: 18)
        labelText.frame = label.bounds
        labelText.string = kind.title
        graph.layer.isHidden = kind != .frameTime
        if kind == .frameTime {
            graph.update(in: Rect(x: max(sceneSize.width - FrameTimeGraph.size.width - 8, 0), y: 32,
                                  width: min(FrameTimeGraph.size.width, sceneSize.width), height: FrameTimeGraph.size.height))
        }
    }

    /// Adds one frame's real time, in milliseconds, to the graph.
    func recordFrameTime(_ milliseconds: Double) { graph.record(milliseconds) }

    /// What to ask the compositor for while the overlay shows, about `subject` (the scene's
    /// presentation tree); flashes are kept within `sceneArea` (device pixels), off the HUD's strip.
    func request(for subject: Layer, sceneArea: IntRect) -> DiagnosticsRequest? {
        guard let kind, kind.readsDiagnostics else { return nil }
        return DiagnosticsRequest(subject: subject) { [unowned self] diagnostics in
            self.tints(for: diagnostics, sceneArea: sceneArea)
        }
    }

    /// The tints of the overlay shown for a frame's diagnostics; a redraw ages its flashes by
    /// one frame and adds the frame's damage.
    func tints(for diagnostics: FrameDiagnostics, sceneArea: IntRect) -> TintOverlay? {
        func flat(_ areas: [DeviceArea], _ color: Color) -> TintOverlay {
            TintOverlay(tints: areas.map { Tint(area: $0, color: color) }, opacity: DebugOverlay.tintOpacity)
        }
        switch kind {
        case nil, .frameTime?:
            return nil
        case .blended?:
            return TintOverlay(tints: diagnostics.draws.map {
                Tint(area: $0.area, color: $0.blends ? DebugOverlay.blendedColor : DebugOverlay.opaqueColor)
            }, opacity: DebugOverlay.tintOpacity)
        case .offscreen?:
            return flat(diagnostics.offscreen, DebugOverlay.offscreenColor)
        case .misses?:
            return flat(diagnostics.misses, DebugOverlay.missColor)
        case .redraw?:
            // Each pixel shows its latest repaint: older flashes are cut away under newer ones
            // (stacked, a region repainted every frame would turn solid yellow).
            let repainted = diagnostics.damage.map { $0.intersection(sceneArea) }.filter { !$0.isEmpty }
            flashes = flashes.flatMap { flash -> [(rect: IntRect, age: Int)] in
                guard flash.age + 1 < DebugOverlay.flashFrames else { return [] }
                let left = repainted.reduce([flash.rect]) { pieces, cut in pieces.flatMap { $0.subtracting(cut) } }
                return left.map { ($0, flash.age + 1) }
            } + repainted.map { ($0, 0) }
            if flashes.count > DebugOverlay.mostFlashes { flashes.removeFirst(flashes.count - DebugOverlay.mostFlashes) }
            return TintOverlay(tints: flashes.map { flash in
                let step = flash.age * DebugOverlay.fadeSteps / DebugOverlay.flashFrames
                let fade = Double(DebugOverlay.fadeSteps - step) / Double(DebugOverlay.fadeSteps)
                return Tint(area: DeviceArea(rect: flash.rect), color: DebugOverlay.flashColor.multipliedAlpha(DebugOverlay.flashAlpha * fade))
            }, opacity: 1)
        }
    }
}
