#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// UISpringTimingParameters(dampingRatio:response:): mass 1, stiffness (2π / response)² —
    /// so an undamped spring would oscillate once per `response` seconds — and damping
    /// 2ζ√(km).
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        let stiffness = omega * omega
        self.init(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
                  initialVelocity: initialVelocity)
    }

    /// CASpringAnimation(perceptualDuration:bounce:) and SwiftUI's Spring(duration:bounce:): the
    /// response form with ζ = 1 − bounce for bounce ≥ 0 (0 critically damped, 1 undamped) and
    /// ζ = 1 / (1 + bounce) below 0 (overdamped).
    public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: perceptualDuration, initialVelocity: initialVelocity)
    }

    /// UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:): mass 1, the
    /// damping ratio given, and the stiffness for which `settlingDuration` equals `duration`.
    /// A ratio of 0 or less never settles; it gets the stiffness whose period is `duration`.
    public init(dampingRatio: Double, settlingDuration duration: Double, initialVelocity: Double = 0) {
        guard dampingRatio > 0, duration > 0, duration.isFinite else {
            self.init(dampingRatio: max(dampingRatio, 0), response: duration, initialVelocity: initialVelocity)
            return
        }
        func spring(omega: Double) -> Spring {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
        }
        // The settling time falls as ω0 rises: bisect on log ω0.
        var lo = log(1e-6), hi = log(1e6)
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if spring(omega: exp(mid)).settlingDuration > duration { lo = mid } else { hi = mid }
        }
        self = spring(omega: exp((lo + hi) / 2))
    }

    /// The response (iOS 17's perceptualDuration): 2π√(m/k), the period of the undamped spring.
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// iOS 17's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 (negative) when overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
