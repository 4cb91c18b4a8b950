import Layers

/// The animatable model values of a set of view layers at one moment, to compare with the
/// same layers later: how `ViewAnimationContext.record` finds what a closure changed without
/// the layers having to report their changes. Each layer's values are kept as a copy of the
/// layer (its type's property table copies them unboxed) and compared row by row.
struct ViewPropertySnapshot {
    /// One layer's values.
    struct Entry {
        let layer: Layer
        /// A copy of the layer with its values at the snapshot.
        let values: Layer
        let properties: ViewAnimationContext.AnimatableProperties
    }

    let entries: [Entry]

    init(_ layers: [Layer], properties: (Layer) -> ViewAnimationContext.AnimatableProperties) {
        entries = layers.map { layer in
            Entry(layer: layer, values: layer.makeCopy(), properties: properties(layer))
        }
    }

    /// Puts the model values back as they were at the snapshot.
    func restore() {
        for entry in entries {
            for item in entry.properties.all where !item.isEqual(entry.layer, entry.values) {
                _ = item.property.set(entry.layer, item.property.get(entry.values))
            }
        }
    }

    /// What changed since the snapshot, layer by layer in snapshot order, keys in table order.
    /// The value on screen before a change is found by putting the old model values back for a
    /// moment and asking for the layer's presentation at scene time `now`.
    func changes(now: Double) -> [ViewPropertyChange] {
        var out: [ViewPropertyChange] = []
        for entry in entries {
            let layer = entry.layer
            var changed: [(key: String, property: LayerProperty, before: PropertyValue, after: PropertyValue)] = []
            for item in entry.properties.all where !item.isEqual(layer, entry.values) {
                changed.append((item.name, item.property, item.property.get(entry.values), item.property.get(layer)))
            }
            guard !changed.isEmpty else { continue }
            for item in changed { _ = item.property.set(layer, item.before) }
            let shown = layer.presentation(at: now)
            for item in changed { _ = item.property.set(layer, item.after) }
            for item in changed {
                out.append(ViewPropertyChange(layer: layer, keyPath: item.key, before: item.before, after: item.after,
                                              presentationBefore: item.property.get(shown)))
            }
        }
        return out
    }
}
