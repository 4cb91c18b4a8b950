import Foundation
import Raster
import XCTest

/// Gestures in a real X window (Xvfb), driven by xdotool: a drag pans a square, a click on a
/// button changes the background, and `--verbose` reports the input-to-frame latency.
final class GestureWindowTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// 240 × 200 points, grey, with a red 40-point square centred at (40, 40) that follows a
    /// pan, and a button at the bottom right that turns the background green.
    private let scene = """
        scene.size = {240, 200}
        scene.backgroundColor = "#808080"
        local square = View{ frame = {20, 20, 40, 40}, backgroundColor = "#ff0000" }
        view:addSubview(square)
        local start
        square:addGestureRecognizer(UIPanGestureRecognizer(function(g)
          if g.state == "began" then start = square.center end
          local t = g:translation(view)
          square.center = CGPoint(start.x + t.x, start.y + t.y)
        end))
        view:addSubview(UIButton{ frame = {160, 100, 60, 40}, title = "Go", onTap = function()
          scene.backgroundColor = "#00ff00"
        end })
        """

    private var screenshotPath: String { folder.url.appendingPathComponent("screen.png").path }

    private func pixel(_ display: VirtualDisplay, window: String, _ x: Int, _ y: Int) throws -> Pixel {
        try display.pixel(of: window, x, y, screenshotAt: screenshotPath)
    }

    private func waitForPixel(_ display: VirtualDisplay, window: String, _ x: Int, _ y: Int, toBe expected: Pixel) throws -> Pixel {
        try display.waitForPixel(of: window, x, y, toBe: expected, screenshotAt: screenshotPath)
    }

    func testDragPansAViewAndAClickTapsAButton() throws {
        let display = try VirtualDisplay()
        let path = try folder.write(scene, to: "gestures.lua")
        let (preview, output, _) = try KinemaProcess.start(["preview", path, "--verbose"],
                                                           environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"],
                                                           in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        display.run("xdotool", ["windowfocus", "--sync", window])
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), grey = Pixel(r: 128, g: 128, b: 128, a: 255)
        XCTAssertEqual(try waitForPixel(display, window: window, 40, 40, toBe: red), red)

        // Drag the square's centre from (40, 40) to (120, 90), in steps as a hand would.
        display.run("xdotool", ["mousemove", "--window", window, "40", "40"])
        display.run("xdotool", ["mousedown", "1"])
        for step in 1...8 {
            display.run("xdotool", ["mousemove", "--window", window, "\(40 + 10 * step)", "\(40 + 50 * step / 8)"])
            usleep(20_000)
        }
        display.run("xdotool", ["mouseup", "1"])
        XCTAssertEqual(try waitForPixel(display, window: window, 120, 90, toBe: red), red, "the square did not follow the drag")
        XCTAssertEqual(try pixel(display, window: window, 40, 40), grey)

        // A click on the button.
        display.run("xdotool", ["mousemove", "--window", window, "190", "120"])
        display.run("xdotool", ["click", "1"])
        let green = Pixel(r: 0, g: 255, b: 0, a: 255)
        XCTAssertEqual(try waitForPixel(display, window: window, 10, 150, toBe: green), green, "the button's tap did not run")

        let log = try String(contentsOf: output, encoding: .utf8)
        let latencies = log.split(separator: "\n").compactMap { line -> Double? in
            guard line.hasPrefix("input → presented in ") else { return nil }
            return Double(line.dropFirst("input → presented in ".count).split(separator: " ")[0])
        }
        XCTAssertGreaterThan(latencies.count, 3, log)
        display.run("xdotool", ["key", "Escape"])
    }
}
