/// UIModalPresentationStyle: how a presented view controller covers the screen. Kinema has
/// one window the size of the scene, so every style presents over the whole scene; they
/// differ in what happens to the presenting view afterwards.
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext,
         popover, none

    /// Whether the presenting view stays in the window under the presented one once the
    /// presentation completes (UIKit's `overFullScreen`, `overCurrentContext` and `custom`,
    /// whose presentation controllers answer false to `shouldRemovePresentersView`). The
    /// other styles take it out, as `fullScreen` does (`pageSheet` and `automatic` are
    /// shown as full-screen sheets here).
    public var keepsPresentingView: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext, .custom: return true
        default: return false
        }
    }
}

/// UIStatusBarStyle.
public enum StatusBarStyle: String, CaseIterable, Sendable {
    case `default`, lightContent, darkContent
}
