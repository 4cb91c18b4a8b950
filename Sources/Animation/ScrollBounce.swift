#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scroll view springing back to its edge (or settling on a page): a critically damped
/// spring of mass 1 and stiffness 100 (ω = 10 per second), in points,
///
///     x(t) = (x₀ + (v₀ + ω x₀) t) · e^(−ωt)
///
/// for the displacement x from the resting offset. UIKit does not publish its spring; this
/// is the one public re-creations of its bounce use (Ilya Lobanov's ScrollMechanics), and
/// from 100 points out at rest it is back within half a point in about 0.75 s.
public struct ScrollBounce: Hashable, Sendable {
    /// ω = √(k / m).
    public static let angularFrequency = 10.0

    /// Where it comes to rest.
    public let rest: Double
    /// The displacement from `rest` at the start, in points.
    public let displacement: Double
    /// The velocity at the start, in points per second.
    public let velocity: Double

    public init(from offset: Double, to rest: Double, velocity: Double) {
        self.rest = rest.isFinite ? rest : 0
        displacement = offset.isFinite && rest.isFinite ? offset - rest : 0
        self.velocity = velocity.isFinite ? velocity : 0
    }

    /// The offset `t` seconds after the start.
    public func offset(at t: Double) -> Double {
        guard t > 0 else { return rest + displacement }
        let w = ScrollBounce.angularFrequency
        return rest + (displacement + (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// The velocity in points per second `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return velocity }
        let w = ScrollBounce.angularFrequency
        return (velocity - w * (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// Whether it is within `threshold` points of rest and moving less than that per 60th
    /// of a second at `t`.
    public func hasSettled(at t: Double, threshold: Double) -> Bool {
        abs(offset(at: t) - rest) < threshold && abs(velocity(at: t)) / 60 < threshold
    }
}
