import Views

/// The transition context's fields: `containerView`, `isAnimated`, `isInteractive`,
/// `transitionWasCancelled` (a property, as Swift spells it).
extension TransitionContext: ScriptObject {
    /// The protocol's name, which is the type's name in scripts.
    static let scriptTypeName = "UIViewControllerContextTransitioning"
    static let scriptKeys = ["containerView", "isAnimated", "isInteractive", "transitionWasCancelled"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "containerView": session.pushView(containerView, on: lua)
        case "isAnimated": lua.push(isAnimated)
        case "isInteractive": lua.push(isInteractive)
        case "transitionWasCancelled": lua.push(transitionWasCancelled)
        default:
            throw .message(Suggestion.message("the transition context has no property '\(key)'", for: key,
                                              in: Self.scriptKeys + ScriptSession.transitionContextMethods.map(\.0)))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("the transition context is read-only")
    }

    var scriptDescription: String { Self.scriptTypeName }
}
