import CLua

extension Lua {
    /// "file:line: " of the innermost running Lua code, the file as the scene gave it, or ""
    /// when no Lua code runs: where Kinema's own notes about a scene's line point.
    func whereRunning() -> String {
        var info = lua_Debug()
        var level: Int32 = 0
        while lua_getstack(state, level, &info) != 0 {
            if lua_getinfo(state, "Sl", &info) != 0, info.currentline > 0, let source = info.source {
                let name = String(cString: source)
                return (name.hasPrefix("@") || name.hasPrefix("=") ? String(name.dropFirst()) : name) + ":\(info.currentline): "
            }
            level += 1
        }
        return ""
    }
}
