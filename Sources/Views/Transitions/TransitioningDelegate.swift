/// UIViewControllerTransitioningDelegate.
public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`, or nil for the standard one.
    func animationController(forPresented presented: ViewController, presenting: ViewController) throws -> TransitionAnimator?
    /// The animator for dismissing `dismissed`, or nil for the standard one.
    func animationController(forDismissed dismissed: ViewController) throws -> TransitionAnimator?
    /// interactionControllerForPresentation(using:): the interaction controller that drives
    /// `animator`'s presentation, or nil for none. Asked only when there is an animator.
    func interactionController(forPresentation animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition?
    /// interactionControllerForDismissal(using:), likewise.
    func interactionController(forDismissal animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition?
}

extension TransitioningDelegate {
    public func interactionController(forPresentation animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition? { nil }
    public func interactionController(forDismissal animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition? { nil }
}
