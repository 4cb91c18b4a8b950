import Geometry
import Views

/// The window turning between portrait and landscape: the scene takes the new size in an
/// animation, its view controllers hearing `viewWillTransition(size, coordinator)` first, with
/// `coordinator:animate(alongsideTransition, completion)` (or `{ alongsideTransition =,
/// completion = }`) adding blocks that run inside that animation and after it.
extension ScriptSession {
    /// Turns the scene to `size` (a `resize` input event).
    func turn(to size: Size) {
        guard size.width > 0, size.height > 0, size != settings.size else { return }
        var controllers = [settings.rootViewController]
        while let presented = controllers.last?.presentedViewController { controllers.append(presented) }
        settings.turnedSize = size
        viewAnimations.transition(settings.root, controllers: controllers, to: size)
        settings.size = size
    }

    static let coordinatorMethods: [(String, ScriptFunction)] = [
        ("animate", { s, lua throws(ScriptFailure) in
            guard let coordinator = s.object(at: 1, in: lua) as? TransitionCoordinator else {
                throw .message("animate is a method: call it with ':' (coordinator:animate(alongside, completion))")
            }
            var alongside: LuaFunctionReference?, completion: LuaFunctionReference?
            if lua.isTable(at: 2), s.object(at: 2, in: lua) == nil {
                try Arguments.checkLabels(in: 2, are: ["alongsideTransition", "completion"], of: "animate", on: lua)
                alongside = try s.optionalFunction(in: 2, "alongsideTransition", lua)
                completion = try s.optionalFunction(in: 2, "completion", lua)
            } else {
                for (index, slot) in [(Int32(2), 0), (Int32(3), 1)] where !lua.isNil(at: index) {
                    guard lua.isFunction(at: index) else {
                        throw .message("animate takes two functions (or nil), as in coordinator:animate(function(context) ... end, nil)")
                    }
                    if slot == 0 { alongside = s.functionReference(at: index, on: lua) } else { completion = s.functionReference(at: index, on: lua) }
                }
            }
            coordinator.animate(alongsideTransition: alongside.map { s.coordinatorBlock($0) },
                                completion: completion.map { s.coordinatorBlock($0) })
            lua.push(true)
            return 1
        }),
    ]

    /// A Lua block given the coordinator as its context; an error it raises is the scene's.
    private func coordinatorBlock(_ function: LuaFunctionReference) -> (TransitionCoordinator) -> Void {
        { [weak self] coordinator in
            guard let self else { return }
            if let failure = self.host.call(function.reference, pushArguments: { lua in
                self.pushIdentity(of: coordinator, as: .transitionCoordinator, named: TransitionCoordinator.scriptTypeName, on: lua)
                return 1
            }) { self.timeline.errors.append(self.sceneError(from: failure)) }
        }
    }

    private func optionalFunction(in table: Int32, _ label: String, _ lua: Lua) throws(ScriptFailure) -> LuaFunctionReference? {
        lua.rawGet(table, label)
        defer { lua.pop() }
        if lua.isNil(at: lua.top) { return nil }
        guard lua.isFunction(at: lua.top) else { throw .message("animate: '\(label)' must be a function (got \(lua.typeName(at: lua.top)))") }
        return functionReference(at: lua.top, on: lua)
    }
}

/// The coordinator (and context) as scripts see it.
extension TransitionCoordinator: ScriptObject {
    static let scriptTypeName = "UIViewControllerTransitionCoordinator"
    static let scriptKeys = ["targetSize", "transitionDuration", "isAnimated", "isCompleted"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "targetSize": session.pushBox(.size(targetSize), on: lua)
        case "transitionDuration": lua.push(transitionDuration)
        case "isAnimated": lua.push(isAnimated)
        case "isCompleted": lua.push(isCompleted)
        default:
            throw .message(Suggestion.message("UIViewControllerTransitionCoordinator has no property '\(key)'", for: key,
                                              in: TransitionCoordinator.scriptKeys + ["animate"]))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("the coordinator's '\(key)' is read-only")
    }

    var scriptDescription: String { "UIViewControllerTransitionCoordinator to \(targetSize)" }
}
