import Geometry
import Raster

/// How a layer property animates.
public enum Animates: Sendable {
    /// Not animatable: names, enumerations, flags, images, strings.
    case never
    /// Explicit animations animate it; changing it does not (CAShapeLayer.path).
    case explicitly
    /// Changing it on a layer in a tree animates it by default (Core Animation's implicit
    /// animations, `AnimationHost.defaultAction`), and UIKit animation blocks animate it.
    case implicitly
}

/// One property of a layer type, as its type's table (`Layer.propertyTable`) lists it: the
/// only place a layer property is named. Key-value coding, implicit actions, the animation
/// fast paths, UIKit block snapshots and `kinema probe` all read these.
public struct LayerPropertyEntry: Sendable {
    /// The Core Animation name (`shadowOpacity`).
    public let name: String
    public let animates: Animates
    /// Whether `kinema probe` reports it (in table order).
    public let probed: Bool
    /// The checked, boxed reader and writer key-value coding uses.
    public let property: LayerProperty
    /// True when two layers of the type hold the same value (unboxed).
    public let isEqual: @Sendable (Layer, Layer) -> Bool
    /// The unboxed reader and writer, for the number-valued key paths animations use most.
    let typed: TypedAccess

    public var kind: PropertyKind { property.kind }
}

/// A layer type's properties in order: the base layer's, then the type's own. Built once per
/// type from its rows; everything else about the properties is derived from it here.
public final class LayerPropertyTable: Sendable {
    /// Every property, base layer's first.
    public let entries: [LayerPropertyEntry]
    /// The key-value-coding table, by name.
    public let properties: [String: LayerProperty]
    /// The keys changes of which animate by default (`Animates.implicitly`).
    public let implicitlyAnimatedKeys: Set<String>
    /// The properties `kinema probe` reports, in order.
    public let probedKeys: [String]
    private let byName: [String: Int]

    /// The table of a type whose own rows are `rows`, after those of `base` (its superclass's table).
    public init<L: Layer>(_ rows: [LayerPropertyRow<L>], after base: LayerPropertyTable? = nil) {
        entries = (base?.entries ?? []) + rows.map(\.entry)
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() {
            precondition(index[entry.name] == nil, "\(entry.name) is in the layer property table twice")
            index[entry.name] = i
        }
        byName = index
        properties = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.property) })
        implicitlyAnimatedKeys = Set(entries.filter { $0.animates == .implicitly }.map(\.name))
        probedKeys = entries.filter(\.probed).map(\.name)
    }

    /// The property `name`, or nil when the type has none.
    public func entry(_ name: String) -> LayerPropertyEntry? { byName[name].map { entries[$0] } }
}

/// A row of a layer type's property table as written: the property's name, how it animates,
/// whether probes show it, and its typed reader and writer on layers of type `L`.
public struct LayerPropertyRow<L: Layer>: Sendable {
    let entry: LayerPropertyEntry

    /// A property of value type `V`: `get` and `set` are the typed fast path; `wrap` and
    /// `unwrap` box it for key-value coding (`unwrap` returns nil for a value of another kind).
    static func typed<V>(_ name: String, _ kind: PropertyKind, _ animates: Animates, probed: Bool,
                                get: @escaping @Sendable (L) -> V, set: @escaping @Sendable (L, V) -> Void,
                                wrap: @escaping @Sendable (V) -> PropertyValue,
                                unwrap: @escaping @Sendable (PropertyValue) -> V?,
                                equal: @escaping @Sendable (V, V) -> Bool,
                                access typed: TypedAccess = .other) -> LayerPropertyRow {
        let property = LayerProperty(kind: kind, get: { wrap(get($0 as! L)) }, set: { layer, value in
            guard let v = unwrap(value) else { return false }
            set(layer as! L, v)
            return true
        })
        return LayerPropertyRow(entry: LayerPropertyEntry(
            name: name, animates: animates, probed: probed, property: property,
            isEqual: { equal(get($0 as! L), get($1 as! L)) }, typed: typed))
    }

