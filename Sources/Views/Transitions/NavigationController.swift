/// UINavigationController: a stack of view controllers whose top one's view fills the
/// navigation controller's view. Pushing and popping go through `ScreenTransitions`.
public final class NavigationController: ViewController {
    /// UINavigationController.Operation.
    public enum Operation: String, CaseIterable, Sendable {
        case push, pop
    }

    public internal(set) var viewControllers: [ViewController]
    /// UINavigationControllerDelegate: custom animators for pushes and pops.
    public var delegate: NavigationControllerDelegate?
    public var topViewController: ViewController? { viewControllers.last }

    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init(view: FillingContainerView())
        rootViewController.navigationController = self
        view.addSubview(rootViewController.view)
    }

    override public class var typeName: String { "UINavigationController" }

    /// As UINavigationController does, its top controller hears the navigation controller's
    /// own appearing and disappearing too.
    override public func notify(_ event: ViewControllerEvent, animated: Bool = false) {
        super.notify(event, animated: animated)
        switch event {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: topViewController?.notify(event, animated: animated)
        case .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews: break
        }
    }
}
