import Geometry
import Layers

/// What a view class's `hitTest` answered.
public enum HitTestAnswer {
    /// The class does not override it.
    case notOverridden
    /// The view it returned (nil for none).
    case answered(View?)
}

/// What an instance of a view class written in a scene overrides (UIView subclass
/// methods). The engine calls these instead of its own; the class reaches the engine's own
/// through `super`. Only instances of such classes have one.
public protocol ViewOverrides: AnyObject {
    /// The class's name as the scene wrote it (`BellView`), for the inspector; nil for none.
    var sceneClassName: String? { get }
    /// Runs the class's `layoutSubviews()`; false when the class has none, so the engine's runs.
    func layoutSubviews(of view: View) -> Bool
    /// The class's `action(for:forKey:)` (a view is its layer's delegate): the action, or
    /// nil to let the layer search on.
    func action(for layer: Layer, forKey key: String, of view: View) -> LayerAction?
    /// Tells the class that `view` was added to a superview or removed from one.
    func didMoveToSuperview(_ view: View)
    /// `touchesBegan/Moved/Ended/Cancelled` of a view class: false when the class does not
    /// override the one for `phase`, so the touch goes on to the next responder.
    func touches(_ touch: Touch, phase: Touch.Phase, of view: View) -> Bool
    /// A view class's hitTest(_:with:) for `point` in the view's coordinates; `engine` is
    /// UIView's own, which the class calls as `super`.
    func hitTest(_ point: Point, of view: View, engine: (Point) -> View?) -> HitTestAnswer
    /// A view class's `intrinsicContentSize`, or nil when it has none.
    func intrinsicContentSize(of view: View) -> Size?
    /// A view class's point(inside:with:), or nil when it has none.
    func point(inside point: Point, of view: View) -> Bool?
    /// UIControl's tracking, overridden: nil (or false) when the class has no override.
    func beginTracking(_ touch: Touch, of control: Control) -> Bool?
    func continueTracking(_ touch: Touch, of control: Control) -> Bool?
    func endTracking(_ touch: Touch, of control: Control) -> Bool
    func cancelTracking(of control: Control) -> Bool
}
