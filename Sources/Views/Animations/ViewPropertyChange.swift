import Layers

/// One animatable property a closure changed on a view's layer (see
/// `ViewAnimationContext.record`): Core Animation's key path and three values of it.
public struct ViewPropertyChange {
    /// The layer that changed: a view's own layer.
    public let layer: Layer
    /// The layer's key path, as Core Animation names it: a view's `frame` shows up as
    /// `position` and `bounds`, `center` as `position`, `alpha` as `opacity`.
    public let keyPath: String
    /// The model value before the closure ran.
    public let before: PropertyValue
    /// The model value the closure left (already in the model).
    public let after: PropertyValue
    /// The value on screen just before the change: the old model value with the animations
    /// running at that moment applied.
    public let presentationBefore: PropertyValue

    public init(layer: Layer, keyPath: String, before: PropertyValue, after: PropertyValue,
                presentationBefore: PropertyValue) {
        self.layer = layer
        self.keyPath = keyPath
        self.before = before
        self.after = after
        self.presentationBefore = presentationBefore
    }

    /// The view whose layer changed.
    public var view: View? { layer.delegate as? View }
}
