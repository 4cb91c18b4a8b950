import Animation
import Layers

/// The CAMediaTiming properties that animations and layers share: `beginTime`, `duration`,
/// `speed`, `timeOffset`, `repeatCount`, `repeatDuration`, `autoreverses`, `fillMode`.
///
/// Values are checked as they are set: times must be finite; `duration`, `repeatCount` and
/// `repeatDuration` must not be negative or NaN (`math.huge` repeats forever). `speed` may be
/// any finite number: 0 pauses (local time stays at `timeOffset`), and a negative speed
/// plays the active period backwards, from its end to its start.
extension ScriptSession {
    static let mediaTimingKeys = ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
                                  "autoreverses", "fillMode"]

    /// Pushes the timing property `key`; false when `key` is not one.
    func pushTiming(_ timing: MediaTiming, _ key: String, on lua: Lua) -> Bool {
        switch key {
        case "beginTime": lua.push(timing.beginTime)
        case "duration": lua.push(timing.duration)
        case "speed": lua.push(timing.speed)
        case "timeOffset": lua.push(timing.timeOffset)
        case "repeatCount": lua.push(timing.repeatCount)
        case "repeatDuration": lua.push(timing.repeatDuration)
        case "autoreverses": lua.push(timing.autoreverses)
        case "fillMode": lua.push(timing.fillMode.rawValue)
        default: return false
        }
        return true
    }

    /// Sets the timing property `key` from the value at `index`; false when `key` is not one.
    func setTiming(_ timing: inout MediaTiming, _ key: String, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) -> Bool {
        func number(_ allowed: (Double) -> Bool, _ rule: String) throws(ScriptFailure) -> Double {
            guard let n = lua.number(at: index), allowed(n) else {
                throw .message("'\(key)' must be \(rule) (got \(describeNumber(at: index, on: lua)))")
            }
            return n
        }
        switch key {
        case "beginTime": timing.beginTime = try number({ $0.isFinite }, "a finite number of seconds")
        case "timeOffset": timing.timeOffset = try number({ $0.isFinite }, "a finite number of seconds")
        case "speed":
            timing.speed = try number({ $0.isFinite }, "a finite number (0 pauses, a negative speed plays backwards)")
        case "duration": timing.duration = try number({ $0 >= 0 }, "a number of seconds, 0 or more")
        case "repeatCount": timing.repeatCount = try number({ $0 >= 0 }, "0 or more (math.huge repeats forever)")
        case "repeatDuration": timing.repeatDuration = try number({ $0 >= 0 }, "a number of seconds, 0 or more")
        case "autoreverses":
            guard let b = lua.bool(at: index) else { throw .message("'autoreverses' must be a boolean (got \(lua.typeName(at: index)))") }
            timing.autoreverses = b
        case "fillMode":
            let names = FillMode.allCases.map(\.rawValue)
            guard let name = lua.string(at: index) else {
                throw .message("'fillMode' must be one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                               + " (got \(lua.typeName(at: index)))")
            }
            guard let mode = FillMode(rawValue: name) else {
                throw .message(PropertyError.unknownName(key: "fillMode", value: name, valid: names).description)
            }
            timing.fillMode = mode
        default: return false
        }
        return true
    }

    /// What a refused value was: the number itself ("-1", "nan", "inf"), else its type.
    func describeNumber(at index: Int32, on lua: Lua) -> String {
        // A string Lua would read as a number is still a string.
        guard lua.typeName(at: index) == "number", let n = lua.number(at: index) else { return lua.typeName(at: index) }
        if n.isNaN { return "nan" }
        if n.isInfinite { return n > 0 ? "inf" : "-inf" }
        return lua.numberText(at: index) ?? "\(n)"
    }
}
