import Foundation
import Raster
import XCTest

/// The debug overlays in a real X window (Xvfb): F turns on the blended-layers overlay, which
/// tints an opaque layer green, and F again moves on to the offscreen overlay, under which that
/// layer shows as it is.
final class DebugOverlayWindowTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// An opaque red square on blue, shown at 1 pixel per point.
    private let scene = """
        scene.title = "Overlay test"
        scene.size = {240, 200}
        scene.backgroundColor = "#3366cc"
        view.layer:addSublayer(CALayer{ frame = {20, 60, 100, 100}, backgroundColor = "#ff0000" })

        """

    /// The pixel in the middle of the square once `condition` holds for it.
    private func waitForSquare(_ display: VirtualDisplay, window: String, until condition: (Pixel) -> Bool) throws -> Pixel {
        try display.waitForPixel(of: window, 70, 110, screenshotAt: folder.url.appendingPathComponent("screen.png").path,
                                 until: condition)
    }

    func testFCyclesTheOverlays() throws {
        let display = try VirtualDisplay()
        let path = try folder.write(scene, to: "overlay.lua")
        let (preview, _, _) = try KinemaProcess.start(["preview", path, "--paused"],
                                                      environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"],
                                                      in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        display.run("xdotool", ["windowfocus", "--sync", window])
        let red = Pixel(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(try waitForSquare(display, window: window) { $0 == red }, red)

        // Blended layers: green at half strength over the opaque red, (127.5, 127.5, 0).
        display.run("xdotool", ["key", "f"])
        let tinted = try waitForSquare(display, window: window) { $0.g > 100 }
        XCTAssertEqual(Int(tinted.r), 128, accuracy: 1)
        XCTAssertEqual(Int(tinted.g), 128, accuracy: 1)
        XCTAssertEqual(Int(tinted.b), 0, accuracy: 1)

        // Offscreen-rendered: nothing here is, so the square shows as it is.
        display.run("xdotool", ["key", "f"])
        XCTAssertEqual(try waitForSquare(display, window: window) { $0 == red }, red)

        display.run("xdotool", ["key", "Escape"])
        let quitDeadline = Date().addingTimeInterval(3)
        while preview.isRunning && Date() < quitDeadline { usleep(20_000) }
        XCTAssertFalse(preview.isRunning)
    }
}
