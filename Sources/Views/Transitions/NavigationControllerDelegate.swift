/// UINavigationControllerDelegate.
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for `operation` from `from` to `to`, or nil for the standard slide.
    func animationController(for navigationController: NavigationController, operation: NavigationController.Operation,
                             from: ViewController, to: ViewController) throws -> TransitionAnimator?
}
