import Layers

extension ViewAnimationContext {
    /// Records an animations block of a property animator of `duration` seconds: the changes
    /// it makes, and the animations blocks nested in it add (`UIView.animateKeyframes` with a
    /// duration of 0, as in the seed's card), which take the animator's duration and a linear
    /// curve. Those are taken off their layers for the animator to play by its progress, so
    /// they pause, scrub and reverse with it.
    public func recordForAnimator(duration: Double, _ animations: () throws -> Void) throws -> [PropertyAnimator.Change] {
        let before = Set(viewLayers.flatMap { $0.attachedAnimations.map { ObjectIdentifier($0.animation) } })
        let block = openBlock(for: ViewAnimationParameters(duration: duration, curve: .linear), isKeyframeBlock: false)
        let changes = try running(block) { try record(animations) }
        var out = changes.map {
            PropertyAnimator.Change(layer: $0.layer, keyPath: $0.keyPath, before: $0.before, after: $0.after, steps: $0.steps)
        }
        for layer in viewLayers {
            for attached in layer.attachedAnimations where !before.contains(ObjectIdentifier(attached.animation)) {
                let animation = attached.animation
                guard let keyPath = (animation as? PropertyAnimation)?.keyPath, host.take(animation, from: layer) else { continue }
                out.append(PropertyAnimator.Change(layer: layer, keyPath: keyPath, motion: .timed(animation)))
            }
        }
        return out
    }

    /// The layers of the views under `rootView`.
    private var viewLayers: [Layer] { rootView?.layer.subtree.filter { $0.delegate is View } ?? [] }
}
