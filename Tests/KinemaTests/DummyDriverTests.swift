import Foundation
import XCTest

/// The previewer without a display: SDL's dummy video driver, or no driver at all.
final class DummyDriverTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testPreviewReloadsOnSaveAndQuitsOnSIGTERM() throws {
        let path = try folder.write("scene.size = {40, 30}\nscene.backgroundColor = \"#3366cc\"\n", to: "dummy.lua")
        let (preview, output, _) = try KinemaProcess.start(["preview", path, "--verbose"], environment: ["SDL_VIDEODRIVER": "dummy"],
                                                           in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        usleep(500_000)
        XCTAssertTrue(preview.isRunning)
        try folder.write("scene.size = {40, 30}\nscene.backgroundColor = \"#cc3300\"\n", to: "dummy.lua")
        let deadline = Date().addingTimeInterval(3)
        var log = ""
        while !log.contains("reloaded \(path) in ") && Date() < deadline {
            usleep(50_000)
            log = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        }
        XCTAssertTrue(log.contains("reloaded \(path) in "), log)
        XCTAssertEqual(log.components(separatedBy: "reloaded").count - 1, 1, "one save, one reload:\n\(log)")
        // SDL turns SIGTERM into a quit event: the loop ends and cleans up normally.
        preview.terminate()
        preview.waitUntilExit()
        XCTAssertEqual(preview.terminationReason, .exit)
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    func testPreviewWithoutADisplayFailsWithAMessage() throws {
        let path = try folder.write("scene.size = {40, 30}\n", to: "nodisplay.lua")
        // Asking for X11 without a server; and asking for nothing, where SDL would fall back to
        // its invisible offscreen driver.
        for driver in ["x11", nil] {
            let result = try KinemaProcess.run(["preview", path], environment: ["SDL_VIDEODRIVER": driver, "DISPLAY": nil, "WAYLAND_DISPLAY": nil],
                                               in: folder.url, timeout: 10)
            XCTAssertEqual(result.status, 1, driver ?? "no driver")
            // Wayland's client library may complain first; kinema's own line must be there.
            XCTAssertTrue(result.errors.contains("kinema: cannot open a window") || result.errors.contains("kinema: cannot start SDL video"),
                          result.errors)
        }
    }
}
