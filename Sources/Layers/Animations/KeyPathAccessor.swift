import Animation
import Geometry

/// Reads and writes a Core Animation key path on a layer: a property (`opacity`) or a field
/// of one (`position.x`, `bounds.size.width`, `transform.rotation.z`, `transform.scale`,
/// `transform.translation.x`, `shadowOffset.height`…), as Apple's "Key Path Support for
/// Structure Fields" lists them. Transform fields read and write the decomposed matrix, so
/// animating `transform.rotation.z` to 2π turns a full circle.
public struct KeyPathAccessor {
    /// The layer property the key path starts with.
    public let key: String
    /// The field names after it (empty for the whole property).
    public let fields: [String]
    /// The kind of value the key path holds.
    public let kind: PropertyKind
    /// The layer property's reader and writer, looked up once (from the type's property table).
    private let property: LayerProperty
    /// A number-valued key path read and written as a plain number, when the table's typed
    /// reader and writer give one (`opacity`, `position.x`, `bounds.size.width`…).
    let scalar: ScalarAccess?
    /// True when the key path starts with one of the layer's custom properties
    /// (`Layer.customProperties`) rather than a property of its type; `property.kind` is
    /// then the kind of the value it held when the accessor was made. (A flag rather than
    /// the value: accessors are copied on every animation step, and a value is large.)
    public let isCustom: Bool

    /// An accessor for `keyPath` on `layer`: a property of its type or one of its custom
    /// properties, or nil when the key path does not name an animatable value there.
    public init?(_ keyPath: String, of layer: Layer) {
        if let typed = KeyPathAccessor(keyPath, layerType: type(of: layer)) {
            self = typed
            return
        }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let key = parts.first, let value = layer.customProperties[key],
              let kind = KeyPathAccessor.kind(of: Array(parts.dropFirst()), in: value.kind) else { return nil }
        self.key = key
        property = Layer.customProperty(key, kind: value.kind)
        scalar = nil
        fields = Array(parts.dropFirst())
        self.kind = kind
        isCustom = true
    }

