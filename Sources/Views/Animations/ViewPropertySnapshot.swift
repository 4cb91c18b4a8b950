import Layers

/// The animatable model values of a set of view layers at one moment, to compare with the
/// same layers later: how `ViewAnimationContext.record` finds what a closure changed without
/// the layers having to report their changes. The base layer's properties are kept as plain
/// fields (`AnimatableLayerFields`), a layer type's own through key-value coding.
struct ViewPropertySnapshot {
    /// One layer's values.
    struct Entry {
        let layer: Layer
        let fields: AnimatableLayerFields
        /// The values of `properties.added`, in order.
        let added: [PropertyValue]
        let properties: ViewAnimationContext.AnimatableProperties
    }

    let entries: [Entry]

    init(_ layers: [Layer], properties: (Layer) -> ViewAnimationContext.AnimatableProperties) {
        entries = layers.map { layer in
            let list = properties(layer)
            return Entry(layer: layer, fields: AnimatableLayerFields(layer), added: list.added.map { $0.property.get(layer) },
                         properties: list)
        }
    }

    /// What changed since the snapshot, layer by layer in snapshot order, keys in table order.
    /// The value on screen before a change is found by putting the old model values back for a
    /// moment and asking for the layer's presentation at scene time `now`.
    func changes(now: Double) -> [ViewPropertyChange] {
        var out: [ViewPropertyChange] = []
        for entry in entries {
            let layer = entry.layer
            if AnimatableLayerFields(layer) == entry.fields,
               zip(entry.properties.added, entry.added).allSatisfy({ $0.property.get(layer) == $1 }) { continue }
            var changed: [(key: String, property: LayerProperty, before: PropertyValue, after: PropertyValue)] = []
            for item in entry.properties.all {
                guard let before = entry.value(forKey: item.key) else { continue }
                let after = item.property.get(layer)
                if before != after { changed.append((item.key, item.property, before, after)) }
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

extension ViewPropertySnapshot.Entry {
    /// The snapshot's value of `key`.
    func value(forKey key: String) -> PropertyValue? {
        if let value = fields.value(forKey: key) { return value }
        return properties.added.firstIndex { $0.key == key }.map { added[$0] }
    }
}
