import Foundation
import Raster
import XCTest

/// Typing in a real X window (Xvfb), driven by xdotool: a click makes a text field first
/// responder, keys then type into it (Space, R and digits are text, not the previewer's
/// shortcuts), Backspace and Esc are the text field's, and Esc quits again once nothing edits.
final class TypingWindowTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// Grey; green once the field holds exactly "Hi R1", blue once it ended editing with it.
    private let scene = """
        scene.size = {240, 120}
        scene.backgroundColor = "#808080"
        local field = UITextField{ frame = {20, 20, 200, 40}, borderStyle = "roundedRect" }
        view:addSubview(field)
        field:addTarget(nil, function(tf)
          print("text " .. tf.text)
          scene.backgroundColor = tf.text == "Hi R1" and "#00ff00" or "#808080"
        end, "editingChanged")
        field.delegate = { textFieldDidEndEditing = function(self, tf)
          if tf.text == "Hi R1" then scene.backgroundColor = "#0000ff" end
        end }
        """

    private var screenshotPath: String { folder.url.appendingPathComponent("screen.png").path }

    /// The field's colour probe: a point of the window below the text field.
    private func waitForPixel(_ display: VirtualDisplay, window: String, toBe expected: Pixel) throws -> Pixel {
        try display.waitForPixel(of: window, 10, 100, toBe: expected, screenshotAt: screenshotPath)
    }

    func testKeysTypeIntoTheFirstResponderAndEscEndsItsEditing() throws {
        let display = try VirtualDisplay()
        let path = try folder.write(scene, to: "typing.lua")
        let (preview, output, _) = try KinemaProcess.start(["preview", path, "--verbose"],
                                                           environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"],
                                                           in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        display.run("xdotool", ["windowfocus", "--sync", window])
        let grey = Pixel(r: 128, g: 128, b: 128, a: 255)
        XCTAssertEqual(try waitForPixel(display, window: window, toBe: grey), grey)

        display.run("xdotool", ["mousemove", "--window", window, "100", "40"])
        display.run("xdotool", ["click", "1"])
        usleep(200_000)
        // "Hi Rx", Backspace, "1": Space, R and 1 are text while the field edits.
        display.run("xdotool", ["type", "--delay", "40", "Hi Rx"])
        display.run("xdotool", ["key", "BackSpace"])
        display.run("xdotool", ["type", "1"])
        let green = Pixel(r: 0, g: 255, b: 0, a: 255)
        XCTAssertEqual(try waitForPixel(display, window: window, toBe: green), green, "the field did not get \"Hi R1\"")

        // Esc ends the editing rather than quitting.
        display.run("xdotool", ["key", "Escape"])
        let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        XCTAssertEqual(try waitForPixel(display, window: window, toBe: blue), blue, "Esc did not end the editing")
        XCTAssertTrue(preview.isRunning)
        // Nothing edits now: Esc quits.
        display.run("xdotool", ["key", "Escape"])
        let deadline = Date().addingTimeInterval(5)
        while preview.isRunning && Date() < deadline { usleep(50_000) }
        XCTAssertFalse(preview.isRunning, "Esc did not quit once nothing edited")
        let log = try String(contentsOf: output, encoding: .utf8)
        XCTAssertFalse(log.contains("reloaded"), "R reloaded the scene while typing:\n\(log)")
        XCTAssertTrue(log.contains("text Hi R1"), log)
    }
}
