import CLua
import Layers

/// Custom animatable layer properties (Swift's `@NSManaged var progress` on a CALayer
/// subclass): a layer class declares `Ring.properties = { progress = 0 }`. Every instance
/// has them with those defaults; every animation kind animates them, `presentation()` and
/// `probe` show them, and `needsDisplay(key)` may make the layer redraw as they change.
extension ScriptSession {
    static let customPropertiesKey = "properties"

    /// The `__newindex` of class tables: checks and records a `properties` declaration.
    static let classNewIndex: ScriptFunction = { s, lua throws(ScriptFailure) in
        if lua.string(at: 2) == customPropertiesKey { try s.declareCustomProperties(classAt: 1, valuesAt: 3, on: lua) }
        lua.pushCopy(of: 2)
        lua.pushCopy(of: 3)
        lua_rawset(lua.state, 1)
        return 0
    }

    private func declareCustomProperties(classAt index: Int32, valuesAt values: Int32, on lua: Lua) throws(ScriptFailure) {
        let className = ScriptClasses.field(ScriptClasses.nameKey, ofClassAt: index, in: lua) ?? "class"
        guard let kind = ScriptClasses.field(ScriptClasses.kindKey, ofClassAt: index, in: lua),
              ScriptSession.layerTypes[kind] != nil else {
            throw .message("\(className).properties: custom animatable properties are for layer classes (class(name, CALayer))")
        }
        guard lua.isTable(at: values) else {
            throw .message("\(className).properties must be a table such as { progress = 0 } (got \(lua.typeName(at: values)))")
        }
        for (name, value) in try customProperties(at: values, of: className, on: lua) { customPropertyDefaults[name] = value }
    }

    /// The declared properties in the table at `index`, checked to be animatable values.
    private func customProperties(at index: Int32, of className: String, on lua: Lua) throws(ScriptFailure) -> [(String, PropertyValue)] {
        var declared: [(String, PropertyValue)] = []
        try lua.forEachPair(in: index) { key, value throws(ScriptFailure) in
            guard let name = lua.string(at: key) else {
                throw .message("\(className).properties: names are strings (found a \(lua.typeName(at: key)) key)")
            }
            guard let converted = try animatableValue(at: value, on: lua) else {
                throw .message("\(className).properties: '\(name)' must be an animatable value (a number, point, size, rect, "
                               + "colour or transform) (got \(lua.typeName(at: value)))")
            }
            declared.append((name, converted))
        }
        return declared.sorted { $0.0 < $1.0 }
    }

    /// A value that animations interpolate, or nil for any other.
    private func animatableValue(at index: Int32, on lua: Lua) throws(ScriptFailure) -> PropertyValue? {
        if let n = lua.number(at: index) { return n.isFinite ? .number(n) : nil }
        if let box = box(at: index, in: lua) {
            switch box.value {
            case .point, .size, .rect, .color, .transform, .affineTransform: return box.value
            default: return nil
            }
        }
        if lua.type(at: index) == LUA_TSTRING { return (try? color(at: index, in: lua)).flatMap { $0.map { .color($0) } } }
        if lua.isTable(at: index) {
            if lua.length(at: index) == 4, let r = rect(at: index, in: lua) { return .rect(r) }
            if let p = point(at: index, in: lua) { return .point(p) }
        }
        return nil
    }

    /// The class function `defaultValue(key)` (CALayer's `defaultValue(forKey:)`), when the
    /// layer's class defines it and it answers a value.
    private func classDefault(_ key: String, for layer: Layer, on lua: Lua) throws(ScriptFailure) -> PropertyValue? {
        guard let instance = instance(of: layer) else { return nil }
        var value: PropertyValue?
        let call = instance.callOverride("defaultValue", receiver: .none, pushArguments: { lua in
            lua.push(key)
            return 1
        }, readResult: { [self] lua, index throws(ScriptFailure) in
            guard !lua.isNil(at: index) else { return }
            guard let answer = try animatableValue(at: index, on: lua) else {
                throw .message("\(instance.className).defaultValue('\(key)') must be an animatable value or nil (got \(lua.typeName(at: index)))")
            }
            value = answer
        })
        if case .ran(let failure?) = call { throw failure }
        return value
    }

    /// Gives `layer` the custom properties its class and script superclasses declare, base first.
    func applyCustomProperties(ofClassAt index: Int32, to layer: Layer, on lua: Lua) throws(ScriptFailure) {
        var classes: [Int32] = []
        lua.pushCopy(of: index)
        while ScriptClasses.isClass(at: -1, in: lua) {
            classes.append(lua.top)
            lua.rawGet(-1, ScriptClasses.baseKey)
        }
        lua.pop()
        defer { lua.pop(Int32(classes.count)) }
        for classIndex in classes.reversed() {
            guard lua.rawGet(classIndex, ScriptSession.customPropertiesKey) == LUA_TTABLE else { lua.pop(); continue }
            let className = ScriptClasses.field(ScriptClasses.nameKey, ofClassAt: classIndex, in: lua) ?? "class"
            let declared = try customProperties(at: lua.top, of: className, on: lua)
            lua.pop()
            for (name, value) in declared where type(of: layer).properties[name] == nil {
                layer.customProperties[name] = try classDefault(name, for: layer, on: lua) ?? value
            }
        }
    }
}
