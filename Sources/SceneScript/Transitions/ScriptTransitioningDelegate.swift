import Views

/// A view controller's `transitioningDelegate` table: its
/// `animationControllerForPresented(self, presented, presenting, source)` and
/// `animationControllerForDismissed(self, dismissed)` hand out animators.
final class ScriptTransitioningDelegate: ScriptTableObject, TransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController) throws -> TransitionAnimator? {
        try animator(returnedBy: "animationControllerForPresented") { [weak session] lua in
            for controller in [presented, presenting, presenting] { session?.pushViewController(controller, on: lua) }
            return 3
        }
    }

    func interactionController(forPresentation animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition? {
        try interactionController(returnedBy: "interactionControllerForPresentation", animator: animator)
    }

    func interactionController(forDismissal animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition? {
        try interactionController(returnedBy: "interactionControllerForDismissal", animator: animator)
    }

    func animationController(forDismissed dismissed: ViewController) throws -> TransitionAnimator? {
        try animator(returnedBy: "animationControllerForDismissed") { [weak session] lua in
            session?.pushViewController(dismissed, on: lua)
            return 1
        }
    }
}