    static func typed<V: Equatable>(_ name: String, _ kind: PropertyKind, _ animates: Animates, probed: Bool,
                                           get: @escaping @Sendable (L) -> V, set: @escaping @Sendable (L, V) -> Void,
                                           wrap: @escaping @Sendable (V) -> PropertyValue,
                                           unwrap: @escaping @Sendable (PropertyValue) -> V?,
                                           access: TypedAccess = .other) -> LayerPropertyRow {
        typed(name, kind, animates, probed: probed, get: get, set: set, wrap: wrap, unwrap: unwrap, equal: ==, access: access)
    }

    /// A property read and written as a `PropertyValue` by hand (a count, a seed, an option set).
    public static func custom(_ name: String, _ kind: PropertyKind, _ animates: Animates = .never, probed: Bool = false,
                              get: @escaping @Sendable (L) -> PropertyValue,
                              set: @escaping @Sendable (L, PropertyValue) -> Bool) -> LayerPropertyRow {
        LayerPropertyRow(entry: LayerPropertyEntry(
            name: name, animates: animates, probed: probed,
            property: LayerProperty(kind: kind, get: { get($0 as! L) }, set: { set($0 as! L, $1) }),
            isEqual: { get($0 as! L) == get($1 as! L) }, typed: .other))
    }

