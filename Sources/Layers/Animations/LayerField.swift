import Geometry
import Raster

/// The base layer properties animations write most, read and written directly: key-value
/// coding goes through key paths and boxed values, which costs more than the animation
/// maths itself when thousands of animations run every frame.
enum LayerField {
    case position, bounds, anchorPoint, zPosition, transform, sublayerTransform, opacity
    case backgroundColor, cornerRadius, borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset

    init?(key: String) {
        switch key {
        case "position": self = .position
        case "bounds": self = .bounds
        case "anchorPoint": self = .anchorPoint
        case "zPosition": self = .zPosition
        case "transform": self = .transform
        case "sublayerTransform": self = .sublayerTransform
        case "opacity": self = .opacity
        case "backgroundColor": self = .backgroundColor
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "borderColor": self = .borderColor
        case "shadowOpacity": self = .shadowOpacity
        case "shadowRadius": self = .shadowRadius
        case "shadowOffset": self = .shadowOffset
        default: return nil
        }
    }

    func get(_ l: Layer) -> PropertyValue {
        switch self {
        case .position: return .point(l.position)
        case .bounds: return .rect(l.bounds)
        case .anchorPoint: return .point(l.anchorPoint)
        case .zPosition: return .number(l.zPosition)
        case .transform: return .transform(l.transform)
        case .sublayerTransform: return .transform(l.sublayerTransform)
        case .opacity: return .number(l.opacity)
        case .backgroundColor: return .color(l.backgroundColor)
        case .cornerRadius: return .number(l.cornerRadius)
        case .borderWidth: return .number(l.borderWidth)
        case .borderColor: return .color(l.borderColor)
        case .shadowOpacity: return .number(l.shadowOpacity)
        case .shadowRadius: return .number(l.shadowRadius)
        case .shadowOffset: return .size(l.shadowOffset)
        }
    }

    /// Writes `v`; false when it is not of the field's kind.
    func set(_ l: Layer, _ v: PropertyValue) -> Bool {
        switch (self, v) {
        case (.position, .point(let p)): l.position = p
        case (.bounds, .rect(let r)): l.bounds = r
        case (.anchorPoint, .point(let p)): l.anchorPoint = p
        case (.zPosition, .number(let n)): l.zPosition = n
        case (.transform, .transform(let t)): l.transform = t
        case (.sublayerTransform, .transform(let t)): l.sublayerTransform = t
        case (.opacity, .number(let n)): l.opacity = n
        case (.backgroundColor, .color(let c)): l.backgroundColor = c
        case (.cornerRadius, .number(let n)): l.cornerRadius = n
        case (.borderWidth, .number(let n)): l.borderWidth = n
        case (.borderColor, .color(let c)): l.borderColor = c
        case (.shadowOpacity, .number(let n)): l.shadowOpacity = n
        case (.shadowRadius, .number(let n)): l.shadowRadius = n
        case (.shadowOffset, .size(let s)): l.shadowOffset = s
        default: return false
        }
        return true
    }
}
