import CLua
import Layers

/// `anim:setValue(v, "key")` and `anim:value("key")`, kept in a `ScriptValues` table.
extension ScriptSession {
    static let animationMethods: [(String, ScriptFunction)] = [
        // `anim.copy() as! CABasicAnimation`: an independent animation of the same kind and settings.
        ("copy", { s, lua throws(ScriptFailure) in
            let animation = try s.receiver(LayerAnimation.self, "copy", lua)
            s.pushAnimation(animation.copy(), on: lua)
            return 1
        }),
        ("setValue", { s, lua throws(ScriptFailure) in
            let animation = try s.receiver(LayerAnimation.self, "setValue", lua)
            guard let key = lua.string(at: 3) else {
                throw .message("setValue takes a value and a key string, as in anim:setValue(42, \"tag\") (got \(lua.typeName(at: 3)) for the key)")
            }
            let values = s.values(of: animation, on: lua)
            lua.pushReference(values.table.reference)
            lua.push(key)
            lua.pushCopy(of: 2)
            lua_rawset(lua.state, -3)
            lua.pop()
            return 0
        }),
        ("value", { s, lua throws(ScriptFailure) in
            let animation = try s.receiver(LayerAnimation.self, "value", lua)
            guard let key = lua.string(at: 2) else {
                throw .message("value takes a key string, as in anim:value(\"tag\") (got \(lua.typeName(at: 2)))")
            }
            guard let values = animation.userInfo as? ScriptValues else {
                lua.pushNil()
                return 1
            }
            lua.pushReference(values.table.reference)
            lua.rawGet(-1, key)
            lua.remove(at: -2)
            return 1
        }),
    ]

    /// The animation's storage, made when first needed.
    private func values(of animation: LayerAnimation, on lua: Lua) -> ScriptValues {
        if let values = animation.userInfo as? ScriptValues { return values }
        lua.newTable()
        let values = ScriptValues(table: LuaFunctionReference(session: self, reference: lua.makeReference(), owner: nil))
        animation.userInfo = values
        return values
    }

    /// Gives `copy` (an animation just copied from one that had storage) a table of its own
    /// holding the same values, so later changes to one do not show in the other.
    func copyValues(into copy: LayerAnimation, on lua: Lua) {
        for child in (copy as? AnimationGroup)?.animations ?? [] { copyValues(into: child, on: lua) }
        guard let values = copy.userInfo as? ScriptValues else { return }
        lua.newTable()
        let newTable = lua.top
        lua.pushReference(values.table.reference)
        lua.forEachPair(in: -1) { key, value in
            lua.pushCopy(of: key)
            lua.pushCopy(of: value)
            lua_rawset(lua.state, newTable)
        }
        lua.pop()
        copy.userInfo = ScriptValues(table: LuaFunctionReference(session: self, reference: lua.makeReference(), owner: nil))
    }
}
