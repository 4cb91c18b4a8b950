import Animation

extension Layer {
    /// The tree as it appears at scene time `t` (CALayer.presentation() for every layer):
    /// copies of the layers with each running animation applied over the model values, in
    /// the order the animations were added. The model is never changed.
    public func presentationTree(at t: Double) -> Layer {
        presented(parentTime: timeParent?.localTime(fromScene: t) ?? t, withSublayers: true)
    }

    /// This layer alone as it appears at scene time `t`, without sublayers (CALayer.presentation()).
    public func presentation(at t: Double) -> Layer {
        presented(parentTime: timeParent?.localTime(fromScene: t) ?? t, withSublayers: false)
    }

    private func presented(parentTime: Double, withSublayers: Bool) -> Layer {
        let local = timing.activeLocalTime(parent: parentTime)
        let copy = makeCopy()
        copy.modelLayer = self
        if !attachedAnimations.isEmpty { applyAnimations(atLocal: local, to: copy) }
        guard withSublayers else { return copy }
        copy.appendFreshSublayers(sublayers.map { $0.presented(parentTime: local, withSublayers: true) })
        if let mask {
            copy.mask = mask.presented(parentTime: local, withSublayers: true)
        }
        return copy
    }

    /// Applies the running animations at the layer's local time `local`.
    func applyAnimations(atLocal local: Double, to copy: Layer) {
        for attached in attachedAnimations {
            let animation = attached.animation
            guard let basic = animation.timing.basicLocalTime(parent: local) else { continue }
            let active = animation.timing.activeLocalTime(parent: local)
            animation.apply(at: basic, iteration: animation.iteration(atActive: active), to: copy)
        }
    }
}
