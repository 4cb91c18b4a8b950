#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CASpringAnimation's physics: a mass on a damped spring, m·x″ + c·x′ + k·x = 0, solved in
/// closed form. x is the remaining displacement (1 at the start, 0 at the target), so the
/// progress is 1 − x.
///
/// With α = c / 2m and λ = k/m − α² the solution is, for all three regimes,
///
///     x(t) = e^(−αt) · (C(t) + B·S(t)),   B = α − v₀
///
/// where C = cos ωt, S = sin(ωt)/ω with ω = √λ when underdamped (λ > 0); C = 1, S = t when
/// critically damped (λ = 0); C = cosh μt, S = sinh(μt)/μ with μ = √−λ when overdamped. The
/// three forms meet continuously at λ = 0, so no regime switch is ill-conditioned.
public struct Spring: Hashable, Sendable {
    /// The mass on the spring (> 0).
    public var mass = 1.0
    /// The spring constant k (> 0).
    public var stiffness = 100.0
    /// The damping coefficient c (≥ 0).
    public var damping = 10.0
    /// The initial velocity in whole distances per second; positive moves towards the target
    /// (CASpringAnimation's and UIKit's convention).
    public var initialVelocity = 0.0

    /// CASpringAnimation's parameters (its defaults: 1, 100, 10, 0).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Whether the parameters describe a real spring: mass and stiffness positive and finite,
    /// damping non-negative and finite, a finite velocity. Any other spring is at its target
    /// from the start (progress 1, velocity 0, settling duration 0).
    public var isPhysical: Bool {
        mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite && damping >= 0 && damping.isFinite
            && initialVelocity.isFinite
    }

    /// ζ = c / (2√(km)): 1 is critically damped, below 1 bounces, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress from 0 (start) to 1 (target) at time `t` seconds; it overshoots 1 when the
    /// spring bounces. Before 0 (or NaN) it is 0; at +∞ it is 1.
    public func fraction(at t: Double) -> Double {
        guard isPhysical else { return 1 }
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        return 1 - motion(at: t).displacement
    }

    /// d fraction / dt at time `t`, in whole distances per second.
    public func velocity(at t: Double) -> Double {
        guard isPhysical else { return 0 }
        guard t > 0 else { return t.isNaN ? 0 : initialVelocity }
        guard t.isFinite else { return 0 }
        return -motion(at: t).velocity
    }

    /// α, the rate at which the envelope e^(−αt) decays.
    var decayRate: Double { damping / (2 * mass) }
    /// λ = k/m − α²: ω² when underdamped, −μ² when overdamped.
    var lambda: Double { stiffness / mass - decayRate * decayRate }
    /// B, the weight of S(t) for a start at displacement 1 with the initial velocity.
    var sineWeight: Double { decayRate - initialVelocity }

    /// The displacement x and its derivative x′ at time t > 0.
    private func motion(at t: Double) -> (displacement: Double, velocity: Double) {
        let alpha = decayRate, lambda = self.lambda, b = sineWeight
        // e^(−αt)·C and e^(−αt)·S, computed so that neither overflows.
        let decayedC: Double, decayedS: Double
        if lambda > 0 {
            let omega = lambda.squareRoot(), decay = exp(-alpha * t)
            decayedC = decay * cos(omega * t)
            decayedS = decay * sin(omega * t) / omega
        } else if lambda == 0 {
            let decay = exp(-alpha * t)
            decayedC = decay
            decayedS = decay * t
        } else {
            let mu = (-lambda).squareRoot()
            if mu * t < 20 {
                let decay = exp(-alpha * t)
                decayedC = decay * cosh(mu * t)
                decayedS = decay * sinh(mu * t) / mu
            } else {
                // cosh and sinh would overflow; μ < α, so both exponents are negative.
                let slow = exp((mu - alpha) * t), fast = exp(-(mu + alpha) * t)
                decayedC = (slow + fast) / 2
                decayedS = (slow - fast) / (2 * mu)
            }
        }
        let x = decayedC + b * decayedS
        // C′ = −λS and S′ = C in every regime.
        let dx = -lambda * decayedS + b * decayedC - alpha * x
        return (x, dx)
    }
}