    /// An accessor for `keyPath` on every layer of `layerType` (its type's properties only).
    public init?(_ keyPath: String, layerType: Layer.Type) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let key = parts.first, let entry = layerType.propertyTable.entry(key),
              let kind = KeyPathAccessor.kind(of: Array(parts.dropFirst()), in: entry.kind) else { return nil }
        self.key = key
        property = entry.property
        fields = Array(parts.dropFirst())
        scalar = entry.typed.scalar(fields)
        self.kind = kind
        isCustom = false
    }

    /// Whether this accessor, made for another layer of the same type, serves `layer` too:
    /// always for a property of the type; for a custom property, when `layer` has one of
    /// that name and kind.
    func serves(_ layer: Layer) -> Bool {
        guard isCustom else { return true }
        guard let kind = layer.customProperties[key]?.kind else { return false }
        switch (kind, property.kind) {
        case (.name, .name), (.names, .names): return true
        default: return kind == property.kind
        }
    }

    /// The value at the key path.
    public func get(_ layer: Layer) -> AnimatedValue? {
        let base = read(layer)
        guard !fields.isEmpty else { return AnimatedValue(base) }
        return KeyPathAccessor.field(fields, of: base).map { AnimatedValue($0) }
    }

    /// Writes `value` at the key path (a field writes the whole property back).
    public func set(_ layer: Layer, _ value: AnimatedValue) {
        let newValue = value.propertyValue
        guard !fields.isEmpty else {
            write(layer, newValue)
            return
        }
        guard let updated = KeyPathAccessor.setting(fields, of: read(layer), to: newValue) else { return }
        write(layer, updated)
    }

    private func read(_ layer: Layer) -> PropertyValue { property.get(layer) }

    private func write(_ layer: Layer, _ value: PropertyValue) { _ = property.set(layer, value) }

    // MARK: Fields

    /// The kind of the field `fields` names inside a value of `kind`, or nil when there is none.
    public static func kind(of fields: [String], in kind: PropertyKind) -> PropertyKind? {
        guard let first = fields.first else { return kind }
        let rest = Array(fields.dropFirst())
        switch (kind, first) {
        case (.point, "x"), (.point, "y"), (.size, "width"), (.size, "height"):
            return rest.isEmpty ? .number : nil
        case (.rect, "origin"): return self.kind(of: rest, in: .point)
        case (.rect, "size"): return self.kind(of: rest, in: .size)
        case (.transform, "rotation"):
            return rest.isEmpty || (rest.count == 1 && ["x", "y", "z"].contains(rest[0])) ? .number : nil
        case (.transform, "scale"):
            return rest.isEmpty || (rest.count == 1 && ["x", "y", "z", "xy"].contains(rest[0])) ? .number : nil
        case (.transform, "translation"):
            if rest.isEmpty { return .size }
            return rest.count == 1 && ["x", "y", "z"].contains(rest[0]) ? .number : nil
        default: return nil
        }
    }

    /// The field `fields` names inside `value` (the value itself for no fields).
    public static func field(_ fields: [String], of value: PropertyValue) -> PropertyValue? {
        guard let first = fields.first else { return value }
        let rest = Array(fields.dropFirst())
        switch (value, first) {
        case (.point(let p), "x"): return .number(p.x)
        case (.point(let p), "y"): return .number(p.y)
        case (.size(let s), "width"): return .number(s.width)
        case (.size(let s), "height"): return .number(s.height)
        case (.rect(let r), "origin"): return field(rest, of: .point(r.origin))
        case (.rect(let r), "size"): return field(rest, of: .size(r.size))
        case (.transform(let t), _):
            guard let d = DecomposedTransform(t) else { return .number(0) }
            return transformField(first, rest.first, of: d)
        default: return nil
        }
    }

    /// `value` with the field `fields` names set to `newValue`, or nil when it has no such field.
    public static func setting(_ fields: [String], of value: PropertyValue, to newValue: PropertyValue) -> PropertyValue? {
        guard let first = fields.first else { return newValue }
        let rest = Array(fields.dropFirst())
        switch (value, first) {
        case (.point(var p), "x"): guard case .number(let n) = newValue else { return nil }; p.x = n; return .point(p)
        case (.point(var p), "y"): guard case .number(let n) = newValue else { return nil }; p.y = n; return .point(p)
        case (.size(var s), "width"): guard case .number(let n) = newValue else { return nil }; s.width = n; return .size(s)
        case (.size(var s), "height"): guard case .number(let n) = newValue else { return nil }; s.height = n; return .size(s)
        case (.rect(var r), "origin"):
            guard case .point(let p)? = setting(rest, of: .point(r.origin), to: newValue) else { return nil }
            r.origin = p
            return .rect(r)
        case (.rect(var r), "size"):
            guard case .size(let s)? = setting(rest, of: .size(r.size), to: newValue) else { return nil }
            r.size = s
            return .rect(r)
        case (.transform(let t), _):
            var d = DecomposedTransform(t) ?? DecomposedTransform(.identity)!
            guard setTransformField(first, rest.first, of: &d, to: newValue) else { return nil }
            return .transform(d.transform)
        default: return nil
        }
    }

    private static func transformField(_ name: String, _ axis: String?, of d: DecomposedTransform) -> PropertyValue? {
        switch (name, axis) {
        case ("rotation", nil), ("rotation", "z"): return .number(d.rotationZ)
        case ("rotation", "x"): return .number(d.rotationX)
        case ("rotation", "y"): return .number(d.rotationY)
        // `transform.scale` is the average of the three scales (CA_SEMANTICS §1.4).
        case ("scale", nil): return .number((d.scaleX + d.scaleY + d.scaleZ) / 3)
        case ("scale", "x"): return .number(d.scaleX)
        case ("scale", "y"): return .number(d.scaleY)
        case ("scale", "z"): return .number(d.scaleZ)
        // `transform.scale.xy` scales x and y together; it reads as their average.
        case ("scale", "xy"): return .number((d.scaleX + d.scaleY) / 2)
        case ("translation", nil): return .size(Size(width: d.translationX, height: d.translationY))
        case ("translation", "x"): return .number(d.translationX)
        case ("translation", "y"): return .number(d.translationY)
        case ("translation", "z"): return .number(d.translationZ)
        default: return nil
        }
    }

    private static func setTransformField(_ name: String, _ axis: String?, of d: inout DecomposedTransform,
                                          to value: PropertyValue) -> Bool {
        if name == "translation", axis == nil {
            guard case .size(let s) = value else { return false }
            d.translationX = s.width
            d.translationY = s.height
            return true
        }
        guard case .number(let n) = value else { return false }
        switch (name, axis) {
        case ("rotation", nil), ("rotation", "z"): d.rotationZ = n
        case ("rotation", "x"): d.rotationX = n
        case ("rotation", "y"): d.rotationY = n
        case ("scale", nil): d.scaleX = n; d.scaleY = n; d.scaleZ = n
        case ("scale", "x"): d.scaleX = n
        case ("scale", "y"): d.scaleY = n
        case ("scale", "z"): d.scaleZ = n
        case ("scale", "xy"): d.scaleX = n; d.scaleY = n
        case ("translation", "x"): d.translationX = n
        case ("translation", "y"): d.translationY = n
        case ("translation", "z"): d.translationZ = n
        default: return false
        }
        return true
    }
}
