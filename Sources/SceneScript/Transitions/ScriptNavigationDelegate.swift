import Views

/// A navigation controller's `delegate` table: its
/// `animationController(self, navigationController, operation, fromVC, toVC)` hands out
/// animators, with `operation` "push" or "pop".
final class ScriptNavigationDelegate: ScriptTableObject, NavigationControllerDelegate {
    func animationController(for navigationController: NavigationController, operation: NavigationController.Operation,
                             from: ViewController, to: ViewController) throws -> TransitionAnimator? {
        try animator(returnedBy: "animationController") { [weak session] lua in
            session?.pushViewController(navigationController, on: lua)
            lua.push(operation.rawValue)
            session?.pushViewController(from, on: lua)
            session?.pushViewController(to, on: lua)
            return 4
        }
    }

    /// `interactionController(self, navigationController, animator)`.
    func interactionController(for navigationController: NavigationController,
                               animator: TransitionAnimator) throws -> PercentDrivenInteractiveTransition? {
        try interactionController(returnedBy: "interactionController", animator: animator) { [weak session] lua in
            session?.pushViewController(navigationController, on: lua)
            return 1
        }
    }
}
