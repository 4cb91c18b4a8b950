import Foundation
import SceneScript
import XCTest

/// Stopping a scene that runs away by the real time it takes: `SceneRuntime.interruption`
/// (how the previewer takes its window back) and `ScriptLimits.catchUpSeconds`.
final class InterruptionTests: XCTestCase {
    private let fixture = SceneFixture()

    /// A runtime for `source` that `interruption` may stop, loaded; the load's error, if any.
    private func load(_ source: String, limits: ScriptLimits = ScriptLimits(),
                      interruption: @escaping (Double) -> String?) -> (SceneRuntime, SceneError?) {
        fixture.write("scene.lua", source)
        let runtime = SceneRuntime(scenePath: fixture.path("scene.lua"), limits: limits)
        runtime.interruption = interruption
        do {
            try runtime.load()
            return (runtime, nil)
        } catch {
            return (runtime, error)
        }
    }

    func testAnInterruptionStopsARunawayLoadAtItsLine() throws {
        var asked: [Double] = []
        // The budget alone would stop this loop after about half a second; the interruption
        // comes first.
        let (_, error) = load("local n = 0\nwhile true do\n  n = n + 1\nend\n") { elapsed in
            asked.append(elapsed)
            return elapsed > 0.05 ? "stopped for the test" : nil
        }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.message, "stopped for the test")
        XCTAssertTrue((2...3).contains(e.line ?? 0), "\(e)")
        XCTAssertGreaterThan(asked.count, 1, "asked while the loop ran, not once")
        XCTAssertEqual(asked, asked.sorted(), "the time a run has taken only grows")
        XCTAssertGreaterThan(asked.last ?? 0, 0.05)
    }

    func testAScriptCannotCatchAnInterruption() throws {
        let source = """
            repeat
              local ok, message = xpcall(function() repeat until false end, function(m) return m end)
              print(message)
            until false
            """
        let (runtime, error) = load(source) { $0 > 0.02 ? "stopped for the test" : nil }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.message, "stopped for the test")
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(runtime.log, [], "no handler ran and nothing after the stopped call")
    }

    func testALaterCallbackIsStoppedAndTheSceneStaysUsable() throws {
        let (runtime, error) = load("""
            delay(1, function()
              while true do end
            end)
            delay(2, function() print("after") end)
            """) { $0 > 0.02 ? "stopped for the test" : nil }
        XCTAssertNil(error)
        XCTAssertThrowsError(try runtime.advance(to: 1.5)) { error in
            XCTAssertEqual((error as? SceneError)?.line, 2)
            XCTAssertEqual((error as? SceneError)?.message, "stopped for the test")
        }
        runtime.interruption = nil
        XCTAssertNoThrow(try runtime.advance(to: 3))
        XCTAssertEqual(runtime.log, ["after"], "the next callback runs: each counts from its own start")
    }

    func testAnInterruptionStopsTheClockCatchingUp() throws {
        // Each callback is quick; together they take far longer than the interruption allows.
        let (runtime, error) = load("""
            local function tick()
              for i = 1, 10000 do end
              delay(0.01, tick)
            end
            delay(0, tick)
            """) { $0 > 0.05 ? "stopped for the test" : nil }
        XCTAssertNil(error)
        XCTAssertThrowsError(try runtime.advance(to: 1e6)) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.line, 3, "where the event the clock stopped at was scheduled")
            XCTAssertEqual(e?.message.hasPrefix("stopped for the test; its timers and callbacks stop at t = "), true, e?.message ?? "")
        }
        XCTAssertEqual(runtime.now, 1e6)
        XCTAssertNoThrow(try runtime.advance(to: 2e6), "the clock runs nothing more")
    }

    func testCatchingUpStopsAfterItsRealTimeLimit() throws {
        // Without the limit this chain runs 2,000,000 events before `eventsInAll` stops it:
        // a minute in a debug build.
        let limits = ScriptLimits(catchUpSeconds: 0.1)
        let (runtime, error) = load("""
            local function tick() delay(0.001, tick) end
            delay(0, tick)
            """, limits: limits) { _ in nil }
        XCTAssertNil(error)
        XCTAssertThrowsError(try runtime.advance(to: 1e9)) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.line, 1)
            let expected = "running the events up to t = 1000000000.0 took more than 0.1 s of real time "
                + "(does a timer, transition or completion keep scheduling more?); its timers and callbacks stop at t = "
            XCTAssertEqual(e?.message.hasPrefix(expected), true, e?.message ?? "")
            let stoppedAt = Double(e?.message.dropFirst(expected.count) ?? "") ?? .infinity
            XCTAssertLessThan(stoppedAt, 2000, "stopped long before 2,000,000 events (t = 2000)")
        }
        XCTAssertNoThrow(try runtime.advance(to: 2e9))
    }

    func testTheDefaultCatchUpLimitIsASecond() {
        XCTAssertEqual(ScriptLimits().catchUpSeconds, 1)
    }
}
