import Geometry
import Preview
import XCTest

/// Keys and the pointer on the bar, without a window. The bar is laid out under a 375 × 667
/// scene with a 4 s timeline: its panel is the strip y 667...697, the button x 0...27, the
/// track x 32...265 (see TimelineBarLayoutTests).
final class PlaybackControlsTests: XCTestCase {
    private let scene = Size(375, 667)
    private let trackY = 682.0

    private func controls(time: Double = 1, paused: Bool = false) -> PlaybackControls {
        let controls = PlaybackControls(playback: Playback(time: time, speed: 1, isPaused: paused, now: 0))
        controls.updateBar(duration: 4, sceneSize: scene, scale: 1)
        return controls
    }

    /// The x on the track for `time` of 4 s.
    private func x(_ time: Double) -> Double { 32 + 233 * time / 4 }

    func testSpaceTogglesPause() {
        let controls = controls()
        controls.perform(.togglePause)
        XCTAssertTrue(controls.playback.isPaused)
        controls.perform(.togglePause)
        XCTAssertFalse(controls.playback.isPaused)
    }

    func testArrowsStepOneFrameAndPause() {
        let controls = controls(time: 0.5)
        controls.perform(.step(frames: 1))
        XCTAssertTrue(controls.playback.isPaused)
        XCTAssertEqual(controls.time, 31.0 / 60)
        controls.perform(.step(frames: -1))
        controls.perform(.step(frames: -1))
        XCTAssertEqual(controls.time, 29.0 / 60)
    }

    func testNumberKeySpeedsAndHome() {
        let controls = controls(time: 2, paused: true)
        controls.perform(.setSpeed(PlaybackCommand.speeds[2]))
        XCTAssertEqual(controls.playback.speed, 0.25)
        controls.perform(.rewind)
        XCTAssertEqual(controls.time, 0)
        XCTAssertTrue(controls.playback.isPaused, "Home keeps the pause state")
        controls.perform(.togglePause)
        controls.advance(to: 2)
        XCTAssertEqual(controls.time, 0.5)        // 2 s at 0.25×
    }

    func testHHidesTheBarAndItsPointerHandling() {
        let controls = controls()
        controls.perform(.toggleTimelineBar)
        controls.updateBar(duration: 4, sceneSize: scene, scale: 1)
        XCTAssertTrue(controls.isBarHidden)
        XCTAssertTrue(controls.bar.layer.isHidden)
        XCTAssertFalse(controls.pointerDown(at: Point(x(2), trackY)), "a hidden bar leaves the pointer to the scene")
        XCTAssertEqual(controls.time, 1)
        controls.perform(.toggleTimelineBar)
        controls.updateBar(duration: 4, sceneSize: scene, scale: 1)
        XCTAssertFalse(controls.bar.layer.isHidden)
    }

    func testScrubbingPausesFollowsThePointerBothWaysAndRestoresPlay() {
        let controls = controls()
        XCTAssertTrue(controls.pointerDown(at: Point(x(2), trackY)))
        XCTAssertEqual(controls.time, 2, accuracy: 1e-12)
        XCTAssertTrue(controls.playback.isPaused)
        XCTAssertTrue(controls.isScrubbing)
        controls.advance(to: 5)
        XCTAssertEqual(controls.time, 2, accuracy: 1e-12, "the clock stands still while scrubbing")
        // Backwards, off the bar and past its left end: clamped to 0.
        XCTAssertTrue(controls.pointerMoved(to: Point(-50, 300)))
        XCTAssertEqual(controls.time, 0)
        XCTAssertTrue(controls.pointerMoved(to: Point(1000, 0)))
        XCTAssertEqual(controls.time, 4)
        XCTAssertTrue(controls.pointerUp(at: Point(x(3), trackY)))
        XCTAssertEqual(controls.time, 3, accuracy: 1e-12)
        XCTAssertFalse(controls.playback.isPaused, "playing again, as before the scrub")
        XCTAssertFalse(controls.isScrubbing)
        controls.advance(to: 5.5)
        XCTAssertEqual(controls.time, 3.5, accuracy: 1e-12)
    }

    func testHidingTheBarMidScrubKeepsScrubbingAlongTheSameTrack() {
        let controls = controls()
        XCTAssertTrue(controls.pointerDown(at: Point(x(1), trackY)))
        controls.perform(.toggleTimelineBar)
        controls.updateBar(duration: 4, sceneSize: scene, scale: 1)
        XCTAssertTrue(controls.pointerMoved(to: Point(x(3), trackY)))
        XCTAssertEqual(controls.time, 3, accuracy: 1e-12)
        XCTAssertTrue(controls.pointerUp(at: Point(x(3), trackY)))
        XCTAssertFalse(controls.playback.isPaused)
    }

    func testScrubbingWhilePausedStaysPaused() {
        let controls = controls(paused: true)
        XCTAssertTrue(controls.pointerDown(at: Point(x(1), trackY)))
        XCTAssertTrue(controls.pointerUp(at: Point(x(0.5), trackY)))
        XCTAssertEqual(controls.time, 0.5, accuracy: 1e-12)
        XCTAssertTrue(controls.playback.isPaused)
    }

    func testSpaceDuringAScrubDecidesThePlayStateAfterIt() {
        let controls = controls()
        XCTAssertTrue(controls.pointerDown(at: Point(x(1), trackY)))
        controls.perform(.togglePause)
        XCTAssertTrue(controls.playback.isPaused, "still scrubbing")
        XCTAssertTrue(controls.pointerUp(at: Point(x(1), trackY)))
        XCTAssertTrue(controls.playback.isPaused, "Space during the scrub paused")
    }

    func testThePointerOffTheBarIsLeftForTheScene() {
        let controls = controls()
        XCTAssertFalse(controls.pointerDown(at: Point(100, 300)))
        XCTAssertFalse(controls.pointerMoved(to: Point(x(2), trackY)), "the drag began in the scene")
        XCTAssertFalse(controls.pointerUp(at: Point(x(2), trackY)))
        XCTAssertEqual(controls.time, 1)
        XCTAssertFalse(controls.playback.isPaused)
    }

    func testTheButtonPlaysAndPausesAndKeepsItsPress() {
        let controls = controls()
        XCTAssertTrue(controls.pointerDown(at: Point(15, trackY)))
        XCTAssertTrue(controls.playback.isPaused)
        XCTAssertTrue(controls.pointerMoved(to: Point(200, 300)), "the press stays the bar's")
        XCTAssertTrue(controls.pointerUp(at: Point(200, 300)))
        XCTAssertEqual(controls.time, 1, "pressing the button does not scrub")
        XCTAssertTrue(controls.pointerDown(at: Point(15, trackY)))
        XCTAssertTrue(controls.pointerUp(at: Point(15, trackY)))
        XCTAssertFalse(controls.playback.isPaused)
    }

    func testPlayingPastTheDurationKeepsGoingWithAFullTrack() throws {
        let controls = controls(time: 0)
        controls.advance(to: 10)
        XCTAssertEqual(controls.time, 10)
        controls.updateBar(duration: 4, sceneSize: scene, scale: 1)
        // A click at the track's right end is the duration, not the time played so far.
        XCTAssertTrue(controls.pointerDown(at: Point(x(4), trackY)))
        XCTAssertEqual(controls.time, 4, accuracy: 1e-12)
    }
}
