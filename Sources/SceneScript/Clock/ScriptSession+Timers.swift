/// `delay(seconds, fn)` and `CACurrentMediaTime()`: the script's view of the scene clock.
extension ScriptSession {
    static let timerFunctions: [(String, ScriptFunction)] = [
        ("delay", { s, lua throws(ScriptFailure) in try s.delay(lua) }),
        ("CACurrentMediaTime", { s, lua throws(ScriptFailure) in
            lua.push(s.timeline.clock.now)
            return 1
        }),
    ]

    /// `delay(seconds, fn)`: runs `fn` at scene time now + seconds, as its own entry.
    private func delay(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let seconds = lua.number(at: 1), seconds.isFinite, seconds >= 0 else {
            throw .message("delay: 'seconds' must be a finite number, 0 or more (got \(describeNumber(at: 1, on: lua)))")
        }
        guard lua.isFunction(at: 2) else {
            throw .message("delay: the second argument must be a function to run (got \(lua.typeName(at: 2)))")
        }
        let function = functionReference(at: 2, on: lua)
        let clock = timeline.clock
        clock.schedule(at: clock.now + seconds) { [weak self] in self?.runCallback(function) }
        return 0
    }

    /// A registry reference to the function at `index`, released when Swift lets go of it.
    func functionReference(at index: Int32, on lua: Lua) -> LuaFunctionReference {
        lua.pushCopy(of: index)
        return LuaFunctionReference(session: self, reference: lua.makeReference(), owner: nil)
    }

    /// Runs a script's function with no arguments as its own entry (a timer, a completion block).
    func runCallback(_ function: LuaFunctionReference) {
        runEntry { host.call(function.reference) { _ in 0 } }
    }
}
