extension AnimationHost {
    /// Removes this very animation (the copy `add` returned) from `layer`, keyed or not; its
    /// delegate hears it stopped unfinished. Nothing happens when it is no longer there.
    public func remove(_ animation: LayerAnimation, from layer: Layer) {
        guard layer.detach(animation) else { return }
        stopped(animation, finished: false)
    }

    /// Detaches this very animation from `layer` without telling its delegate, for a caller
    /// that takes it over (a property animator driving what a nested block added); transactions
    /// stop waiting for it. False when it was not there.
    public func take(_ animation: LayerAnimation, from layer: Layer) -> Bool {
        guard layer.detach(animation) else { return false }
        releaseWaiters(of: animation)
        return true
    }
}
