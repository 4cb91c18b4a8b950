import Animation

extension Layer {
    /// The keys of the running animations, in the order they were added.
    public func animationKeys() -> [String] { attachedAnimations.compactMap(\.key) }

    /// The running animation under `key`.
    public func animation(forKey key: String) -> LayerAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// Attaches `animation` (already copied and timed; see `AnimationHost.add`) under `key`,
    /// replacing any animation with the same key. Returns the one it replaced.
    @discardableResult
    func attach(_ animation: LayerAnimation, forKey key: String?) -> LayerAnimation? {
        var replaced: LayerAnimation?
        if let key, let i = attachedAnimations.firstIndex(where: { $0.key == key }) {
            replaced = attachedAnimations.remove(at: i).animation
        }
        attachedAnimations.append(AttachedAnimation(key: key, animation: animation))
        return replaced
    }

    /// Detaches the animation under `key`, returning it.
    @discardableResult
    func detachAnimation(forKey key: String) -> LayerAnimation? {
        guard let i = attachedAnimations.firstIndex(where: { $0.key == key }) else { return nil }
        return attachedAnimations.remove(at: i).animation
    }

    /// Detaches this very animation object, if it is still attached.
    @discardableResult
    func detach(_ animation: LayerAnimation) -> Bool {
        guard let i = attachedAnimations.firstIndex(where: { $0.animation === animation }) else { return false }
        attachedAnimations.remove(at: i)
        return true
    }

    /// True while `animation` (the attached copy) is on the layer.
    public func isRunning(_ animation: LayerAnimation) -> Bool {
        attachedAnimations.contains { $0.animation === animation }
    }
}
