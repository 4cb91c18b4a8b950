import Geometry
import Raster

extension Layer {
    /// Every property of the base layer, by its Core Animation name.
    static let baseProperties: [String: LayerProperty] = [
        "name": .optionalString(\Layer.name),
        "bounds": .rect(\Layer.bounds),
        "position": .point(\Layer.position),
        "anchorPoint": .point(\Layer.anchorPoint),
        "zPosition": .number(\Layer.zPosition),
        "transform": .transform(\Layer.transform),
        "sublayerTransform": .transform(\Layer.sublayerTransform),
        "opacity": .number(\Layer.opacity),
        "isHidden": .bool(\Layer.isHidden),
        "backgroundColor": .color(\Layer.backgroundColor),
        "cornerRadius": .number(\Layer.cornerRadius),
        "borderWidth": .number(\Layer.borderWidth),
        "borderColor": .color(\Layer.borderColor),
        "masksToBounds": .bool(\Layer.masksToBounds),
        "contents": .image(\Layer.contents),
        "contentsGravity": .named(\Layer.contentsGravity),
        "shadowColor": .color(\Layer.shadowColor),
        "shadowOpacity": .number(\Layer.shadowOpacity),
        "shadowRadius": .number(\Layer.shadowRadius),
        "shadowOffset": .size(\Layer.shadowOffset),
        "shadowPath": .path(\Layer.shadowPath),
        "frame": LayerProperty(kind: .rect, get: { .rect($0.frame) },
                               set: { layer, value in
                                   guard case .rect(let r) = value else { return false }
                                   layer.frame = r
                                   return true
                               }),
        "maskedCorners": LayerProperty(kind: .names(CornerMask.names), get: { .names($0.maskedCorners.names) },
                                       set: { layer, value in
                                           guard case .names(let names) = value,
                                                 names.allSatisfy(CornerMask.names.contains) else { return false }
                                           layer.maskedCorners = CornerMask(names: names)
                                           return true
                                       }),
    ]

    /// The kind of value `key` holds, or nil when this layer type has no such property.
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
