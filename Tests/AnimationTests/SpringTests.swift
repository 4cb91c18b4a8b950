import Animation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

final class SpringTests: XCTestCase {
    /// The textbook closed forms, written independently of the library's unified one. With
    /// x(0) = 1 and x′(0) = −v0 (v0 towards the target), ω0 = √(k/m), α = c/2m:
    /// - underdamped, ω = √(ω0² − α²): x = e^(−αt)(cos ωt + ((α − v0)/ω) sin ωt)
    /// - critically damped: x = e^(−ω0 t)(1 + (ω0 − v0)t)
    /// - overdamped, r1,2 = −α ± √(α² − ω0²): x = C1 e^(r1 t) + C2 e^(r2 t) with
    ///   C1 = (−v0 − r2)/(r1 − r2), C2 = 1 − C1.
    /// The fraction is 1 − x.
    private func textbookFraction(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
        let w0 = (k / m).squareRoot(), a = c / (2 * m)
        let x: Double
        if a < w0 {
            let w = (w0 * w0 - a * a).squareRoot()
            x = exp(-a * t) * (cos(w * t) + (a - v0) / w * sin(w * t))
        } else if a == w0 {
            x = exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else {
            let root = (a * a - w0 * w0).squareRoot(), r1 = -a + root, r2 = -a - root
            let c1 = (-v0 - r2) / (r1 - r2)
            x = c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
        }
        return 1 - x
    }

    func testAllThreeRegimesMatchTheTextbookClosedForms() {
        let springs: [(Double, Double, Double, Double)] = [
            (1, 100, 10, 0), (1, 100, 5, 3), (0.5, 300, 2, -2),   // underdamped
            (1, 100, 20, 0), (1, 100, 20, 4), (2, 50, 20, -1),     // critically damped: c = 2√(km)
            (2, 50, 30, -3), (1, 10, 40, 1), (3, 1, 20, 0),        // overdamped
        ]
        for (m, k, c, v0) in springs {
            let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
            for i in 0...60 {
                let t = Double(i) * 0.05
                XCTAssertEqual(spring.fraction(at: t), textbookFraction(m: m, k: k, c: c, v0: v0, t: t),
                               accuracy: 1e-12, "m \(m) k \(k) c \(c) v0 \(v0) at \(t)")
            }
        }
    }

    func testMatchesNumericalIntegration() {
        // mpmath.odefun (Taylor series, 30 digits) on m·x″ + c·x′ + k·x = 0, x(0) = 1,
        // x′(0) = −v0; fraction 1 − x, velocity −x′.
        let cases: [(Spring, [(t: Double, fraction: Double, velocity: Double)])] = [
            (Spring(mass: 1, stiffness: 100, damping: 10), [
                (0.1, 0.340299846608298, 5.335071951146930), (0.3, 1.124354767408412, 1.332426440180412),
                (0.7, 0.974358961614230, -0.076437137130694), (1.5, 0.999364517560652, 0.002627514709743),
            ]),
            (Spring(mass: 2, stiffness: 50, damping: 30, initialVelocity: -3), [
                (0.2, 0.049789038099114, 1.456588329365302), (0.5, 0.446782227943871, 1.049495707742547),
                (1, 0.786855013564260, 0.407060560501717), (3, 0.995324590443366, 0.008929237696540),
            ]),
            (Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4), [
                (0.05, 0.211510142373577, 4.245714617988434), (0.2, 0.702262376879452, 2.165364531785803),
                (0.6, 0.988597739987335, 0.099150087066654),
            ]),
        ]
        for (spring, samples) in cases {
            for s in samples {
                XCTAssertEqual(spring.fraction(at: s.t), s.fraction, accuracy: 1e-13, "\(spring) at \(s.t)")
                XCTAssertEqual(spring.velocity(at: s.t), s.velocity, accuracy: 1e-12, "\(spring) at \(s.t)")
            }
        }
    }

