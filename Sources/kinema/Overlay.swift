import ArgumentParser
import Preview

/// What `--overlay` draws over the scene in `render` and `bench`: the views the window shows
/// on a key. It may be given more than once.
enum Overlay: String, ExpressibleByArgument, CaseIterable {
    /// The timing bars (T).
    case timing
    /// The curve graphs of the selected animation (C).
    case curves
    /// The inspector beside the scene (I); the frame grows by its column.
    case inspector
    /// The debug overlays (F): blended layers, offscreen-rendered layers, redrawn regions and
    /// cache misses. The frame-time graph is the window's alone (it graphs real frame times).
    case blended, offscreen, redraw, misses

    static let help = ArgumentHelp(
        "A view drawn over the scene, as its key shows it in the window: timing (the timing bars, T), curves (the selected "
            + "animation's curve graphs, C), inspector (the layer tree and the selected layer's properties, I), or a debug "
            + "overlay as F shows it: blended (green opaque, red blended layers), offscreen (yellow offscreen-rendered layers), "
            + "redraw (yellow where the frame repainted) or misses (magenta where layer bitmaps were made afresh). Repeat for "
            + "several (one debug overlay at a time).",
        valueName: "view")

    /// Turns the view on in `session`.
    func show(in session: PreviewSession) {
        switch self {
        case .timing: session.showsTimingPanel = true
        case .curves: session.showsCurves = true
        case .inspector: session.showsInspector = true
        case .blended: session.debugOverlay = .blended
        case .offscreen: session.debugOverlay = .offscreen
        case .redraw: session.debugOverlay = .redraw
        case .misses: session.debugOverlay = .misses
        }
    }

    /// Whether a frame shows it only against the frames before (what it repainted, or made
    /// afresh), which `render` then draws first.
    var comparesWithFramesBefore: Bool { self == .redraw || self == .misses }
}
