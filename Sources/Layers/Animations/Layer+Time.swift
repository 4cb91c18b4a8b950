import Animation

extension Layer {
    /// The layer whose time this one's is measured in: the superlayer, or for a mask the layer it masks.
    var timeParent: Layer? { superlayer ?? maskedLayer }

    /// The layer's local time at scene time `t` (CALayer.convertTime(_:from: nil)).
    public func localTime(fromScene t: Double) -> Double {
        timing.activeLocalTime(parent: timeParent?.localTime(fromScene: t) ?? t)
    }

    /// The scene time at which the layer's local time is `t` (CALayer.convertTime(_:to: nil)).
    public func sceneTime(fromLocal t: Double) -> Double {
        let parentTime = timing.parentTime(activeLocal: t)
        return timeParent?.sceneTime(fromLocal: parentTime) ?? parentTime
    }

    /// Whether the layer's time stands still: its speed or an ancestor's is 0 (paused).
    public var isTimeFrozen: Bool { timing.speed == 0 || timeParent?.isTimeFrozen == true }

    /// Whether the layer's time runs backwards: its speed times its ancestors' is negative.
    public var isTimeReversed: Bool { effectiveSpeed < 0 }

    /// The layer's speed times its ancestors': how fast its time runs against the scene's.
    public var effectiveSpeed: Double { timing.speed * (timeParent?.effectiveSpeed ?? 1) }

    /// CALayer.convertTime(_:from:): `t` in `other`'s time (the scene's when nil) as this layer's.
    public func convertTime(_ t: Double, from other: Layer?) -> Double {
        localTime(fromScene: other?.sceneTime(fromLocal: t) ?? t)
    }

    /// CALayer.convertTime(_:to:): `t` in this layer's time as `other`'s (the scene's when nil).
    public func convertTime(_ t: Double, to other: Layer?) -> Double {
        let scene = sceneTime(fromLocal: t)
        return other?.localTime(fromScene: scene) ?? scene
    }
}
