extension AnimationHost {
    /// Removes this very animation (the copy `add` returned) from `layer`, keyed or not; its
    /// delegate hears it stopped unfinished. Nothing happens when it is no longer there.
    public func remove(_ animation: LayerAnimation, from layer: Layer) {
        guard layer.detach(animation) else { return }
        animation.delegate?.animationDidStop(animation, finished: false)
    }
}
