import Views

/// `UITapGestureRecognizer{ action = function(g) end }` and `UIPanGestureRecognizer{...}`
/// (also without the `UI`), or with the action alone: `UITapGestureRecognizer(fn)`.
extension ScriptSession {
    static let gestureTypes: [String: () -> GestureRecognizer] = [
        "UITapGestureRecognizer": { TapGestureRecognizer() }, "UIPanGestureRecognizer": { PanGestureRecognizer() },
    ]

    static let gestureNamespaces: [Namespace] = gestureTypes.keys.sorted().map { name in
        Namespace(names: [name, String(name.dropFirst(2))], call: constructGesture)
    }

    private static let constructGesture: ScriptFunction = { s, lua throws(ScriptFailure) in
        try s.constructGesture(lua)
    }

    private func constructGesture(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let typeName = namespaceName(at: 1, in: lua), let make = ScriptSession.gestureTypes[typeName] else { return 0 }
        let recognizer = make()
        let usage = ScriptFailure.message("\(typeName) takes a table, as in \(typeName){ action = function(g) ... end } "
            + "or \(typeName){ target = self, action = \"handle\" }, the action function alone, or a target and a method name")
        if lua.top == 3, lua.string(at: 3) != nil {
            // UIPanGestureRecognizer(target: self, action: #selector(handlePan)).
            try setGestureTarget(of: recognizer, targetAt: 2, actionAt: 3, on: lua)
        } else if lua.top >= 2 {
            guard lua.top == 2 else { throw usage }
            if lua.isFunction(at: 2) {
                try recognizer.setScriptField("action", valueAt: 2, session: self, lua: lua)
            } else if lua.isTable(at: 2), object(at: 2, in: lua) == nil {
                var keys = try lua.stringKeys(of: 2, orElse: { _ in usage })
                if keys.contains("target") {
                    lua.rawGet(2, "target")
                    lua.rawGet(2, "action")
                    try setGestureTarget(of: recognizer, targetAt: lua.top - 1, actionAt: lua.top, on: lua)
                    lua.pop(2)
                    keys.removeAll { $0 == "target" || $0 == "action" }
                }
                for key in keys {
                    lua.rawGet(2, key)
                    defer { lua.pop() }
                    try recognizer.setScriptField(key, valueAt: lua.top, session: self, lua: lua)
                }
            } else {
                throw usage
            }
        }
        pushGesture(recognizer, on: lua)
        return 1
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
        let name = type(of: recognizer).typeName
        let methods = recognizer is PanGestureRecognizer ? ScriptSession.panMethods : ScriptSession.gestureMethods
        pushIdentity(of: recognizer, as: .scriptObject(named: name, methods: methods), named: name, on: lua)
    }

    func gesture(at index: Int32, in lua: Lua) -> GestureRecognizer? { object(at: index, in: lua) as? GestureRecognizer }
}
