import Animation

/// An animation block whose closure is running: what nested blocks inherit, and for a
/// keyframe block the keyframes added so far.
final class OpenBlock {
    /// The block's timing after inheritance: when it starts (scene time), for how long, and
    /// along which curve or spring.
    let beginTime: Double
    let duration: Double
    let curve: ViewAnimationCurve
    let spring: Spring?
    let options: ViewAnimationOptions
    /// Whether its changes animate (a positive duration, animations enabled).
    let animates: Bool
    /// For `animateKeyframes`: the keyframes so far, in the order added; nil for `animate`.
    var keyframes: [ViewKeyframe]?

    init(beginTime: Double, duration: Double, curve: ViewAnimationCurve, spring: Spring?,
         options: ViewAnimationOptions, animates: Bool, isKeyframeBlock: Bool) {
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
        self.spring = spring
        self.options = options
        self.animates = animates
        keyframes = isKeyframeBlock ? [] : nil
    }
}
