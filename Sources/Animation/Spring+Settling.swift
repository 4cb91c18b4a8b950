#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// The displacement, as a fraction of the whole distance, below which a spring counts as
    /// settled: a thousandth.
    public static let settlingThreshold = 0.001

    /// CASpringAnimation.settlingDuration: the time after which the spring stays within
    /// `settlingThreshold` of its target.
    ///
    /// From the closed form, |x(t)| ≤ g(t) = e^(−αt)·(C̄(t) + |B|·S̄(t)), a bound that rises then
    /// falls: C̄ = 1, S̄ = min(t, 1/ω) when underdamped; C̄ = 1, S̄ = t when critically damped;
    /// C̄ = cosh μt, S̄ = sinh(μt)/μ when overdamped. The settling duration is the last t with
    /// g(t) = 0.001. Underdamped, once t ≥ 1/ω that is t = ln((1 + |B|/ω) / 0.001) / α, which
    /// gives Apple's documented examples (mass 1, stiffness 100, damping 5: 2.855 s, "about
    /// 2.85"; damping 15: 1.022 s, "just over 1 second"). An undamped spring never settles: ∞.
    public var settlingDuration: Double {
        guard isPhysical else { return 0 }
        let alpha = decayRate
        guard alpha > 0 else { return .infinity }
        let lambda = self.lambda, b = abs(sineWeight), epsilon = Spring.settlingThreshold
        if lambda > 0 {
            let omega = lambda.squareRoot()
            let t = log((1 + b / omega) / epsilon) / alpha
            if t >= 1 / omega { return t }
        }
        return Spring.lastTime(where: { settlingBound(at: $0, alpha: alpha, lambda: lambda, b: b) >= epsilon },
                               scale: 1 / alpha)
    }

    /// g(t), the bound on |x(t)| described at `settlingDuration`.
    private func settlingBound(at t: Double, alpha: Double, lambda: Double, b: Double) -> Double {
        if lambda > 0 { return exp(-alpha * t) * (1 + b * min(t, 1 / lambda.squareRoot())) }
        if lambda == 0 { return exp(-alpha * t) * (1 + b * t) }
        let mu = (-lambda).squareRoot()
        let slow = exp((mu - alpha) * t), fast = exp(-(mu + alpha) * t)
        return (slow + fast) / 2 + b * (slow - fast) / (2 * mu)
    }

    /// The end of the interval [0, T] on which `holds` is true, for a predicate that is true at
    /// 0 and stays false once false; `scale` is a first guess at T's size. Bisection to 1e-12.
    private static func lastTime(where holds: (Double) -> Bool, scale: Double) -> Double {
        var lo = 0.0, hi = max(scale, 1e-9)
        while holds(hi) {
            lo = hi
            hi *= 2
            guard hi.isFinite else { return .infinity }
        }
        while hi - lo > 1e-12 * max(1, hi) {
            let mid = (lo + hi) / 2
            if holds(mid) { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
