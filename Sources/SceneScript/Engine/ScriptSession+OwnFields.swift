import CLua

/// The fields scripts keep on Swift objects of their own (a view controller's `herb`), as a
/// Swift subclass adds properties: a table per object in `ownFields`, living as long as the
/// object.
extension ScriptSession {
    /// A script's own field on `owner`, or nil.
    func pushOwnField(_ key: String, of owner: AnyObject, on lua: Lua) {
        guard let fields = ownFields[ObjectIdentifier(owner)], fields.owner === owner else { return lua.pushNil() }
        lua.pushReference(fields.reference)
        lua.rawGet(-1, key)
        lua.remove(at: -2)
    }

    func setOwnField(_ key: String, of owner: AnyObject, valueAt index: Int32, on lua: Lua) throws(ScriptFailure) {
        let value = lua.absolute(index)
        if ownFields[ObjectIdentifier(owner)]?.owner !== owner {
            lua.newTable()
            ownFields[ObjectIdentifier(owner)] = LuaFunctionReference(session: self, reference: lua.makeReference(), owner: owner)
        }
        guard let fields = ownFields[ObjectIdentifier(owner)] else { return }
        lua.pushReference(fields.reference)
        lua.pushCopy(of: value)
        lua.rawSet(-2, key)
        lua.pop()
    }
}
