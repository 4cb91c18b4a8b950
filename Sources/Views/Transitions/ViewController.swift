/// UIViewController, as far as screen transitions go: a view, the view controller it
/// presents or was presented by, its navigation controller, and the delegate that hands out
/// custom animators for its presentation and dismissal.
open class ViewController {
    /// The view it manages.
    public let view: View
    public var title: String?
    /// UIViewControllerTransitioningDelegate: custom animators for presenting and dismissing
    /// this view controller; nil uses the standard slide up and down.
    public var transitioningDelegate: TransitioningDelegate?
    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) weak var navigationController: NavigationController?

    public init(view: View) {
        self.view = view
    }

    /// The type name scripts use.
    open class var typeName: String { "UIViewController" }
}
