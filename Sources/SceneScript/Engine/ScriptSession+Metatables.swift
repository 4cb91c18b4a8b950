import CLua
import Layers
import LuaShim
import Views

/// The metatables of handles. Every handle type shares the same metamethods, which look at
/// the Swift object behind the handle; a metatable adds its type's methods and its name.
extension ScriptSession {
    static let metamethods: [(String, ScriptFunction)] = [
        ("__index", { s, lua throws(ScriptFailure) in try s.index(lua) }),
        ("__newindex", { s, lua throws(ScriptFailure) in try s.newIndex(lua) }),
        ("__tostring", { s, lua throws(ScriptFailure) in s.describe(lua) }),
        ("__eq", { s, lua throws(ScriptFailure) in s.equal(lua) }),
        ("__concat", { s, lua throws(ScriptFailure) in try s.concatenate(lua) }),
    ]

    /// Creates the registry metatable `name` with `methods`, once.
    func ensureMetatable(_ name: String, methods: [(String, ScriptFunction)], on lua: Lua) {
        guard !metatables.contains(name) else { return }
        metatables.insert(name)
        ks_newhandlemetatable(lua.state, name)
        for (key, function) in ScriptSession.metamethods + methods {
            pushFunction(function, on: lua)
            lua.rawSet(-2, key)
        }
        lua.pop()
    }

    /// The names of the methods in the metatable of the handle at `index`.
    func methodNames(at index: Int32, in lua: Lua) -> [String] {
        guard lua_getmetatable(lua.state, index) != 0 else { return [] }
        defer { lua.pop() }
        var names: [String] = []
        lua.forEachPair(in: -1) { key, _ in
            if let name = lua.string(at: key), !name.hasPrefix("__") { names.append(name) }
        }
        return names
    }

    // MARK: Metamethods

    /// `object.key`: a method from the metatable, else the object's property or field.
    private func index(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let key = lua.string(at: 2) else {
            throw .message("\(lua.typeName(at: 1)) has no field \(lua.typeName(at: 2)) (names are strings)")
        }
        // A class instance's own fields, then its class's methods, come before the engine's.
        if let instance = instance(at: 1, in: lua),
           instance.pushField(key, on: lua) || instance.pushClassMember(key, on: lua) {
            return 1
        }
        if !key.hasPrefix("__"), lua_getmetatable(lua.state, 1) != 0 {
            if lua.rawGet(-1, key) == LUA_TFUNCTION {
                lua.remove(at: -2)
                return 1
            }
            lua.pop(2)
        }
        switch object(at: 1, in: lua) {
        case let layer as Layer: try layerProperty(layer, key, on: lua)
        case let view as View: try viewProperty(view, key, on: lua)
        case let cell as EmitterCell: try cellProperty(cell, key, on: lua)
        case let box as ValueBox: try valueField(box, key, on: lua)
        case is SceneSettings: try sceneProperty(key, on: lua)
        case let object as ScriptObject: try object.scriptField(key, session: self, lua: lua)
        case let object as ScriptNSObject: throw unknownProperty(key, of: object, on: lua)
        default: try timeObjectField(key, on: lua)
        }
        return 1
    }

    /// `object.key = value`.
    private func newIndex(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let key = lua.string(at: 2) else {
            throw .message("\(lua.typeName(at: 1)) has no field \(lua.typeName(at: 2)) (names are strings)")
        }
        let object = object(at: 1, in: lua)
        // A class instance's fields: those it has, and any name its init assigns that is not
        // the engine's (Swift's stored properties).
        if let object, let instance = instance(of: object),
           instance.fieldNames.contains(key) || (instance.isInitializing && !isEngineKey(key, of: object, on: lua)) {
            instance.setField(key, valueAt: 3, on: lua)
            return 0
        }
        switch object {
        case let layer as Layer: try setLayerProperty(layer, key, valueAt: 3, on: lua)
        case let view as View: try setViewProperty(view, key, valueAt: 3, on: lua)
        case let cell as EmitterCell: try setCellProperty(cell, key, valueAt: 3, on: lua)
        case let box as ValueBox: try setValueField(box, key, valueAt: 3, on: lua)
        case is SceneSettings: try setSceneProperty(key, valueAt: 3, on: lua)
        case let object as ScriptObject: try object.setScriptField(key, valueAt: 3, session: self, lua: lua)
        case let object as ScriptNSObject: throw unknownProperty(key, of: object, on: lua)
        default: try setTimeObjectField(key, valueAt: 3, on: lua)
        }
        return 0
    }

    private func describe(_ lua: Lua) -> Int32 {
        lua.push(description(at: 1, in: lua) ?? lua.typeName(at: 1))
        return 1
    }

    /// How the handle at `index` prints, or nil when it is not a handle.
    private func description(at index: Int32, in lua: Lua) -> String? {
        let object = object(at: index, in: lua)
        if let object, let instance = instance(of: object) {
            return describe(instance.className, (object as? Layer)?.name ?? (object as? View)?.name)
        }
        switch object {
        case let layer as Layer: return describe(type(of: layer).typeName, layer.name)
        case let view as View: return describe(type(of: view).typeName, view.name)
        case let cell as EmitterCell: return describe(EmitterCell.typeName, cell.name)
        case let box as ValueBox: return ValueDescription.describe(box.value)
        case is SceneSettings: return "scene"
        case let object as ScriptObject: return object.scriptDescription
        default: return timeObjectDescription(at: index, in: lua)
        }
    }

    /// `"frame: " .. view.frame`: handles join strings as they print.
    private func concatenate(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        var text = ""
        for i: Int32 in 1...2 {
            if let part = lua.string(at: i) ?? lua.numberText(at: i) ?? description(at: i, in: lua) {
                text += part
            } else {
                throw .message("attempt to concatenate a \(lua.typeName(at: i)) value")
            }
        }
        lua.push(text)
        return 1
    }

    private func describe(_ typeName: String, _ name: String?) -> String {
        guard let name, !name.isEmpty else { return typeName }
        return "\(typeName) '\(name)'"
    }

    /// Values are equal when they hold the same value; objects only when they are the same.
    private func equal(_ lua: Lua) -> Int32 {
        if let a = box(at: 1, in: lua), let b = box(at: 2, in: lua) {
            lua.push(a.value == b.value)
        } else {
            lua.push(lua_rawequal(lua.state, 1, 2) != 0)
        }
        return 1
    }
}
