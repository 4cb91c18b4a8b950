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

    static let help = ArgumentHelp(
        "A view drawn over the scene, as its key shows it in the window: timing (the timing bars, T), curves (the selected "
            + "animation's curve graphs, C), inspector (the layer tree and the selected layer's properties, I). Repeat for several.",
        valueName: "view")

    /// Turns the view on in `session`.
    func show(in session: PreviewSession) {
        switch self {
        case .timing: session.showsTimingPanel = true
        case .curves: session.showsCurves = true
        case .inspector: session.showsInspector = true
        }
    }
}
