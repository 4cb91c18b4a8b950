import Foundation
import Geometry
import GoldenTesting
import Preview
import Raster
import XCTest

/// The bar as the window shows it: points to times, what it draws, and what it redraws.
final class TimelineBarTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-timeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A session on a light scene of `size` with an orange block in its lower left half, and
    /// the bar in its HUD, in the strip under the scene as the window lays it out.
    private func session(size: Size) throws -> (PreviewSession, TimelineBar) {
        let path = folder.appendingPathComponent("bar.lua").path
        try """
            scene.size = {\(size.width), \(size.height)}
            scene.backgroundColor = "#e8ecf4"
            scene.root.layer:addSublayer(Layer{ frame = {0, \(size.height / 2), \(size.width / 2), \(size.height / 2)},
                                                backgroundColor = "#ff8800" })
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload())
        session.hudStripHeight = TimelineBarLayout.height(forSceneHeight: size.height)
        let bar = TimelineBar()
        session.hud.addSublayer(bar.layer)
        return (session, bar)
    }

    /// A full-size bar in a 375 × 667 scene: the track runs from x 32 to 265 (see TimelineBarLayoutTests).
    private func phoneBar(duration: Double = 4) -> TimelineBar {
        let bar = TimelineBar()
        bar.update(time: 1, duration: duration, isPaused: false, speed: 1, isHidden: false, sceneSize: Size(375, 667), scale: 1)
        return bar
    }

    func testPointsOnTheTrackMapToTimes() throws {
        let bar = phoneBar()
        // A quarter of the way along 233 points of track is a quarter of 4 s.
        XCTAssertEqual(try XCTUnwrap(bar.time(at: Point(32 + 233 / 4, 682))), 1)
        XCTAssertEqual(try XCTUnwrap(bar.time(at: Point(32, 670))), 0)
        // Anywhere on the bar counts, clamped: over the label is past the track's end.
        XCTAssertEqual(try XCTUnwrap(bar.time(at: Point(300, 690))), 4)
        XCTAssertEqual(try XCTUnwrap(bar.time(at: Point(28, 682))), 0)
    }

    func testPointsOffTheBarOrOnTheButtonHaveNoTime() {
        let bar = phoneBar()
        XCTAssertNil(bar.time(at: Point(100, 666.9)))   // in the scene, just above the bar (it starts at 667)
        XCTAssertNil(bar.time(at: Point(100, 697)))     // just below
        XCTAssertNil(bar.time(at: Point(375, 680)))     // just right of it
        XCTAssertNil(bar.time(at: Point(.nan, 680)))
        XCTAssertNil(bar.time(at: Point(15, 682)))      // the button
        // The button reaches half way from its right edge (22) to the track (32).
        XCTAssertTrue(bar.isOnButton(Point(26.9, 682)))
        XCTAssertFalse(bar.isOnButton(Point(27.1, 682)))
        XCTAssertFalse(bar.isOnButton(Point(15, 600)))
    }

    func testDraggingMapsEveryXToAClampedTime() {
        let bar = phoneBar(duration: 2)
        XCTAssertEqual(bar.time(atX: 32 + 233 * 0.75), 1.5)
        XCTAssertEqual(bar.time(atX: -500), 0)
        XCTAssertEqual(bar.time(atX: 5000), 2)
    }

    func testHiddenBarHasNoTimes() {
        let bar = TimelineBar()
        XCTAssertNil(bar.time(at: Point(100, 682)))      // never updated
        bar.update(time: 1, duration: 4, isPaused: false, speed: 1, isHidden: true, sceneSize: Size(375, 667), scale: 1)
        XCTAssertTrue(bar.layer.isHidden)
        XCTAssertNil(bar.layout)
        XCTAssertNil(bar.time(at: Point(100, 682)))
        XCTAssertFalse(bar.isOnButton(Point(15, 682)))
        // Hidden after being shown: still no times for points, but a drag keeps its track.
        let shown = phoneBar()
        shown.update(time: 1, duration: 4, isPaused: false, speed: 1, isHidden: true, sceneSize: Size(375, 667), scale: 1)
        XCTAssertNil(shown.time(at: Point(100, 682)))
        XCTAssertEqual(shown.time(atX: 32 + 233 / 2), 2)
    }

    func testTheTrackFillsUpToTheTimeAndStaysFullPastTheDuration() {
        XCTAssertEqual(TimelineBar.fractionFilled(time: 1, duration: 4), 0.25)
        XCTAssertEqual(TimelineBar.fractionFilled(time: 9, duration: 4), 1)
        XCTAssertEqual(TimelineBar.fractionFilled(time: 0, duration: 0), 0)
        XCTAssertEqual(TimelineBar.fractionFilled(time: 1, duration: 0), 1)
        XCTAssertEqual(TimelineBar.fractionFilled(time: .nan, duration: 4), 0)
    }

    func testNothingChangedMeansNothingRedrawn() throws {
        let (session, bar) = try session(size: Size(375, 667))
        var frame = PixelBuffer(width: 375, height: 697)
        bar.update(time: 1, duration: 4, isPaused: false, speed: 1, isHidden: false, sceneSize: session.sceneSize, scale: 1)
        session.render(into: &frame, scale: 1)
        bar.update(time: 1, duration: 4, isPaused: false, speed: 1, isHidden: false, sceneSize: session.sceneSize, scale: 1)
        XCTAssertEqual(session.render(into: &frame, scale: 1), [])
    }

    func testPlayingRedrawsOnlyAroundTheKnobAndTheLabel() throws {
        let (session, bar) = try session(size: Size(375, 667))
        var frame = PixelBuffer(width: 375, height: 697)
        bar.update(time: 3, duration: 4, isPaused: false, speed: 1, isHidden: false, sceneSize: session.sceneSize, scale: 1)
        session.render(into: &frame, scale: 1)
        bar.update(time: 3 + 1.0 / 60, duration: 4, isPaused: false, speed: 1, isHidden: false, sceneSize: session.sceneSize, scale: 1)
        let damage = session.render(into: &frame, scale: 1)
        XCTAssertFalse(damage.isEmpty)
        // One frame moves the knob 233 / 240 ≈ 1 point, from x 32 + 174.75 = 206.75 (±6 for
        // its radius); the segment from 205 to 209 changes colour as the fill passes its middle
        // at 207 (see TimelineBarLayoutTests for segments). The label starts at 276.7
        // (its bitmap reaches a few pixels past its box). Nothing above the bar (y 667), and
        // none of the filled track left of x 196 or the rest between x 216 and 270, is redrawn.
        for rect in damage {
            XCTAssertGreaterThanOrEqual(rect.y, 667 - 3, "\(rect)")
            let nearKnob = rect.x >= 196 && rect.x + rect.width <= 216
            XCTAssertTrue(nearKnob || rect.x >= 270, "\(rect)")
        }
    }

    /// The pixels of the bar's button, drawn by `session` at scale 1.
    private func buttonPixels(_ session: PreviewSession, _ bar: TimelineBar) throws -> [Pixel] {
        let button = try XCTUnwrap(bar.layout?.button)
        let image = session.renderImage(scale: 1)
        var pixels: [Pixel] = []
        for y in Int(button.minY)..<Int(button.maxY) { for x in Int(button.minX)..<Int(button.maxX) { pixels.append(image[x, y]) } }
        return pixels
    }

    /// Played to the end of its timeline, the bar's button shows ▶ as when paused (Space or
    /// a click there plays again from 0), and ⏸ again once it does.
    func testStoppedAtTheEndTheButtonShowsPlay() throws {
        let (pausedSession, pausedBar) = try session(size: Size(375, 667))
        pausedBar.update(time: 4, duration: 4, isPaused: true, speed: 1, isHidden: false, sceneSize: pausedSession.sceneSize, scale: 1)
        let play = try buttonPixels(pausedSession, pausedBar)

        let (session, _) = try session(size: Size(375, 667))
        let controls = PlaybackControls(playback: Playback(time: 0, speed: 1, isPaused: false, now: 0))
        session.hud.addSublayer(controls.bar.layer)
        controls.advance(to: 1, end: 4)
        controls.updateBar(duration: 4, sceneSize: session.sceneSize, scale: 1)
        let pause = try buttonPixels(session, controls.bar)
        XCTAssertTrue(pause != play, "playing shows ⏸")

        controls.advance(to: 10, end: 4)
        controls.updateBar(duration: 4, sceneSize: session.sceneSize, scale: 1)
        XCTAssertEqual(controls.time, 4)
        XCTAssertTrue(try buttonPixels(session, controls.bar) == play, "stopped at the end shows ▶")

        controls.perform(.togglePause)
        controls.updateBar(duration: 4, sceneSize: session.sceneSize, scale: 1)
        XCTAssertEqual(controls.time, 0)
        XCTAssertTrue(try buttonPixels(session, controls.bar) == pause, "playing again shows ⏸")
    }

    /// Paused at 1.25 s of 4 at 0.25×, under a light scene with an orange block in its lower
    /// left: the dark strip below it holds ▶ at the left, a quarter of the track blue, and the
    /// label on two lines.
    func testGoldenPausedBar() throws {
        let (session, bar) = try session(size: Size(320, 200))
        bar.update(time: 1.25, duration: 4, isPaused: true, speed: 0.25, isHidden: false, sceneSize: session.sceneSize, scale: 2)
        let image = session.renderImage(scale: 2)
        assertGolden(image, named: "timeline-bar-paused", tolerance: 2, maxDifferingPixels: 40)
    }

    /// Playing at 3 s of 4 under a scene only 60 points tall: a 9-point bar with ⏸, the track
    /// three quarters full, no text.
    func testGoldenSmallPlayingBar() throws {
        let (session, bar) = try session(size: Size(80, 60))
        bar.update(time: 3, duration: 4, isPaused: false, speed: 1, isHidden: false, sceneSize: session.sceneSize, scale: 4)
        let image = session.renderImage(scale: 4)
        assertGolden(image, named: "timeline-bar-small", tolerance: 2)
    }
}
