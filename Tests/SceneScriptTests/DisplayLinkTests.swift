import SceneScript
import XCTest

/// `CADisplayLink` on the scene clock. The frame rule, worked by hand: frame k is at k/60; a
/// link added at time t first fires at the first frame strictly after t (⌊60t⌋ + 1), then
/// every frame through the time the clock is advanced to (events due at t run at t).
final class DisplayLinkTests: XCTestCase {
    private let fixture = SceneFixture()

    private func x(_ runtime: SceneRuntime) throws -> Double {
        try XCTUnwrap(runtime.layer(named: "card")).position.x
    }

    /// Added at t = 0.5 (frame 30), it fires at frames 31…60 by t = 1.0: 30 calls, 1 point each.
    func testALinkAddedAtHalfASecondMovesThirtyPointsByOneSecond() throws {
        let runtime = try fixture.load(cardScene("""
            local Mover = class("Mover", NSObject)
            function Mover:init()
              NSObject.init(self)
              self.calls = 0
            end
            function Mover:step(link)
              self.calls = self.calls + 1
              if self.calls == 1 then print(link.timestamp * 60, link.targetTimestamp * 60) end
              card.position = CGPoint(card.position.x + 1, card.position.y)
            end
            local mover = Mover()
            delay(0.5, function()
              local link = CADisplayLink(mover, "step")
              link:add(RunLoop.main, "common")
            end)
            """))
        XCTAssertEqual(try x(runtime), 50)
        runtime.run(to: 0.5)
        XCTAssertEqual(try x(runtime), 50, "not at the frame it is added at")
        runtime.run(to: 31.0 / 60)
        XCTAssertEqual(try x(runtime), 51)
        XCTAssertEqual(runtime.log, ["31.0\t32.0"])
        runtime.run(to: 1.0)
        XCTAssertEqual(try x(runtime), 50 + 30)
        runtime.run(to: 1.0 + 0.5 / 60)
        XCTAssertEqual(try x(runtime), 50 + 30, "no frame between the grid's")
        runtime.run(to: 2.0)
        XCTAssertEqual(try x(runtime), 50 + 90)
    }

    func testStepsOfAnySizeGiveTheSameFrames() throws {
        let source = cardScene("""
            local link = CADisplayLink(function(link) card.position = CGPoint(card.position.x + 1, 50) end)
            link:add{ to = RunLoop.main, forMode = "default" }
            """)
        let whole = try fixture.load(source)
        whole.run(to: 2.5)
        let stepped = try fixture.load(source)
        var t = 0.0
        while t < 2.5 { t += 0.013; stepped.run(to: min(t, 2.5)) }
        XCTAssertEqual(try x(whole), 50 + 150)
        XCTAssertEqual(try x(stepped), 50 + 150)
    }

    func testALinkAddedWhileLoadingFiresFromFrameOneWithItsTimes() throws {
        let runtime = try fixture.load("""
            local link = CADisplayLink{ target = { tick = function(self, link)
              print(link.timestamp * 60, link.targetTimestamp * 60, link.duration * 60, link.preferredFramesPerSecond)
            end }, selector = "tick" }
            print(link.timestamp, link.targetTimestamp, link.isPaused)
            link:add(RunLoop.current, "commonModes")
            link:add(RunLoop.main, "common")  -- a second add changes nothing
            """)
        runtime.run(to: 2.0 / 60)
        XCTAssertEqual(runtime.log, ["0\t0\tfalse", "1.0\t2.0\t1.0\t0", "2.0\t3.0\t1.0\t0"])
    }

