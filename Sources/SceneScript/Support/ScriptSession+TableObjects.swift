import CLua

/// Tables scripts give as objects Swift calls back (`ScriptTableObject`): checked when set,
/// given back when read.
extension ScriptSession {
    /// The table at `index` for a delegate (nil clears it): a plain table, an instance of a
    /// table-based Lua class, or an instance of a script class (`class(name, Base)`: a view
    /// or an NSObject adopting the delegate protocol, as Swift code writes `delegate = self`);
    /// `expected` says what the message asks for.
    func delegateTable(at index: Int32, _ key: String, expected: String = "a table of methods",
                       on lua: Lua) throws(ScriptFailure) -> LuaFunctionReference? {
        if lua.isNil(at: index) { return nil }
        if let object = object(at: index, in: lua), instance(of: object) != nil { return functionReference(at: index, on: lua) }
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
