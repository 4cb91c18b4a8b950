import CLua

/// A place in the running Lua code: the function (by its chunk and the line it starts on)
/// and the line running in it. Value boxes compare where they were read with where they
/// are changed (see `ValueBox`).
struct ScriptSite: Equatable {
    let chunk: UnsafePointer<CChar>?
    let functionLine: Int32
    let line: Int32
}

extension Lua {
    /// Where the innermost running Lua function is now, or nil when none runs.
    func currentSite() -> ScriptSite? {
        var info = lua_Debug()
        var level: Int32 = 0
        while lua_getstack(state, level, &info) != 0 {
            if lua_getinfo(state, "Sl", &info) != 0, info.currentline > 0 {
                return ScriptSite(chunk: info.source, functionLine: info.linedefined, line: info.currentline)
            }
            level += 1
        }
        return nil
    }
}
