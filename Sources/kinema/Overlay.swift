import ArgumentParser
import Preview

/// What `--overlay` draws over the scene in `render` and `bench`: the views the window shows
/// on a key.
enum Overlay: String, ExpressibleByArgument, CaseIterable {
    /// The timing bars (T).
    case timing

    static let help = ArgumentHelp("A view drawn over the scene: timing (the timing bars, as T shows them).", valueName: "view")

    /// Turns the view on in `session`.
    func show(in session: PreviewSession) {
        switch self {
        case .timing: session.showsTimingPanel = true
        }
    }
}
