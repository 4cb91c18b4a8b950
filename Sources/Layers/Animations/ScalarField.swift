/// Number-valued key paths on the base layer, read and written as plain numbers: most
/// animations move one of these, and going through boxed property values costs more than
/// the animation's own maths.
enum ScalarField {
    case opacity, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius
    case positionX, positionY, anchorPointX, anchorPointY, boundsWidth, boundsHeight

    init?(keyPath: String) {
        switch keyPath {
        case "opacity": self = .opacity
        case "zPosition": self = .zPosition
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "shadowOpacity": self = .shadowOpacity
        case "shadowRadius": self = .shadowRadius
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "anchorPoint.x": self = .anchorPointX
        case "anchorPoint.y": self = .anchorPointY
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        default: return nil
        }
    }

    func get(_ l: Layer) -> Double {
        switch self {
        case .opacity: return l.opacity
        case .zPosition: return l.zPosition
        case .cornerRadius: return l.cornerRadius
        case .borderWidth: return l.borderWidth
        case .shadowOpacity: return l.shadowOpacity
        case .shadowRadius: return l.shadowRadius
        case .positionX: return l.position.x
        case .positionY: return l.position.y
        case .anchorPointX: return l.anchorPoint.x
        case .anchorPointY: return l.anchorPoint.y
        case .boundsWidth: return l.bounds.size.width
        case .boundsHeight: return l.bounds.size.height
        }
    }

    func set(_ l: Layer, _ v: Double) {
        switch self {
        case .opacity: l.opacity = v
        case .zPosition: l.zPosition = v
        case .cornerRadius: l.cornerRadius = v
        case .borderWidth: l.borderWidth = v
        case .shadowOpacity: l.shadowOpacity = v
        case .shadowRadius: l.shadowRadius = v
        case .positionX: l.position.x = v
        case .positionY: l.position.y = v
        case .anchorPointX: l.anchorPoint.x = v
        case .anchorPointY: l.anchorPoint.y = v
        case .boundsWidth: l.bounds.size.width = v
        case .boundsHeight: l.bounds.size.height = v
        }
    }
}
