import Geometry
import Layers
import Raster

/// The base layer's animatable properties as plain values: a snapshot that costs no
/// allocation and compares field by field. Layer types' own animatable keys (a text layer's
/// `fontSize`…) are compared through key-value coding instead.
struct AnimatableLayerFields: Equatable {
    var bounds: Rect, position: Point, anchorPoint: Point, zPosition: Double
    var transform: Transform3D, sublayerTransform: Transform3D
    var opacity: Double, backgroundColor: Color?, cornerRadius: Double
    var borderWidth: Double, borderColor: Color?
    var shadowColor: Color?, shadowOpacity: Double, shadowRadius: Double, shadowOffset: Size, shadowPath: Path?

    /// The keys these fields hold.
    static let keys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowRadius", "shadowOffset", "shadowPath",
    ]

    init(_ layer: Layer) {
        bounds = layer.bounds; position = layer.position; anchorPoint = layer.anchorPoint; zPosition = layer.zPosition
        transform = layer.transform; sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity; backgroundColor = layer.backgroundColor; cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth; borderColor = layer.borderColor
        shadowColor = layer.shadowColor; shadowOpacity = layer.shadowOpacity; shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset; shadowPath = layer.shadowPath
    }

    /// The value of `key`, as the layer's key-value coding gives it; nil for a key not in `keys`.
    func value(forKey key: String) -> PropertyValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .number(zPosition)
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "opacity": return .number(opacity)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .number(cornerRadius)
        case "borderWidth": return .number(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .number(shadowOpacity)
        case "shadowRadius": return .number(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "shadowPath": return .path(shadowPath)
        default: return nil
        }
    }
}
