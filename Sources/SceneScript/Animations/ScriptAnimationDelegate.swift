import Layers

/// An animation's `delegate` from a script: a table with `animationDidStart(anim)` and
/// `animationDidStop(anim, finished)` (either may be left out). The table's own functions
/// are called without `self`; functions a class instance finds through its metatable's
/// `__index` are called as methods, `self:animationDidStop(anim, finished)`. Each call runs
/// as its own script entry at the animation's time, or, when script code causes it
/// (`removeAnimation`), right after that code.
final class ScriptAnimationDelegate: ScriptTableObject, AnimationDelegate {
    override class var ownFunctionsTakeSelf: Bool { false }

    func animationDidStart(_ animation: LayerAnimation) {
        call("animationDidStart", animation) { _ in 1 }
    }

    func animationDidStop(_ animation: LayerAnimation, finished: Bool) {
        call("animationDidStop", animation) { lua in
            lua.push(finished)
            return 2
        }
    }

    private func call(_ name: String, _ animation: LayerAnimation, moreArguments: @escaping (Lua) -> Int32) {
        session?.runEntrySoon { [self] session in
            guard hasMethod(name) else { return nil }
            return callMethod(name, pushArguments: { lua in
                session.pushAnimation(animation, on: lua)
                return moreArguments(lua)
            })
        }
    }
}
