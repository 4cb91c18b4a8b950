import Geometry
import Layers
import Raster

/// The properties of view types.
public typealias ViewProperty = ObjectProperty<View>

extension View {
    /// Every property of the base view, by its UIKit name.
    static let baseProperties: [String: ViewProperty] = [
        "name": ViewProperty(kind: .string, get: { .string($0.name ?? "") },
                             set: { view, value in
                                 guard case .string(let s) = value else { return false }
                                 view.name = s
                                 return true
                             }),
        "frame": .rect(\View.frame),
        "bounds": .rect(\View.bounds),
        "center": .point(\View.center),
        "transform": .affineTransform(\View.transform),
        "alpha": .number(\View.alpha),
        "backgroundColor": .color(\View.backgroundColor),
        "isHidden": .bool(\View.isHidden),
        "clipsToBounds": .bool(\View.clipsToBounds),
        "tag": ViewProperty(kind: .number, get: { .number(Double($0.tag)) },
                            set: { view, value in
                                guard case .number(let n) = value, n.isFinite, n == n.rounded(),
                                      abs(n) < 1e15 else { return false }
                                view.tag = Int(n)
                                return true
                            }),
    ]

    /// The kind of value `key` holds, or nil when this view type has no such property.
    public static func kind(of key: String) -> PropertyKind? { properties[key]?.kind }

    /// The value of the property `key`, or nil when there is no such property.
    public func value(forKey key: String) -> PropertyValue? {
        type(of: self).properties[key]?.get(self)
    }

    /// Sets the property `key`, checking that it exists and that `value` is of its kind.
    public func setValue(_ value: PropertyValue, forKey key: String) throws(PropertyError) {
        try ObjectProperty.write(value, forKey: key, of: self, in: type(of: self).properties,
                                 typeName: type(of: self).typeName)
    }
}
