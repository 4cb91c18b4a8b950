import CLua
import Layers
import LuaShim
import Views

/// The metamethods of handles. Each metatable's metamethods read and write through its
/// `ScriptType`; a class instance's fields and methods come first.
extension ScriptSession {
    /// The metamethods of a metatable for `type`.
    static func metamethods(of type: ScriptType) -> [(String, ScriptFunction)] {
        [
            ("__index", { s, lua throws(ScriptFailure) in try s.index(lua, type) }),
            ("__newindex", { s, lua throws(ScriptFailure) in try s.newIndex(lua, type) }),
            ("__tostring", { s, lua throws(ScriptFailure) in
                lua.push(s.description(at: 1, in: lua) ?? lua.typeName(at: 1))
                return 1
            }),
            ("__eq", { s, lua throws(ScriptFailure) in s.equal(lua) }),
            ("__concat", { s, lua throws(ScriptFailure) in try s.concatenate(lua) }),
        ]
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

    /// `object.key`: a class instance's field or method, a method from the metatable, else
    /// the object's property.
    private func index(_ lua: Lua, _ type: ScriptType) throws(ScriptFailure) -> Int32 {
        guard let key = lua.string(at: 2) else {
            throw .message("\(lua.typeName(at: 1)) has no field \(lua.typeName(at: 2)) (names are strings)")
        }
        guard let object = object(at: 1, in: lua) else { throw .message("this value no longer exists") }
        if let instance = instance(of: object) {
            if try readComputedProperty(key, of: instance, on: lua) { return 1 }
            if instance.pushField(key, on: lua) || instance.pushClassMember(key, on: lua) { return 1 }
        }
        if !key.hasPrefix("__"), lua_getmetatable(lua.state, 1) != 0 {
            if lua.rawGet(-1, key) == LUA_TFUNCTION {
                lua.remove(at: -2)
                return 1
            }
            lua.pop(2)
        }
        if !extensions.isEmpty, pushExtensionMember(key, of: object, on: lua) { return 1 }
        try type.get(self, object, key, lua)
        return 1
    }

    /// `object.key = value`. A class instance's fields are those it has and any name its
    /// init assigns that is not the engine's (Swift's stored properties).
    private func newIndex(_ lua: Lua, _ type: ScriptType) throws(ScriptFailure) -> Int32 {
        guard let key = lua.string(at: 2) else {
            throw .message("\(lua.typeName(at: 1)) has no field \(lua.typeName(at: 2)) (names are strings)")
        }
        guard let object = object(at: 1, in: lua) else { throw .message("this value no longer exists") }
        guard let instance = instance(of: object) else {
            try type.set(self, object, key, 3, lua)
            return 0
        }
        let isField = instance.fieldNames.contains(key) || (instance.isInitializing && !isEngineKey(key, of: object, on: lua))
        try assignProperty(key, of: instance, valueAt: 3, on: lua) { () throws(ScriptFailure) in
            if isField {
                instance.setField(key, valueAt: 3, on: lua)
            } else {
                try type.set(self, object, key, 3, lua)
            }
        }
        return 0
    }

    /// Pushes the value of a computed property (one declared with `get`) and returns true.
    private func readComputedProperty(_ key: String, of instance: ScriptInstance, on lua: Lua) throws(ScriptFailure) -> Bool {
        guard instance.pushPropertySpec(key, on: lua) else { return false }
        let spec = lua.top
        defer { lua.remove(at: spec) }
        guard lua.rawGet(spec, "get") == LUA_TFUNCTION else {
            lua.pop()
            return false
        }
        let getter = lua.top
        var result: Int32 = 0
        if let failure = host.call(pushFunction: { lua in lua.pushCopy(of: getter) }, pushArguments: { lua in
            lua.pushCopy(of: 1)
            return 1
        }, readResult: { lua, index throws(ScriptFailure) in
            lua.pushCopy(of: index)
            result = lua.makeReference()
        }) { throw failure }
        lua.pop()  // the getter
        lua.pushReference(result)
        lua.releaseReference(result)
        return true
    }

    /// Runs `store` (the assignment itself) with the declared property's setter or observers
    /// around it, when the class declares one for `key`.
    private func assignProperty(_ key: String, of instance: ScriptInstance, valueAt value: Int32, on lua: Lua,
                                store: () throws(ScriptFailure) -> Void) throws(ScriptFailure) {
        guard instance.pushPropertySpec(key, on: lua) else { return try store() }
        let spec = lua.top
        defer { lua.setTop(spec - 1) }
        func call(_ function: Int32, _ argument: Int32) throws(ScriptFailure) {
            if let failure = host.call(pushFunction: { lua in lua.pushCopy(of: function) }, pushArguments: { lua in
                lua.pushCopy(of: 1)
                lua.pushCopy(of: argument)
                return 2
            }) { throw failure }
        }
        let setter = lua.rawGet(spec, "set") == LUA_TFUNCTION ? lua.top : nil
        let hasGetter = lua.rawGet(spec, "get") == LUA_TFUNCTION
        if let setter { return try call(setter, value) }
        guard !hasGetter else { throw .message("'\(key)' is a read-only computed property of \(instance.className) (it has get and no set)") }
        guard !instance.isInitializing else { return try store() }
        let willSet = lua.rawGet(spec, "willSet") == LUA_TFUNCTION ? lua.top : nil
        let didSet = lua.rawGet(spec, "didSet") == LUA_TFUNCTION ? lua.top : nil
        var old: Int32 = 0
        if didSet != nil {
            // The old value, read the way `self.key` reads it.
            if !instance.pushField(key, on: lua) {
                if let object = instance.owner, let type = (object as? ScriptBound)?.scriptType {
                    try type.get(self, object, key, lua)
                } else {
                    lua.pushNil()
                }
            }
            old = lua.top
        }
        if let willSet { try call(willSet, value) }
        try store()
        if let didSet { try call(didSet, old) }
    }

    /// How the handle at `index` prints, or nil when it is not a handle.
    func description(at index: Int32, in lua: Lua) -> String? {
        guard let object = object(at: index, in: lua), let type = types[lua.typeName(at: index)] else { return nil }
        if let instance = instance(of: object) {
            return ScriptType.describe(instance.className, (object as? Layer)?.name ?? (object as? View)?.name)
        }
        return type.describe(object)
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
