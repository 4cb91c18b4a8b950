import Geometry
import Layers
import Raster

/// UIImageView: shows an image as its layer's contents.
public final class ImageView: View {
    /// UIView.ContentMode, mapped onto the layer's contentsGravity.
    public enum ContentMode: String, CaseIterable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var gravity: ContentsGravity {
            switch self {
            case .scaleToFill: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    public init() {
        super.init(layerType: Layer.self)
        isUserInteractionEnabled = false  // as UIImageView
    }

    override public class var typeName: String { "ImageView" }

    /// Setting an image on a view with no size yet sizes it to the image, as
    /// UIImageView(image:) does.
    public var image: Image? {
        get { layer.contents }
        set {
            layer.contents = newValue
            if let image = newValue, bounds.size == .zero {
                let size = image.pointSize
                bounds.size = Size(width: size.width, height: size.height)
            }
        }
    }
    public var contentMode = ContentMode.scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    override public class var properties: [String: ViewProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: ViewProperty] = baseProperties.merging([
        "image": .image(\ImageView.image),
        "contentMode": .named(\ImageView.contentMode),
    ]) { $1 }
}
