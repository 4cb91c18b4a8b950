import Geometry
import Layers

extension View {
    /// UIView.hitTest: the deepest view under `point` (in the coordinates of this view's
    /// superview, or the scene's for the root) that takes the pointer, judged on the
    /// presentation geometry `presentation` gives, as the pointer sees what is on screen.
    /// Like UIKit, a hidden view, one with alpha below 0.01 or with `isUserInteractionEnabled`
    /// off takes nothing, and a view only passes on points inside its own bounds, so a
    /// subview sticking out of its superview cannot be hit there. Later subviews are on top.
    /// `ignores` names views that take no touches for now (those being animated without
    /// `allowUserInteraction`), which the pointer passes through with the views inside them.
    public func hitTest(_ point: Point, parentPresentation: Layer? = nil,
                        presentation: (Layer) -> Layer, ignores: (View) -> Bool = { _ in false }) -> View? {
        guard isUserInteractionEnabled, !ignores(self) else { return nil }
        let look = presentation(layer)
        guard !look.isHidden, look.opacity >= 0.01,
              let local = look.transform(toParent: parentPresentation).unproject(point) else { return nil }
        // A view class's own hitTest(_:with:), which may call the engine's as `super`.
        if let overrides, case .answered(let hit) = overrides.hitTest(local, of: self, engine: { p in
            self.hitTest(local: p, look: look, presentation: presentation, ignores: ignores)
        }) { return hit }
        return hitTest(local: local, look: look, presentation: presentation, ignores: ignores)
    }

    /// UIView's own hitTest(_:with:) for a point in this view's coordinates, past the checks
    /// of interaction, visibility and alpha: the deepest subview that takes it, this view
    /// when only it does (`point(inside:)`, which a view class may override), else nil.
    /// `look` is the view's layer as the pointer sees it.
    public func hitTest(local: Point, look: Layer, presentation: (Layer) -> Layer,
                        ignores: (View) -> Bool = { _ in false }) -> View? {
        guard overrides?.point(inside: local, of: self) ?? look.bounds.contains(local) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(local, parentPresentation: look, presentation: presentation, ignores: ignores) {
                return hit
            }
        }
        return self
    }
}
