import CLua

/// The closures UIKit-style animation calls run: a script's animations function, called at
/// once, and its completion, called as its own entry when the animations end.
extension ScriptSession {
    /// Calls an animations function, throwing what it (or a layout it started) raised.
    func runAnimations(_ function: LuaFunctionReference) throws(ScriptFailure) {
        if let failure = host.call(function.reference, pushArguments: { _ in 0 }) { throw failure }
        try throwPendingFailure()
    }

    /// `runAnimations` as the closure a property animator keeps.
    func animationsBlock(_ function: LuaFunctionReference) -> () throws -> Void {
        { [weak self] in try self?.runAnimations(function) }
    }

    /// A completion calling `function(value)` as its own entry (`finished` for UIView's
    /// blocks, the position for property animators); `push` pushes the value.
    func completionBlock<Value>(_ function: LuaFunctionReference,
                                pushing push: @escaping (Lua, Value) -> Void) -> (Value) -> Void {
        { [weak self] value in
            self?.runEntrySoon { s in
                s.host.call(function.reference) { lua in
                    push(lua, value)
                    return 1
                }
            }
        }
    }
}
