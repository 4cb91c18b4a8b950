import Animation
import Geometry
import Layers
import Views
import XCTest

/// UIView.animateKeyframes at the Views level: one keyframe animation per property, values
/// holding between keyframes, the curve over the whole, and the calculation modes.
final class ViewAnimationKeyframeTests: XCTestCase {
    private func x(_ scene: ViewAnimationScene, at t: Double) -> Double {
        scene.clock.advance(to: t)
        return scene.shown.position.x
    }

    /// Two keyframes on centre x, 0 → 80 over [0, 0.25] and 80 → 180 over [0.5, 1], 1 s.
    private func twoKeyframes(_ scene: ViewAnimationScene, _ parameters: ViewAnimationParameters) {
        scene.box.center.x = 0
        scene.context.animateKeyframes(parameters) {
            scene.context.addKeyframe(relativeStartTime: 0, relativeDuration: 0.25) { scene.box.center.x = 80 }
            scene.context.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { scene.box.center.x = 180 }
        }
    }

    func testValuesHoldBetweenKeyframes() {
        let scene = ViewAnimationScene()
        twoKeyframes(scene, ViewAnimationParameters(duration: 1, curve: .linear))
        XCTAssertEqual(scene.box.layer.animationKeys(), ["position"], "one animation for the property")
        // Values 0, 80, 80, 180 at key times 0, 0.25, 0.5, 1.
        XCTAssertEqual(x(scene, at: 0.125), 40, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 0.375), 80, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 0.75), 130, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 2), 180, accuracy: 1e-9)
    }

    func testTheDefaultCurveEasesTheWhole() {
        let scene = ViewAnimationScene()
        twoKeyframes(scene, ViewAnimationParameters(duration: 1))
        // easeInEaseOut over the whole is symmetric about 0.5, which lands on the hold: 80.
        XCTAssertEqual(x(scene, at: 0.5), 80, accuracy: 1e-6)
        // At 0.125 s the eased fraction is below 0.125, so x is below the linear 40.
        XCTAssertLessThan(x(scene, at: 0.125), 40)
    }

    func testDiscreteSwitchesAtEachKeyframeStart() {
        let scene = ViewAnimationScene()
        twoKeyframes(scene, ViewAnimationParameters(duration: 1, curve: .linear, calculationMode: .discrete))
        XCTAssertEqual(x(scene, at: 0.25), 80, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 0.49), 80, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 0.75), 180, accuracy: 1e-9)
    }

    func testPacedSpacesTheValuesEvenly() {
        let scene = ViewAnimationScene()
        twoKeyframes(scene, ViewAnimationParameters(duration: 1, curve: .linear, calculationMode: .paced))
        // Values 0, 80, 180 at constant speed: 180 points in 1 s, so 90 at 0.5 s.
        XCTAssertEqual(x(scene, at: 0.5), 90, accuracy: 1e-9)
    }

    func testCubicPassesThroughTheKeyframeValuesAtTheirTimes() {
        let scene = ViewAnimationScene()
        twoKeyframes(scene, ViewAnimationParameters(duration: 1, curve: .linear, calculationMode: .cubic))
        // A Catmull-Rom spline through 0, 80, 80, 180 at 0, 0.25, 0.5, 1 meets each value at its time.
        XCTAssertEqual(x(scene, at: 0.25), 80, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 0.5), 80, accuracy: 1e-9)
        XCTAssertNotEqual(x(scene, at: 0.75), 130, accuracy: 1e-3, "curved, not the straight line")
    }

    func testChangesOutsideKeyframesSpanTheWholeDuration() {
        let scene = ViewAnimationScene()
        var completed: (Bool, Double)?
        scene.context.animateKeyframes(ViewAnimationParameters(duration: 2, delay: 1, curve: .linear), animations: {
            scene.box.alpha = 0
            scene.context.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { scene.box.layer.cornerRadius = 10 }
        }, completion: { completed = ($0, scene.clock.now) })
        scene.clock.advance(to: 2)
        // Half-way through [1, 3]: opacity 0.5; the corner radius has not started.
        XCTAssertEqual(scene.shown.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(scene.shown.cornerRadius, 0, accuracy: 1e-9)
        scene.clock.advance(to: 2.5)
        XCTAssertEqual(scene.shown.cornerRadius, 5, accuracy: 1e-9)
        scene.clock.advance(to: 3)
        XCTAssertEqual(completed?.0, true)
        XCTAssertEqual(completed?.1, 3)
    }

    func testKeyframesAddToAnAnimationInFlight() {
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(ViewAnimationParameters(duration: 1, curve: .linear)) { scene.box.center.x = 100 }
        scene.clock.advance(to: 0.5)
        scene.context.animateKeyframes(ViewAnimationParameters(duration: 1, curve: .linear)) {
            scene.context.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { scene.box.center.x = 200 }
        }
        // At 0.75: model 200; the basic animation's offset −100·0.25 = −25; the keyframes' offset
        // goes from 100 − 200 = −100 to 0, so −100·0.75 = −75: 200 − 25 − 75 = 100.
        XCTAssertEqual(x(scene, at: 0.75), 100, accuracy: 1e-9)
    }

    func testOtherPropertiesRunThroughTheirValuesFromTheScreenWithBeginFromCurrentState() {
        // Opacity 1 → 0 linear over 1 s; at 0.5 (0.5 on screen) keyframes to 1 over [0, 0.5]
        // of 1 s from the current state: 0.5 + 0.5·(0.25/0.5) = 0.75 at 0.75 s.
        let scene = ViewAnimationScene()
        scene.context.animate(ViewAnimationParameters(duration: 1, curve: .linear)) { scene.box.alpha = 0 }
        scene.clock.advance(to: 0.5)
        scene.context.animateKeyframes(ViewAnimationParameters(duration: 1, options: [.beginFromCurrentState], curve: .linear)) {
            scene.context.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { scene.box.alpha = 1 }
        }
        XCTAssertEqual(scene.box.layer.animationKeys(), ["opacity"])
        scene.clock.advance(to: 0.75)
        XCTAssertEqual(scene.shown.opacity, 0.75, accuracy: 1e-9)
    }

    func testAddKeyframeOutsideAKeyframeBlockDoesNothing() {
        let scene = ViewAnimationScene()
        XCTAssertFalse(scene.context.acceptsKeyframes)
        var ran = false
        XCTAssertFalse(scene.context.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { ran = true })
        scene.context.animate(ViewAnimationParameters(duration: 1)) {
            XCTAssertFalse(scene.context.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { ran = true })
        }
        XCTAssertFalse(ran)
    }
}
