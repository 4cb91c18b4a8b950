import Layers

/// The animations one `UIView.animate` (or `animateKeyframes`) block added, as their
/// delegate: when the last of them stops, the block's completion runs, with `finished` true
/// only if every one ran to its end.
final class BlockAnimation: AnimationDelegate, TouchBlockingAnimation {
    /// Whether the animated views still take touches (`allowUserInteraction`).
    let allowsUserInteraction: Bool
    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var finished = true

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Adds `animation` for `layer`: an additive one under a key of its own, so it runs beside
    /// the animations already on the same property; another under its key path, replacing the
    /// one there.
    func add(_ animation: PropertyAnimation, to layer: Layer, host: AnimationHost) {
        animation.delegate = self
        running += 1
        let keyPath = animation.keyPath ?? ""
        host.add(animation, to: layer, forKey: animation.isAdditive ? BlockAnimation.freeKey(for: keyPath, on: layer) : keyPath)
    }

    /// Runs the completion on the clock's next turn when the block added no animation.
    func finishIfEmpty(host: AnimationHost) {
        guard running == 0, let completion else { return }
        self.completion = nil
        host.schedule(host.now) { completion(true) }
    }

    func animationDidStart(_ animation: LayerAnimation) {}

    func animationDidStop(_ animation: LayerAnimation, finished: Bool) {
        running -= 1
        self.finished = self.finished && finished
        guard running == 0, let completion else { return }
        self.completion = nil
        completion(self.finished)
    }

    /// `keyPath`, or `keyPath-2`, `keyPath-3`… the first key no animation on `layer` uses.
    private static func freeKey(for keyPath: String, on layer: Layer) -> String {
        let used = Set(layer.animationKeys())
        guard used.contains(keyPath) else { return keyPath }
        var n = 2
        while used.contains("\(keyPath)-\(n)") { n += 1 }
        return "\(keyPath)-\(n)"
    }
}
