import Animation
import Geometry
import Layers
import Views
import XCTest

/// Property animators on springs, against the closed forms worked out by hand.
///
/// A critically damped spring (ζ = 1) from rest at distance 1 with velocity v towards the
/// target has displacement x(τ) = e^(−ωτ)(1 + (ω − v)τ). UIKit fits the spring of
/// `UISpringTimingParameters(dampingRatio:)` to the animator's duration D: settled (x within
/// 0.001) at D. From rest that is e^(−u)(1 + u) = 0.001 with u = ωD, so u = 9.233413 and
/// ω = 9.233413 / D.
final class PropertyAnimatorSpringTests: XCTestCase {
    private let scene = AnimatorTestScene()

    func testDampingRatioSpringSettlesInTheDuration() throws {
        let animator = scene.animator(duration: 1, timing: .spring(SpringTimingParameters(dampingRatio: 1)))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        // ω = 9.233413: x(0.2) = e^(−1.846683) × 2.846683 = 0.449092, so 55.0908 on screen.
        XCTAssertEqual(scene.x(at: 0.2), 55.0908, accuracy: 1e-3)
        scene.clock.advance(to: 0.999)
        XCTAssertEqual(finished, [])
        scene.clock.advance(to: 1)
        XCTAssertEqual(finished, [.end])
    }

    func testContinuingASpringArrivesExactlyAtTheEndValues() throws {
        // Started and paused at 6 s, scrubbed to 300 / 483 and continued along its own curve at
        // 6.5 s: it picks up where 1 − e^(−u)(1 + u) = 300 / 483 and runs the rest of the second.
        // Arriving, the model holds exactly the new value, not the 0.001 the spring still lacks
        // just before it settles (the run's arithmetic can leave it a hair short of the end).
        scene.clock.advance(to: 6)
        let animator = scene.animator(duration: 1, timing: .spring(SpringTimingParameters(dampingRatio: 1)))
        try animator.addAnimations { self.scene.moveBox(x: 483) }
        try animator.startAnimation()
        try animator.pauseAnimation()
        scene.clock.advance(to: 6.25)
        try animator.setFractionComplete(300.0 / 483)
        scene.clock.advance(to: 6.5)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.clock.advance(to: 8)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(scene.box.position.x, 483)
        XCTAssertEqual(scene.x(at: 8), 483)
    }

    func testMassStiffnessDampingIgnoresTheDuration() throws {
        // The seed's spring: mass 2, stiffness 30, damping 7. α = c / 2m = 1.75,
        // ω = √(k/m − α²) = √11.9375 = 3.455069; x(τ) = e^(−ατ)(cos ωτ + α/ω sin ωτ).
        let timing = AnimatorTimingParameters.spring(SpringTimingParameters(mass: 2, stiffness: 30, damping: 7))
        let animator = scene.animator(duration: 0.3, timing: timing)
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        // x(0.5) = e^(−0.875)(cos 1.727534 + 0.506502 sin 1.727534) = 0.143482.
        XCTAssertEqual(scene.x(at: 0.5), 85.6518, accuracy: 1e-3)
        XCTAssertEqual(animator.duration, 0.3)
        // Settled once e^(−ατ)(1 + α/ω) = 0.001: τ = ln(1506.50) / 1.75 = 4.181455 s.
        scene.clock.advance(to: 4.18)
        XCTAssertEqual(finished, [])
        scene.clock.advance(to: 4.182)
        XCTAssertEqual(finished, [.end])
    }

    func testPanRecipeContinuesWithAVelocityRelativeToTheRemainingDistance() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.easeOut))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        try animator.pauseAnimation()
        scene.clock.advance(to: 0.1)
        try animator.setFractionComplete(0.3)
        scene.clock.advance(to: 0.2)
        try animator.setFractionComplete(0.6)
        XCTAssertEqual(scene.x(at: 0.3), 60, accuracy: 1e-9)
        // Released at 500 pt/s with 40 pt to go: initialVelocity = 500 / 40 = 12.5. Factor 0:
        // the remaining 0.4 of 1 s, so ω = u / 0.4 = 23.083534.
        let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: Velocity(dx: 12.5, dy: 0))
        try animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 0)
        // x(0.1) = e^(−2.308353)(1 + (23.083534 − 12.5) × 0.1) = 0.204652: 60 + 40 × 0.795348.
        XCTAssertEqual(scene.x(at: 0.4), 91.8139, accuracy: 1e-3)
        // It leaves at the finger's speed: x′(0) = −v, so 12.5 × 40 = 500 pt/s.
        XCTAssertEqual(speed(from: 0.3), 500, accuracy: 1)
    }

    func testASpringHandedOffMidFlightKeepsItsVelocity() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.linear))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        try animator.startAnimation()
        scene.clock.advance(to: 0.5)
        // Moving at 100 pt/s with 50 pt to go: 2 remaining distances per second. Factor 0.5:
        // 0.5 s, ω = u / 0.5 = 18.466827; x(0.1) = e^(−1.846683)(1 + 1.646683) = 0.417540.
        try animator.continueAnimation(withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 1)), durationFactor: 0.5)
        XCTAssertEqual(speed(from: 0.5), 100, accuracy: 0.5)
        XCTAssertEqual(scene.x(at: 0.6), 79.1230, accuracy: 1e-3)
    }

    func testPositionTakesEachVelocityComponentOnItsAxis() throws {
        let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: Velocity(dx: 2, dy: 0))
        let animator = scene.animator(duration: 1, timing: .spring(spring))
        try animator.addAnimations { self.scene.moveBox(x: 100, y: 100) }
        try animator.startAnimation()
        // ω = u: x(0.1) = e^(−0.923341)(1 + (ω − 2) × 0.1) = 0.684493 with v = 2, and
        // e^(−0.923341)(1 + 0.923341) = 0.763931 from rest.
        let shown = scene.shown(at: 0.1)
        XCTAssertEqual(shown.position.x, 31.5507, accuracy: 1e-3)
        XCTAssertEqual(shown.position.y, 23.6069, accuracy: 1e-3)
    }

    func testReversingASpringAfterContinuingHeadsBackWithItsVelocity() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.linear))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.setFractionComplete(0.5)
        try animator.continueAnimation(withTimingParameters: .spring(SpringTimingParameters(dampingRatio: 1)), durationFactor: 0)
        scene.clock.advance(to: 0.1)
        let before = speed(from: 0.1)
        XCTAssertGreaterThan(before, 0)
        animator.setReversed(true)
        // Still moving forwards at the same speed the instant it turns, then heading for 0.
        XCTAssertEqual(speed(from: 0.1), before, accuracy: 0.01 * before)
        scene.clock.advance(to: 3)
        XCTAssertEqual(finished, [.start])
        XCTAssertEqual(scene.box.position.x, 0, accuracy: 1e-9)
    }

    func testDefaultSpringParameters() {
        XCTAssertEqual(SpringTimingParameters().form, .dampingRatio(4.56))
        XCTAssertEqual(SpringTimingParameters().initialVelocity, .zero)
    }

    /// The box's speed in points per second just after `t`, from two instants 10 µs apart.
    private func speed(from t: Double) -> Double {
        let h = 1e-5
        let a = scene.box.presentation(at: t).position.x
        let b = scene.box.presentation(at: t + h).position.x
        return (b - a) / h
    }
}
