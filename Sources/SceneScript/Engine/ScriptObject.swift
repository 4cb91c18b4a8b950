/// A Swift object scripts hold through a handle that answers for its own fields: a new kind
/// of object (a gesture recogniser, a property animator, an effect) conforms to this instead
/// of adding cases to the metamethods.
protocol ScriptObject: AnyObject {
    /// Pushes the value of `key` (exactly one value) or throws for an unknown key.
    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure)
    /// Sets `key` from the value at `index`.
    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure)
    /// How the object prints.
    var scriptDescription: String { get }
}
