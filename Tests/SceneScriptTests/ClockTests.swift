import Foundation
import SceneScript
import XCTest

/// The scene clock: `delay`, `CACurrentMediaTime()`, `advance(to:)`, the event limits, and
/// errors in callbacks.
final class ClockTests: XCTestCase {
    private let fixture = SceneFixture()

    func testDelayRunsAtItsTimeWithTheClockSetToIt() throws {
        let runtime = try fixture.load("""
            print("load", CACurrentMediaTime())
            delay(1.5, function() print("b", CACurrentMediaTime()) end)
            delay(0.5, function()
              print("a", CACurrentMediaTime())
              delay(0.25, function() print("c", CACurrentMediaTime()) end)
            end)
            """)
        XCTAssertEqual(runtime.now, 0)
        XCTAssertEqual(runtime.log, ["load\t0"])
        runtime.run(to: 0.6)
        XCTAssertEqual(runtime.log, ["load\t0", "a\t0.5"])
        XCTAssertEqual(runtime.now, 0.6)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["load\t0", "a\t0.5", "c\t0.75", "b\t1.5"])
    }

    func testEqualTimesRunInTheOrderScheduled() throws {
        let runtime = try fixture.load("""
            for i = 1, 5 do delay(1, function() print(i) end) end
            delay(0, function() print("zero") end)
            """)
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["zero", "1", "2", "3", "4", "5"])
    }

    func testAdvanceIsIdempotentAndNeverGoesBack() throws {
        let runtime = try fixture.load("delay(1, function() print('once', CACurrentMediaTime()) end)")
        runtime.run(to: 2)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["once\t1"])
        runtime.run(to: 0.5)
        XCTAssertEqual(runtime.now, 2, "time does not go back")
        runtime.run(to: .nan)
        runtime.run(to: .infinity)
        runtime.run(to: -.infinity)
        XCTAssertEqual(runtime.now, 2)
        XCTAssertEqual(runtime.log, ["once\t1"])
    }

    func testEndlessTimerChainIsJustItsEvents() throws {
        let runtime = try fixture.load("""
            local ticks = 0
            local function tick()
              ticks = ticks + 1
              delay(0.5, tick)
            end
            delay(0.5, tick)
            function report() print(ticks, CACurrentMediaTime()) end
            delay(60, function() report() end)
            """)
        let start = Date()
        runtime.run(to: 60)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        // The report was scheduled during load, before the tick due at 60 was, so it runs first.
        XCTAssertEqual(runtime.log, ["119\t60"])
        XCTAssertEqual(runtime.duration, 60.5, "the next tick is already scheduled")
    }

    func testSelfReschedulingAtOneInstantHitsTheLimit() throws {
        let runtime = try fixture.load("""
            local function again() delay(0, again) end
            delay(0, again)
            delay(1, function() print("still running") end)
            """)
        let start = Date()
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.file, fixture.path("scene.lua"))
            XCTAssertEqual(e?.line, 1, "where the event that went past the limit was scheduled")
            XCTAssertEqual(e?.message.hasPrefix("more than 100000 events at t = 0.0"), true, e?.message ?? "")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(runtime.log, ["still running"], "the rest of the scene keeps going")
        XCTAssertEqual(runtime.now, 2)
        XCTAssertEqual(runtime.errors.count, 1)
        XCTAssertNoThrow(try runtime.advance(to: 3), "the runaway chain was dropped")
    }

    func testTheClockStopsAfterItsEventsInAll() throws {
        let runtime = try fixture.load("""
            local function tick() print(CACurrentMediaTime()) delay(0.5, tick) end
            delay(0.5, tick)
            """, limits: ScriptLimits(eventsInAll: 4))
        XCTAssertThrowsError(try runtime.advance(to: 1e300)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 1)
            XCTAssertEqual((error as? SceneError)?.message,
                           "more than 4 events since the scene started; its timers and callbacks stop at t = 2.5")
        }
        XCTAssertEqual(runtime.log, ["0.5", "1", "1.5", "2"])
        XCTAssertEqual(runtime.now, 1e300)
        XCTAssertNoThrow(try runtime.advance(to: 2e300))
        XCTAssertEqual(runtime.log.count, 4)
    }

    func testCallbackErrorsAreCollectedWithTheirLines() throws {
        let runtime = try fixture.load("""
            delay(1, function()
              error("first")
            end)
            delay(1.5, function()
              local t = nil
              print(t.x)
            end)
            delay(2, function() print("after") end)
            """)
        XCTAssertThrowsError(try runtime.advance(to: 3)) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: fixture.path("scene.lua"), line: 2, message: "first"))
        }
        XCTAssertEqual(runtime.errors.map(\.line), [2, 6])
        XCTAssertEqual(runtime.errors.last?.message, "attempt to index a nil value (local 't')")
        XCTAssertEqual(runtime.log, ["after"], "an error does not stop later callbacks")
        XCTAssertNoThrow(try runtime.advance(to: 4), "old errors are not thrown again")
    }

    func testEachCallbackHasItsOwnInstructionBudget() throws {
        let limits = ScriptLimits(instructionBudget: 100_000)
        let runtime = try fixture.load("""
            for i = 1, 3 do
              delay(i, function() for j = 1, 50000 do end print(i) end)
            end
            delay(4, function()
              while true do end
            end)
            """, limits: limits)
        XCTAssertThrowsError(try runtime.advance(to: 5)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 5)
            XCTAssertEqual((error as? SceneError)?.message, "script ran too long (instruction budget of 100000 exceeded)")
        }
        XCTAssertEqual(runtime.log, ["1", "2", "3"])
    }

    func testDurationComesFromTheSceneOrWhatIsScheduled() throws {
        XCTAssertEqual(try fixture.load("").duration, 1, "at least 1 second")
        XCTAssertEqual(try fixture.load("delay(3.5, function() end)").duration, 3.5)
        XCTAssertEqual(try fixture.load("scene.duration = 2\ndelay(3.5, function() end)").duration, 2)
        let animated = try fixture.load(cardScene("""
            card:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 2, beginTime = 1 })
            card:add(CABasicAnimation{ keyPath = "position.x", toValue = 0, duration = 1, repeatCount = math.huge })
            """))
        XCTAssertEqual(animated.duration, 3, "the finite end of the first; the endless one has none")
    }

    func testCurrentMediaTimeInsideCallbacksIsTheDueTime() throws {
        let runtime = try fixture.load("delay(0.1, function() print(CACurrentMediaTime() == 0.1) end)")
        runtime.run(to: 7)
        XCTAssertEqual(runtime.log, ["true"])
    }

    func testBadDelays() {
        XCTAssertEqual(fixture.error("delay(-1, function() end)")?.message,
                       "delay: 'seconds' must be a finite number, 0 or more (got -1)")
        XCTAssertEqual(fixture.error("delay(0/0, function() end)")?.message,
                       "delay: 'seconds' must be a finite number, 0 or more (got nan)")
        XCTAssertEqual(fixture.error("delay(math.huge, function() end)")?.message,
                       "delay: 'seconds' must be a finite number, 0 or more (got inf)")
        XCTAssertEqual(fixture.error("delay('1', function() end)")?.message,
                       "delay: 'seconds' must be a finite number, 0 or more (got string)")
        XCTAssertEqual(fixture.error("\ndelay(1, 5)")?.description,
                       "\(fixture.path("scene.lua")):2: delay: the second argument must be a function to run (got number)")
    }
}
