import CLua

/// `property(Class, "name", { default =, willSet =, didSet =, get =, set = })`: Swift's
/// property observers and computed properties on a class. A stored property starts at its
/// `default`; `willSet(self, new)` and `didSet(self, old)` run around every assignment but
/// those made while the instance's init runs (Swift runs no observers in a class's own
/// initializers); `get(self)` and `set(self, value)` make it computed. On an engine property
/// (`frame`, `isHighlighted`...) the observers run around the engine's own setter.
extension ScriptSession {
    static let propertyFunction: ScriptFunction = { s, lua throws(ScriptFailure) in try s.declareProperty(lua) }

    /// The key of the table of declared properties in a class table.
    static let propertiesKey = "__properties"
    private static let specLabels = ["default", "willSet", "didSet", "get", "set"]

    private func declareProperty(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard ScriptClasses.isClass(at: 1, in: lua) else {
            throw .message("property(Class, name, spec) takes a class made by class(name, Base) first (got \(lua.typeName(at: 1)))")
        }
        guard let name = lua.string(at: 2), !name.isEmpty else {
            throw .message("property(Class, name, spec): the name must be a string (got \(lua.typeName(at: 2)))")
        }
        guard lua.isTable(at: 3) else {
            throw .message("property(Class, '\(name)', spec): spec is a table such as { default = 0, didSet = function(self, old) end } (got \(lua.typeName(at: 3)))")
        }
        try Arguments.checkLabels(in: 3, are: ScriptSession.specLabels, of: "property", on: lua)
        for label in ["willSet", "didSet", "get", "set"] {
            lua.rawGet(3, label)
            defer { lua.pop() }
            guard lua.isNil(at: -1) || lua.isFunction(at: -1) else {
                throw .message("property(Class, '\(name)', spec): '\(label)' must be a function (got \(lua.typeName(at: -1)))")
            }
        }
        if lua.rawGet(1, ScriptSession.propertiesKey) != LUA_TTABLE {
            lua.pop()
            lua.newTable()
            lua.pushCopy(of: -1)
            lua.rawSet(1, ScriptSession.propertiesKey)
        }
        lua.pushCopy(of: 3)
        lua.rawSet(-2, name)
        lua.pop()
        return 0
    }
}

extension ScriptInstance {
    /// Pushes the declaration of property `name` (found on the class or a script superclass)
    /// and returns true, or pushes nothing and returns false.
    func pushPropertySpec(_ name: String, on lua: Lua) -> Bool {
        lua.pushReference(classTable.reference)
        while ScriptClasses.isClass(at: -1, in: lua) {
            if lua.rawGet(-1, ScriptSession.propertiesKey) == LUA_TTABLE, lua.rawGet(-1, name) == LUA_TTABLE {
                lua.remove(at: -2)
                lua.remove(at: -2)
                return true
            }
            lua.pop(lua.type(at: -1) == LUA_TTABLE ? 2 : 1)
            lua.rawGet(-1, ScriptClasses.baseKey)
            lua.remove(at: -2)
        }
        lua.pop()
        return false
    }

    /// Gives every declared stored property that is not the engine's its default, base class first.
    func applyPropertyDefaults(isEngineKey: (String) -> Bool, on lua: Lua) {
        var classes: [Int32] = []
        lua.pushReference(classTable.reference)
        while ScriptClasses.isClass(at: -1, in: lua) {
            classes.append(lua.top)
            lua.rawGet(-1, ScriptClasses.baseKey)
        }
        lua.pop()
        for index in classes.reversed() {
            guard lua.rawGet(index, ScriptSession.propertiesKey) == LUA_TTABLE else { lua.pop(); continue }
            let properties = lua.top
            lua.forEachPair(in: properties) { key, spec in
                guard let name = lua.string(at: key), lua.isTable(at: spec), !isEngineKey(name) else { return }
                lua.rawGet(spec, "get")
                let computed = !lua.isNil(at: -1)
                lua.pop()
                guard !computed else { return }
                lua.rawGet(spec, "default")
                setField(name, valueAt: -1, on: lua)
                lua.pop()
            }
            lua.pop()
        }
        lua.pop(Int32(classes.count))
    }
}
