import CLua

/// Functions scripts give Swift objects to call back (a view's `layout`, a button's `onTap`,
/// a gesture's `action`): kept in the registry, one per object, as long as the object lives.
extension ScriptSession {
    /// A table of handlers by the object they belong to.
    typealias HandlerStore = ReferenceWritableKeyPath<ScriptSession, [ObjectIdentifier: LuaFunctionReference]>

    /// Keeps the function at `index` as `owner`'s `label` handler in `store` and returns it;
    /// nil removes the handler and returns nil. `example` (`onTap = function(button) ... end`)
    /// shows the form in the message for a value that is not a function.
    func storeHandler(at index: Int32, of owner: AnyObject, in store: HandlerStore, label: String, example: String? = nil,
                      on lua: Lua) throws(ScriptFailure) -> LuaFunctionReference? {
        if lua.isNil(at: index) {
            self[keyPath: store][ObjectIdentifier(owner)] = nil
            return nil
        }
        guard lua.isFunction(at: index) else {
            throw .message("'\(label)' must be a function" + (example.map { ", as in \($0)" } ?? "") + " (got \(lua.typeName(at: index)))")
        }
        lua.pushCopy(of: index)
        let function = LuaFunctionReference(session: self, reference: lua.makeReference(), owner: owner)
        self[keyPath: store][ObjectIdentifier(owner)] = function
        return function
    }
}
