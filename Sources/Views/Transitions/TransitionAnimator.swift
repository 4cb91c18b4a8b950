/// UIViewControllerAnimatedTransitioning: how one screen transition animates.
public protocol TransitionAnimator: AnyObject {
    /// Sets up and starts the animations; calls `context.completeTransition` when they end.
    func animateTransition(using context: TransitionContext) throws
    /// transitionDuration(using:): how long the transition lasts, which an interaction
    /// controller scrubs through; nil when the animator does not say.
    func transitionDuration(using context: TransitionContext) throws -> Double?
}

extension TransitionAnimator {
    public func transitionDuration(using context: TransitionContext) throws -> Double? { nil }
}
