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
    /// The assignments that made the change, in order: one, from `before` to `after`, except
    /// for a transform a script set several times (see `ViewAnimationContext.assigning`), which
    /// has one per assignment. UIKit animates each assignment of an additive property by
    /// itself, so twenty half turns in one block spin a view ten times where their sum, no
    /// turn at all, would not move it (WWDC 2017 session 230, decomposed additive animations).
    public let steps: [Step]

    /// One assignment: the model value before it and after it.
    public struct Step: Equatable {
        public let before: PropertyValue
        public let after: PropertyValue

        public init(before: PropertyValue, after: PropertyValue) {
            self.before = before
            self.after = after
        }
    }

    /// A change made of `steps` (one step from `before` to `after` when nil).
    public init(layer: Layer, keyPath: String, before: PropertyValue, after: PropertyValue,
                presentationBefore: PropertyValue, steps: [Step]? = nil) {
        self.layer = layer
        self.keyPath = keyPath
        self.before = before
        self.after = after
        self.presentationBefore = presentationBefore
        self.steps = steps ?? [Step(before: before, after: after)]
    }

    /// The view whose layer changed.
    public var view: View? { layer.delegate as? View }
}
