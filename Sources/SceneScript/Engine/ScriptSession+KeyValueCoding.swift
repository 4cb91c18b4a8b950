import CLua
import Layers
import Views

/// Key-value coding on layers (presentation layers too) and views: `obj:value(forKeyPath)`,
/// `obj:value{forKey = k}`, `obj:setValue(value, forKeyPath)`, `obj:setValue{v, forKey = k}`,
/// for every property and every key path animations accept (`"transform.rotation.z"`,
/// `"position.x"`, `"transform.scale.xy"`) and a class instance's fields. Setting goes
/// through the same path as assigning, so a standalone layer's change animates implicitly.
extension ScriptSession {
    static let keyValueMethods: [(String, ScriptFunction)] = [
        ("value", { s, lua throws(ScriptFailure) in try s.readKeyValue(lua) }),
        ("setValue", { s, lua throws(ScriptFailure) in try s.writeKeyValue(lua) }),
    ]

    /// The key path of a `value`/`setValue` call, positional at `index` or labelled in the
    /// table at `index` (then its first item is the value, for `setValue`).
    private func keyPathArgument(at index: Int32, _ method: String, _ lua: Lua) throws(ScriptFailure) -> String {
        if let keyPath = lua.string(at: index) { return keyPath }
        if lua.isTable(at: index) {
            try Arguments.checkLabels(in: index, are: ["forKeyPath", "forKey", "1"], of: method, on: lua)
            for label in ["forKeyPath", "forKey"] {
                lua.rawGet(index, label)
                defer { lua.pop() }
                if let keyPath = lua.string(at: -1) { return keyPath }
            }
        }
        throw .message("\(method) takes a key path string (forKeyPath) or key (forKey) (got \(lua.typeName(at: index)))")
    }

    private func readKeyValue(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        let keyPath = try keyPathArgument(at: 2, "value", lua)
        guard let object = object(at: 1, in: lua) else {
            throw .message("value is a method: call it with ':' (object:value(\"opacity\"))")
        }
        if let instance = instance(of: object), instance.pushField(keyPath, on: lua) { return 1 }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let key = parts[0], fields = Array(parts.dropFirst())
        switch object {
        case let presentation as PresentationLayer where !fields.isEmpty:
            try pushField(fields, keyPath, of: presentation.layer.value(forKey: key), in: presentation.model, lua)
        case let presentation as PresentationLayer: try presentationProperty(presentation, key, on: lua)
        case let layer as Layer where !fields.isEmpty: try pushField(fields, keyPath, of: layer.value(forKey: key), in: layer, lua)
        case let layer as Layer: try layerProperty(layer, key, on: lua)
        case let view as View where !fields.isEmpty: try pushField(fields, keyPath, of: view.value(forKey: key), in: view, lua)
        case let view as View: try viewProperty(view, key, on: lua)
        default: throw .message("\(lua.typeName(at: 1)) has no key-value coding")
        }
        return 1
    }

    /// Pushes the field `fields` of a property's `value`, or throws naming the key path.
    private func pushField(_ fields: [String], _ keyPath: String, of value: PropertyValue?, in owner: AnyObject,
                           _ lua: Lua) throws(ScriptFailure) {
        guard let value, let field = KeyPathAccessor.field(fields, of: value) else { throw unknownKeyPath(keyPath, of: owner, lua) }
        push(field, on: lua, writeBack: nil)
    }

    private func writeKeyValue(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        // setValue(value, keyPath) or setValue{ value, forKeyPath = keyPath }.
        let labelled = lua.top == 2 && lua.isTable(at: 2) && lua.string(at: 2) == nil
        let keyPath = try keyPathArgument(at: labelled ? 2 : 3, "setValue", lua)
        if labelled {
            lua.rawGet(2, index: 1)
        } else {
            lua.pushCopy(of: 2)
        }
        let valueIndex = lua.top
        guard let object = object(at: 1, in: lua) else {
            throw .message("setValue is a method: call it with ':' (object:setValue(0.5, \"opacity\"))")
        }
        if let instance = instance(of: object), instance.fieldNames.contains(keyPath) {
            instance.setField(keyPath, valueAt: valueIndex, on: lua)
            return 0
        }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let key = parts[0], fields = Array(parts.dropFirst())
        switch object {
        case is PresentationLayer:
            throw ScriptSession.presentationIsReadOnly
        case let layer as Layer where !fields.isEmpty:
            let value = try settingField(fields, keyPath, of: layer.value(forKey: key), valueAt: valueIndex, in: layer, lua)
            try set(value, forKey: key, of: layer)
        case let layer as Layer:
            try setLayerProperty(layer, key, valueAt: valueIndex, on: lua)
        case let view as View where !fields.isEmpty:
            let value = try settingField(fields, keyPath, of: view.value(forKey: key), valueAt: valueIndex, in: view, lua)
            try set(value, forKey: key, of: view)
        case let view as View:
            try setViewProperty(view, key, valueAt: valueIndex, on: lua)
        default:
            throw .message("\(lua.typeName(at: 1)) has no key-value coding")
        }
        return 0
    }

    /// The property `value` with the field `fields` set from the Lua value at `index`.
    private func settingField(_ fields: [String], _ keyPath: String, of value: PropertyValue?, valueAt index: Int32,
                              in owner: AnyObject, _ lua: Lua) throws(ScriptFailure) -> PropertyValue {
        guard let value, let holder = ScriptSession.structKind(of: value), let kind = KeyPathAccessor.kind(of: fields, in: holder) else {
            throw unknownKeyPath(keyPath, of: owner, lua)
        }
        let newField = try propertyValue(at: index, kind: kind, key: keyPath, in: lua) { KeyPathAccessor.field(fields, of: value) }
        guard let updated = KeyPathAccessor.setting(fields, of: value, to: newField) else { throw unknownKeyPath(keyPath, of: owner, lua) }
        return updated
    }

    /// The kind of a value that has fields a key path can name.
    private static func structKind(of value: PropertyValue) -> PropertyKind? {
        switch value {
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        default: return nil
        }
    }

    private func unknownKeyPath(_ keyPath: String, of owner: AnyObject, _ lua: Lua) -> ScriptFailure {
        let typeName = (owner as? ScriptBound)?.scriptType.name ?? lua.typeName(at: 1)
        return .message("\(typeName) has no key path '\(keyPath)'")
    }
}
