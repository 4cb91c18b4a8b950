import Animation

/// UISpringTimingParameters: a spring described by its damping ratio (fitted to the animator's
/// duration) or by mass, stiffness and damping (which ignore the duration), with an initial
/// velocity normalised to the distance the animation covers.
public struct SpringTimingParameters: Hashable, Sendable {
    /// How the spring is given.
    public enum Form: Hashable, Sendable {
        /// init(dampingRatio:initialVelocity:): the spring settles in the animator's duration.
        case dampingRatio(Double)
        /// init(mass:stiffness:damping:initialVelocity:): the animator's duration is ignored; the
        /// run lasts until the spring settles.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    public var form: Form
    /// UISpringTimingParameters.initialVelocity: the rate of change at the start in whole
    /// distances per second; `dx` for every property, `dy` too for a position's y.
    public var initialVelocity: Velocity

    /// UISpringTimingParameters(): a damping ratio of 4.56 and no initial velocity (UIKit's header).
    public init() {
        self.init(dampingRatio: 4.56)
    }

    public init(dampingRatio: Double, initialVelocity: Velocity = .zero) {
        form = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity
    }

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Velocity = .zero) {
        form = .physical(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity
    }

    /// The spring for one axis of a run meant to last `duration` seconds, starting at
    /// `velocity` whole distances per second.
    func spring(duration: Double, velocity: Double) -> Spring {
        switch form {
        case .dampingRatio(let ratio):
            // Fitted without the velocity, so the two axes of a position share one stiffness.
            var spring = Spring(dampingRatio: ratio, settlingDuration: duration)
            spring.initialVelocity = velocity
            return spring
        case let .physical(mass, stiffness, damping):
            return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }
}
