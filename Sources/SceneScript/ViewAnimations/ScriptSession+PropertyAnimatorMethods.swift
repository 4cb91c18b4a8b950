import CLua
import Views

/// A property animator's methods, with Swift's arguments in order or by label:
/// `startAnimation(afterDelay)`, `pauseAnimation()`, `stopAnimation(withoutFinishing)`,
/// `finishAnimation(at)` ("end", "start" or "current"), `continueAnimation{
/// withTimingParameters =, durationFactor = }`, `addAnimations(fn, delayFactor)` and
/// `addCompletion(fn)`. A call UIKit would refuse in the animator's state is an error naming it.
extension ScriptSession {
    static let animatorMethods: [(String, ScriptFunction)] = [
        ("startAnimation", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "startAnimation", lua)
            var arguments = Arguments(s, lua, function: "startAnimation", from: 2, labels: ["afterDelay"])
            let delay = try arguments.finite("afterDelay", default: 0)
            try arguments.finish()
            guard delay >= 0 else { throw .message("startAnimation: 'afterDelay' must be 0 or more (got \(delay))") }
            try s.reportingRefusals { try animator.startAnimation(afterDelay: delay) }
            return 0
        }),
        ("pauseAnimation", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "pauseAnimation", lua)
            try s.reportingRefusals { try animator.pauseAnimation() }
            return 0
        }),
        ("stopAnimation", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "stopAnimation", lua)
            var arguments = Arguments(s, lua, function: "stopAnimation", from: 2, labels: ["withoutFinishing"])
            guard arguments.isLabelled || lua.type(at: 2) == LUA_TBOOLEAN else {
                throw .message("stopAnimation takes withoutFinishing, true or false, as in animator:stopAnimation(false) (got \(lua.typeName(at: 2)))")
            }
            let withoutFinishing = try arguments.bool("withoutFinishing")
            try arguments.finish()
            try s.reportingRefusals { try animator.stopAnimation(withoutFinishing: withoutFinishing) }
            return 0
        }),
        ("finishAnimation", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "finishAnimation", lua)
            var arguments = Arguments(s, lua, function: "finishAnimation", from: 2, labels: ["at"])
            let name = lua.type(at: 2) == LUA_TSTRING || arguments.isLabelled ? try arguments.string("at") : nil
            try arguments.finish()
            let valid = AnimatingPosition.allCases.map(\.rawValue)
            guard let name, let position = AnimatingPosition(rawValue: name) else {
                let got = name.map { "\"\($0)\"" } ?? lua.typeName(at: 2)
                let message = "finishAnimation takes the position: " + valid.map { "\"\($0)\"" }.joined(separator: ", ") + " (got \(got))"
                throw .message(name.map { Suggestion.message(message, for: $0, in: valid) } ?? message)
            }
            try s.reportingRefusals { try animator.finishAnimation(at: position) }
            return 0
        }),
        ("continueAnimation", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "continueAnimation", lua)
            let (timing, factor) = try s.continueArguments(lua)
            try s.reportingRefusals { try animator.continueAnimation(withTimingParameters: timing, durationFactor: factor) }
            return 0
        }),
        ("addAnimations", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "addAnimations", lua)
            let (function, factor) = try s.addAnimationsArguments(lua)
            try s.reportingRefusals { try animator.addAnimations(s.animationsBlock(function), delayFactor: factor) }
            return 0
        }),
        ("addCompletion", { s, lua throws(ScriptFailure) in
            let animator = try s.receiver(PropertyAnimator.self, "addCompletion", lua)
            guard lua.top == 2, lua.isFunction(at: 2) else {
                throw .message("addCompletion takes a function, as in animator:addCompletion(function(position) ... end) (got \(lua.typeName(at: 2)))")
            }
            animator.addCompletion(s.positionCompletion(s.functionReference(at: 2, on: lua)))
            return 0
        }),
    ]

    /// `continueAnimation(timing, factor)`, `continueAnimation(nil, factor)` or
    /// `continueAnimation{ withTimingParameters =, durationFactor = }`; the factor defaults to 0
    /// (the rest of the original duration).
    private func continueArguments(_ lua: Lua) throws(ScriptFailure) -> (AnimatorTimingParameters?, Double) {
        let name = "continueAnimation"
        let labelled = lua.top == 2 && lua.isTable(at: 2) && object(at: 2, in: lua) == nil
        let timingIndex: Int32, factorIndex: Int32
        if labelled {
            guard var arguments = try labelledArguments(lua, at: 2, function: name, labels: ["withTimingParameters", "durationFactor"],
                                                        example: "animator:continueAnimation{ withTimingParameters = nil, durationFactor = 0 }")
            else { return (nil, 0) }
            let factor = try arguments.finite("durationFactor", default: 0)
            lua.rawGet(2, "withTimingParameters")
            defer { lua.pop() }
            return (try continueTiming(at: lua.top, lua), try checkedFactor(factor))
        }
        timingIndex = 2
        factorIndex = 3
        let timing = try continueTiming(at: timingIndex, lua)
        if lua.isNil(at: factorIndex) { return (timing, 0) }
        guard let factor = lua.number(at: factorIndex), factor.isFinite else {
            throw .message("\(name): the durationFactor must be a finite number (got \(describeNumber(at: factorIndex, on: lua)))")
        }
        return (timing, try checkedFactor(factor))
    }

    private func continueTiming(at index: Int32, _ lua: Lua) throws(ScriptFailure) -> AnimatorTimingParameters? {
        if lua.isNil(at: index) { return nil }
        guard let object = timing(at: index, in: lua) else {
            throw .message("continueAnimation: the timing parameters must be a UISpringTimingParameters, a UICubicTimingParameters or nil (got \(lua.typeName(at: index)))")
        }
        return object.parameters
    }

    private func checkedFactor(_ factor: Double) throws(ScriptFailure) -> Double {
        guard factor >= 0 else { throw .message("continueAnimation: 'durationFactor' must be 0 or more (got \(factor))") }
        return factor
    }

    /// `addAnimations(fn)`, `addAnimations(fn, delayFactor)` or `addAnimations{ fn, delayFactor = }`.
    private func addAnimationsArguments(_ lua: Lua) throws(ScriptFailure) -> (LuaFunctionReference, Double) {
        let name = "addAnimations"
        let usage = "\(name) takes a function and an optional delay factor, as in animator:addAnimations(function() ... end, 0.5)"
        var functionIndex: Int32 = 2, factorIndex: Int32 = 3
        if lua.top == 2, lua.isTable(at: 2), object(at: 2, in: lua) == nil {
            try Arguments.checkLabels(in: 2, are: ["1", "animation", "delayFactor"], of: name, on: lua)
            lua.rawGet(2, "animation")
            if lua.isNil(at: -1) {
                lua.pop()
                lua.rawGet(2, index: 1)
            }
            lua.rawGet(2, "delayFactor")
            functionIndex = lua.top - 1
            factorIndex = lua.top
        }
        guard lua.isFunction(at: functionIndex) else { throw .message(usage + " (got \(lua.typeName(at: functionIndex)))") }
        let function = functionReference(at: functionIndex, on: lua)
        if lua.isNil(at: factorIndex) { return (function, 0) }
        guard let factor = lua.number(at: factorIndex), factor >= 0, factor <= 1 else {
            throw .message("\(name): the delayFactor must be a number from 0 to 1 (got \(describeNumber(at: factorIndex, on: lua)))")
        }
        return (function, factor)
    }
}
