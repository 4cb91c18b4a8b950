import Foundation
import Raster
import XCTest

/// The timeline bar in a real X window (Xvfb): the bar is a strip under the scene, a reload
/// keeps the time and the pause, H hides and shows the bar, Space plays, and a drag along the
/// track scrubs, backwards to 0 when it goes past the left end.
final class TimelineWindowTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// 240 × 200 points of #3366cc with a 4 s timeline, shown at 1 pixel per point in a 240 × 230
    /// window: the bar is the 30 rows under the scene, its track runs from x 32 to
    /// 240 - 8 - 90.3 - 12 = 129.7, rounded to 130, on row 215.
    private let scene = """
        scene.title = "Timeline test"
        scene.size = {240, 200}
        scene.backgroundColor = "#3366cc"
        scene.duration = 4

        """
    private let blue = Pixel(r: 0x33, g: 0x66, b: 0xcc, a: 255)
    private let trackStart = 32.0, trackLength = 98.0

    /// The window's contents cut out of a screenshot of the display.
    private func frame(_ display: VirtualDisplay, window: String) throws -> PixelBuffer {
        let shot = try display.screenshot(to: folder.url.appendingPathComponent("screen.png").path)
        let place = try XCTUnwrap(display.geometry(of: window))
        var frame = PixelBuffer(width: 240, height: 230)
        for y in 0..<230 {
            for x in 0..<240 where place.x + x < shot.width && place.y + y < shot.height {
                frame[x, y] = shot[place.x + x, place.y + y]
            }
        }
        return frame
    }

    /// Screenshots until `condition` holds for the frame or `timeout` seconds pass; returns the last frame.
    private func waitForFrame(_ display: VirtualDisplay, window: String, timeout: Double = 3,
                              until condition: (PixelBuffer) -> Bool) throws -> PixelBuffer {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try frame(display, window: window)
        while !condition(last) && Date() < deadline {
            usleep(50_000)
            last = try frame(display, window: window)
        }
        return last
    }

    private func frame(_ frame: PixelBuffer, rowIsBlue y: Int) -> Bool {
        (0..<frame.width).allSatisfy { frame[$0, y] == blue }
    }

    private func blueRows(_ frame: PixelBuffer) -> Int {
        (0..<frame.height).filter { y in (0..<frame.width).allSatisfy { frame[$0, y] == blue } }.count
    }

    /// The middle of the knob: the mean x of the pure white pixels on the track's row (the
    /// play button, which ends before x 21, and the label, right of 136, do not count).
    private func knobCentre(_ frame: PixelBuffer) -> Double? {
        let white = (23..<136).filter { frame[$0, 215] == Pixel(r: 255, g: 255, b: 255, a: 255) }
        return white.isEmpty ? nil : Double(white.reduce(0, +)) / Double(white.count) + 0.5
    }

    /// The time the knob shows.
    private func knobTime(_ frame: PixelBuffer) -> Double? {
        knobCentre(frame).map { ($0 - trackStart) / trackLength * 4 }
    }

    func testHideShowPlayAndScrub() throws {
        let display = try VirtualDisplay()
        let path = try folder.write(scene, to: "timeline.lua")
        let (preview, output, _) = try KinemaProcess.start(["preview", path, "--paused", "--time", "2", "--verbose"],
                                                      environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"],
                                                      in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        display.run("xdotool", ["windowfocus", "--sync", window])

        // Paused at 2 s: the whole scene shows, the bar under it with its knob half way along.
        var shown = try waitForFrame(display, window: window) { self.knobTime($0) != nil }
        XCTAssertEqual(blueRows(shown), 200)
        XCTAssertEqual(frame(shown, rowIsBlue: 0), true)
        XCTAssertEqual(frame(shown, rowIsBlue: 205), false)
        XCTAssertEqual(try XCTUnwrap(knobTime(shown)), 2, accuracy: 0.1)

        // A save reloads the scene at the same time, still paused.
        try folder.write(scene + "-- saved again\n", to: "timeline.lua")
        let deadline = Date().addingTimeInterval(3)
        while !((try? String(contentsOf: output, encoding: .utf8)) ?? "").contains("reloaded") && Date() < deadline {
            usleep(50_000)
        }
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("reloaded \(path) in "))
        usleep(200_000)
        XCTAssertEqual(try XCTUnwrap(knobTime(try frame(display, window: window))), 2, accuracy: 0.1, "the reload lost the time")

        // H hides the bar: its strip goes and the scene is centred in the window (15 rows above
        // and below). H again brings it back.
        display.run("xdotool", ["key", "h"])
        let hidden = try waitForFrame(display, window: window) { self.knobTime($0) == nil }
        XCTAssertNil(knobTime(hidden), "the bar still shows after H")
        XCTAssertEqual(blueRows(hidden), 200)
        XCTAssertEqual(frame(hidden, rowIsBlue: 20), true)
        display.run("xdotool", ["key", "h"])
        shown = try waitForFrame(display, window: window) { self.knobTime($0) != nil }
        XCTAssertNotNil(knobTime(shown), "the bar did not come back after a second H")

        // Space plays: the knob moves right. Space again pauses.
        display.run("xdotool", ["key", "space"])
        let playing = try waitForFrame(display, window: window) { (self.knobTime($0) ?? 0) > 2.3 }
        XCTAssertGreaterThan(try XCTUnwrap(knobTime(playing)), 2.3, "Space did not start the clock")
        display.run("xdotool", ["key", "space"])

        // Drag from the middle of the track past its left end (no screenshots mid-drag: they
        // grab the server). Paused before, paused after, at time 0.
        for step in [["mousemove", "--window", window, "80", "215"], ["mousedown", "1"],
                     ["mousemove", "--window", window, "60", "215"], ["mousemove", "--window", window, "20", "215"],
                     ["mousemove", "--window", window, "2", "150"], ["mouseup", "1"]] {
            display.run("xdotool", step)
            usleep(30_000)
        }
        let scrubbed = try waitForFrame(display, window: window) { abs((self.knobTime($0) ?? 9)) < 0.1 }
        XCTAssertEqual(try XCTUnwrap(knobTime(scrubbed)), 0, accuracy: 0.1, "a scrub past the left end is not at 0")
        usleep(300_000)
        XCTAssertEqual(try XCTUnwrap(knobTime(try frame(display, window: window))), 0, accuracy: 0.1, "paused again after the scrub")

        display.run("xdotool", ["key", "Escape"])
        let quitDeadline = Date().addingTimeInterval(3)
        while preview.isRunning && Date() < quitDeadline { usleep(20_000) }
        XCTAssertFalse(preview.isRunning)
    }
}
