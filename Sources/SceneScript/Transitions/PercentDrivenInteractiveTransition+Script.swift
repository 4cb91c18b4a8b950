import Views

/// `UIPercentDrivenInteractiveTransition()` (or with a table of its properties): an
/// interaction controller a transitioning or navigation delegate hands out, with
/// `update(percent)`, `finish()`, `cancel()`, `pause()` and the fields `completionSpeed`,
/// `completionCurve`, `wantsInteractiveStart`, `percentComplete`, `duration`. A script may
/// keep its own fields on it, as a Swift subclass adds properties.
extension PercentDrivenInteractiveTransition: ScriptObject, ScriptBound {
    static let typeName = "UIPercentDrivenInteractiveTransition"
    static let scriptKeys = ["completionSpeed", "completionCurve", "wantsInteractiveStart", "percentComplete", "duration"]

    var scriptType: ScriptType { .percentDrivenTransition }

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "completionSpeed": lua.push(completionSpeed)
        case "completionCurve": lua.push(completionCurve.rawValue)
        case "wantsInteractiveStart": lua.push(wantsInteractiveStart)
        case "percentComplete": lua.push(percentComplete)
        case "duration": lua.push(duration)
        default: session.pushOwnField(key, of: self, on: lua)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "completionSpeed":
            guard let speed = lua.number(at: index), speed.isFinite, speed > 0 else {
                throw .message("'completionSpeed' must be a number more than 0 (got \(lua.typeName(at: index)))")
            }
            completionSpeed = speed
        case "completionCurve":
            guard let name = lua.string(at: index), let curve = ViewAnimationCurve(rawValue: name) else {
                throw .message("'completionCurve' must be one of " + ViewAnimationCurve.allCases.map { "\"\($0.rawValue)\"" }
                    .joined(separator: ", ") + " (got \(lua.typeName(at: index)))")
            }
            completionCurve = curve
        case "wantsInteractiveStart":
            guard let flag = lua.bool(at: index) else {
                throw .message("'wantsInteractiveStart' must be true or false (got \(lua.typeName(at: index)))")
            }
            wantsInteractiveStart = flag
        case "percentComplete", "duration": throw .message("'\(key)' is read-only")
        default: try session.setOwnField(key, of: self, valueAt: index, on: lua)
        }
    }

    var scriptDescription: String { Self.typeName }
}

extension ScriptType {
    static let percentDrivenTransition = ScriptType.scriptObject(named: PercentDrivenInteractiveTransition.typeName,
                                                                 methods: ScriptSession.percentDrivenMethods,
                                                                 fields: PercentDrivenInteractiveTransition.scriptKeys)
}

extension ScriptSession {
    static let percentDrivenNamespaces: [Namespace] = [
        Namespace(names: [PercentDrivenInteractiveTransition.typeName], call: { s, lua throws(ScriptFailure) in
            let controller = PercentDrivenInteractiveTransition()
            try s.applyPercentDrivenArguments(to: controller, from: 2, on: lua)
            s.pushIdentity(of: controller, as: .percentDrivenTransition, named: PercentDrivenInteractiveTransition.typeName, on: lua)
            return 1
        }, functions: [("init", ScriptSession.engineInit)] + percentDrivenMethods),
    ]

    /// The constructor forms from `first` on: nothing, or a table of fields (`{ completionSpeed = 1 }`).
    func applyPercentDrivenArguments(to controller: PercentDrivenInteractiveTransition, from first: Int32,
                                     on lua: Lua) throws(ScriptFailure) {
        guard lua.top >= first, !lua.isNil(at: first) else { return }
        let usage = ScriptFailure.message("UIPercentDrivenInteractiveTransition takes nothing or a table, as in UIPercentDrivenInteractiveTransition{ completionSpeed = 1 }")
        guard lua.top == first, lua.isTable(at: first), object(at: first, in: lua) == nil else { throw usage }
        for key in try lua.stringKeys(of: first, orElse: { _ in usage }) {
            lua.rawGet(first, key)
            defer { lua.pop() }
            try controller.setScriptField(key, valueAt: lua.top, session: self, lua: lua)
        }
    }

    static let percentDrivenMethods: [(String, ScriptFunction)] = [
        ("update", { s, lua throws(ScriptFailure) in
            let controller = try s.receiver(PercentDrivenInteractiveTransition.self, "update", lua)
            guard let percent = lua.number(at: 2), percent.isFinite else {
                throw .message("update takes a number from 0 to 1, as in interaction:update(0.5) (got \(lua.typeName(at: 2)))")
            }
            controller.update(percent)
            return 0
        }),
        ("finish", { s, lua throws(ScriptFailure) in
            try s.receiver(PercentDrivenInteractiveTransition.self, "finish", lua).finish()
            return 0
        }),
        ("cancel", { s, lua throws(ScriptFailure) in
            try s.receiver(PercentDrivenInteractiveTransition.self, "cancel", lua).cancel()
            return 0
        }),
        ("pause", { s, lua throws(ScriptFailure) in
            try s.receiver(PercentDrivenInteractiveTransition.self, "pause", lua).pause()
            return 0
        }),
    ]
}
