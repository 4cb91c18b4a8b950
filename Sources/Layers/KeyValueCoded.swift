/// Objects whose properties scripts and probes read and write by name (key-value coding):
/// layers and views. Each type lists its properties in a table; this gives them the
/// checked reads and writes.
public protocol KeyValueCoded: AnyObject {
    /// The base class the property table is written for (Layer, View).
    associatedtype PropertyRoot: AnyObject
    /// The type name scripts and messages use ("ShapeLayer", "Label").
    static var typeName: String { get }
    /// The properties of this type, by name; subclasses add theirs.
    static var properties: [String: ObjectProperty<PropertyRoot>] { get }
    /// The property `key` of this object: its type's (the default), or one the object
    /// carries itself (a layer's custom properties).
    func property(forKey key: String) -> ObjectProperty<PropertyRoot>?
}

extension KeyValueCoded {
    /// The kind of value `key` holds, or nil when this type has no such property.
    public static func kind(of key: String) -> PropertyKind? { properties[key]?.kind }

    /// The type's property `key`.
    public func property(forKey key: String) -> ObjectProperty<PropertyRoot>? { type(of: self).properties[key] }

    /// The kind of value `key` holds on this object (its type's properties and its own), or
    /// nil when it has no such property.
    public func kind(forKey key: String) -> PropertyKind? { property(forKey: key)?.kind }

    /// The value of the property `key`, or nil when there is no such property.
    public func value(forKey key: String) -> PropertyValue? {
        guard let root = self as? PropertyRoot else { return nil }
        return property(forKey: key)?.get(root)
    }

    /// Sets the property `key`, checking that it exists and that `value` is of its kind.
    public func setValue(_ value: PropertyValue, forKey key: String) throws(PropertyError) {
        guard let root = self as? PropertyRoot, let property = property(forKey: key) else {
            throw .unknownKey(key: key, type: type(of: self).typeName)
        }
        try ObjectProperty.write(value, forKey: key, to: property, of: root)
    }
}
