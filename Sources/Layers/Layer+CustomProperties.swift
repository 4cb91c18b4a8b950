extension Layer {
    /// The property `key` of this layer: its type's, else one of its `customProperties`.
    /// Key-value coding (`value(forKey:)`, `setValue(_:forKey:)`), implicit actions and the
    /// probe find custom properties through it.
    public func property(forKey key: String) -> LayerProperty? {
        if let own = type(of: self).properties[key] { return own }
        guard let value = customProperties[key] else { return nil }
        return Layer.customProperty(key, kind: value.kind)
    }

    /// True when `key` names one of the layer's custom properties (and no property of its type).
    public func hasCustomProperty(_ key: String) -> Bool {
        customProperties[key] != nil && type(of: self).properties[key] == nil
    }

    /// The reader and writer of the custom property `key`: a write must be of the kind of
    /// the value the property holds (see `PropertyValue.isSameKind(as:)`).
    static func customProperty(_ key: String, kind: PropertyKind) -> LayerProperty {
        LayerProperty(kind: kind,
                      get: { layer in layer.customProperties[key] ?? .number(.nan) },
                      set: { layer, value in layer.setCustomValue(value, forKey: key) })
    }

    /// Writes the custom property `key`; false when the layer has none of that name or
    /// `value` is of another kind. On a model layer (not a presentation copy), a change of a
    /// key its class's `needsDisplay(forKey:)` names marks the layer as needing display, as
    /// Core Animation's setters for such keys do.
    func setCustomValue(_ value: PropertyValue, forKey key: String) -> Bool {
        guard let old = customProperties[key], old.isSameKind(as: value) else { return false }
        customProperties[key] = value
        if overrides != nil, modelLayer == nil, old != value, displayKeys.contains(key) { setNeedsDisplay() }
        return true
    }
}
