import Animation

/// How a `UIView.animate` or `animateKeyframes` block animates: when, for how long, along
/// which curve or spring, and with which options.
public struct ViewAnimationParameters {
    /// The duration in seconds; 0 or less changes the model without animating.
    public var duration: Double
    /// Seconds to wait before starting.
    public var delay: Double
    public var options: ViewAnimationOptions
    /// The curve from the options, nil when none was given (ease in and out, or inside
    /// another block that block's curve).
    public var curve: ViewAnimationCurve?
    /// A spring instead of a curve.
    public var spring: Spring?
    /// How keyframe blocks fill in between keyframes.
    public var calculationMode: CalculationMode

    public init(duration: Double, delay: Double = 0, options: ViewAnimationOptions = [],
                curve: ViewAnimationCurve? = nil, spring: Spring? = nil, calculationMode: CalculationMode = .linear) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve
        self.spring = spring
        self.calculationMode = calculationMode
    }

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...).
    ///
    /// UIKit does not document how it turns (duration, damping ratio) into a spring. It runs a
    /// CASpringAnimation of mass 1 whose duration is `duration` (Material Motion's
    /// MDMSpringTimingCurveGenerator reads the mass, stiffness and damping back from it); Kinema
    /// gives it the damping ratio asked for (ζ = c / 2√(km)) and the stiffness whose
    /// `settlingDuration` equals `duration` (`Spring(dampingRatio:settlingDuration:)`), so the
    /// spring has come to rest when the animation and its completion end.
    /// `initialVelocity` is in whole distances per second (200 pt at 100 pt/s is 0.5), the
    /// unit Spring uses.
    public static func spring(duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double,
                              options: ViewAnimationOptions = []) -> ViewAnimationParameters {
        ViewAnimationParameters(duration: duration, delay: delay, options: options,
                                spring: Spring(dampingRatio: dampingRatio, settlingDuration: duration,
                                               initialVelocity: initialVelocity))
    }

    /// iOS 17's UIView.animate(springDuration:bounce:initialSpringVelocity:...): the spring of
    /// SwiftUI's Spring(duration:bounce:) (`Spring(perceptualDuration:bounce:)`), which runs
    /// until it settles.
    public static func spring(springDuration: Double, bounce: Double, initialVelocity: Double = 0, delay: Double = 0,
                              options: ViewAnimationOptions = []) -> ViewAnimationParameters {
        let spring = Spring(perceptualDuration: springDuration, bounce: bounce, initialVelocity: initialVelocity)
        return ViewAnimationParameters(duration: spring.settlingDuration, delay: delay, options: options, spring: spring)
    }
}
