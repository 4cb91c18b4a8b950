import Animation
import Geometry
import Layers
import Views
import XCTest

/// The state machine and timing of UIViewPropertyAnimator, against values worked out by hand.
/// The box starts at position {0, 0}; blocks move it with `scene.set`.
final class PropertyAnimatorTests: XCTestCase {
    private let scene = AnimatorTestScene()

    private func linear(_ duration: Double = 1, toX x: Double = 100) -> PropertyAnimator {
        let animator = scene.animator(duration: duration, timing: .cubic(.linear))
        try? animator.addAnimations { self.scene.moveBox(x: x) }
        return animator
    }

    // MARK: Scrubbing, reversing, continuing

    func testPauseScrubReverseAndContinueWithADurationFactor() throws {
        let animator = linear()
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(scene.x(at: 0.25), 25, accuracy: 1e-9)
        scene.clock.advance(to: 0.4)
        try animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 1e-9)
        XCTAssertEqual(scene.x(at: 0.6), 40, accuracy: 1e-9, "paused: it stays")
        try animator.setFractionComplete(0.7)
        XCTAssertEqual(scene.x(at: 0.6), 70, accuracy: 1e-9)
        animator.setReversed(true)
        scene.clock.advance(to: 1)
        // UIKit: the remaining time is durationFactor × duration = 1 × 1 s, so F runs from
        // 0.7 back to 0 in 1 s, at 0.7 per second: at t = 1.5, F = 0.7 − 0.35 = 0.35.
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        XCTAssertEqual(scene.x(at: 1.5), 35, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.35, accuracy: 1e-9)
        XCTAssertEqual(finished, [])
        // It arrives at the start at t = 2: the model goes back to x = 0.
        scene.clock.advance(to: 2)
        XCTAssertEqual(finished, [.start])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(scene.box.position.x, 0, accuracy: 1e-9)
        XCTAssertEqual(scene.x(at: 2.5), 0, accuracy: 1e-9)
    }

    func testDurationFactorZeroTakesTheRestOfTheDuration() throws {
        let animator = linear(2)
        try animator.setFractionComplete(0.25)
        XCTAssertEqual(animator.state, .active, "scrubbing an inactive animator makes it active")
        XCTAssertEqual(scene.x(at: 0), 25, accuracy: 1e-9)
        // 0.75 of 2 s remain: 1.5 s, so at t = 0.75 F = 0.25 + 0.75 / 2 = 0.625.
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertEqual(scene.x(at: 0.75), 62.5, accuracy: 1e-9)
        scene.clock.advance(to: 1.5)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(scene.box.position.x, 100)
    }

    func testPausingOnACurveScrubsLinearlyFromWhatIsOnScreen() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.easeIn))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        try animator.startAnimation()
        scene.clock.advance(to: 0.5)
        // easeIn (0.42, 0)(1, 1) at x = 0.5: x(s) = 1.26 s(1 − s)² + 3s²(1 − s) + s³ = 0.5 at
        // s = 0.374253; y(s) = 3s² − 2s³ = 0.315357.
        XCTAssertEqual(scene.x(at: 0.5), 31.5357, accuracy: 1e-3)
        try animator.pauseAnimation()
        XCTAssertEqual(animator.fractionComplete, 0.315357, accuracy: 1e-5, "linear scrubbing reports the progress")
        XCTAssertEqual(scene.x(at: 0.7), 31.5357, accuracy: 1e-3)
        // Starting again finds the point on the curve with that progress (F = 0.5) and runs the
        // remaining 0.5 s: at t = 1.25, F = 0.75, easeIn(0.75) = 0.621862.
        scene.clock.advance(to: 1)
        try animator.startAnimation()
        XCTAssertEqual(scene.x(at: 1.25), 62.1862, accuracy: 1e-3)
        XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-6)
        scene.clock.advance(to: 1.5)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testScrubbingAlongTheCurveWhenNotLinear() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.easeIn))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        animator.scrubsLinearly = false
        try animator.startAnimation()
        scene.clock.advance(to: 0.5)
        try animator.pauseAnimation()
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9, "the time fraction")
        // easeIn(0.8) = 0.691634 (s = 0.630735).
        try animator.setFractionComplete(0.8)
        XCTAssertEqual(scene.x(at: 0.5), 69.1634, accuracy: 1e-3)
    }

    func testReversingMidFlightRunsBackAlongTheCurve() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.easeInEaseOut))
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        scene.clock.advance(to: 0.6)
        animator.setReversed(true)
        XCTAssertTrue(animator.isRunning)
        // F falls from 0.6 at 1 per second: F(1.0) = 0.2; easeInEaseOut(0.2) = 0.0816599.
        XCTAssertEqual(scene.x(at: 1.0), 8.16599, accuracy: 1e-3)
        scene.clock.advance(to: 1.19)
        XCTAssertEqual(finished, [])
        scene.clock.advance(to: 1.2)
        XCTAssertEqual(finished, [.start])
        XCTAssertEqual(scene.box.position.x, 0, accuracy: 1e-9)
    }

    func testStartAfterDelayIsRunningAndHoldsTheStart() throws {
        let animator = linear()
        try animator.startAnimation(afterDelay: 0.5)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.delay, 0.5)
        XCTAssertEqual(scene.x(at: 0.25), 0, accuracy: 1e-9)
        XCTAssertEqual(scene.x(at: 1.0), 50, accuracy: 1e-9)
        scene.clock.advance(to: 1.5)
        XCTAssertEqual(animator.state, .inactive)
    }

    // MARK: Blocks

    func testAddAnimationsWithADelayFactorBeforeStarting() throws {
        let animator = linear(2)
        try animator.addAnimations({ self.scene.set("opacity", .number(0)) }, delayFactor: 0.5)
        XCTAssertEqual(scene.box.opacity, 1, "blocks run when the animator starts")
        try animator.startAnimation()
        XCTAssertEqual(scene.box.opacity, 0)
        // The delay is 0.5 × 2 s; the block then runs the remaining second, linearly.
        XCTAssertEqual(scene.shown(at: 0.5).opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(scene.shown(at: 1.5).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(scene.shown(at: 1.5).position.x, 75, accuracy: 1e-9)
    }

    func testAddAnimationsWhileRunningAnimatesOverWhatRemains() throws {
        let animator = linear(2)
        try animator.startAnimation()
        scene.clock.advance(to: 1)
        // F = 0.5; the window starts at 0.5 + 0.5 × (1 − 0.5) = 0.75, that is t = 1.5, and ends
        // with the animator at t = 2: at t = 1.75 the new block is half-way.
        try animator.addAnimations({ self.scene.moveBox(y: 100) }, delayFactor: 0.5)
        XCTAssertEqual(scene.shown(at: 1.25).position.y, 0, accuracy: 1e-9)
        XCTAssertEqual(scene.shown(at: 1.75).position.y, 50, accuracy: 1e-9)
        XCTAssertEqual(scene.shown(at: 1.75).position.x, 87.5, accuracy: 1e-9)
    }

    func testStartingWithoutAnimationsThenAddingRunsThemAtOnce() throws {
        let animator = scene.animator(duration: 1, timing: .cubic(.linear))
        try animator.startAnimation()
        scene.clock.advance(to: 0.2)
        try animator.addAnimations { self.scene.moveBox(x: 100) }
        // From F = 0.2 over the remaining 0.8 s: at t = 0.6 the block is half-way.
        XCTAssertEqual(scene.x(at: 0.6), 50, accuracy: 1e-9)
    }

    func testTwoAnimatorsOnOnePropertyAdd() throws {
        let a = linear()
        try a.startAnimation()
        scene.clock.advance(to: 0.5)
        let b = linear(toX: 200)
        try b.startAnimation()
        // Model 200, plus A's (0 − 100) × (1 − 0.75) and B's (100 − 200) × (1 − 0.25): 100.
        XCTAssertEqual(scene.x(at: 0.75), 100, accuracy: 1e-9)
    }

    // MARK: Completion, stopping, finishing

    func testPausesOnCompletionStaysActiveAndCanReverse() throws {
        let animator = linear()
        animator.pausesOnCompletion = true
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        scene.clock.advance(to: 1.5)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(scene.x(at: 1.5), 100, accuracy: 1e-9)
        animator.setReversed(true)
        scene.clock.advance(to: 2)
        try animator.startAnimation()
        XCTAssertEqual(scene.x(at: 2.5), 50, accuracy: 1e-9)
        scene.clock.advance(to: 3.5)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(finished, [])
        try animator.stopAnimation(withoutFinishing: false)
        try animator.finishAnimation(at: .start)
        XCTAssertEqual(finished, [.start])
        XCTAssertEqual(scene.box.position.x, 0)
    }

    func testStopLeavesTheValueOnScreenThenFinishAtEnd() throws {
        let animator = linear()
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        scene.clock.advance(to: 0.3)
        try animator.stopAnimation(withoutFinishing: false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(scene.box.position.x, 30, accuracy: 1e-9)
        XCTAssertEqual(scene.x(at: 0.8), 30, accuracy: 1e-9, "no animation is left")
        XCTAssertEqual(finished, [])
        try animator.finishAnimation(at: .end)
        XCTAssertEqual(finished, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(scene.box.position.x, 100)
    }

    func testStopWithoutFinishingRunsNoCompletion() throws {
        let animator = linear()
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.startAnimation()
        scene.clock.advance(to: 0.6)
        try animator.stopAnimation(withoutFinishing: true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(scene.box.position.x, 60, accuracy: 1e-9)
        scene.clock.advance(to: 2)
        XCTAssertEqual(finished, [])
    }

    func testFinishAtCurrentKeepsTheStoppedValues() throws {
        let animator = linear()
        var finished: [AnimatingPosition] = []
        animator.addCompletion { finished.append($0) }
        try animator.setFractionComplete(0.45)
        try animator.stopAnimation(withoutFinishing: false)
        try animator.finishAnimation(at: .current)
        XCTAssertEqual(finished, [.current])
        XCTAssertEqual(scene.box.position.x, 45, accuracy: 1e-9)
    }

    // MARK: Bad states

    func testStatesWhereUIKitThrowsGiveMessagesNamingTheState() throws {
        let running = linear()
        try running.startAnimation()
        XCTAssertThrowsError(try running.setFractionComplete(0.5)) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message,
                           "fractionComplete can be set only while the animator is paused (it is running)")
        }
        XCTAssertThrowsError(try running.setInterruptible(false)) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message,
                           "isInterruptible can change only while the animator is not active (it is running)")
        }
        XCTAssertThrowsError(try running.finishAnimation(at: .end)) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message,
                           "finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first (it is running)")
        }
        try running.pauseAnimation()
        XCTAssertThrowsError(try running.finishAnimation(at: .end)) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message,
                           "finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first (it is paused)")
        }
        XCTAssertThrowsError(try linear().finishAnimation(at: .start)) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message,
                           "finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first (it is inactive)")
        }

        let stopped = linear()
        try stopped.startAnimation()
        try stopped.stopAnimation(withoutFinishing: false)
        let stoppedCases: [(String, () throws -> Void)] = [
            ("fractionComplete can be set only while the animator is paused (it is stopped)", { try stopped.setFractionComplete(0.2) }),
            ("continueAnimation cannot continue a stopped animator; finish it with finishAnimation(at:) (it is stopped)",
             { try stopped.continueAnimation(withTimingParameters: nil, durationFactor: 1) }),
            ("startAnimation cannot restart a stopped animator; finish it with finishAnimation(at:) (it is stopped)",
             { try stopped.startAnimation() }),
            ("pauseAnimation cannot pause a stopped animator; finish it with finishAnimation(at:) (it is stopped)",
             { try stopped.pauseAnimation() }),
            ("addAnimations cannot add to a stopped animator; finish it with finishAnimation(at:) (it is stopped)",
             { try stopped.addAnimations {} }),
        ]
        for (message, call) in stoppedCases {
            XCTAssertThrowsError(try call()) { XCTAssertEqual(($0 as? PropertyAnimatorError)?.message, message) }
        }
        XCTAssertEqual(stopped.state, .stopped, "a refused call changes nothing")

        let fixed = linear()
        try fixed.setInterruptible(false)
        try fixed.startAnimation()
        XCTAssertThrowsError(try fixed.pauseAnimation()) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message, "pauseAnimation needs an interruptible animator (isInterruptible is false)")
        }
        XCTAssertThrowsError(try fixed.stopAnimation(withoutFinishing: true)) {
            XCTAssertEqual(($0 as? PropertyAnimatorError)?.message, "stopAnimation needs an interruptible animator (isInterruptible is false)")
        }
        XCTAssertTrue(fixed.isRunning)
    }

    func testATransformMovesByItsDecompositionAsCoreAnimationInterpolatesIt() throws {
        // Identity to a turn of 90° and a scale of 2, scrubbed to F = 0.5: the offset (old − new)
        // goes to the identity by decomposition, so the box shows half the turn, 45°, and a
        // scale of 2 × (0.5 + (1 − 0.5) × 0.5) = 1.5 (not 2^0.5, a power of the offset).
        let turned = Transform3D(affine: Geometry.AffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2))
        let animator = scene.animator(duration: 1, timing: .cubic(.linear))
        try animator.addAnimations { self.scene.set("transform", .transform(turned)) }
        try animator.setFractionComplete(0.5)
        let m = scene.shown(at: 0).transform
        XCTAssertEqual(atan2(m.m12, m.m11), .pi / 4, accuracy: 1e-12)
        XCTAssertEqual((m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), 1.5, accuracy: 1e-12)
    }

    func testAnErrorInABlockStillActivatesTheOthers() throws {
        struct Failure: Error {}
        let animator = linear()
        try animator.addAnimations { throw Failure() }
        XCTAssertThrowsError(try animator.startAnimation()) { XCTAssertTrue($0 is Failure) }
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(scene.box.position.x, 100)
    }
}

