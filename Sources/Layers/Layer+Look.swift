import Geometry

extension Layer {
    /// True when this layer, a presentation copy, draws exactly as `other` does by itself (its
    /// sublayers and mask aside): the same built-in type and stored values, custom properties,
    /// drawing and overrides, and no transition (whether its model must draw again is the
    /// caller's to check: copies do not carry it). The compositor reuses a
    /// group's render nodes from the frame before when every layer inside draws like the one
    /// there. A type it does not know, or one drawn from time or from what is under it
    /// (replicator, emitter, backdrop), never draws like another.
    /// `wherever` leaves out where the layer is placed and how faded: its position, transform,
    /// `zPosition` and opacity (not its anchor point, which places its sublayers under a
    /// `sublayerTransform`).
    func drawsLike(_ other: Layer, wherever: Bool = false) -> Bool {
        let kind = type(of: self)
        guard kind == type(of: other), Layer.builtInTypes.contains(where: { $0 == kind }) else { return false }
        let same = wherever ? values == other.values(placedLike: values) : values == other.values
        return same && customProperties == other.customProperties
            && overrides === other.overrides && drawnContent?.generation == other.drawnContent?.generation && drawnContent?.image === other.drawnContent?.image
            && transitionState == nil && other.transitionState == nil && drawsOwnPropertiesLike(other)
    }

    /// This layer's values with the placement and fade `drawsLike(_:wherever:)` leaves out
    /// taken from `placed` (one copy, where setting both sides' to defaults would take two).
    private func values(placedLike placed: Values) -> Values {
        var v = values
        v.position = placed.position
        v.transform = placed.transform
        v.zPosition = placed.zPosition
        v.opacity = placed.opacity
        return v
    }
}
