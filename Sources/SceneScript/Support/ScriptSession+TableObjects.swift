import CLua

/// Tables scripts give as objects Swift calls back (`ScriptTableObject`): checked when set,
/// given back when read.
extension ScriptSession {
    /// The table at `index` for a delegate (nil clears it): a plain table or a class
    /// instance, not a Swift object; `expected` says what the message asks for.
    func delegateTable(at index: Int32, _ key: String, expected: String = "a table of methods",
                       on lua: Lua) throws(ScriptFailure) -> LuaFunctionReference? {
        if lua.isNil(at: index) { return nil }
        guard lua.isTable(at: index), object(at: index, in: lua) == nil else {
            throw .message("'\(key)' must be \(expected) (got \(lua.typeName(at: index)))")
        }
        return functionReference(at: index, on: lua)
    }

    /// The table a `ScriptTableObject` stands for, or nil.
    func pushTable(of object: ScriptTableObject?, on lua: Lua) {
        guard let object else { return lua.pushNil() }
        lua.pushReference(object.table.reference)
    }
}
