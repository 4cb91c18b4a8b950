import Geometry
import Layers

/// Converting points between the scene and a view, through either the model geometry (as
/// UIKit's `convert` does) or the presentation geometry (what is on screen, for hit testing).
extension View {
    /// The view's layer as the model has it.
    public var modelGeometry: Layer { layer }

    /// The chain of views from the root of this view's tree down to this view.
    var ancestry: [View] {
        var chain: [View] = [self]
        while let parent = chain.last?.superview { chain.append(parent) }
        return chain.reversed()
    }

    /// `point` in the scene's coordinates, in this view's bounds coordinates, with each
    /// view's geometry from `geometry`. A view seen edge-on keeps the point it was given.
    public func convert(_ point: Point, fromSceneUsing geometry: (View) -> Layer) -> Point {
        var p = point
        var parent: Layer?
        for view in ancestry {
            let layer = geometry(view)
            p = layer.transform(toParent: parent).unproject(p) ?? p
            parent = layer
        }
        return p
    }

    /// `point` in this view's bounds coordinates, in the scene's.
    public func convert(_ point: Point, toSceneUsing geometry: (View) -> Layer) -> Point? {
        let chain = ancestry
        let layers = chain.map(geometry)
        var p = point
        for i in layers.indices.reversed() {
            p = layers[i].transform(toParent: i > 0 ? layers[i - 1] : nil).project(p)
        }
        return p.x.isFinite && p.y.isFinite ? p : nil
    }
}
