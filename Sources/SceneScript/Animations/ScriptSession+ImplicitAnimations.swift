import Layers

/// A script's assignment to a layer property: at once while the scene loads (as if before
/// the view appeared); afterwards through the animation host, which finds the change's
/// action (the layer's delegate, its `actions`, then the default 0.25 s animation of a
/// standalone layer) unless `CATransaction.setDisableActions(true)`.
extension ScriptSession {
    func change(_ layer: Layer, _ key: String, to value: PropertyValue) throws(PropertyError) {
        guard timeline.isLoaded else { return try layer.setValue(value, forKey: key) }
        let before = Set(layer.attachedAnimations.map { ObjectIdentifier($0.animation) })
        try timeline.host.setValue(value, forKey: key, of: layer)
        // An action's animation was copied when added; its copy gets storage of its own.
        guard let lua = host.currentThread else { return }
        for attached in layer.attachedAnimations where !before.contains(ObjectIdentifier(attached.animation)) {
            copyValues(into: attached.animation, on: lua)
        }
    }
}
