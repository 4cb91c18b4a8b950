import Geometry
import Raster

/// The properties of layer types.
public typealias LayerProperty = ObjectProperty<Layer>

/// One key-value-coded property of a layer or view type: its kind and how to read and write it.
public struct ObjectProperty<Root: AnyObject>: Sendable {
    public let kind: PropertyKind
    public let get: @Sendable (Root) -> PropertyValue
    /// Returns false when the value is not of the property's kind (or not what `expectation` says).
    public let set: @Sendable (Root, PropertyValue) -> Bool
    /// What a value must be when the kind alone does not say ("a whole number"), for the
    /// message a refused write gets.
    public let expectation: String?
    /// True for a property scripts may read but not set (`isTracking`).
    public let isReadOnly: Bool

    public init(kind: PropertyKind, expectation: String? = nil, get: @escaping @Sendable (Root) -> PropertyValue,
                set: @escaping @Sendable (Root, PropertyValue) -> Bool) {
        self.kind = kind; self.get = get; self.set = set
        self.expectation = expectation
        isReadOnly = false
    }

    /// A property that can only be read.
    public init(readOnly kind: PropertyKind, get: @escaping @Sendable (Root) -> PropertyValue) {
        self.kind = kind; self.get = get
        set = { _, _ in false }
        expectation = nil
        isReadOnly = true
    }

    /// A property stored at `key` of objects of type `L` (a `Root` or a subclass of it),
    /// converted by `wrap` and `unwrap`.
    public static func stored<L: AnyObject, V>(_ key: ReferenceWritableKeyPath<L, V> & Sendable, _ kind: PropertyKind,
                                     wrap: @escaping @Sendable (V) -> PropertyValue,
                                     unwrap: @escaping @Sendable (PropertyValue) -> V?) -> ObjectProperty {
        ObjectProperty(kind: kind,
                      get: { wrap(($0 as! L)[keyPath: key]) },
                      set: { object, value in
                          guard let v = unwrap(value) else { return false }
                          (object as! L)[keyPath: key] = v
                          return true
                      })
    }

    public static func number<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Double> & Sendable) -> ObjectProperty {
        stored(key, .number, wrap: { .number($0) }, unwrap: { if case .number(let n) = $0 { n } else { nil } })
    }
    public static func bool<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Bool> & Sendable) -> ObjectProperty {
        stored(key, .bool, wrap: { .bool($0) }, unwrap: { if case .bool(let b) = $0 { b } else { nil } })
    }
    public static func string<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, String> & Sendable) -> ObjectProperty {
        stored(key, .string, wrap: { .string($0) }, unwrap: { if case .string(let s) = $0 { s } else { nil } })
    }
    public static func optionalString<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, String?> & Sendable) -> ObjectProperty {
        stored(key, .string, wrap: { .string($0 ?? "") }, unwrap: { if case .string(let s) = $0 { s } else { nil } })
    }
    public static func point<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Point> & Sendable) -> ObjectProperty {
        stored(key, .point, wrap: { .point($0) }, unwrap: { if case .point(let p) = $0 { p } else { nil } })
    }
    public static func size<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Size> & Sendable) -> ObjectProperty {
        stored(key, .size, wrap: { .size($0) }, unwrap: { if case .size(let s) = $0 { s } else { nil } })
    }
    public static func rect<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Rect> & Sendable) -> ObjectProperty {
        stored(key, .rect, wrap: { .rect($0) }, unwrap: { if case .rect(let r) = $0 { r } else { nil } })
    }
    public static func transform<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Transform3D> & Sendable) -> ObjectProperty {
        stored(key, .transform, wrap: { .transform($0) }, unwrap: { if case .transform(let t) = $0 { t } else { nil } })
    }
    public static func affineTransform<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, AffineTransform> & Sendable) -> ObjectProperty {
        stored(key, .affineTransform, wrap: { .affineTransform($0) },
               unwrap: { if case .affineTransform(let t) = $0 { t } else { nil } })
    }
    public static func color<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Color?> & Sendable) -> ObjectProperty {
        stored(key, .color(optional: true), wrap: { .color($0) }, unwrap: { if case .color(let c) = $0 { .some(c) } else { nil } })
    }
    public static func path<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Path?> & Sendable) -> ObjectProperty {
        stored(key, .path, wrap: { .path($0) }, unwrap: { if case .path(let p) = $0 { .some(p) } else { nil } })
    }
    public static func numbers<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, [Double]?> & Sendable) -> ObjectProperty {
        stored(key, .numbers, wrap: { .numbers($0) }, unwrap: { if case .numbers(let n) = $0 { .some(n) } else { nil } })
    }
    public static func colors<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, [Color]?> & Sendable) -> ObjectProperty {
        stored(key, .colors, wrap: { .colors($0) }, unwrap: { if case .colors(let c) = $0 { .some(c) } else { nil } })
    }
    public static func image<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Image?> & Sendable) -> ObjectProperty {
        stored(key, .image, wrap: { .image($0) }, unwrap: { if case .image(let i) = $0 { .some(i) } else { nil } })
    }
    public static func font<L: AnyObject>(_ key: ReferenceWritableKeyPath<L, Font> & Sendable) -> ObjectProperty {
        stored(key, .font, wrap: { .font($0) }, unwrap: { if case .font(let f?) = $0 { f } else { nil } })
    }
    /// An enumeration stored as a Swift enum whose raw values are the script names.
    public static func named<L: AnyObject, E: RawRepresentable & CaseIterable>(_ key: ReferenceWritableKeyPath<L, E> & Sendable) -> ObjectProperty
    where E.RawValue == String {
        stored(key, .name(E.allCases.map(\.rawValue)), wrap: { .name($0.rawValue) },
               unwrap: { if case .name(let n) = $0 { E(rawValue: n) } else { nil } })
    }
}

extension ObjectProperty {
    /// An enumeration from another module, spelled in scripts by the given names.
    public static func mapped<L: AnyObject, E: Equatable & Sendable>(_ key: ReferenceWritableKeyPath<L, E> & Sendable,
                                                         _ names: [(String, E)]) -> ObjectProperty {
        stored(key, .name(names.map(\.0)),
               wrap: { v in .name(names.first { $0.1 == v }?.0 ?? "") },
               unwrap: { value in
                   guard case .name(let n) = value else { return nil }
                   return names.first { $0.0 == n }?.1
               })
    }
}

extension ObjectProperty {
    /// Writes `value` to the property `key` of `object`, looked up in `table`: the one place
    /// that turns a refused write into the error that says why.
    public static func write(_ value: PropertyValue, forKey key: String, of object: Root,
                             in table: [String: ObjectProperty], typeName: String) throws(PropertyError) {
        guard let property = table[key] else { throw .unknownKey(key: key, type: typeName) }
        try write(value, forKey: key, to: property, of: object)
    }

    /// Writes `value` with `property` (the property `key` of `object`), or throws why not.
    public static func write(_ value: PropertyValue, forKey key: String, to property: ObjectProperty,
                             of object: Root) throws(PropertyError) {
        guard !property.isReadOnly else { throw .readOnly(key: key) }
        guard property.set(object, value) else {
            if case .name(let valid) = property.kind, case .name(let given) = value {
                throw .unknownName(key: key, value: given, valid: valid)
            }
            if let expectation = property.expectation { throw .refused(key: key, expectation: expectation) }
            throw .wrongKind(key: key, expected: property.kind)
        }
    }
}
