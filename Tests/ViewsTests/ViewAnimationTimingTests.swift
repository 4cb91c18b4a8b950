import Animation
import Geometry
import Layers
import Raster
import Views
import XCTest

/// UIView.animate at the Views level: the additive maths, curves, delays, repeats, springs,
/// completions and nesting, against values worked out by hand.
final class ViewAnimationTimingTests: XCTestCase {
    private func linear(_ duration: Double, delay: Double = 0, _ options: ViewAnimationOptions = []) -> ViewAnimationParameters {
        ViewAnimationParameters(duration: duration, delay: delay, options: options, curve: .linear)
    }

    /// The box's centre x on screen at time `t`.
    private func x(_ scene: ViewAnimationScene, at t: Double) -> Double {
        scene.clock.advance(to: t)
        return scene.shown.position.x
    }

    func testRetargetingMidFlightSumsTheTwoAnimations() {
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(linear(1)) { scene.box.center.x = 100 }
        XCTAssertEqual(x(scene, at: 0.5), 50, accuracy: 1e-9)
        scene.context.animate(linear(1)) { scene.box.center.x = 300 }
        // At 0.75: model 300, the first animation's offset −100 · (1 − 0.75) = −25, the second's
        // −200 · (1 − 0.25) = −150: 300 − 25 − 150 = 125.
        XCTAssertEqual(x(scene, at: 0.75), 125, accuracy: 1e-9)
        // At 1.25 the first has ended: 300 − 200 · (1 − 0.75) = 250.
        XCTAssertEqual(x(scene, at: 1.25), 250, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 1.5), 300, accuracy: 1e-9)
        XCTAssertTrue(scene.box.layer.attachedAnimations.isEmpty)
    }

    func testEachAnimationHasItsOwnKey() {
        let scene = ViewAnimationScene()
        scene.context.animate(linear(1)) { scene.box.center.x = 100 }
        scene.context.animate(linear(1)) { scene.box.center.x = 200 }
        scene.context.animate(linear(1)) { scene.box.frame.origin.x = 0 }
        XCTAssertEqual(scene.box.layer.animationKeys(), ["position", "position-2", "position-3"])
    }

    func testTheDefaultCurveEasesInAndOut() {
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(ViewAnimationParameters(duration: 1)) { scene.box.center.x = 100 }
        // easeInEaseOut (0.42, 0, 0.58, 1) is symmetric: half-way in time is half-way in value
        // (Core Animation's "default" curve would be at about 80 here).
        XCTAssertEqual(x(scene, at: 0.5), 50, accuracy: 1e-6)
        // Ease out (0, 0, 0.58, 1) mirrors ease in (0.42, 0, 1, 1): easeOut(t) = 1 − easeIn(1 − t),
        // so ease out at 0.3 plus ease in at 0.7 make the whole distance, and ease out is ahead.
        let a = ViewAnimationScene(), b = ViewAnimationScene()
        a.box.center.x = 0
        b.box.center.x = 0
        a.context.animate(ViewAnimationParameters(duration: 1, curve: .easeOut)) { a.box.center.x = 100 }
        b.context.animate(ViewAnimationParameters(duration: 1, curve: .easeIn)) { b.box.center.x = 100 }
        XCTAssertEqual(x(a, at: 0.3) + x(b, at: 0.7), 100, accuracy: 1e-6)
        XCTAssertGreaterThan(x(a, at: 0.3), 30)
    }

    func testADelayHoldsTheOldValueThenTheModelShowsAfterTheEnd() {
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(linear(1, delay: 0.5)) { scene.box.center.x = 100 }
        XCTAssertEqual(scene.box.center.x, 100, "the model changes at once")
        XCTAssertEqual(x(scene, at: 0.25), 0, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 1.0), 50, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 1.6), 100, accuracy: 1e-9)
    }

    func testASecondDelayedAnimationBackToTheStartBouncesOff() {
        // The seed's avatars: to `point` over 1 s, then back to the original centre after a
        // 1 s delay, both made at once. Model 0; first offset 0 − 100 = −100 → 0 over [0, 1];
        // second offset 100 − 0 = 100 held until 1, then → 0 over [1, 2].
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(linear(1)) { scene.box.center.x = 100 }
        scene.context.animate(linear(1, delay: 1)) { scene.box.center.x = 0 }
        XCTAssertEqual(x(scene, at: 0.25), 25, accuracy: 1e-9)  // 0 − 100·0.75 + 100
        XCTAssertEqual(x(scene, at: 1.0), 100, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 1.75), 25, accuracy: 1e-9)  // 0 + 100·0.25
    }

    func testRepeatAndAutoreverse() {
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        var completed = false
        scene.context.animate(linear(1, [.repeat, .autoreverse]), animations: { scene.box.center.x = 100 },
                              completion: { _ in completed = true })
        XCTAssertEqual(x(scene, at: 0.25), 25, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 1.25), 75, accuracy: 1e-9)  // on the way back
        XCTAssertEqual(x(scene, at: 2.25), 25, accuracy: 1e-9)  // forwards again
        XCTAssertEqual(x(scene, at: 99.5), 50, accuracy: 1e-9)
        XCTAssertFalse(completed)
        XCTAssertTrue(scene.context.isInteractionBlocked(scene.box))
    }

    func testCompletionsRunWhenTheirAnimationsEnd() {
        let scene = ViewAnimationScene()
        var log: [String] = []
        scene.context.animate(linear(1), animations: { scene.box.alpha = 0 },
                              completion: { log.append("a \($0) \(scene.clock.now)") })
        scene.context.animate(linear(0.5, delay: 0.25), animations: { scene.box.center.y = 0; scene.box.layer.cornerRadius = 5 },
                              completion: { log.append("b \($0) \(scene.clock.now)") })
        scene.context.animate(linear(0), animations: { scene.box.center.x = 7 },
                              completion: { log.append("c \($0) \(scene.clock.now)") })
        XCTAssertEqual(scene.box.layer.animationKeys(), ["opacity", "cornerRadius", "position"])
        scene.clock.advance(to: 2)
        XCTAssertEqual(log, ["c true 0.0", "b true 0.75", "a true 1.0"])
    }

    func testABlockThatChangesNothingCompletesOnTheNextTurn() {
        let scene = ViewAnimationScene()
        var finished: Bool?
        scene.context.animate(linear(1, delay: 2), animations: {}, completion: { finished = $0 })
        XCTAssertNil(finished, "not inside the call")
        scene.clock.advance(to: 0)
        XCTAssertEqual(finished, true)
    }

    func testRemovedAnimationsFinishUnfinished() {
        let scene = ViewAnimationScene()
        var finished: Bool?
        scene.context.animate(linear(1), animations: { scene.box.alpha = 0; scene.box.center.x = 10 },
                              completion: { finished = $0 })
        scene.clock.advance(to: 0.5)
        scene.host.removeAnimation(forKey: "opacity", from: scene.box.layer)
        XCTAssertNil(finished, "the position animation still runs")
        scene.clock.advance(to: 1)
        XCTAssertEqual(finished, false)
    }

    func testBeginFromCurrentStateStillAddsAndBothBlocksFinish() {
        // UIKit's additive animations begin from the current state anyway; the first block is
        // not cut short (WWDC 2014 session 236: completion handlers stack).
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        var log: [String] = []
        scene.context.animate(linear(1), animations: { scene.box.center.x = 100 },
                              completion: { log.append("first \($0) \(scene.clock.now)") })
        scene.clock.advance(to: 0.5)
        scene.context.animate(linear(1, [.beginFromCurrentState]), animations: { scene.box.center.x = 300 },
                              completion: { log.append("second \($0) \(scene.clock.now)") })
        XCTAssertEqual(x(scene, at: 0.75), 125, accuracy: 1e-9)  // as without the option
        scene.clock.advance(to: 2)
        XCTAssertEqual(log, ["first true 1.0", "second true 1.5"])
    }

    func testOtherPropertiesReplaceTheAnimationInFlight() {
        // Opacity is not additive in UIKit: a second block starts from the old model value (0)
        // and replaces the first, which finishes unfinished. At 0.75: 0 + 1·0.25 = 0.25.
        let scene = ViewAnimationScene()
        var first: Bool?
        scene.context.animate(linear(1), animations: { scene.box.alpha = 0 }, completion: { first = $0 })
        scene.clock.advance(to: 0.5)
        XCTAssertEqual(scene.shown.opacity, 0.5, accuracy: 1e-9)
        scene.context.animate(linear(1)) { scene.box.alpha = 1 }
        XCTAssertEqual(first, false)
        XCTAssertEqual(scene.box.layer.animationKeys(), ["opacity"])
        scene.clock.advance(to: 0.75)
        XCTAssertEqual(scene.shown.opacity, 0.25, accuracy: 1e-9)
    }

    func testBeginFromCurrentStateStartsOtherPropertiesFromTheScreen() {
        // From 0.5 on screen to 1 over [0.5, 1.5]: at 0.75, 0.5 + 0.5·0.25 = 0.625.
        let scene = ViewAnimationScene()
        scene.context.animate(linear(1)) { scene.box.alpha = 0 }
        scene.clock.advance(to: 0.5)
        scene.context.animate(linear(1, [.beginFromCurrentState])) { scene.box.alpha = 1 }
        scene.clock.advance(to: 0.75)
        XCTAssertEqual(scene.shown.opacity, 0.625, accuracy: 1e-9)
    }

    func testBoundsAnimateOriginAndSizeApart() {
        let scene = ViewAnimationScene()
        scene.context.animate(linear(1)) { scene.box.frame = Rect(x: 0, y: 0, width: 200, height: 50) }
        XCTAssertEqual(scene.box.layer.animationKeys(), ["bounds.size", "position"])
        scene.context.animate(linear(1)) { scene.box.bounds.origin = Point(x: 10, y: 0) }
        XCTAssertEqual(scene.box.layer.animationKeys(), ["bounds.size", "position", "bounds.origin"])
        scene.clock.advance(to: 0.5)
        // Size (100, 100) → (200, 50): (150, 75) half-way; origin x 0 → 10: 5.
        XCTAssertEqual(scene.shown.bounds, Rect(x: 5, y: 0, width: 150, height: 75))
    }

    func testZeroDurationAndDisabledAnimationsChangeAtOnce() {
        let scene = ViewAnimationScene()
        scene.context.animate(linear(0)) { scene.box.alpha = 0.5 }
        scene.context.areAnimationsEnabled = false
        scene.context.animate(linear(1)) { scene.box.center.x = 10 }
        scene.context.areAnimationsEnabled = true
        scene.context.animate(linear(1)) {
            scene.context.performWithoutAnimation { scene.box.layer.cornerRadius = 8 }
            scene.context.animate(linear(1)) { scene.box.center.y = 10 }
        }
        scene.host.transactions.begin()
        scene.host.transactions.disableActions = true
        scene.context.animate(linear(1)) { scene.box.layer.borderWidth = 2 }
        scene.host.commitTransaction()
        XCTAssertEqual(scene.box.layer.animationKeys(), ["position"])
        XCTAssertEqual(scene.shown.opacity, 0.5)
        XCTAssertEqual(scene.shown.borderWidth, 2)
        XCTAssertEqual(scene.shown.cornerRadius, 8)
    }

    func testASpringFollowsTheDampedOscillatorThatSettlesInTheDuration() {
        // Damping ratio ζ = 0.5, no initial velocity, 1 s. Settling (displacement under 0.001):
        // t = ln((1 + ζ/√(1 − ζ²)) / 0.001) / (ζω₀) = 1 ⇒ ω₀ = ln(1.57735 / 0.001) / 0.5 = 14.72700.
        // x(t) = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²) = 12.75395:
        // x(0.1) = 0.403901, x(0.25) = −0.162799. Centre x 0 → 100: 100 − 100·x(t).
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(.spring(duration: 1, dampingRatio: 0.5, initialVelocity: 0)) { scene.box.center.x = 100 }
        XCTAssertEqual(x(scene, at: 0.1), 59.6099, accuracy: 1e-3)
        XCTAssertEqual(x(scene, at: 0.25), 116.2799, accuracy: 1e-3)
    }

    func testSpringVelocityIsInDistancesPerSecond() {
        // ζ = 0.5, v₀ = 0.5 distances/s: settling t = ln((1 + |ζω₀ − v₀|/ω_d)/0.001)/(ζω₀) = 1
        // gives ω₀ = 14.67649 (bisection by hand-run formula); x(0.1) = e^(−ζω₀·0.1)(cos ω_d·0.1 +
        // (ζω₀ − v₀)/ω_d · sin ω_d·0.1) = 0.388531. Centre x 0 → 200: 200 − 200·x.
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(.spring(duration: 1, dampingRatio: 0.5, initialVelocity: 0.5)) { scene.box.center.x = 200 }
        XCTAssertEqual(x(scene, at: 0.1), 200 - 200 * 0.388531, accuracy: 1e-3)
    }

    func testIOS17SpringUsesDurationAndBounce() {
        // springDuration 0.5, bounce 0: ζ = 1, ω₀ = 2π/0.5 = 4π; x(t) = e^(−ω₀t)(1 + ω₀t):
        // x(0.1) = 0.642260, x(0.2) = 0.284584. Centre x 0 → 100.
        let scene = ViewAnimationScene()
        scene.box.center.x = 0
        scene.context.animate(.spring(springDuration: 0.5, bounce: 0)) { scene.box.center.x = 100 }
        XCTAssertEqual(x(scene, at: 0.1), 35.7740, accuracy: 1e-3)
        XCTAssertEqual(x(scene, at: 0.2), 71.5416, accuracy: 1e-3)
    }

    func testNestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let scene = ViewAnimationScene()
        let other = View()
        other.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        scene.root.addSubview(other)
        scene.box.center.x = 0
        other.center.x = 0
        scene.context.animate(linear(2)) {
            scene.box.alpha = 0
            scene.context.animate(ViewAnimationParameters(duration: 0.5, curve: .easeIn)) { scene.box.center.x = 100 }
            scene.context.animate(ViewAnimationParameters(duration: 0.5, options: [.overrideInheritedDuration])) {
                other.center.x = 100
            }
        }
        // Inherited: 2 s and linear, so 25 at 0.5 s. Overridden duration: 0.5 s, but the
        // curve is still the outer linear one: 50 at 0.25 s.
        scene.clock.advance(to: 0.25)
        XCTAssertEqual(other.layer.presentation(at: 0.25).position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(x(scene, at: 0.5), 25, accuracy: 1e-9)
        XCTAssertEqual(scene.shown.opacity, 0.75, accuracy: 1e-9)
    }

    func testInteractionIsBlockedWhileAnimatingUnlessAllowed() {
        let scene = ViewAnimationScene()
        let other = View()
        scene.root.addSubview(other)
        scene.context.animate(linear(1, delay: 0.5)) { scene.box.alpha = 0 }
        scene.context.animate(linear(1, [.allowUserInteraction])) { other.alpha = 0 }
        XCTAssertTrue(scene.context.isInteractionBlocked(scene.box), "during the delay too")
        XCTAssertFalse(scene.context.isInteractionBlocked(other))
        scene.clock.advance(to: 1.4)
        XCTAssertTrue(scene.context.isInteractionBlocked(scene.box))
        scene.clock.advance(to: 1.5)
        XCTAssertFalse(scene.context.isInteractionBlocked(scene.box))
    }

    func testLayoutInABlockAnimatesAndLayoutSubviewsLaysOutTheChangedViews() {
        let scene = ViewAnimationScene()
        let child = View()
        scene.box.addSubview(child)
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        scene.box.layout = { box in child.frame = Rect(x: box.bounds.width - 10, y: 0, width: 10, height: 10) }
        scene.context.animate(linear(1, [.layoutSubviews])) { scene.box.bounds.size.width = 200 }
        // The child's centre x goes from 5 to 195 with the box: 100 at 0.5 s.
        scene.clock.advance(to: 0.5)
        XCTAssertEqual(child.layer.presentation(at: 0.5).position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(scene.shown.bounds.width, 150, accuracy: 1e-9)
    }

    func testTransformsAndColoursInterpolate() {
        let scene = ViewAnimationScene()
        scene.box.backgroundColor = Color(red: 0, green: 0, blue: 1)
        scene.context.animate(linear(1)) {
            scene.box.backgroundColor = Color(red: 1, green: 0, blue: 0)
            scene.box.transform = AffineTransform(scaleX: 3, y: 3)
        }
        scene.clock.advance(to: 0.5)
        // Colour: red 0 → 1 and blue 1 → 0, half-way 0.5 each. Scale (additive): the offset
        // scale 1/3 interpolates to 1 by decomposition, 1/3 + (1 − 1/3)·0.5 = 2/3, times 3 = 2.
        let shown = scene.shown
        XCTAssertEqual(shown.backgroundColor?.red ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shown.backgroundColor?.blue ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m11, 2, accuracy: 1e-9)
    }
}
