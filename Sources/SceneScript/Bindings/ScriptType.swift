import LuaShim

/// How scripts see one kind of Swift object: the metatable of its handles, registered once.
/// A bound type lists here its name, its methods, how its properties are read and written,
/// how it prints and which names it has; the metamethods call these and nothing else, so a
/// new type is one file that makes its `ScriptType` (see the other files in this folder).
struct ScriptType {
    /// The name of the metatable, which is the type's name in messages and `tostring`.
    let name: String
    /// Methods of instances, called `object:method(...)`.
    var methods: [(String, ScriptFunction)] = []
    /// `object.key`: pushes exactly one value, or throws for an unknown key.
    var get: (ScriptSession, AnyObject, String, Lua) throws(ScriptFailure) -> Void
    /// `object.key = value`, with the value at the given index.
    var set: (ScriptSession, AnyObject, String, Int32, Lua) throws(ScriptFailure) -> Void
    /// How an instance prints (and joins strings).
    var describe: (AnyObject) -> String
    /// The names of an instance's properties, for suggestions and editor definitions.
    var propertyNames: (AnyObject) -> [String] = { _ in [] }
    /// How messages name the type when it is not `name` (the scene is `scene`, as scripts write it).
    var nameInMessages: String?
}

/// An engine object that knows its bound type (those whose properties are checked by name).
protocol ScriptBound: AnyObject {
    var scriptType: ScriptType { get }
}

extension ScriptSession {
    /// Creates the registry metatable `type.name`, once: its metamethods read and write
    /// through `type`, and its methods are the type's.
    func ensureMetatable(_ type: @autoclosure () -> ScriptType, named name: String, on lua: Lua) {
        guard !types.keys.contains(name) else { return }
        let type = type()
        types[name] = type
        host.makeMetatable(name, { ScriptSession.metamethods(of: type) + type.methods }, on: lua)
    }
}
