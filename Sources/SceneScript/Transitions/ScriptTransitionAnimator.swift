import Views

/// A script's animator table (UIViewControllerAnimatedTransitioning): UIKit calls its
/// `animateTransition(self, transitionContext)`.
final class ScriptTransitionAnimator: ScriptTableObject, TransitionAnimator {
    func animateTransition(using context: TransitionContext) throws {
        guard hasMethod("animateTransition") else {
            throw ScriptFailure.message("a transition animator needs an animateTransition(self, transitionContext) method")
        }
        try call("animateTransition", pushArguments: { [weak session] lua in
            session?.pushTransitionContext(context, on: lua)
            return 1
        })
    }
}
