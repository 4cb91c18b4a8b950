import Views

/// UITouch as scripts see it: `touch:location(in)`, `touch:previousLocation(in)`,
/// `timestamp`, `phase` and `view`. A `touches` argument is a table of the touches (one:
/// the pointer) that also answers `touches.first`, as Swift code reads a `Set<UITouch>`.
extension Touch: ScriptObject {
    static let typeName = "UITouch"
    static let scriptKeys = ["timestamp", "phase", "view"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "timestamp": lua.push(timestamp)
        case "phase": lua.push(phase.rawValue)
        case "view": session.pushView(view, on: lua)
        default:
            throw .message(Suggestion.message("UITouch has no property '\(key)'", for: key,
                                              in: Touch.scriptKeys + ScriptSession.touchMethods.map(\.0)))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("a UITouch is read-only")
    }

    var scriptDescription: String { "UITouch(\(phase.rawValue))" }
}

extension ScriptSession {
    static let touchMethods: [(String, ScriptFunction)] = [
        ("location", { s, lua throws(ScriptFailure) in try s.touchLocation(lua, previous: false) }),
        ("previousLocation", { s, lua throws(ScriptFailure) in try s.touchLocation(lua, previous: true) }),
    ]

    /// `touch:location(in)` / `touch:location{["in"] = view}`; nil for the scene's coordinates.
    private func touchLocation(_ lua: Lua, previous: Bool) throws(ScriptFailure) -> Int32 {
        let method = previous ? "previousLocation" : "location"
        let touch = try receiver(Touch.self, method, lua)
        var index: Int32 = 2
        if lua.isTable(at: 2), view(at: 2, in: lua) == nil {
            try Arguments.checkLabels(in: 2, are: ["in"], of: method, on: lua)
            lua.rawGet(2, "in")
            index = lua.top
        }
        guard lua.isNil(at: index) || view(at: index, in: lua) != nil else {
            throw .message("\(method)(in): expected a view or nil (got \(lua.typeName(at: index)))")
        }
        let inView = view(at: index, in: lua)
        pushBox(.point(previous ? touch.previousLocation(in: inView) : touch.location(in: inView)), on: lua)
        return 1
    }

    func pushTouch(_ touch: Touch, on lua: Lua) {
        pushIdentity(of: touch, as: .touch, named: Touch.typeName, on: lua)
    }

    /// A `Set<UITouch>` holding `touch`: `touches[1]`, `touches.first`, `touches.count`.
    func pushTouches(_ touch: Touch, on lua: Lua) {
        lua.newTable(arrayCount: 1, recordCount: 2)
        pushTouch(touch, on: lua)
        lua.pushCopy(of: -1)
        lua.rawSet(-3, index: 1)
        lua.rawSet(-2, "first")
        lua.push(1)
        lua.rawSet(-2, "count")
    }
}
