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

    func testWithoutAnEndTimeIsNotClamped() {
        var playback = Playback(time: 0, speed: 1, isPaused: false, now: 0)
        playback.advance(to: 100)
        XCTAssertEqual(playback.time, 100)
    }

    func testTimeStopsAtTheEndOrLoops() {
        var playback = Playback(time: 0.5, speed: 1, isPaused: false, now: 0)
        playback.advance(to: 0.4, end: 1)
        XCTAssertEqual(playback.time, 0.9, accuracy: 1e-12)
        playback.advance(to: 2, end: 1)
        XCTAssertEqual(playback.time, 1, "stops at the end")
        XCTAssertTrue(playback.isAtEnd(of: 1))
        // The scene scheduled more (a tap started an animation): time goes on to the new end.
        playback.advance(to: 2.3, end: 1.2)
        XCTAssertEqual(playback.time, 1.2, accuracy: 1e-12)
        // Looping: 1.2 + 0.5 = 1.7 wraps to 0.5 of a 1.2 s timeline.
        playback.isLooping = true
        playback.advance(to: 2.8, end: 1.2)
        XCTAssertEqual(playback.time, 0.5, accuracy: 1e-12)
        // Without an end (a scene that runs for ever) nothing stops it.
        playback.isLooping = false
        playback.advance(to: 12.8, end: nil)
        XCTAssertEqual(playback.time, 10.5, accuracy: 1e-12)
        // Past the end already (a drag ran on), time stays where it is.
        playback.advance(to: 13.8, end: 2)
        XCTAssertEqual(playback.time, 10.5, accuracy: 1e-12)
    }

    func testSpaceAtTheEndPlaysAgainFromTheStart() {
        let controls = PlaybackControls(playback: Playback(time: 0.8, speed: 1, isPaused: false, now: 0))
        controls.advance(to: 1, end: 1)
        XCTAssertEqual(controls.time, 1)
        controls.perform(.togglePause)
        XCTAssertEqual(controls.time, 0)
        XCTAssertFalse(controls.playback.isPaused)
        controls.perform(.toggleLoop)
        XCTAssertTrue(controls.playback.isLooping)
    }

    func testTheLabelSaysLoopingAndShowsAnEndlessDuration() {
        XCTAssertEqual(TimelineBarLabel(time: 12.08, duration: 1, speed: 1, isPaused: false, isEndless: true).text, "12.08 s / ∞")
        XCTAssertEqual(TimelineBarLabel(time: 0.5, duration: 1, speed: 0.5, isPaused: true, isLooping: true).text,
                       "0.50 s / 1.00 s\n0.5×  looping  paused")
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