    public static func number(_ name: String, _ animates: Animates, probed: Bool = false,
                              _ get: @escaping @Sendable (L) -> Double, _ set: @escaping @Sendable (L, Double) -> Void) -> Self {
        typed(name, .number, animates, probed: probed, get: get, set: set, wrap: { .number($0) },
              unwrap: { if case .number(let n) = $0 { n } else { nil } },
              access: .number({ get($0 as! L) }, { set($0 as! L, $1) }))
    }
    public static func bool(_ name: String, _ animates: Animates, probed: Bool = false,
                            _ get: @escaping @Sendable (L) -> Bool, _ set: @escaping @Sendable (L, Bool) -> Void) -> Self {
        typed(name, .bool, animates, probed: probed, get: get, set: set, wrap: { .bool($0) },
              unwrap: { if case .bool(let b) = $0 { b } else { nil } })
    }
    public static func string(_ name: String, probed: Bool = false,
                              _ get: @escaping @Sendable (L) -> String, _ set: @escaping @Sendable (L, String) -> Void) -> Self {
        typed(name, .string, .never, probed: probed, get: get, set: set, wrap: { .string($0) },
              unwrap: { if case .string(let s) = $0 { s } else { nil } })
    }
    /// A string that may be nil; nil reads as "".
    public static func optionalString(_ name: String, probed: Bool = false, _ get: @escaping @Sendable (L) -> String?,
                                      _ set: @escaping @Sendable (L, String?) -> Void) -> Self {
        typed(name, .string, .never, probed: probed, get: get, set: set, wrap: { .string($0 ?? "") },
              unwrap: { if case .string(let s) = $0 { .some(s) } else { nil } })
    }
    public static func point(_ name: String, _ animates: Animates, probed: Bool = false,
                             _ get: @escaping @Sendable (L) -> Point, _ set: @escaping @Sendable (L, Point) -> Void) -> Self {
        typed(name, .point, animates, probed: probed, get: get, set: set, wrap: { .point($0) },
              unwrap: { if case .point(let p) = $0 { p } else { nil } },
              access: .point({ get($0 as! L) }, { set($0 as! L, $1) }))
    }
    public static func size(_ name: String, _ animates: Animates, probed: Bool = false,
                            _ get: @escaping @Sendable (L) -> Size, _ set: @escaping @Sendable (L, Size) -> Void) -> Self {
        typed(name, .size, animates, probed: probed, get: get, set: set, wrap: { .size($0) },
              unwrap: { if case .size(let s) = $0 { s } else { nil } },
              access: .size({ get($0 as! L) }, { set($0 as! L, $1) }))
    }
    public static func rect(_ name: String, _ animates: Animates, probed: Bool = false,
                            _ get: @escaping @Sendable (L) -> Rect, _ set: @escaping @Sendable (L, Rect) -> Void) -> Self {
        typed(name, .rect, animates, probed: probed, get: get, set: set, wrap: { .rect($0) },
              unwrap: { if case .rect(let r) = $0 { r } else { nil } },
              access: .rect({ get($0 as! L) }, { set($0 as! L, $1) }))
    }
    public static func transform(_ name: String, _ animates: Animates, probed: Bool = false,
                                 _ get: @escaping @Sendable (L) -> Transform3D,
                                 _ set: @escaping @Sendable (L, Transform3D) -> Void) -> Self {
        typed(name, .transform, animates, probed: probed, get: get, set: set, wrap: { .transform($0) },
              unwrap: { if case .transform(let t) = $0 { t } else { nil } })
    }
    public static func color(_ name: String, _ animates: Animates, probed: Bool = false,
                             _ get: @escaping @Sendable (L) -> Color?, _ set: @escaping @Sendable (L, Color?) -> Void) -> Self {
        typed(name, .color(optional: true), animates, probed: probed, get: get, set: set, wrap: { .color($0) },
              unwrap: { if case .color(let c) = $0 { .some(c) } else { nil } })
    }
    public static func path(_ name: String, _ animates: Animates, probed: Bool = false,
                            _ get: @escaping @Sendable (L) -> Path?, _ set: @escaping @Sendable (L, Path?) -> Void) -> Self {
        typed(name, .path, animates, probed: probed, get: get, set: set, wrap: { .path($0) },
              unwrap: { if case .path(let p) = $0 { .some(p) } else { nil } })
    }
    public static func numbers(_ name: String, _ animates: Animates, probed: Bool = false,
                               _ get: @escaping @Sendable (L) -> [Double]?,
                               _ set: @escaping @Sendable (L, [Double]?) -> Void) -> Self {
        typed(name, .numbers, animates, probed: probed, get: get, set: set, wrap: { .numbers($0) },
              unwrap: { if case .numbers(let n) = $0 { .some(n) } else { nil } })
    }
    public static func colors(_ name: String, _ animates: Animates, probed: Bool = false,
                              _ get: @escaping @Sendable (L) -> [Color]?, _ set: @escaping @Sendable (L, [Color]?) -> Void) -> Self {
        typed(name, .colors, animates, probed: probed, get: get, set: set, wrap: { .colors($0) },
              unwrap: { if case .colors(let c) = $0 { .some(c) } else { nil } })
    }
    /// An image, compared by identity (images never change once made).
    public static func image(_ name: String, _ animates: Animates, probed: Bool = false,
                             _ get: @escaping @Sendable (L) -> Image?, _ set: @escaping @Sendable (L, Image?) -> Void) -> Self {
        typed(name, .image, animates, probed: probed, get: get, set: set, wrap: { .image($0) },
              unwrap: { if case .image(let i) = $0 { .some(i) } else { nil } }, equal: { $0 === $1 })
    }
    public static func font(_ name: String, probed: Bool = false,
                            _ get: @escaping @Sendable (L) -> Font, _ set: @escaping @Sendable (L, Font) -> Void) -> Self {
        typed(name, .font, .never, probed: probed, get: get, set: set, wrap: { .font($0) },
              unwrap: { if case .font(let f?) = $0 { f } else { nil } })
    }
    /// An enumeration whose raw values are the script names.
    public static func named<E: RawRepresentable & CaseIterable & Equatable>(
        _ name: String, probed: Bool = false, _ get: @escaping @Sendable (L) -> E, _ set: @escaping @Sendable (L, E) -> Void
    ) -> Self where E.RawValue == String {
        typed(name, .name(E.allCases.map(\.rawValue)), .never, probed: probed, get: get, set: set,
              wrap: { .name($0.rawValue) }, unwrap: { if case .name(let n) = $0 { E(rawValue: n) } else { nil } })
    }
    /// An option set, spelled in scripts as a list of its names; a name it lacks is refused.
    public static func options<O: NamedOptions & Equatable>(_ name: String, probed: Bool = false,
                                                            _ get: @escaping @Sendable (L) -> O,
                                                            _ set: @escaping @Sendable (L, O) -> Void) -> Self {
        typed(name, .names(O.names), .never, probed: probed, get: get, set: set, wrap: { .names($0.names) },
              unwrap: { value in
                  guard case .names(let names) = value, names.allSatisfy(O.names.contains) else { return nil }
                  return O(names: names)
              })
    }
    /// An enumeration from another module, spelled in scripts by the given names.
    public static func mapped<E: Equatable & Sendable>(_ name: String, _ names: [(String, E)], probed: Bool = false,
                                                        _ get: @escaping @Sendable (L) -> E,
                                                        _ set: @escaping @Sendable (L, E) -> Void) -> Self {
        typed(name, .name(names.map(\.0)), .never, probed: probed, get: get, set: set,
              wrap: { v in .name(names.first { $0.1 == v }?.0 ?? "") },
              unwrap: { value in
                  guard case .name(let n) = value else { return nil }
                  return names.first { $0.0 == n }?.1
              })
    }
}

