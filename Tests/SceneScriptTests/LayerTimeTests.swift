import SceneScript
import XCTest

/// Layers as CAMediaTiming nodes from scripts: their timing properties and convertTime.
final class LayerTimeTests: XCTestCase {
    private let fixture = SceneFixture()

    /// The Apple-verified numbers of GNUstep's timing.m (CA_SEMANTICS §1.20).
    func testConvertTimeMatchesCoreAnimation() throws {
        let runtime = try fixture.load("""
            local root = Layer{}
            local mid = Layer{ beginTime = 2, speed = 3, timeOffset = 0.25 }
            local leaf = Layer{ beginTime = 1, speed = 2, timeOffset = 0.5 }
            root:addSublayer(mid)
            mid:addSublayer(leaf)
            print(leaf:convertTime(10, {from = mid}), leaf:convertTime(10, {from = root}),
                  leaf:convertTime(10, {to = mid}), string.format("%.12g", leaf:convertTime(10, {to = root}) * 6))
            print(leaf:convertTime(10, mid), leaf:convertTime(10), string.format("%.12g", leaf:convertTime(10, {to = scene}) * 6),
                  leaf:convertTime(10, {from = scene}))
            print(mid.beginTime, mid.speed, mid.timeOffset, mid.duration == math.huge, mid.fillMode, mid.autoreverses)
            """)
        XCTAssertEqual(runtime.log, ["18.5\t47\t5.75\t23", "18.5\t47\t23\t47", "2\t3\t0.25\ttrue\tremoved\tfalse"])
    }

    func testPausingALayerPausesItsAnimations() throws {
        let runtime = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2 })
            delay(0.5, function()
              -- Apple's QA1673: pause with speed 0 and timeOffset at the current local time.
              local paused = card:convertTime(CACurrentMediaTime())
              card.speed = 0
              card.timeOffset = paused
            end)
            """))
        runtime.run(to: 1.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.25, accuracy: 1e-12)
    }

    func testAPausedAnimationEndsWhenResumedNotAtItsPlannedTime() throws {
        let runtime = try fixture.load(cardScene("""
            local fade = CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1 }
            fade.delegate = { animationDidStop = function(anim, finished) print("stop", CACurrentMediaTime(), finished) end }
            card:add(fade, "fade")
            delay(0.5, function()
              local paused = card:convertTime(CACurrentMediaTime())
              card.speed = 0
              card.timeOffset = paused
            end)
            delay(3, function()
              -- QA1673's resume: speed 1, timeOffset 0, beginTime the time spent paused.
              local paused = card.timeOffset
              card.speed = 1
              card.timeOffset = 0
              card.beginTime = 0
              card.beginTime = card:convertTime(CACurrentMediaTime()) - paused
            end)
            """))
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, [], "paused half-way, it must not end at its planned 1 s")
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5, accuracy: 1e-12)
        runtime.run(to: 3.25)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.75, accuracy: 1e-12)
        runtime.run(to: 4)
        XCTAssertEqual(runtime.log, ["stop\t3.5\ttrue"])
    }

    func testLayerSpeedScalesItsAnimations() throws {
        let runtime = try fixture.load(cardScene("""
            card.speed = 2
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2,
                                       delegate = { animationDidStop = function() print("stop", CACurrentMediaTime()) end } })
            """))
        runtime.run(to: 0.5)
        XCTAssertEqual(try runtime.presented("card").opacity, 0.5, accuracy: 1e-12)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["stop\t1"], "2 s of the layer's time is 1 s of the scene's")
    }
}