    func testNearlyCriticalDampingIsContinuous() {
        // Either side of ζ = 1 the motion must approach the critical one smoothly.
        let critical = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-5, 20 + 1e-5] {
            let near = Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 2)
            for t in [0.05, 0.2, 0.5, 1.0] {
                XCTAssertEqual(near.fraction(at: t), critical.fraction(at: t), accuracy: 1e-6)
                XCTAssertEqual(near.velocity(at: t), critical.velocity(at: t), accuracy: 1e-5)
            }
        }
    }

    func testVelocityHandOff() {
        // A spring interrupted at time T and restarted towards the same target with its current
        // velocity, normalised to the remaining distance as UIKit does, continues exactly the
        // same motion: the ODE is linear and time-invariant.
        let spring = Spring(mass: 1, stiffness: 170, damping: 9, initialVelocity: 1.5)
        let interruption = 0.23
        let done = spring.fraction(at: interruption)
        var resumed = spring
        resumed.initialVelocity = spring.velocity(at: interruption) / (1 - done)
        for s in [0.0, 0.05, 0.3, 1.1] {
            XCTAssertEqual(done + (1 - done) * resumed.fraction(at: s), spring.fraction(at: interruption + s), accuracy: 1e-12)
        }
        // The velocity at 0 is the initial velocity, and agrees with the slope of the fraction.
        XCTAssertEqual(spring.velocity(at: 0), 1.5)
        let h = 1e-6
        XCTAssertEqual((spring.fraction(at: 0.4 + h) - spring.fraction(at: 0.4 - h)) / (2 * h), spring.velocity(at: 0.4), accuracy: 1e-6)
    }

    func testSettlingDurationMatchesApplesExample() {
        // developer.apple.com, CASpringAnimation.settlingDuration: with mass 1, stiffness 100 and
        // damping 5 "the settling duration is approximately 2.85 seconds"; with damping 15 "just
        // over 1 second".
        let five = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration
        XCTAssertEqual(five, 2.85, accuracy: 0.01)
        let fifteen = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration
        XCTAssertGreaterThan(fifteen, 1)
        XCTAssertLessThan(fifteen, 1.05)
        // The threshold derivation: e^(−αt)(1 + |α − v0|/ω) = 0.001. Damping 5: α = 2.5,
        // ω = √(100 − 6.25); mpmath gives 2.85497460988876. Damping 15: 1.02209379818550.
        XCTAssertEqual(five, 2.85497460988876, accuracy: 1e-12)
        XCTAssertEqual(fifteen, 1.02209379818550, accuracy: 1e-12)
    }

    func testSettlingDurationOfCriticalAndOverdampedSprings() {
        // Critically damped, bound e^(−ω0 t)(1 + |ω0 − v0|·t) = 0.001 solved with mpmath:
        // v0 = 0, ω0 = 10: ω0·t = 9.23341347645159; v0 = 4: t = 0.873930997321127.
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 20).settlingDuration, 0.923341347645159, accuracy: 1e-9)
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4).settlingDuration,
                       0.873930997321127, accuracy: 1e-9)
        // Overdamped m 2, k 50, c 30, v0 −3: α = 7.5, μ = √31.25, B = 10.5;
        // e^(−αt)(cosh μt + B sinh(μt)/μ) = 0.001 at t = 3.80756754222863 (mpmath).
        XCTAssertEqual(Spring(mass: 2, stiffness: 50, damping: 30, initialVelocity: -3).settlingDuration,
                       3.80756754222863, accuracy: 1e-9)
    }

    func testSpringsStayWithinTheThresholdAfterSettling() {
        let springs = [Spring(), Spring(damping: 5), Spring(damping: 15), Spring(damping: 20),
                       Spring(damping: 19.99), Spring(damping: 60, initialVelocity: -5), Spring(mass: 3, stiffness: 40, damping: 2, initialVelocity: 8)]
        for spring in springs {
            let settle = spring.settlingDuration
            XCTAssertTrue(settle.isFinite && settle > 0, "\(spring)")
            for i in 0...400 {
                let t = settle + Double(i) * 0.01
                XCTAssertLessThanOrEqual(abs(1 - spring.fraction(at: t)), Spring.settlingThreshold * (1 + 1e-9), "\(spring) at \(t)")
            }
        }
    }

    func testDampingRatioAndResponseForms() {
        // UIKit: mass 1, stiffness (2π/response)², damping 2ζ√k.
        let s = Spring(dampingRatio: 0.5, response: 1)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, 39.4784176043574, accuracy: 1e-10)   // 4π²
        XCTAssertEqual(s.damping, 6.28318530717959, accuracy: 1e-10)    // 2·0.5·2π
        XCTAssertEqual(s.dampingRatio, 0.5, accuracy: 1e-15)
        XCTAssertEqual(s.perceptualDuration, 1, accuracy: 1e-15)
        // The defaults: ζ = 10 / (2√100) = 0.5.
        XCTAssertEqual(Spring().dampingRatio, 0.5)
    }

    func testPerceptualDurationAndBounce() {
        // §1.8: stiffness 4π²m/d², ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce), damping 2ζ√(mk).
        let smooth = Spring(perceptualDuration: 0.5, bounce: 0)
        XCTAssertEqual(smooth.stiffness, 157.913670417430, accuracy: 1e-9)   // 16π²
        XCTAssertEqual(smooth.damping, 25.1327412287183, accuracy: 1e-9)     // 2·1·4π
        XCTAssertEqual(smooth.dampingRatio, 1, accuracy: 1e-15)
        let bouncy = Spring(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(bouncy.damping, 17.5929188601028, accuracy: 1e-9)     // 2·0.7·4π
        XCTAssertEqual(bouncy.bounce, 0.3, accuracy: 1e-12)
        XCTAssertEqual(bouncy.perceptualDuration, 0.5, accuracy: 1e-12)
        let flat = Spring(perceptualDuration: 0.5, bounce: -0.5)
        XCTAssertEqual(flat.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(flat.bounce, -0.5, accuracy: 1e-12)
        // Bounce 1 is undamped: it never settles.
        XCTAssertEqual(Spring(perceptualDuration: 0.5, bounce: 1).settlingDuration, .infinity)
    }

    func testSettlingDurationForm() {
        // ζ = 0.7 settling in 0.8 s with no initial velocity: ω0 = ln((1 + ζ/√(1 − ζ²))/0.001)/(ζ·0.8),
        // so k = ω0² = 183.745341790369 (mpmath).
        let s = Spring(dampingRatio: 0.7, settlingDuration: 0.8)
        XCTAssertEqual(s.stiffness, 183.745341790369, accuracy: 1e-6)
        XCTAssertEqual(s.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(s.settlingDuration, 0.8, accuracy: 1e-9)
        let moving = Spring(dampingRatio: 1, settlingDuration: 0.5, initialVelocity: 3)
        XCTAssertEqual(moving.settlingDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(moving.initialVelocity, 3)
    }

    func testUndampedAndUnphysicalSprings() {
        // No damping: x = cos(10t), so at t = π/10 the fraction is 2 and it never settles.
        let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
        XCTAssertEqual(undamped.fraction(at: .pi / 10), 2, accuracy: 1e-14)
        XCTAssertEqual(undamped.settlingDuration, .infinity)
        for bad in [Spring(mass: 0), Spring(stiffness: -1), Spring(damping: -1), Spring(damping: .nan),
                    Spring(mass: .infinity), Spring(initialVelocity: .infinity)] {
            XCTAssertFalse(bad.isPhysical)
            XCTAssertEqual(bad.fraction(at: 0.3), 1)
            XCTAssertEqual(bad.velocity(at: 0.3), 0)
            XCTAssertEqual(bad.settlingDuration, 0)
        }
        XCTAssertEqual(Spring().fraction(at: -1), 0)
        XCTAssertEqual(Spring().fraction(at: .nan), 0)
        XCTAssertEqual(Spring().fraction(at: .infinity), 1)
        XCTAssertEqual(Spring().velocity(at: .infinity), 0)
        // Very long times in a strongly overdamped spring neither overflow nor turn NaN: cosh and
        // sinh of μt = 5e7 would, but x ≈ e^(−(α − μ)t) = e^(−0.001·1e5) ≈ 4e-44.
        let creeping = Spring(mass: 1, stiffness: 1, damping: 1000)
        XCTAssertEqual(creeping.fraction(at: 1e5), 1, accuracy: 1e-15)
        XCTAssertTrue(creeping.velocity(at: 1e7).isFinite)
    }
}
