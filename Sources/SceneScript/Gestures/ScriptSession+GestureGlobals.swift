import Views

/// `UITapGestureRecognizer{ action = function(g) end }`, `UIPanGestureRecognizer{...}` and
/// `UILongPressGestureRecognizer{...}` (also without the `UI`), or with the action alone: `UITapGestureRecognizer(fn)`.
extension ScriptSession {
    static let gestureTypes: [String: () -> GestureRecognizer] = [
        "UITapGestureRecognizer": { TapGestureRecognizer() }, "UIPanGestureRecognizer": { PanGestureRecognizer() },
        "UILongPressGestureRecognizer": { LongPressGestureRecognizer() }, "UIGestureRecognizer": { GestureRecognizer() },
    ]

    static let gestureNamespaces: [Namespace] = gestureTypes.keys.sorted().map { name in
        Namespace(names: [name, String(name.dropFirst(2))], call: constructGesture,
                  functions: [("init", ScriptSession.engineInit)] + gestureHookDefaults)
    }

    private static let constructGesture: ScriptFunction = { s, lua throws(ScriptFailure) in
        try s.constructGesture(lua)
    }

    private func constructGesture(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let typeName = namespaceName(at: 1, in: lua), let make = ScriptSession.gestureTypes[typeName] else { return 0 }
        let recognizer = make()
        try applyGestureArguments(to: recognizer, typeName: typeName, from: 2, on: lua)
        pushGesture(recognizer, on: lua)
        return 1
    }

    /// A recogniser's constructor forms from `first` on: `{ action = fn, name = ... }`,
    /// `{ target = obj, action = "method" }`, the action function alone, or a target and a
    /// method name (`UIPanGestureRecognizer(target: self, action: #selector(handlePan))`).
    func applyGestureArguments(to recognizer: GestureRecognizer, typeName: String, from first: Int32,
                               on lua: Lua) throws(ScriptFailure) {
        let usage = ScriptFailure.message("\(typeName) takes a table, as in \(typeName){ action = function(g) ... end } "
            + "or \(typeName){ target = self, action = \"handle\" }, the action function alone, or a target and a method name")
        let last = lua.top
        if last == first + 1, lua.string(at: last) != nil {
            try setGestureTarget(of: recognizer, targetAt: first, actionAt: last, on: lua)
        } else if last >= first, !(last == first && lua.isNil(at: first)) {
            guard last == first else { throw usage }
            if lua.isFunction(at: first) {
                try recognizer.setScriptField("action", valueAt: first, session: self, lua: lua)
            } else if lua.isTable(at: first), object(at: first, in: lua) == nil {
                var keys = try lua.stringKeys(of: first, orElse: { _ in usage })
                if keys.contains("target") {
                    lua.rawGet(first, "target")
                    lua.rawGet(first, "action")
                    try setGestureTarget(of: recognizer, targetAt: lua.top - 1, actionAt: lua.top, on: lua)
                    lua.pop(2)
                    keys.removeAll { $0 == "target" || $0 == "action" }
                }
                for key in keys {
                    lua.rawGet(first, key)
                    defer { lua.pop() }
                    try recognizer.setScriptField(key, valueAt: lua.top, session: self, lua: lua)
                }
            } else {
                throw usage
            }
        }
    }

    /// A target and the name of its method as the action (Swift's `#selector`): the method
    /// is called as `target:name(recognizer)`.
    func setGestureTarget(of recognizer: GestureRecognizer, targetAt targetIndex: Int32, actionAt actionIndex: Int32,
                          on lua: Lua) throws(ScriptFailure) {
        let typeName = type(of: recognizer).typeName
        guard let name = lua.string(at: actionIndex) else {
            throw .message("\(typeName): with a target, the action is the name of the target's method (got \(lua.typeName(at: actionIndex)))")
        }
        guard let target = try targetObject(at: targetIndex, typeName, lua) else {
            throw .message("\(typeName): the action '\(name)' needs a target whose method it is")
        }
        recognizer.action = { [weak self] g throws in
            guard let self else { return }
            if let failure = self.callMethod(name, of: target, with: { lua in self.pushGesture(g, on: lua) }) { throw failure }
        }
    }

    func pushGesture(_ recognizer: GestureRecognizer, on lua: Lua) {
        pushIdentity(of: recognizer, as: recognizer.scriptType, named: type(of: recognizer).typeName, on: lua)
    }

    func gesture(at index: Int32, in lua: Lua) -> GestureRecognizer? { object(at: index, in: lua) as? GestureRecognizer }
}
