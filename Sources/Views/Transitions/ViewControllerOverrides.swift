import Geometry

/// The moments UIKit tells a view controller about, which a view controller class written in
/// a scene overrides.
public enum ViewControllerEvent: String, CaseIterable, Sendable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews
}

/// What an instance of a view controller class written in a scene overrides.
public protocol ViewControllerOverrides: AnyObject {
    /// The class's `loadView()`, which sets the controller's view; false when it has none.
    func loadView(_ controller: ViewController) -> Bool
    /// Tells the class about `event` (`animated` for the appearance events).
    func viewController(_ controller: ViewController, did event: ViewControllerEvent, animated: Bool)
    /// The class's `viewWillTransition(to:with:)`: the scene is changing to `size`.
    func viewWillTransition(_ controller: ViewController, to size: Size, with coordinator: TransitionCoordinator)
}
