import Geometry
import Layers
import Raster
import SceneScript
import XCTest

/// Explicit animations from scripts, checked by their presentation values at chosen times
/// against values worked out by hand.
final class AnimationTests: XCTestCase {
    private let fixture = SceneFixture()

    func testLinearBasicAnimation() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2 }, "fade")
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.25, accuracy: 1e-12)
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.75, accuracy: 1e-12)
        XCTAssertEqual(runtime.layer(named: "card")?.opacity, 1, "the model never changes")
        XCTAssertEqual(runtime.layer(named: "card")?.animationKeys(), ["fade"])
    }

    func testEaseInAtHalfTime() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2, timingFunction = "easeIn" })
            """))
        runtime.run(to: 1)
        // easeIn is the Bézier (0.42, 0), (1, 1). x(s) = 3(1−s)²s·0.42 + 3(1−s)s² + s³ = 0.5 at
        // s = 0.374253435535 (bisection by hand in Python); y(s) = 3(1−s)s² + s³ = 0.315356812573.
        XCTAssertEqual(try runtime.presented("card").opacity, 0.315356812573, accuracy: 1e-9)
    }

    func testControlPointTimingFunction() throws {
        let runtime = try fixture.load(cardScene("""
            local tf = CAMediaTimingFunction(0.42, 0, 1, 1)
            print(tf, CAMediaTimingFunction(0.5, 0, 0.5, 1), tf.c1x)
            print(CAMediaTimingFunction{ name = "easeOut" }, CAMediaTimingFunction("default").c1y,
                  CAMediaTimingFunction{ controlPoints = {0.1, 0.2, 0.3, 0.4} }.c2y)
            card:add(CABasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100, duration = 2, timingFunction = tf })
            """))
        XCTAssertEqual(runtime.log, ["CAMediaTimingFunction(easeIn)\tCAMediaTimingFunction(0.5, 0, 0.5, 1)\t0.42",
                                     "CAMediaTimingFunction(easeOut)\t0.1\t0.4"])
        runtime.run(to: 1)
        XCTAssertEqual(try runtime.presented("card").position.x, 31.5356812573, accuracy: 1e-7)
    }

    func testValuesConvertByTheKeyPathsKind() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "position", fromValue = {0, 0}, toValue = Point(100, 200), duration = 1 })
            card:add(CABasicAnimation{ keyPath = "backgroundColor", fromValue = "#f00", toValue = "#00f", duration = 1 })
            card:add(CABasicAnimation{ keyPath = "transform", fromValue = CATransform3DIdentity,
                                       toValue = CATransform3DMakeScale(3, 3, 1), duration = 1 })
            card:add(CABasicAnimation{ keyPath = "bounds.size.width", toValue = 300, duration = 1 })
            """))
        runtime.run(to: 0.5)
        let card = try runtime.presented("card")
        XCTAssertEqual(card.position, Point(x: 50, y: 100))
        let color = try XCTUnwrap(card.backgroundColor)
        XCTAssertEqual(color.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(color.blue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(card.transform.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(card.transform.m22, 2, accuracy: 1e-9)
        XCTAssertEqual(card.bounds.width, 200, accuracy: 1e-9, "from the model's 100 to 300")
    }

    func testRotationFieldTurnsAFullCircle() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "transform.rotation.z", fromValue = 0, toValue = 2 * math.pi, duration = 4 })
            """))
        runtime.run(to: 1)
        let t = try runtime.presented("card").transform
        // A quarter turn: cos = 0, sin = 1.
        XCTAssertEqual(t.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(abs(t.m12), 1, accuracy: 1e-9)
    }

    func testPathAnimation() throws {
        let runtime = try fixture.load("""
            local s = ShapeLayer{ name = "s", path = Path.rect{0, 0, 10, 10} }
            view.layer:addSublayer(s)
            s:add(CABasicAnimation{ keyPath = "path", toValue = Path.rect{0, 0, 30, 30}, duration = 2 })
            s:add(CABasicAnimation{ keyPath = "strokeEnd", fromValue = 0, toValue = 1, duration = 2 })
            """)
        runtime.run(to: 1)
        let s = try XCTUnwrap(try runtime.presented("s") as? ShapeLayer)
        XCTAssertEqual(s.strokeEnd, 0.5, accuracy: 1e-12)
        XCTAssertEqual(s.path, Path.rect(Rect(x: 0, y: 0, width: 20, height: 20)))
    }

    func testRemovedOnCompletionSnapsBackAndFillForwardsHolds() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 1 }, "snap")
            local other = Layer{ name = "held", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(other)
            other:add(CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 1,
                                        fillMode = "forwards", isRemovedOnCompletion = false }, "hold")
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5, accuracy: 1e-12)
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 1, "the classic snap back to the model")
        XCTAssertEqual(runtime.layer(named: "card")?.animationKeys(), [])
        XCTAssertEqual(try runtime.presented("held").opacity, 0, "held, though the model still says 1")
        XCTAssertEqual(runtime.layer(named: "held")?.animationKeys(), ["hold"])
    }

    func testBeginTimeInTheFutureDelays() throws {
        let runtime = try fixture.load(cardScene("""
            delay(2, function()
              card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1,
                                         beginTime = CACurrentMediaTime() + 1 })
            end)
            """))
        runtime.run(to: 2.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 1, "not begun: no effect")
        runtime.run(to: 3.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5, accuracy: 1e-12)
        runtime.run(to: 4.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 1)
    }

    func testBackwardsFillBeforeBegin() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0.2, toValue = 1, duration = 1,
                                       beginTime = CACurrentMediaTime() + 1, fillMode = "backwards" })
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.2, accuracy: 1e-12)
    }

    func testRepeatAndAutoreverse() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100, duration = 1,
                                       autoreverses = true, repeatCount = math.huge })
            """))
        runtime.run(to: 10.25)
        XCTAssertEqual(try runtime.presented("card").position.x, 25, accuracy: 1e-9)
        runtime.run(to: 11.75)
        XCTAssertEqual(try runtime.presented("card").position.x, 25, accuracy: 1e-9, "on the way back")
    }

    func testSpeedZeroPausesAndNegativeSpeedPlaysBackwards() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2, speed = 0, timeOffset = 0.5 })
            local back = Layer{ name = "back" }
            view.layer:addSublayer(back)
            back:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2, speed = -1 })
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.25, accuracy: 1e-12)
        // Backwards from the end: local time 2 − 0.5 = 1.5 of 2.
        XCTAssertEqual(try runtime.presented("back").opacity, 0.75, accuracy: 1e-12)
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.25, accuracy: 1e-12, "still paused")
        XCTAssertEqual(try runtime.presented("back").opacity, 0.25, accuracy: 1e-12)
    }

    func testByValueAndAdditive() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "position.x", byValue = 100, duration = 1 })
            local a = Layer{ name = "a", position = {10, 0} }
            view.layer:addSublayer(a)
            a:add(CABasicAnimation{ keyPath = "position.x", fromValue = -10, toValue = 0, duration = 1, isAdditive = true })
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").position.x, 100, accuracy: 1e-9, "50 + 100 × 0.5")
        XCTAssertEqual(try runtime.presented("a").position.x, 5, accuracy: 1e-9, "10 + (−5)")
    }

    func testKeyframes() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CAKeyframeAnimation{ keyPath = "position.x", values = {0, 100, 50}, keyTimes = {0, 0.25, 1}, duration = 2 })
            """))
        runtime.run(to: 0.25)
        XCTAssertEqual(try runtime.presented("card").position.x, 50, accuracy: 1e-9, "half-way to the 0.25 key")
        runtime.run(to: 1.25)
        // Fraction 0.625 lies (0.625 − 0.25) / 0.75 = 1/2 of the way from 100 to 50.
        XCTAssertEqual(try runtime.presented("card").position.x, 75, accuracy: 1e-9)
    }

    func testDiscreteKeyframesAndStringValues() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CAKeyframeAnimation{ keyPath = "backgroundColor", values = {"red", "green", "blue"},
                                          keyTimes = {0, 0.5, 0.75, 1}, calculationMode = "discrete", duration = 4 })
            """))
        runtime.run(to: 2.5)
        XCTAssertEqual(try runtime.presented("card").backgroundColor, ColorOf.green)
    }

    func testDiscreteKeyframesWithAsManyKeyTimesAsValuesHoldTheLastAndWarnOnce() throws {
        // Three values, three key times over 4 s: 0.2 on [0, 1 s), 0.5 on [1 s, 2 s), and 0.8
        // from 2 s to the end, as Core Animation takes it; one warning for the line that adds
        // it, however often it runs.
        let runtime = try fixture.load(cardScene("""
            local k = CAKeyframeAnimation{ keyPath = "opacity", values = {0.2, 0.5, 0.8},
                                           keyTimes = {0, 0.25, 0.5}, calculationMode = "discrete", duration = 4 }
            for i = 1, 2 do card:add(k, "blink" .. i) end
            """))
        let warning = runtime.scenePath + ":5: warning: discrete keyframe animation has 3 keyTimes for 3 values; "
            + "Core Animation expects 4 (values.count + 1); holding the last value from the last key time"
        XCTAssertEqual(runtime.log, [warning])
        for (t, opacity) in [(0.5, 0.2), (0.99, 0.2), (1.0, 0.5), (1.5, 0.5), (2.0, 0.8), (3.9, 0.8)] {
            runtime.run(to: t)
            XCTAssertEqual(try runtime.presented("card").opacity, opacity, accuracy: 1e-12, "at \(t) s")
        }
    }

    func testKeyframePathMovesAlongIt() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CAKeyframeAnimation{ keyPath = "position", path = Path():moveTo(0, 0):lineTo(100, 0):lineTo(100, 100),
                                          duration = 2, calculationMode = "paced" })
            """))
        runtime.run(to: 1.5)
        // Paced over a 200-point path: 3/4 of the way is 150 points along, 50 down the second leg.
        let p = try runtime.presented("card").position
        XCTAssertEqual(p.x, 100, accuracy: 1e-6)
        XCTAssertEqual(p.y, 50, accuracy: 1e-6)
    }

    func testRotateAutoTurnsAlongThePath() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CAKeyframeAnimation{ keyPath = "position", path = Path():moveTo(0, 0):lineTo(100, 0):lineTo(100, 100),
                                          duration = 2, rotationMode = "rotateAuto" })
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").transform.m11, 1, accuracy: 1e-9, "heading right: no turn")
        runtime.run(to: 1.5)
        let t = try runtime.presented("card").transform
        XCTAssertEqual(t.m11, 0, accuracy: 1e-9, "heading down the second leg: a quarter turn")
        XCTAssertEqual(abs(t.m12), 1, accuracy: 1e-9)
    }

    func testSpring() throws {
        let runtime = try fixture.load(cardScene("""
            local s = CASpringAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100, mass = 2, stiffness = 100, damping = 10 }
            s.duration = s.settlingDuration
            card:add(s)
            print(s.settlingDuration > 1, s.mass, s.initialVelocity)
            """))
        XCTAssertEqual(runtime.log, ["true\t2\t0"])
        runtime.run(to: 0.2)
        // m = 2, k = 100, c = 10: α = c/2m = 2.5, ω = √(k/m − α²) = √43.75;
        // x(t) = e^(−αt)(cos ωt + (α/ω) sin ωt) = 0.371073551470 at t = 0.2, so 100 × (1 − x).
        XCTAssertEqual(try runtime.presented("card").position.x, 62.8926448530, accuracy: 1e-7)
    }

    func testGroupClipsItsChildren() throws {
        let runtime = try fixture.load(cardScene("""
            local fade = CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2 }
            local move = CABasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 10, duration = 0.5, beginTime = 0.5 }
            card:add(CAAnimationGroup{ animations = {fade, move}, duration = 1 })
            """))
        runtime.run(to: 0.75)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.375, accuracy: 1e-12, "0.75 of 2 s")
        XCTAssertEqual(try runtime.presented("card").position.x, 5, accuracy: 1e-9, "child time 0.25 of 0.5")
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 1, "the group ended at 1 s")
    }

    func testPropertiesReadAndWriteAfterConstruction() throws {
        let runtime = try fixture.load("""
            local a = CABasicAnimation("position")
            a.duration = 2
            a.fromValue = {1, 2}
            a.fromValue.x = 5
            a.fillMode = "both"
            a.timingFunction = "easeOut"
            a.repeatCount = math.huge
            print(a.keyPath, a.duration, a.fromValue, a.fillMode, a.timingFunction, a.repeatCount == math.huge, a.isRemovedOnCompletion)
            local k = CAKeyframeAnimation("opacity")
            k.values = {0, 1}
            k.keyTimes = {0, 1}
            k.timingFunctions = {"easeIn"}
            print(k, #k.values, k.keyTimes[2], k.timingFunctions[1], k.calculationMode, k.rotationMode)
            local g = CAAnimationGroup{ animations = {a, k} }
            print(g, #g.animations, g.animations[1] == a)
            """)
        XCTAssertEqual(runtime.log, [
            "position\t2\tPoint(5, 2)\tboth\tCAMediaTimingFunction(easeOut)\ttrue\ttrue",
            "CAKeyframeAnimation('opacity')\t2\t1\tCAMediaTimingFunction(easeIn)\tlinear\tnil",
            "CAAnimationGroup\t2\ttrue",
        ])
    }

    func testFreeStorageTravelsWithTheAddedCopy() throws {
        let runtime = try fixture.load(cardScene("""
            local a = CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 1 }
            a:setValue("fade-out", "name")
            a:setValue({1, 2}, "data")
            a.delegate = { animationDidStop = function(anim, finished)
              print(anim:value("name"), anim:value("data")[2], anim:value("late"), finished)
            end }
            card:add(a, "fade")
            a:setValue("only on the original", "late")
            print(card:animation("fade"):value("name"), card:animation("fade") == a)
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["fade-out\tfalse", "fade-out\t2\tnil\ttrue"])
    }

    func testLayerMethods() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 5 }, "a")
            card:add(CABasicAnimation{ keyPath = "position.x", toValue = 0, duration = 5 }, "b")
            card:add(CABasicAnimation{ keyPath = "position.y", toValue = 0, duration = 5 })
            local keys = card:animationKeys()
            print(#keys, keys[1], keys[2], card:animation("a").keyPath, card:animation("zzz"))
            card:removeAnimation("a")
            print(#card:animationKeys())
            card:removeAllAnimations()
            print(#card:animationKeys())
            """))
        XCTAssertEqual(runtime.log, ["2\ta\tb\topacity\tnil", "1", "0"])
        XCTAssertTrue(try XCTUnwrap(runtime.layer(named: "card")).attachedAnimations.isEmpty)
    }

    func testDurationZeroTakesTheTransactions() throws {
        let runtime = try fixture.load(cardScene("""
            print(CATransaction.animationDuration())
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1 })
            CATransaction.commit()
            print(CATransaction.animationDuration())
            """))
        XCTAssertEqual(runtime.log, ["0.25", "0.25"])
        runtime.run(to: 1)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5, accuracy: 1e-12)
    }
}

/// Colours named in tests ("green" is #00ff00 in Kinema's colour names).
private enum ColorOf {
    static let green = Color(red: 0, green: 1, blue: 0)
}
