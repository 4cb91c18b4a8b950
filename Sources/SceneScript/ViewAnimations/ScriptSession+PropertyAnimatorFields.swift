import CLua
import Views

/// A property animator's properties as scripts see them: `fractionComplete`, `isReversed`,
/// `scrubsLinearly`, `pausesOnCompletion` and `isInterruptible` to read and set; `isRunning`,
/// `state` ("inactive", "active", "stopped"), `duration`, `delay` and `timingParameters` to read.
extension PropertyAnimator: ScriptObject {
    static let scriptKeys = ["fractionComplete", "isReversed", "isRunning", "state", "scrubsLinearly", "pausesOnCompletion",
                             "isInterruptible", "duration", "delay", "timingParameters"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "fractionComplete": lua.push(fractionComplete)
        case "isReversed": lua.push(isReversed)
        case "isRunning": lua.push(isRunning)
        case "state": lua.push(state.rawValue)
        case "scrubsLinearly": lua.push(scrubsLinearly)
        case "pausesOnCompletion": lua.push(pausesOnCompletion)
        case "isInterruptible": lua.push(isInterruptible)
        case "duration": lua.push(duration)
        case "delay": lua.push(delay)
        case "timingParameters": session.pushTiming(TimingParametersObject(timingParameters), on: lua)
        default: throw unknownField(key)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "fractionComplete":
            guard let fraction = lua.number(at: index), fraction.isFinite else {
                throw .message("'fractionComplete' must be a finite number (got \(session.describeNumber(at: index, on: lua)))")
            }
            try session.reportingRefusals { try setFractionComplete(fraction) }
        case "isReversed": setReversed(try flag(key, at: index, lua))
        case "scrubsLinearly": scrubsLinearly = try flag(key, at: index, lua)
        case "pausesOnCompletion": pausesOnCompletion = try flag(key, at: index, lua)
        case "isInterruptible":
            let interruptible = try flag(key, at: index, lua)
            try session.reportingRefusals { try setInterruptible(interruptible) }
        case "isRunning", "state", "duration", "delay", "timingParameters":
            throw .message("'\(key)' is read-only")
        default: throw unknownField(key)
        }
    }

    var scriptDescription: String { "UIViewPropertyAnimator (\(stateDescription))" }

    private func flag(_ key: String, at index: Int32, _ lua: Lua) throws(ScriptFailure) -> Bool {
        guard lua.type(at: index) == LUA_TBOOLEAN, let flag = lua.bool(at: index) else {
            throw .message("'\(key)' must be true or false (got \(lua.typeName(at: index)))")
        }
        return flag
    }

    private func unknownField(_ key: String) -> ScriptFailure {
        .message(Suggestion.message("UIViewPropertyAnimator has no property '\(key)'", for: key,
                                    in: Self.scriptKeys + ScriptSession.animatorMethods.map(\.0)))
    }
}
