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
        let usage = ScriptFailure.message("\(typeName) takes a table, as in \(typeName){ action = function(g) ... end }, or the action function alone")
        if lua.top >= 2 {
            guard lua.top == 2 else { throw usage }
            if lua.isFunction(at: 2) {
                try recognizer.setScriptField("action", valueAt: 2, session: self, lua: lua)
            } else if lua.isTable(at: 2), object(at: 2, in: lua) == nil {
                for key in try lua.stringKeys(of: 2, orElse: { _ in usage }) {
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

    func pushGesture(_ recognizer: GestureRecognizer, on lua: Lua) {
        let type = type(of: recognizer)
        pushIdentity(of: recognizer, as: .gesture(type), named: type.typeName, on: lua)
    }

    func gesture(at index: Int32, in lua: Lua) -> GestureRecognizer? { object(at: index, in: lua) as? GestureRecognizer }
}
