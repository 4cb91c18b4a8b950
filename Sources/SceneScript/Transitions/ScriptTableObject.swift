import CLua
import LuaShim

/// A script's table standing for an object UIKit calls back (an animator, a transitioning
/// or navigation delegate): its methods are called with the table as `self`, found on the
/// table or through the `__index` tables of its metatables, as a Lua class sets them up.
class ScriptTableObject {
    weak var session: ScriptSession?
    let table: LuaFunctionReference

    init(session: ScriptSession, table: LuaFunctionReference) {
        self.session = session
        self.table = table
    }

    /// Pushes the method `name` (or nil) without running any metamethod: `__index` is
    /// followed only while it is a table, so no Lua code runs outside a protected call.
    private func pushMethod(_ name: String, on lua: Lua) {
        lua.pushReference(table.reference)
        for _ in 0..<16 {
            if lua.rawGet(-1, name) != LUA_TNIL {
                lua.remove(at: -2)
                return
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
    }

    /// Whether the table has a method `name`.
    func hasMethod(_ name: String) -> Bool {
        guard let lua = session?.currentThread else { return false }
        pushMethod(name, on: lua)
        defer { lua.pop() }
        return lua.isFunction(at: -1)
    }

    /// Calls `self:name(...)` with the arguments `pushArguments` pushes; `readResult` sees
    /// the first result. An error comes back as thrown.
    func call(_ name: String, pushArguments: @escaping (Lua) -> Int32,
              readResult: ((Lua, Int32) throws(ScriptFailure) -> Void)? = nil) throws(ScriptFailure) {
        guard let session else { return }
        let failure = session.callLua(pushFunction: { lua in self.pushMethod(name, on: lua) }, pushArguments: { lua in
            lua.pushReference(self.table.reference)
            return 1 + pushArguments(lua)
        }, readResult: readResult)
        if let failure { throw failure }
    }
}