/// A property's reader and writer without boxing, for the value types whose fields are
/// number-valued key paths (`opacity`, `position.x`, `bounds.size.width`).
enum TypedAccess: Sendable {
    case number(@Sendable (Layer) -> Double, @Sendable (Layer, Double) -> Void)
    case point(@Sendable (Layer) -> Point, @Sendable (Layer, Point) -> Void)
    case size(@Sendable (Layer) -> Size, @Sendable (Layer, Size) -> Void)
    case rect(@Sendable (Layer) -> Rect, @Sendable (Layer, Rect) -> Void)
    case other

    /// The plain-number reader and writer of the field `fields` names (the property itself
    /// when empty), or nil when that is not a number of these types.
    func scalar(_ fields: [String]) -> ScalarAccess? {
        switch (self, fields.count) {
        case (.number(let get, let set), 0):
            return ScalarAccess(get: get, set: set)
        case (.point(let get, let set), 1):
            switch fields[0] {
            case "x": return ScalarAccess(get: { get($0).x }, set: { l, v in var p = get(l); p.x = v; set(l, p) })
            case "y": return ScalarAccess(get: { get($0).y }, set: { l, v in var p = get(l); p.y = v; set(l, p) })
            default: return nil
            }
        case (.size(let get, let set), 1):
            switch fields[0] {
            case "width": return ScalarAccess(get: { get($0).width }, set: { l, v in var s = get(l); s.width = v; set(l, s) })
            case "height": return ScalarAccess(get: { get($0).height }, set: { l, v in var s = get(l); s.height = v; set(l, s) })
            default: return nil
            }
        case (.rect(let get, let set), 2):
            switch (fields[0], fields[1]) {
            case ("origin", "x"): return ScalarAccess(get: { get($0).origin.x }, set: { l, v in var r = get(l); r.origin.x = v; set(l, r) })
            case ("origin", "y"): return ScalarAccess(get: { get($0).origin.y }, set: { l, v in var r = get(l); r.origin.y = v; set(l, r) })
            case ("size", "width"):
                return ScalarAccess(get: { get($0).size.width }, set: { l, v in var r = get(l); r.size.width = v; set(l, r) })
            case ("size", "height"):
                return ScalarAccess(get: { get($0).size.height }, set: { l, v in var r = get(l); r.size.height = v; set(l, r) })
            default: return nil
            }
        default:
            return nil
        }
    }
}

/// A number-valued key path read and written as a plain number: most animations move one,
/// and going through boxed property values costs more than the animation's own maths.
struct ScalarAccess: Sendable {
    let get: @Sendable (Layer) -> Double
    let set: @Sendable (Layer, Double) -> Void
}
