import Views

/// Delegates that hand out transition animators (transitioning and navigation delegates).
extension ScriptTableObject {
    /// The animator the delegate method `method` returns when called with the arguments
    /// `pushArguments` pushes: a table, or nil (also when there is no such method) for
    /// UIKit's standard one.
    func animator(returnedBy method: String, pushArguments: (Lua) -> Int32) throws(ScriptFailure) -> TransitionAnimator? {
        guard let session, hasMethod(method) else { return nil }
        var result: TransitionAnimator?
        try call(method, pushArguments: pushArguments) { lua, index throws(ScriptFailure) in
            if lua.isNil(at: index) { return }
            guard lua.isTable(at: index), session.object(at: index, in: lua) == nil else {
                throw .message("\(method) must return an animator table or nil (got \(lua.typeName(at: index)))")
            }
            result = ScriptTransitionAnimator(session: session, table: session.functionReference(at: index, on: lua))
        }
        return result
    }

    /// The interaction controller the delegate method `method` returns for `animator` (after
    /// the arguments `pushArguments` pushes): a UIPercentDrivenInteractiveTransition, or nil.
    func interactionController(returnedBy method: String, animator: TransitionAnimator,
                               pushArguments: (Lua) -> Int32 = { _ in 0 }) throws(ScriptFailure) -> PercentDrivenInteractiveTransition? {
        guard let session, hasMethod(method) else { return nil }
        var result: PercentDrivenInteractiveTransition?
        try call(method, pushArguments: { lua in
            let count = pushArguments(lua)
            if let table = (animator as? ScriptTableObject)?.table { lua.pushReference(table.reference) } else { lua.pushNil() }
            return count + 1
        }) { lua, index throws(ScriptFailure) in
            if lua.isNil(at: index) { return }
            guard let controller = session.object(at: index, in: lua) as? PercentDrivenInteractiveTransition else {
                throw .message("\(method) must return a UIPercentDrivenInteractiveTransition or nil (got \(lua.typeName(at: index)))")
            }
            result = controller
        }
        return result
    }
}
