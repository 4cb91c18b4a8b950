import CLua
import LuaShim

extension Lua {
    /// "file:line: " of the innermost running code of a scene file (else of any Lua code),
    /// the file as the scene gave it, or "" when no Lua code runs: where Kinema's own notes
    /// about a scene's line point, as its errors do (see `ks_scenecode`).
    func whereRunning() -> String {
        var info = lua_Debug()
        guard ks_scenecode(state, &info) != 0, let source = info.source else { return "" }
        let name = String(cString: source)
        return (name.hasPrefix("@") || name.hasPrefix("=") ? String(name.dropFirst()) : name) + ":\(info.currentline): "
    }

    /// "file:line: " of where the Lua function on top of the stack is defined (popping it), or
    /// "" for a C function: where an error about what a callback gave back points, as nothing
    /// of it runs any more when the engine reads its result.
    func whereDefined() -> String {
        var info = lua_Debug()
        guard lua_getinfo(state, ">S", &info) != 0, info.linedefined > 0, let source = info.source else { return "" }
        let name = String(cString: source)
        return (name.hasPrefix("@") || name.hasPrefix("=") ? String(name.dropFirst()) : name) + ":\(info.linedefined): "
    }
}
