import Foundation
import XCTest

/// Scenes/PropertyAnimatorBasics.lua, the "Basics" of seed 003 (WWDC 2017 session 230), driven
/// by Scenes/Input/PropertyAnimatorBasics.events and checked at instants worked out by hand.
///
/// Every circle rests with its centre at x 46 in its row and the seed moves it 100 points, so
/// a circle's progress p shows as x = 46 + 100 p. The curves are cubic Béziers from (0, 0) to
/// (1, 1); at the curve parameter s a curve with control points (a, 0) and (b, 1) is at
///   time x(s) = 3(1 − s)²s·a + 3(1 − s)s²·b + s³,  progress y(s) = 3s² − 2s³,
/// so the probes below fall on parameters where both are exact:
///   ease in, ease out (0.42, 0, 0.58, 1): s = 1/4 gives x = 0.177187 5 + 0.081562 5 + 0.015625
///     = 0.274375 and y = 0.1875 − 0.03125 = 0.15625; s = 1/2 gives 0.5, 0.5 (symmetry);
///   ease out (0, 0, 0.58, 1): s = 1/2 gives x = 0.2175 + 0.125 = 0.3425, y = 0.5;
///     s = 3/4 gives x = 0.244687 5 + 0.421875 = 0.6665625, y = 1.6875 − 0.84375 = 0.84375;
///   ease in (0.42, 0, 1, 1): s = 1/2 gives x = 0.1575 + 0.375 + 0.125 = 0.6575, y = 0.5.
final class SeedSceneBasicsTests: XCTestCase {
    private static let scene = "PropertyAnimatorBasics"

    /// How far (points) the circle `name` has moved from its rest at time `t`.
    private func moved(_ scene: SeedScene, _ name: String, at t: Double,
                       file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        let circle = try scene.layer(name, at: t)
        XCTAssertEqual(circle.point("position")[1], 70, "the circles move only sideways", file: file, line: line)
        return circle.point("position")[0] - 46
    }

    func testUIViewAnimateEasesInAndOutOverFiveSeconds() throws {
        let scene = try SeedScene(Self.scene)
        // The tap at 0.5 s ends at 0.55 s. 5 × 0.274375 = 1.371875 s in, the default curve
        // is at 0.15625: 15.625 points; half-way (2.5 s in) it is half-way.
        XCTAssertEqual(try moved(scene, "animateCircle", at: 0.55 + 1.371875), 15.625, accuracy: 1e-6)
        XCTAssertEqual(try moved(scene, "animateCircle", at: 3.05), 50, accuracy: 1e-6)
        XCTAssertEqual(try moved(scene, "animateCircle", at: 5.6), 100)
        // Untapped, nothing moves.
        XCTAssertEqual(try moved(SeedScene(Self.scene, withInput: false), "animateCircle", at: 3.05), 0)
    }

    func testTheLinearAnimatorMovesFortyPointsASecond() throws {
        let scene = try SeedScene(Self.scene)
        // 100 points in 2.5 s from 1.05 s: 40 after 1 s, 30 after 0.75 s, all of it by 3.55 s.
        XCTAssertEqual(try moved(scene, "linearCircle", at: 2.05), 40, accuracy: 1e-9)
        XCTAssertEqual(try moved(scene, "linearCircle", at: 1.8), 30, accuracy: 1e-9)
        XCTAssertEqual(try moved(scene, "linearCircle", at: 3.6), 100)
    }

    func testAPanScrubsFractionCompleteThenTheAnimatorRunsOnAlongItsCurve() throws {
        let scene = try SeedScene(Self.scene)
        // The pan begins at 2.1 s (20 points): a paused animator, nothing moved yet.
        XCTAssertEqual(try moved(scene, "scrubCircle", at: 2.15), 0, accuracy: 1e-9)
        // 50 of 100 points at 2.2 s: fractionComplete 0.5, scrubbed linearly, 50 points.
        XCTAssertEqual(try moved(scene, "scrubCircle", at: 2.5), 50, accuracy: 1e-9)
        // Let go at 3 s with nil parameters and durationFactor 0: the ease-out curve picks up
        // where it shows 0.5, at time 0.3425 of its 1 s, and runs its rest; at 0.6665625 of it
        // (0.3240625 s later) it shows 0.84375.
        XCTAssertEqual(try moved(scene, "scrubCircle", at: 3 + 0.3240625), 84.375, accuracy: 1e-6)
        // Done after the remaining 0.6575 s.
        XCTAssertEqual(try moved(scene, "scrubCircle", at: 3.7), 100)
    }

    func testAnInterruptedAnimatorContinuesOnAnEaseOutCubic() throws {
        let scene = try SeedScene(Self.scene)
        // The tap starts a 1 s ease-in-out animator at 4.05 s; the pan begins 0.274375 s in
        // and pauses it at progress 0.15625: progressWhenInterrupted, 15.625 points.
        XCTAssertEqual(try moved(scene, "interruptCircle", at: 4.35), 15.625, accuracy: 1e-6)
        // 50 points at 4.4 s: fractionComplete 0.5 + 0.15625 = 0.65625.
        XCTAssertEqual(try moved(scene, "interruptCircle", at: 4.45), 65.625, accuracy: 1e-6)
        // Let go at 5 s: ease out over what remains of the 1 s, 0.34375 s, from 0.65625 to 1.
        // At 0.3425 of that run (0.117734375 s) ease-out is 0.5: 0.65625 + 0.34375 / 2.
        XCTAssertEqual(try moved(scene, "interruptCircle", at: 5 + 0.117734375), 82.8125, accuracy: 1e-6)
        XCTAssertEqual(try moved(scene, "interruptCircle", at: 5.4), 100)
    }

    func testAnimationsAddedToARunningEmptyAnimatorRunAtOnceOverWhatRemains() throws {
        let scene = try SeedScene(Self.scene)
        // Started empty at 6.05 s (ease in, 1 s): nothing moves until the block is added at
        // 6.55 s; it then runs over the remaining 0.5 s on the animator's ease-in curve,
        // which shows 0.5 at 0.6575 of it, 0.32875 s later.
        XCTAssertEqual(try moved(scene, "pausedStartCircle", at: 6.5), 0)
        XCTAssertEqual(try moved(scene, "pausedStartCircle", at: 6.55 + 0.32875), 50, accuracy: 1e-6)
        XCTAssertEqual(try moved(scene, "pausedStartCircle", at: 7.1), 100)
    }

    func testPausesOnCompletionKeepsTheAnimatorActiveAtItsEndAndReversible() throws {
        let scene = try SeedScene(Self.scene)
        XCTAssertEqual(try scene.layer("runningLabel", at: 7).string("string"), "inactive")
        XCTAssertEqual(try scene.layer("runningLabel", at: 8).string("string"), "active · isRunning: true")
        // Runs 7.55 s to 8.55 s, then stays active and paused at the end, no completion run.
        XCTAssertEqual(try moved(scene, "pausesCircle", at: 8.8), 100)
        XCTAssertEqual(try scene.layer("runningLabel", at: 8.8).string("string"), "active · isRunning: false")
        // The tap at 9 s reverses it from 9.05 s: half-way back at 9.55 s (ease in, ease out
        // is 0.5 at 0.5), home by 10.05 s, where it pauses again, still active.
        XCTAssertEqual(try moved(scene, "pausesCircle", at: 9.55), 50, accuracy: 1e-5)
        XCTAssertEqual(try moved(scene, "pausesCircle", at: 10.5), 0)
        XCTAssertEqual(try scene.layer("runningLabel", at: 10.5).string("string"), "active · isRunning: false")
    }
}
