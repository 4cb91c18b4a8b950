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

/// Reads the animator a delegate method returned: a table, or nil for UIKit's standard one.
private func animator(returnedBy object: ScriptTableObject, method: String, call: (ScriptTableObject, @escaping (Lua, Int32) throws(ScriptFailure) -> Void) throws -> Void) throws -> TransitionAnimator? {
    guard let session = object.session, object.hasMethod(method) else { return nil }
    var result: TransitionAnimator?
    try call(object) { lua, index throws(ScriptFailure) in
        if lua.isNil(at: index) { return }
        guard lua.isTable(at: index), session.object(at: index, in: lua) == nil else {
            throw .message("\(method) must return an animator table or nil (got \(lua.typeName(at: index)))")
        }
        result = ScriptTransitionAnimator(session: session, table: session.functionReference(at: index, on: lua))
    }
    return result
}

/// A view controller's `transitioningDelegate` table: its
/// `animationControllerForPresented(self, presented, presenting, source)` and
/// `animationControllerForDismissed(self, dismissed)` hand out animators.
final class ScriptTransitioningDelegate: ScriptTableObject, TransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController) throws -> TransitionAnimator? {
        try animator(returnedBy: self, method: "animationControllerForPresented") { object, read in
            try object.call("animationControllerForPresented", pushArguments: { [weak session] lua in
                for controller in [presented, presenting, presenting] { session?.pushViewController(controller, on: lua) }
                return 3
            }, readResult: read)
        }
    }

    func animationController(forDismissed dismissed: ViewController) throws -> TransitionAnimator? {
        try animator(returnedBy: self, method: "animationControllerForDismissed") { object, read in
            try object.call("animationControllerForDismissed", pushArguments: { [weak session] lua in
                session?.pushViewController(dismissed, on: lua)
                return 1
            }, readResult: read)
        }
    }
}

/// A navigation controller's `delegate` table: its
/// `animationController(self, navigationController, operation, fromVC, toVC)` hands out
/// animators, with `operation` "push" or "pop".
final class ScriptNavigationDelegate: ScriptTableObject, NavigationControllerDelegate {
    func animationController(for navigationController: NavigationController, operation: NavigationController.Operation,
                             from: ViewController, to: ViewController) throws -> TransitionAnimator? {
        try animator(returnedBy: self, method: "animationController") { object, read in
            try object.call("animationController", pushArguments: { [weak session] lua in
                session?.pushViewController(navigationController, on: lua)
                lua.push(operation.rawValue)
                session?.pushViewController(from, on: lua)
                session?.pushViewController(to, on: lua)
                return 4
            }, readResult: read)
        }
    }
}
