import Geometry
import Layers

/// A navigation controller's view: its subviews (the screens) fill it whenever its size
/// changes, as the navigation controller lays out its top view.
final class FillingContainerView: View {
    override init(layerType: Layer.Type = Layer.self) {
        super.init(layerType: layerType)
        clipsToBounds = true
    }

    override func boundsDidChange() {
        for subview in subviews { subview.frame = Rect(origin: .zero, size: bounds.size) }
    }
}
