import Foundation
import Raster
import XCTest

/// The inspector in a real X window (Xvfb): I opens its column beside the scene, a click in
/// the scene then selects the layer under it instead of tapping it, and E without an editor
/// prints the line that made the selection.
final class InspectorWindowTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// A 240 × 200 scene: a red box (100...140, 80...120) made on line 5 that a tap would turn
    /// green.
    private let scene = """
        scene.title = "Inspector test"
        scene.size = {240, 200}
        scene.backgroundColor = "#3366cc"
        scene.duration = 4
        local box = UIView{ name = "box", frame = {100, 80, 40, 40}, backgroundColor = "#ff0000" }
        view:addSubview(box)
        box:addGestureRecognizer(UITapGestureRecognizer(function() box.backgroundColor = "#00ff00" end))

        """

    func testIShowsTheColumnAClickSelectsAndEPrintsTheLine() throws {
        let display = try VirtualDisplay()
        let path = try folder.write(scene, to: "inspect.lua")
        let (preview, output, _) = try KinemaProcess.start(["preview", path, "--paused", "--time", "1"],
                                                           environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11", "EDITOR": nil, "VISUAL": nil],
                                                           in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        display.run("xdotool", ["windowfocus", "--sync", window])
        let shot = folder.url.appendingPathComponent("screen.png").path

        // I: the window grows by the column, 240 + 300 wide (the scene keeps one pixel a point;
        // the bar's strip is 30 under it). Moved to the corner first: the display is 640 wide.
        // The column's background is (0.09, 0.1, 0.13).
        display.run("xdotool", ["windowmove", "--sync", window, "0", "0"])
        display.run("xdotool", ["key", "i"])
        let column = Pixel(r: 23, g: 26, b: 33, a: 255)
        XCTAssertEqual(try display.waitForPixel(of: window, 530, 220, toBe: column, screenshotAt: shot), column, "the column beside the scene")
        XCTAssertEqual(display.geometry(of: window)?.width, 540, "the window grew by the column")

        // A click on the box selects it: its row (the second, y 30...42) is highlighted, blue
        // (0.04, 0.52, 1) at 0.35 over the column: (18, 63, 111), seen right of the row's text.
        for step in [["mousemove", "--window", window, "120", "100"], ["click", "1"]] { display.run("xdotool", step) }
        let highlight = Pixel(r: 18, g: 63, b: 111, a: 255)
        let row = try display.waitForPixel(of: window, 537, 36, toBe: highlight, screenshotAt: shot)
        XCTAssertEqual(Int(row.b), 111, accuracy: 2, "the box's row is selected")
        XCTAssertEqual(Int(row.g), 63, accuracy: 2)
        // The tap did not reach the scene: the box stays red.
        XCTAssertEqual(try display.pixel(of: window, 120, 100, screenshotAt: shot), Pixel(r: 255, g: 0, b: 0, a: 255))

        // E with no editor set prints the line that made the box.
        display.run("xdotool", ["key", "e"])
        let deadline = Date().addingTimeInterval(3)
        while !((try? String(contentsOf: output, encoding: .utf8)) ?? "").contains("inspect.lua:5") && Date() < deadline { usleep(50_000) }
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("\(path):5"))

        // I again: the column goes and the window is the scene's width again, not turned.
        display.run("xdotool", ["key", "i"])
        let deadline2 = Date().addingTimeInterval(3)
        while display.geometry(of: window)?.width != 240 && Date() < deadline2 { usleep(50_000) }
        XCTAssertEqual(display.geometry(of: window)?.width, 240)
        let blue = Pixel(r: 0x33, g: 0x66, b: 0xcc, a: 255)
        XCTAssertEqual(try display.waitForPixel(of: window, 230, 190, toBe: blue, screenshotAt: shot), blue, "the scene as it was")

        display.run("xdotool", ["key", "Escape"])
        let quitDeadline = Date().addingTimeInterval(3)
        while preview.isRunning && Date() < quitDeadline { usleep(20_000) }
        XCTAssertFalse(preview.isRunning)
    }
}
