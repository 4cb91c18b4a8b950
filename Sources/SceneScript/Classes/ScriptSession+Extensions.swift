import CLua
import Layers
import Views

/// Extensions of engine types, as Swift's `extension UIView { func shake() {...} }`:
/// `function UIView:shake() ... end` adds a method every view then has (a `UIButton` too,
/// being a view), found after the engine's own methods. An engine type's table records the
/// names a script adds to it, so objects look only at those.
extension ScriptSession {
    /// The `__newindex` of engine types' tables: stores the member and notes it as an extension.
    static let extensionNewIndex: ScriptFunction = { s, lua throws(ScriptFailure) in
        guard let type = s.namespaceName(at: 1, in: lua), let name = lua.string(at: 2) else {
            throw .message("an extension's member needs a name (got \(lua.typeName(at: 2)))")
        }
        s.extensions[type, default: []].insert(name)
        if s.namespaceTables[type] == nil {
            lua.pushCopy(of: 1)
            s.namespaceTables[type] = lua.makeReference()
        }
        lua.pushCopy(of: 2)
        lua.pushCopy(of: 3)
        lua_rawset(lua.state, 1)
        return 0
    }

    /// Pushes the extension member `key` of `object`'s type or one of the types it is a kind
    /// of, and returns true; pushes nothing and returns false when there is none.
    func pushExtensionMember(_ key: String, of object: AnyObject, on lua: Lua) -> Bool {
        for type in ScriptSession.extensionTypes(of: object) {
            guard extensions[type]?.contains(key) == true, let table = namespaceTables[type] else { continue }
            lua.pushReference(table)
            lua.rawGet(-1, key)
            lua.remove(at: -2)
            return true
        }
        return false
    }

    /// The engine types (by their tables' names) `object` is an instance of, its own first.
    static func extensionTypes(of object: AnyObject) -> [String] {
        var types: [String] = []
        switch object {
        case let view as View:
            types.append(type(of: view).typeName)
            if view is Control { types.append(Control.typeName) }
            types.append(View.typeName)
        case let layer as Layer:
            types += [type(of: layer).typeName, Layer.typeName]
        default:
            break
        }
        var seen: Set<String> = []
        return types.filter { seen.insert($0).inserted } + ["NSObject"]
    }
}
