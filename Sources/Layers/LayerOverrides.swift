/// What an instance of a layer class written in a scene overrides (CALayer subclass
/// methods). The engine asks it instead of doing its own work; the class reaches the
/// engine's own through `super`. Only instances of such classes have one, so the layers of
/// every other scene pay nothing for it.
public protocol LayerOverrides: AnyObject {
    /// CALayer.action(forKey:) as the class answers it: what a change of `key` does, or nil
    /// for nothing (the answer `AnimationHost.action(for:forKey:)` gives).
    func action(forKey key: String, of layer: Layer) -> LayerAction?
}
