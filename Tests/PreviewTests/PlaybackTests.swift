import Preview
import XCTest

final class PlaybackTests: XCTestCase {
    func testTimeFollowsTheClockTimesTheSpeedUnlessPaused() {
        var playback = Playback(time: 1, speed: 2, isPaused: false, now: 10)
        playback.advance(to: 10.5)
        XCTAssertEqual(playback.time, 2)          // 1 + 0.5 × 2
        playback.isPaused = true
        playback.advance(to: 11)
        XCTAssertEqual(playback.time, 2)
        playback.isPaused = false
        playback.advance(to: 11.25)
        XCTAssertEqual(playback.time, 2.5)        // the paused half second does not count
    }

    func testClockGoingBackwardsDoesNotRewind() {
        var playback = Playback(time: 3, speed: 1, isPaused: false, now: 10)
        playback.advance(to: 9)
        XCTAssertEqual(playback.time, 3)
        playback.advance(to: 9.5)
        XCTAssertEqual(playback.time, 3.5)
    }

    func testTimeNeverGoesBelowZero() {
        XCTAssertEqual(Playback(time: -2, speed: 1, isPaused: false, now: 0).time, 0)
        XCTAssertEqual(Playback(time: .nan, speed: 1, isPaused: false, now: 0).time, 0)
        var playback = Playback(time: 1, speed: 1, isPaused: false, now: 0)
        playback.seek(to: -0.5)
        XCTAssertEqual(playback.time, 0)
        playback.seek(to: .nan)
        XCTAssertEqual(playback.time, 0)
        playback.seek(to: .infinity)
        XCTAssertTrue(playback.time.isFinite)
    }

    func testTimeIsNotClampedAtAnyDuration() {
        var playback = Playback(time: 0, speed: 1, isPaused: false, now: 0)
        playback.advance(to: 100)
        XCTAssertEqual(playback.time, 100)
    }

    func testFrameStepsAreExactSixtiethsAndPause() {
        var playback = Playback(time: 0, speed: 1, isPaused: false, now: 0)
        playback.step(frames: 1)
        XCTAssertTrue(playback.isPaused)
        XCTAssertEqual(playback.time, 1.0 / 60)
        playback.step(frames: 1)
        playback.step(frames: 1)
        // On the grid: exactly 3/60 = 0.05, with no error piled up from three additions.
        XCTAssertEqual(playback.time, 0.05)
        for _ in 0..<60 { playback.step(frames: 1) }
        XCTAssertEqual(playback.time, 63.0 / 60)
        playback.step(frames: -63)
        XCTAssertEqual(playback.time, 0)
        playback.step(frames: -1)
        XCTAssertEqual(playback.time, 0)
    }

    func testAStepFromBetweenFramesMovesOneFrameLength() {
        var playback = Playback(time: 0.5055, speed: 1, isPaused: true, now: 0)
        playback.step(frames: 1)
        XCTAssertEqual(playback.time, 0.5055 + 1.0 / 60, accuracy: 1e-12)
        playback.step(frames: -2)
        XCTAssertEqual(playback.time, 0.5055 - 1.0 / 60, accuracy: 1e-12)
    }

    func testSpeedMustBeFiniteAndNotNegative() {
        XCTAssertEqual(Playback(time: 0, speed: -1, isPaused: false, now: 0).speed, 1)
        XCTAssertEqual(Playback(time: 0, speed: .infinity, isPaused: false, now: 0).speed, 1)
        var playback = Playback(time: 0, speed: 1, isPaused: false, now: 0)
        playback.setSpeed(0.25)
        XCTAssertEqual(playback.speed, 0.25)
        for bad in [-0.5, .nan, .infinity] {
            playback.setSpeed(bad)
            XCTAssertEqual(playback.speed, 0.25)
        }
        playback.advance(to: 2)
        XCTAssertEqual(playback.time, 0.5)
    }
}