    func testInvalidateStopsTheLink() throws {
        let runtime = try fixture.load("""
            local count = 0
            local link
            link = CADisplayLink(function(l)
              count = count + 1
              if count == 10 then l:invalidate() end
            end)
            link:add(RunLoop.main, "common")
            delay(1, function() print(count) end)
            """)
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["10"])
    }

    /// Paused at t = 0.25 by a timer scheduled before frame 15's event (which frame 14 schedules),
    /// so frame 15 (0.25) is skipped: frames 1…14; resumed at 0.5: frames 31…60. 44 calls by
    /// t = 1 (read just after frame 60).
    func testAPausedLinkSkipsFrames() throws {
        let runtime = try fixture.load("""
            local count = 0
            local link = CADisplayLink(function() count = count + 1 end)
            link:add(RunLoop.main, "common")
            delay(0.25, function() link.isPaused = true; print(count) end)
            delay(0.5, function() print(count); link.isPaused = false end)
            delay(1.005, function() print(count, link.isPaused) end)
            """)
        runtime.run(to: 1.005)
        XCTAssertEqual(runtime.log, ["14", "14", "44\tfalse"])
    }

    func testPreferredFramesPerSecondFiresEveryOtherFrameAtThirty() throws {
        let runtime = try fixture.load("""
            local count = 0
            local link = CADisplayLink(function(l)
              count = count + 1
              if count <= 2 then print(l.timestamp * 60, l.targetTimestamp * 60) end
            end)
            link.preferredFramesPerSecond = 30
            link:add(RunLoop.main, "common")
            delay(1, function() print(count) end)
            """)
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["1.0\t3.0", "3.0\t5.0", "30"], "frames 1, 3, … 59")
    }

    /// The third call fails at line 4: the error has that line, the link stops, others go on.
    func testAnErrorStopsTheLinkAndReportsItsLine() throws {
        let runtime = try fixture.load("""
            local calls, other = 0, 0
            CADisplayLink(function()
              calls = calls + 1
              if calls == 3 then error("broken step") end
            end):add(RunLoop.main, "common")
            CADisplayLink(function() other = other + 1 end):add(RunLoop.main, "common")
            delay(1.005, function() print(calls, other) end)
            """)
        XCTAssertThrowsError(try runtime.advance(to: 1.005)) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: fixture.path("scene.lua"), line: 4, message: "broken step"))
        }
        XCTAssertEqual(runtime.log, ["3\t60"])
        XCTAssertEqual(runtime.errors.count, 1)
    }

    func testAMissingMethodIsReportedOnce() throws {
        let runtime = try fixture.load("CADisplayLink({}, 'step'):add(RunLoop.main, 'common')")
        XCTAssertThrowsError(try runtime.advance(to: 1)) { error in
            XCTAssertEqual((error as? SceneError)?.message, "the target has no method 'step' for the display link")
        }
        XCTAssertEqual(runtime.errors.count, 1)
    }

    func testBadArgumentsAreErrorsWithTheirLine() throws {
        let cases: [(String, String)] = [
            ("CADisplayLink(function() end):add(RunLoop.main, 'comon')",
             "add: 'comon' is not a run loop mode; did you mean 'common'? (modes: \"common\", \"default\", \"tracking\")"),
            ("CADisplayLink(function() end):add(view, 'common')",
             "add: the run loop is RunLoop.main, as in link:add(RunLoop.main, \"common\") (got View)"),
            ("CADisplayLink(5)",
             "CADisplayLink takes a target and the name of its method, as in CADisplayLink(self, \"step\") or "
                + "CADisplayLink{ target = self, selector = \"step\" }, or a function: CADisplayLink(function(link) ... end)"),
            ("local l = CADisplayLink(function() end); l:invalidate(); l:add(RunLoop.main, 'common')",
             "add: this CADisplayLink was invalidated; make a new one"),
            ("CADisplayLink(function() end).isPaused = 1", "CADisplayLink's isPaused must be true or false (got number)"),
            ("CADisplayLink(function() end).timestamp = 1", "CADisplayLink's 'timestamp' is read-only"),
        ]
        for (source, message) in cases {
            XCTAssertThrowsError(try fixture.load(source), source) { error in
                XCTAssertEqual((error as? SceneError)?.line, 1, source)
                XCTAssertEqual((error as? SceneError)?.message, message, source)
            }
        }
    }

    /// A thousand links for 60 s is 3,600 clock events (one per frame for all links), well
    /// inside the clock's limits, and 3.6 million Lua calls.
    func testAThousandLinksStayWithinTheClocksLimits() throws {
        let runtime = try fixture.load("""
            local total = 0
            for i = 1, 1000 do CADisplayLink(function() total = total + 1 end):add(RunLoop.main, "common") end
            delay(10, function() print(total) end)
            """)
        runtime.run(to: 10)
        XCTAssertEqual(runtime.log, ["599000"], "frames 1…599 of 1,000 links: the delay at 10 runs before frame 600")
    }
}
