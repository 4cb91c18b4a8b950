import Layers

/// The selected layer's properties as the inspector lists them: each property its type's
/// table marks as probed (the ones `kinema probe` prints), then its custom properties, with
/// the model value beside the presentation value at the playhead, marked where an
/// animation makes them differ.
struct InspectorProperties: Equatable {
    struct Row: Equatable {
        let key: String
        let model: String
        let presentation: String
        /// Whether what is on screen differs from the model (an animation runs on it).
        var isAnimated: Bool { model != presentation }
    }

    let rows: [Row]

    /// `model` is the layer in the scene's tree; `presentation` the same layer in the
    /// presentation tree at the playhead (nil when it is not there).
    init(model: Layer, presentation: Layer?) {
        let keys = type(of: model).propertyTable.probedKeys
            + model.customProperties.keys.sorted().filter { model.hasCustomProperty($0) }
        rows = keys.compactMap { key in
            guard let value = model.value(forKey: key) else { return nil }
            let shown = presentation?.value(forKey: key)
            let modelText = InspectorValueText.text(value)
            return Row(key: key, model: modelText, presentation: shown.map(InspectorValueText.text) ?? modelText)
        }
    }
}
