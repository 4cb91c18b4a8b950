import Raster

/// What an instance of a layer class written in a scene overrides (CALayer subclass
/// methods). The engine asks it instead of doing its own work; the class reaches the
/// engine's own through `super`. Only instances of such classes have one, so the layers of
/// every other scene pay nothing for it.
///
/// The drawing hooks have defaults that say "not overridden" (false), so an implementation
/// gives only the ones its class defines.
public protocol LayerOverrides: AnyObject {
    /// The class's name as the scene wrote it (`PulseLayer`), for the inspector; nil for none.
    var sceneClassName: String? { get }

    /// CALayer.action(forKey:) as the class answers it: what a change of `key` does, or nil
    /// for nothing (the answer `AnimationHost.action(for:forKey:)` gives).
    func action(forKey key: String, of layer: Layer) -> LayerAction?

    /// CALayer.draw(in:): draws the layer's content into `ctx`, whose user space is the
    /// layer's bounds (points, y down, origin at `bounds.origin`) at `contentsScale` pixels
    /// a point, clear to begin with. `layer` is the layer being displayed: at frame time the
    /// presentation copy, whose values (custom properties too) are those on screen and whose
    /// `modelLayer` is the instance. Returns false when the class does not override it, or
    /// when the drawing failed: the layer keeps the content it had.
    func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool

    /// CALayer.display(): makes the layer's content itself, usually by setting
    /// `layer.contents` (on the `layer` given, as for `draw(in:of:)`). Returns false when the
    /// class does not override it (the engine then draws with `draw(in:of:)`) or when it
    /// failed (the layer keeps the content it had).
    func display(of layer: Layer) -> Bool

    /// CALayer.needsDisplay(forKey:) (a class method in Core Animation, asked here of the
    /// instance's overrides, once per key and layer): true when a change of `key` must
    /// redraw the layer. While an animation moves such a key, the layer draws every frame
    /// with the presentation values.
    func needsDisplay(forKey key: String) -> Bool

    /// CALayer.layoutSublayers(): places the sublayers; false when the class has none.
    func layoutSublayers(of layer: Layer) -> Bool
}

extension LayerOverrides {
    public var sceneClassName: String? { nil }
    public func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool { false }
    public func display(of layer: Layer) -> Bool { false }
    public func needsDisplay(forKey key: String) -> Bool { false }
    public func layoutSublayers(of layer: Layer) -> Bool { false }
}
