#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIScrollView's deceleration along one axis after a flick: the velocity is multiplied by
/// `rate` every millisecond and the offset moves by each millisecond's velocity, so after k
/// milliseconds
///
///     v(k) = v₀ · rᵏ,    x(k) = x₀ + (v₀ / 1000) · r · (1 − rᵏ) / (1 − r)
///
/// and the offset comes to rest at x₀ + v₀ · r / (1000 · (1 − r)): the projection Apple gives
/// for `decelerationRate` (WWDC 2018, "Designing Fluid Interfaces"). Between whole
/// milliseconds the same formula is used with a fractional k, so the motion is smooth.
/// `UIScrollView.DecelerationRate.normal` is 0.998 and `.fast` 0.99.
public struct ScrollDeceleration: Hashable, Sendable {
    /// `decelerationRate = "normal"`.
    public static let normalRate = 0.998
    /// `decelerationRate = "fast"`.
    public static let fastRate = 0.99

    /// The offset at the release, in points.
    public let start: Double
    /// The velocity at the release, in points per second.
    public let velocity: Double
    /// The factor the velocity keeps each millisecond, in (0, 1).
    public let rate: Double

    /// A deceleration from `start` at `velocity` (points per second); a rate outside (0, 1) or
    /// a value that is not finite stops at once.
    public init(start: Double, velocity: Double, rate: Double) {
        let valid = rate > 0 && rate < 1 && start.isFinite && velocity.isFinite
        self.start = start.isFinite ? start : 0
        self.velocity = valid ? velocity : 0
        self.rate = valid ? rate : ScrollDeceleration.normalRate
    }

    /// A deceleration at `rate` from `start` that comes to rest exactly at `target`: what
    /// UIKit does when `scrollViewWillEndDragging` moves the target offset.
    public init(start: Double, restingAt target: Double, rate: Double) {
        let r = rate > 0 && rate < 1 ? rate : ScrollDeceleration.normalRate
        self.init(start: start, velocity: (target - start) * 1000 * (1 - r) / r, rate: r)
    }

    /// Where the offset comes to rest.
    public var restingOffset: Double { start + velocity * rate / (1000 * (1 - rate)) }

    /// The offset `t` seconds after the release (the start before it).
    public func offset(at t: Double) -> Double {
        guard t > 0 else { return start }
        let k = 1000 * t
        return start + velocity / 1000 * rate * (1 - pow(rate, k)) / (1 - rate)
    }

    /// The velocity in points per second `t` seconds after the release.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return velocity }
        return velocity * pow(rate, 1000 * t)
    }

    /// How long until the offset is within `threshold` points of where it rests (UIKit stops
    /// within half a pixel: 0.5 / scale), in seconds.
    public func duration(threshold: Double) -> Double {
        let remaining = abs(restingOffset - start)
        guard threshold > 0, remaining > threshold else { return 0 }
        // The distance left after k ms is remaining · rᵏ.
        return log(threshold / remaining) / log(rate) / 1000
    }

    /// The first time the offset reaches `edge` on its way, in seconds, or nil when it comes
    /// to rest before (or the edge is behind it).
    public func time(reaching edge: Double) -> Double? {
        let distance = edge - start, total = restingOffset - start
        guard distance * total > 0 || distance == 0 else { return nil }
        guard abs(distance) < abs(total) else { return nil }
        // x(k) − x₀ = total · (1 − rᵏ)
        return log(1 - distance / total) / log(rate) / 1000
    }
}
