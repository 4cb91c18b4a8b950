import Geometry
import Layers
import Raster

/// The properties of view types.
public typealias ViewProperty = ObjectProperty<View>

extension View: KeyValueCoded {
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
        "isOpaque": .bool(\View.isOpaque),
        "isUserInteractionEnabled": .bool(\View.isUserInteractionEnabled),
        "translatesAutoresizingMaskIntoConstraints": .bool(\View.translatesAutoresizingMaskIntoConstraints),
        "tag": ViewProperty(kind: .number, expectation: "a whole number", get: { .number(Double($0.tag)) },
                            set: { view, value in
                                guard case .number(let n) = value, n.isFinite, n == n.rounded(),
                                      abs(n) < 1e15 else { return false }
                                view.tag = Int(n)
                                return true
                            }),
    ]
}

extension View {
    /// The layer properties a change of the view's `key` sets (`alpha` is the layer's
    /// `opacity`); empty for a key that is not the layer's.
    public static func layerKeys(forKey key: String) -> [String] {
        switch key {
        case "alpha": return ["opacity"]
        case "center": return ["position"]
        case "frame": return ["position", "bounds"]
        case "clipsToBounds": return ["masksToBounds"]
        case "bounds", "transform", "backgroundColor", "isHidden": return [key]
        case "contentOffset": return ["bounds"]
        default: return []
        }
    }
}