/// A root layer holding `box` (position {0, 0}) on an animation host run by the view animation
/// tests' clock, and
/// a stand-in for the view animation recorder: `set` changes the box and notes the change.
final class AnimatorTestScene {
    let clock = ViewAnimationTestClock()
    let root = Layer()
    let box = Layer()
    private var recording: [PropertyAnimator.Change]?

    init() {
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        box.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        box.position = .zero
        root.addSublayer(box)
    }

    func animator(duration: Double, timing: AnimatorTimingParameters) -> PropertyAnimator {
        PropertyAnimator(duration: duration, timingParameters: timing, host: clock.host) { [unowned self] block in
            recording = []
            defer { recording = nil }
            try block()
            return recording ?? []
        }
    }

    /// Sets the box's `key` and notes the change when recording.
    func set(_ key: String, _ value: PropertyValue) {
        let before = box.value(forKey: key) ?? .number(0)
        try? box.setValue(value, forKey: key)
        recording?.append(PropertyAnimator.Change(layer: box, keyPath: key, before: before, after: value))
    }

    func moveBox(x: Double? = nil, y: Double? = nil) {
        set("position", .point(Point(x: x ?? box.position.x, y: y ?? box.position.y)))
    }

    /// The box as it looks at `t`, after running what is due.
    func shown(at t: Double) -> Layer {
        clock.advance(to: t)
        return box.presentation(at: t)
    }

    func x(at t: Double) -> Double { shown(at: t).position.x }
}
