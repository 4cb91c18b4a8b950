import Layers

/// The animatable model values of a set of view layers at one moment, to compare with the
/// same layers later: how `ViewAnimationContext.record` finds what a closure changed without
/// the layers having to report their changes.
struct ViewPropertySnapshot {
    /// One layer's values, in the order of `keys`.
    struct Entry {
        let layer: Layer
        let properties: [(key: String, property: LayerProperty)]
        let values: [PropertyValue]
    }

    let entries: [Entry]

    /// The values of every layer in `layers` for its type's properties in `properties`.
    init(_ layers: [Layer], properties: (Layer) -> [(key: String, property: LayerProperty)]) {
        entries = layers.map { layer in
            let list = properties(layer)
            return Entry(layer: layer, properties: list, values: list.map { $0.property.get(layer) })
        }
    }

    /// What changed since the snapshot, layer by layer in snapshot order, keys in table order.
    /// The value on screen before a change is found by putting the old model values back for a
    /// moment and asking for the layer's presentation at scene time `now`.
    func changes(now: Double) -> [ViewPropertyChange] {
        var out: [ViewPropertyChange] = []
        for entry in entries {
            var changed: [(index: Int, after: PropertyValue)] = []
            for (i, item) in entry.properties.enumerated() {
                let value = item.property.get(entry.layer)
                if value != entry.values[i] { changed.append((i, value)) }
            }
            guard !changed.isEmpty else { continue }
            for (i, _) in changed { _ = entry.properties[i].property.set(entry.layer, entry.values[i]) }
            let shown = entry.layer.presentation(at: now)
            for (i, after) in changed { _ = entry.properties[i].property.set(entry.layer, after) }
            for (i, after) in changed {
                let item = entry.properties[i]
                out.append(ViewPropertyChange(layer: entry.layer, keyPath: item.key, before: entry.values[i],
                                              after: after, presentationBefore: item.property.get(shown)))
            }
        }
        return out
    }
}
