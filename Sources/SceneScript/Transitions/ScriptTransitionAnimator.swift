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

    /// Its `transitionDuration(self, transitionContext)`, if it has one.
    func transitionDuration(using context: TransitionContext) throws -> Double? {
        guard hasMethod("transitionDuration") else { return nil }
        var duration: Double?
        try call("transitionDuration", pushArguments: { [weak session] lua in
            session?.pushTransitionContext(context, on: lua)
            return 1
        }, readResult: { lua, index throws(ScriptFailure) in
            guard let value = lua.number(at: index), value.isFinite, value >= 0 else {
                throw .message("transitionDuration must return a number of seconds, 0 or more (got \(lua.typeName(at: index)))")
            }
            duration = value
        })
        return duration
    }
}
