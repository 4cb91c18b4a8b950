import CLua
import Layers

/// An animation's `delegate` from a script: a table with `animationDidStart(anim)` and
/// `animationDidStop(anim, finished)` (either may be left out; the table's own fields are
/// read, not its metatable's). Each call runs as its own script entry at the animation's
/// time, or, when script code causes it (`removeAnimation`), right after that code.
final class ScriptAnimationDelegate: AnimationDelegate {
    private weak var session: ScriptSession?
    /// The table, kept in the registry while an animation holds the delegate.
    let table: LuaFunctionReference

    init(session: ScriptSession, table: LuaFunctionReference) {
        self.session = session
        self.table = table
    }

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
        let table = self.table
        session?.runEntrySoon { session in
            guard session.field(name, of: table) == LUA_TFUNCTION else { return nil }
            return session.callLua(pushFunction: { lua in
                lua.pushReference(table.reference)
                lua.rawGet(-1, name)
                lua.remove(at: -2)
            }, pushArguments: { lua in
                session.pushAnimation(animation, on: lua)
                return moreArguments(lua)
            })
        }
    }
}

extension ScriptSession {
    /// The Lua type of `table[name]`, read raw, for a table kept in the registry.
    func field(_ name: String, of table: LuaFunctionReference) -> Int32 {
        guard let lua = currentThread else { return LUA_TNIL }
        lua.pushReference(table.reference)
        defer { lua.pop(2) }
        return lua.rawGet(-1, name)
    }
}
