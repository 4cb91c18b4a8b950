/// UINavigationControllerDelegate.
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for `operation` from `from` to `to`, or nil for the standard slide.
    func animationController(for navigationController: NavigationController, operation: NavigationController.Operation,
                             from: ViewController, to: ViewController) throws -> TransitionAnimator?
    /// navigationController(_:interactionControllerFor:): the interaction controller that
    /// drives `animator`, or nil for none. Asked only when there is an animator.
    func interactionController(for navigationController: NavigationController,
                               animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition?
}

extension NavigationControllerDelegate {
    public func interactionController(for navigationController: NavigationController,
                                      animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition? { nil }
}
