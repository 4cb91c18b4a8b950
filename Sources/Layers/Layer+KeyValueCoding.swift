import Geometry
import Raster

extension Layer: KeyValueCoded {
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
        "isGeometryFlipped": .bool(\Layer.isGeometryFlipped),
        "contents": .image(\Layer.contents),
        "contentsGravity": .named(\Layer.contentsGravity),
        "contentsScale": .number(\Layer.contentsScale),
        "needsDisplayOnBoundsChange": .bool(\Layer.needsDisplayOnBoundsChange),
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
}
