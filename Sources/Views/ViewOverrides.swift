import Layers

/// What an instance of a view class written in a scene overrides (UIView subclass
/// methods). The engine calls these instead of its own; the class reaches the engine's own
/// through `super`. Only instances of such classes have one.
public protocol ViewOverrides: AnyObject {
    /// Runs the class's `layoutSubviews()`; false when the class has none, so the engine's runs.
    func layoutSubviews(of view: View) -> Bool
    /// The class's `action(for:forKey:)` (a view is its layer's delegate): the action, or
    /// nil to let the layer search on.
    func action(for layer: Layer, forKey key: String, of view: View) -> LayerAction?
    /// Tells the class that `view` was added to a superview or removed from one.
    func didMoveToSuperview(_ view: View)
}
