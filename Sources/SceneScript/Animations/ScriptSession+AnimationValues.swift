import CLua
import Layers

/// The values animations carry (`fromValue`, `toValue`, `byValue`, keyframe `values`) are
/// read as the kind of value their key path holds: `fromValue = 0` for `opacity` is a
/// number, `{0, 0}` for `position` a point, `"#f00"` for `backgroundColor` a colour.
extension ScriptSession {
    /// The layer types whose key paths an animation may name, base layer first.
    var keyPathLayerTypes: [Layer.Type] {
        [Layer.self] + ScriptSession.layerTypes.values.filter { $0 != Layer.self }.sorted { $0.typeName < $1.typeName }
    }

    /// The kind of value `keyPath` holds on the first layer type that has it.
    func kind(ofKeyPath keyPath: String) throws(ScriptFailure) -> PropertyKind {
        for layerType in keyPathLayerTypes {
            if let accessor = KeyPathAccessor(keyPath, layerType: layerType) { return accessor.kind }
        }
        // A custom property a class declares (`properties = { progress = 0 }`), or a field of one.
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let value = customPropertyDefaults[parts[0]],
           let kind = KeyPathAccessor.kind(of: Array(parts.dropFirst()), in: value.kind) { return kind }
        let all = keyPathLayerTypes.flatMap { ScriptSession.keyPaths(of: $0) }
        throw .message(Suggestion.message("unknown key path '\(keyPath)'", for: keyPath, in: Array(Set(all))))
    }

    /// Every key path of `layerType`: its properties and their fields ("position.x",
    /// "bounds.size.width", "transform.rotation.z"…), for suggestions.
    static func keyPaths(of layerType: Layer.Type) -> [String] {
        layerType.properties.flatMap { key, property in [key] + fields(of: property.kind).map { key + "." + $0 } }
    }

    private static func fields(of kind: PropertyKind) -> [String] {
        switch kind {
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .rect: return ["origin", "origin.x", "origin.y", "size", "size.width", "size.height"]
        case .transform:
            return ["rotation", "scale", "translation"].flatMap { [$0, $0 + ".x", $0 + ".y", $0 + ".z"] }
        default: return []
        }
    }

    /// The value at `index` as a value of `keyPath` (an animation's `label`). Without a key
    /// path the kind is guessed from the value: a number, a boolean, a colour string, a
    /// value such as Point(…), or a table of 2 (a point) or 4 numbers (a rect).
    func animationValue(at index: Int32, keyPath: String?, label: String, on lua: Lua) throws(ScriptFailure) -> PropertyValue {
        if let keyPath {
            return try propertyValue(at: index, kind: try kind(ofKeyPath: keyPath), key: label, in: lua) { nil }
        }
        if let n = lua.number(at: index), !n.isNaN { return .number(n) }
        if let b = lua.bool(at: index) { return .bool(b) }
        if let box = box(at: index, in: lua) { return box.value }
        if lua.type(at: index) == LUA_TSTRING, let c = try color(at: index, in: lua) { return .color(c) }
        if lua.isTable(at: index) {
            if lua.length(at: index) == 4, let r = rect(at: index, in: lua) { return .rect(r) }
            if let p = point(at: index, in: lua) { return .point(p) }
        }
        throw .message("'\(label)' needs the animation's keyPath first, to know what kind of value it is (got \(lua.typeName(at: index)))")
    }

    /// True when `value` is a value of `kind`.
    static func value(_ value: PropertyValue, fits kind: PropertyKind) -> Bool {
        switch (value, kind) {
        case (.number, .number), (.bool, .bool), (.string, .string), (.point, .point), (.size, .size), (.rect, .rect),
             (.color, .color), (.transform, .transform), (.affineTransform, .affineTransform), (.path, .path),
             (.numbers, .numbers), (.colors, .colors), (.image, .image), (.font, .font):
            return true
        case let (.name(name), .name(valid)): return valid.contains(name)
        case let (.names(names), .names(valid)): return names.allSatisfy(valid.contains)
        default: return false
        }
    }
}
