/// `CATransaction`: explicit transactions nested inside the implicit one every script entry
/// runs in, with their animation duration, timing function, disabled actions and completion.
extension ScriptSession {
    static let transactionFunctions: [(String, ScriptFunction)] = [
        ("begin", { s, _ throws(ScriptFailure) in
            s.timeline.host.transactions.begin()
            return 0
        }),
        ("commit", { s, _ throws(ScriptFailure) in
            guard s.timeline.host.transactions.depth > s.timeline.entryDepth else {
                throw .message("CATransaction.commit() without a CATransaction.begin() to close")
            }
            s.commitTransaction()
            return 0
        }),
        ("setAnimationDuration", { s, lua throws(ScriptFailure) in
            guard let d = lua.number(at: 1), d.isFinite, d >= 0 else {
                throw .message("CATransaction.setAnimationDuration: the duration must be a finite number of seconds, 0 or more (got \(s.describeNumber(at: 1, on: lua)))")
            }
            s.timeline.host.transactions.animationDuration = d
            return 0
        }),
        ("animationDuration", { s, lua throws(ScriptFailure) in
            lua.push(s.timeline.host.transactions.animationDuration)
            return 1
        }),
        ("setAnimationTimingFunction", { s, lua throws(ScriptFailure) in
            s.timeline.host.transactions.animationTimingFunction =
                lua.isNil(at: 1) ? nil : try s.timingFunction(at: 1, for: "CATransaction.setAnimationTimingFunction", on: lua)
            return 0
        }),
        ("animationTimingFunction", { s, lua throws(ScriptFailure) in
            s.pushTimingFunction(s.timeline.host.transactions.animationTimingFunction, on: lua)
            return 1
        }),
        ("setDisableActions", { s, lua throws(ScriptFailure) in
            guard let disable = lua.bool(at: 1) else {
                throw .message("CATransaction.setDisableActions takes true or false (got \(lua.typeName(at: 1)))")
            }
            s.timeline.host.transactions.disableActions = disable
            return 0
        }),
        ("disableActions", { s, lua throws(ScriptFailure) in
            lua.push(s.timeline.host.transactions.disableActions)
            return 1
        }),
        ("setCompletionBlock", { s, lua throws(ScriptFailure) in
            if lua.isNil(at: 1) {
                s.timeline.host.transactions.completionBlock = nil
                return 0
            }
            guard lua.isFunction(at: 1) else {
                throw .message("CATransaction.setCompletionBlock takes a function (got \(lua.typeName(at: 1)))")
            }
            let function = s.functionReference(at: 1, on: lua)
            s.timeline.host.transactions.completionBlock = { [weak s] in s?.runCallback(function) }
            return 0
        }),
    ]
}
