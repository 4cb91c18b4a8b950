import Geometry
import Layers
import SceneScript
import XCTest

/// The log of every animation a scene added, which timing views and `probe --animations` show.
final class AnimationLogTests: XCTestCase {
    private let fixture = SceneFixture()

    func testTheLogHoldsEachAnimationsTimingAndHowItStopped() throws {
        let runtime = try fixture.load("""
            local card = CALayer{ name = "card", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(card)
            card:add(CABasicAnimation{ keyPath = "opacity", toValue = 0, duration = 0.5, beginTime = CACurrentMediaTime() + 0.25,
                                       repeatCount = 2, autoreverses = true }, "fade")
            card:add(CABasicAnimation{ keyPath = "transform.rotation.z", toValue = 6.28, duration = 1, repeatCount = math.huge }, "spin")
            delay(1, function()
              card:add(CABasicAnimation{ keyPath = "opacity", toValue = 1, duration = 1 }, "fade")
            end)
            """)
        runtime.run(to: 1.5)
        let records = runtime.animationRecords
        XCTAssertEqual(records.map(\.key), ["fade", "spin", "fade"])
        // 0.5 s a cycle, autoreversing (1 s), twice: 2 s active from 0.25 s, so it would end at
        // 2.25 s; the second "fade" replaced it at 1 s, unfinished.
        let fade = records[0]
        XCTAssertEqual(fade.layerName, "card")
        XCTAssertEqual(fade.keyPath, "opacity")
        XCTAssertEqual(fade.begin, 0.25)
        XCTAssertEqual(fade.activeDuration, 2)
        XCTAssertEqual(fade.end, 2.25)
        XCTAssertEqual(fade.stoppedAt, 1)
        XCTAssertEqual(fade.finished, false)
        XCTAssertTrue(fade.origin?.hasSuffix("scene.lua:3") == true, fade.origin ?? "no origin")
        XCTAssertFalse(records[1].activeDuration.isFinite, "the spin repeats for ever")
        XCTAssertNil(records[1].stoppedAt)
        XCTAssertEqual(records[2].begin, 1)
        XCTAssertTrue(records[2].origin?.hasSuffix("scene.lua:7") == true, records[2].origin ?? "no origin")
        runtime.run(to: 3)
        XCTAssertEqual(runtime.animationRecords[2].stoppedAt, 2)
        XCTAssertEqual(runtime.animationRecords[2].finished, true)
    }

    func testViewBlocksAndSpringsAreLoggedToo() throws {
        let runtime = try fixture.load("""
            local box = UIView{ name = "box", frame = {0, 0, 10, 10} }
            view:addSubview(box)
            UIView.animate{ withDuration = 0.4, animations = function() box.alpha = 0.5 end }
            local s = CASpringAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100, damping = 10, stiffness = 100 }
            s.duration = s.settlingDuration
            box.layer:add(s, "spring")
            """)
        runtime.run(to: 0.1)
        let records = runtime.animationRecords
        XCTAssertEqual(records.map(\.kind), ["basic", "spring"])
        XCTAssertEqual(records[0].layerName, "box")
        XCTAssertEqual(records[0].keyPath, "opacity")
        XCTAssertEqual(records[0].duration, 0.4)
        XCTAssertNotNil(records[1].settlingDuration)
        XCTAssertEqual(records[1].settlingDuration, records[1].duration)
    }

    func testEachUIKitCallFilesItsAnimationsUnderItself() throws {
        let runtime = try fixture.load("""
            local box = UIView{ name = "box", frame = {0, 0, 10, 10} }
            view:addSubview(box)
            UIView.animate(0.4, function() box.alpha = 0.5; box.center = {50, 50} end)
            UIView.animate(0.4, function() box.alpha = 1 end)
            local animator = UIViewPropertyAnimator{ duration = 1, curve = "easeIn", animations = function() box.center = {80, 80} end }
            animator:startAnimation()
            UIView.transition{ with = box, duration = 0.5, options = {"transitionCrossDissolve"}, animations = function() end }
            box.layer:add(CABasicAnimation{ keyPath = "cornerRadius", toValue = 4, duration = 1 }, "round")
            """)
        runtime.run(to: 0.1)
        let records = runtime.animationRecords
        XCTAssertEqual(records.map { $0.block?.title }, ["UIView.animate", "UIView.animate", "UIView.animate", "UIViewPropertyAnimator",
                                                         "UIView.transition", nil])
        let ids = records.map { $0.block?.id }
        XCTAssertEqual(ids[0], ids[1], "one block's two animations")
        XCTAssertNotEqual(ids[1], ids[2], "each call its own block")
        XCTAssertEqual(records.map { $0.block?.origin.map { String($0.split(separator: ":").last!) } }, ["3", "3", "4", "5", "7", nil],
                       "a block is where the call was made; an animator where it was made")
    }
}
