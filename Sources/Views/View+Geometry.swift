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

extension View {
    /// UIView.convert(_:to:): `point` in this view's bounds coordinates, in `view`'s (the
    /// scene's for nil), through the model geometry.
    public func convert(_ point: Point, to view: View?) -> Point {
        guard let scene = convert(point, toSceneUsing: \.modelGeometry) else { return point }
        return view?.convert(scene, fromSceneUsing: \.modelGeometry) ?? scene
    }

    /// UIView.convert(_:from:): `point` in `view`'s coordinates (the scene's for nil), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let scene = view.flatMap { $0.convert(point, toSceneUsing: \.modelGeometry) } ?? point
        return convert(scene, fromSceneUsing: \.modelGeometry)
    }

    /// UIView.convert(_:to:) for a rectangle: the smallest rectangle holding its four corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Self.bounding(Self.corners(of: rect).map { convert($0, to: view) })
    }

    /// UIView.convert(_:from:) for a rectangle.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Self.bounding(Self.corners(of: rect).map { convert($0, from: view) })
    }

    private static func corners(of rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
    }

    private static func bounding(_ points: [Point]) -> Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
