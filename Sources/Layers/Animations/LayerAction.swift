/// What a property change does (CAAction): run an animation, run an action object of the
/// scene's own, or nothing at all (NSNull, which also stops the search).
public enum LayerAction {
    case none
    case animation(LayerAnimation)
    case custom(CustomLayerAction)
}

/// An action object that is not an animation (an `NSObject` conforming to `CAAction`): Core
/// Animation calls `run(forKey:object:arguments:)` and leaves the rest to it.
public protocol CustomLayerAction: AnyObject {
    func run(forKey key: String, object layer: Layer)
}

/// The layer's delegate (CALayerDelegate): a view, or a script's table. Returns nil to let
/// the search go on to the layer's `actions` and the defaults.
public protocol LayerDelegate: AnyObject {
    func action(for layer: Layer, forKey key: String) -> LayerAction?
}

/// An animation running on a layer under a key (nil for none).
public struct AttachedAnimation {
    public let key: String?
    public let animation: LayerAnimation
}
