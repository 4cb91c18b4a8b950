/// UIViewControllerAnimatedTransitioning: how one screen transition animates.
public protocol TransitionAnimator: AnyObject {
    /// Sets up and starts the animations; calls `context.completeTransition` when they end.
    func animateTransition(using context: TransitionContext) throws
}
