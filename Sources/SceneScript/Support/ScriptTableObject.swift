import CLua
import LuaShim

/// A script's table standing for an object Swift calls back (an animation's or a layer's
/// delegate, a transition animator, a transitioning or navigation delegate). Its functions
/// are found on the table or through the `__index` tables of its metatables, as a Lua class
/// sets them up; no metamethod runs, so no Lua code runs outside a protected call.
///
/// A function found through `__index` belongs to a class instance and is always called as a
/// method, `self:name(...)`, as a Swift-style port writes it. A function that is the table's
/// own field is called with the table as `self` too, unless the subclass answers false to
/// `ownFunctionsTakeSelf`: Core Animation's delegates are plain tables of functions
/// (`{ animationDidStop = function(anim, finished) ... end }`), as SCENE_API writes them.
class ScriptTableObject {
    weak var session: ScriptSession?
    let table: LuaFunctionReference

    init(session: ScriptSession, table: LuaFunctionReference) {
        self.session = session
        self.table = table
    }

    /// Whether the table's own functions get the table as their first argument.
    class var ownFunctionsTakeSelf: Bool { true }

    /// Pushes the value of `name` (or nil) and answers whether it was the table's own field:
    /// `__index` is followed only while it is a table.
    @discardableResult
    private func pushMethod(_ name: String, on lua: Lua) -> Bool {
        lua.pushReference(table.reference)
        if !lua.isTable(at: -1) {
            // An instance of a script class: its class's methods, called with `self`.
            let instance = session.flatMap { s in s.object(at: -1, in: lua).flatMap(s.instance(of:)) }
            lua.pop()
            if instance?.pushClassMember(name, on: lua) != true { lua.pushNil() }
            return false
        }
        for depth in 0..<16 {
            if lua.rawGet(-1, name) != LUA_TNIL {
                lua.remove(at: -2)
                return depth == 0
            }
            lua.pop()
            guard lua_getmetatable(lua.state, -1) != 0 else { break }
            lua.rawGet(-1, "__index")
            lua.remove(at: -2)  // the metatable
            lua.remove(at: -2)  // the table searched
            guard lua.isTable(at: -1) else { break }
        }
        lua.pop()
        lua.pushNil()
        return false
    }

    /// Whether the table has a function `name`.
    func hasMethod(_ name: String) -> Bool {
        guard let lua = session?.host.currentThread else { return false }
        pushMethod(name, on: lua)
        defer { lua.pop() }
        return lua.isFunction(at: -1)
    }

    /// Calls the function `name` with the arguments `pushArguments` pushes, after `self` as
    /// the class's doc says; `readResult` sees the first result. The failure is returned.
    func callMethod(_ name: String, pushArguments: (Lua) -> Int32,
                    readResult: ((Lua, Int32) throws(ScriptFailure) -> Void)? = nil) -> ScriptFailure? {
        guard let session else { return nil }
        var passesSelf = true
        return session.host.call(pushFunction: { lua in
            passesSelf = !pushMethod(name, on: lua) || Self.ownFunctionsTakeSelf
        }, pushArguments: { lua in
            guard passesSelf else { return pushArguments(lua) }
            lua.pushReference(table.reference)
            return 1 + pushArguments(lua)
        }, readResult: readResult)
    }

    /// `callMethod`, throwing its failure.
    func call(_ name: String, pushArguments: (Lua) -> Int32,
              readResult: ((Lua, Int32) throws(ScriptFailure) -> Void)? = nil) throws(ScriptFailure) {
        if let failure = callMethod(name, pushArguments: pushArguments, readResult: readResult) { throw failure }
    }
}
