import Foundation
import Raster
import XCTest

/// The previewer in a real X window (Xvfb): it shows the scene, follows saves of every kind,
/// survives a broken scene, and quits on Esc.
final class WindowTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private func scene(_ color: String) -> String {
        "scene.title = \"Window test\"\nscene.size = {80, 60}\nscene.backgroundColor = \"\(color)\"\n"
    }

    /// Takes screenshots until at least `minimum` pixels are `pixel` or `timeout` seconds pass;
    /// returns the last count.
    private func waitForScreen(_ display: VirtualDisplay, showing pixel: Pixel, atLeast minimum: Int, timeout: Double) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var count = 0
        repeat {
            let shot = try display.screenshot(to: folder.url.appendingPathComponent("screen.png").path)
            count = VirtualDisplay.count(of: pixel, in: shot)
            if count >= minimum { return count }
            usleep(50_000)
        } while Date() < deadline
        return count
    }

    func testPreviewShowsTheSceneAndReloadsOnEverySave() throws {
        let display = try VirtualDisplay()
        let path = try folder.write(scene("#3366cc"), to: "window.lua")
        let (preview, output, errors) = try KinemaProcess.start(
            ["preview", path, "--scale", "2", "--verbose"],
            environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"], in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }

        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        XCTAssertEqual(display.run("xdotool", ["getwindowname", window]), "Kinema — Window test\n")
        // 80 × 60 points at scale 2: a 160 × 120 pixel frame, background above the timeline
        // bar (60 × 0.15 = 9 points, 18 pixels tall).
        let frame = 160 * (120 - 18)
        let blue = Pixel(r: 0x33, g: 0x66, b: 0xcc, a: 255)
        XCTAssertGreaterThanOrEqual(try waitForScreen(display, showing: blue, atLeast: frame, timeout: 5), frame)

        // A plain write in place.
        try folder.write(scene("#cc3300"), to: "window.lua")
        let red = Pixel(r: 0xcc, g: 0x33, b: 0x00, a: 255)
        XCTAssertGreaterThanOrEqual(try waitForScreen(display, showing: red, atLeast: frame, timeout: 2), frame)

        // Write a temporary file and rename it over the scene, as vim and VS Code save.
        let temporary = try folder.write(scene("#22aa44"), to: ".window.lua.tmp")
        XCTAssertEqual(rename(temporary, path), 0)
        let green = Pixel(r: 0x22, g: 0xaa, b: 0x44, a: 255)
        XCTAssertGreaterThanOrEqual(try waitForScreen(display, showing: green, atLeast: frame, timeout: 2), frame)

        // A broken scene is reported, and the previewer keeps running.
        try folder.write("scene.size = {80, 60}\nerror(\"broken on purpose\")\n", to: "window.lua")
        let deadline = Date().addingTimeInterval(2)
        while !((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains("\(path):2:") && Date() < deadline {
            usleep(50_000)
        }
        XCTAssertTrue(try String(contentsOf: errors, encoding: .utf8).contains("\(path):2:"))
        usleep(300_000)
        XCTAssertTrue(preview.isRunning, "the previewer exited on a broken scene")

        // Esc quits cleanly.
        display.run("xdotool", ["windowfocus", "--sync", window])
        display.run("xdotool", ["key", "Escape"])
        let quitDeadline = Date().addingTimeInterval(3)
        while preview.isRunning && Date() < quitDeadline { usleep(20_000) }
        XCTAssertFalse(preview.isRunning, "Esc did not close the previewer")
        preview.waitUntilExit()
        XCTAssertEqual(preview.terminationStatus, 0)
        let log = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(log.contains("reloaded \(path) in "), log)
        XCTAssertTrue(log.contains(" ms (event → presented)"), log)
    }

    func testThePreviewerSurvivesAbuseOfItsScene() throws {
        // Saves by rename as fast as they come, valid and broken in turn; the scene deleted,
        // replaced by a folder and restored; a 5 MB scene. (Benchmarks/reload-soak does the same
        // with 1,000 saves and measures memory.)
        let display = try VirtualDisplay()
        let path = try folder.write(scene("#3366cc"), to: "abuse.lua")
        let (preview, _, _) = try KinemaProcess.start(["preview", path],
                                                     environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"],
                                                     in: folder.url)
        defer { if preview.isRunning { preview.terminate() } }
        XCTAssertNotNil(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        func save(_ text: String) throws {
            let temporary = try folder.write(text, to: ".abuse.lua.tmp")
            XCTAssertEqual(rename(temporary, path), 0)
        }
        for i in 0..<60 {
            try save(i % 2 == 0 ? scene(i % 4 == 0 ? "#cc3300" : "#3366cc") : "scene.size = {80, 60}\nlocal x = = \(i)\n")
            usleep(10_000)
        }
        usleep(300_000)
        XCTAssertTrue(preview.isRunning, "down after fast saves")
        try FileManager.default.removeItem(atPath: path)
        usleep(300_000)
        XCTAssertTrue(preview.isRunning, "down after the scene was deleted")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        usleep(300_000)
        XCTAssertTrue(preview.isRunning, "down after the scene became a folder")
        try FileManager.default.removeItem(atPath: path)
        let padding = String(repeating: "-- padding to make the scene five megabytes long, a line at a time......\n", count: 70_000)
        try save(scene("#22aa44") + padding)
        XCTAssertGreaterThan(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0, 5_000_000)
        let green = Pixel(r: 0x22, g: 0xaa, b: 0x44, a: 255)
        // 80 × 60 points at scale 1, less the timeline bar (9 points).
        XCTAssertGreaterThanOrEqual(try waitForScreen(display, showing: green, atLeast: 80 * 51, timeout: 5), 80 * 51,
                                    "the restored 5 MB scene is shown")
        XCTAssertTrue(preview.isRunning)
    }

    func testARunawaySceneGivesTheWindowBackForASaveAKeyAndQuitting() throws {
        // Each turn allocates 100 KB in C for a few instructions: the instruction budget would
        // let this run for minutes.
        let runaway = "scene.size = {80, 60}\nwhile true do\n  local s = string.rep(\"x\", 100000)\nend\n"
        let display = try VirtualDisplay()
        let path = try folder.write(scene("#3366cc"), to: "runaway.lua")
        let (preview, _, errors) = try KinemaProcess.start(["preview", path],
                                                          environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11"],
                                                          in: folder.url)
        // SIGKILL: a previewer stuck in the scene would not see SIGTERM (SDL turns it into a quit event).
        defer { if preview.isRunning { kill(preview.processIdentifier, SIGKILL) } }
        let window = try XCTUnwrap(display.window(named: "Kinema", timeout: 10), "no window titled Kinema appeared")
        let frame = 80 * 51  // the scene above the timeline bar (9 points)
        func errorText() -> String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
        func waitFor(_ condition: () throws -> Bool, timeout: Double) rethrows -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if try condition() { return true }
                usleep(20_000)
            }
            return try condition()
        }

        // A save stops the runaway and loads the fix.
        try folder.write(runaway, to: "runaway.lua")
        usleep(600_000)
        try folder.write(scene("#22aa44"), to: "runaway.lua")
        let green = Pixel(r: 0x22, g: 0xaa, b: 0x44, a: 255)
        XCTAssertGreaterThanOrEqual(try waitForScreen(display, showing: green, atLeast: frame, timeout: 3), frame,
                                    "the save after the runaway is shown")
        XCTAssertTrue(errorText().contains("\(path):3: stopped after"), errorText())

        // A key stops it too, with the message at the runaway's line.
        try folder.write(runaway, to: "runaway.lua")
        usleep(600_000)
        display.run("xdotool", ["windowfocus", "--sync", window])
        display.run("xdotool", ["key", "space"])
        XCTAssertTrue(waitFor({ errorText().components(separatedBy: "\(path):3: stopped after").count == 3 }, timeout: 3),
                      errorText())

        // And quitting works while the scene runs away.
        try folder.write(runaway, to: "runaway.lua")
        usleep(600_000)
        display.run("xdotool", ["key", "Escape"])
        guard waitFor({ !preview.isRunning }, timeout: 3) else {
            return XCTFail("Esc did not close the previewer while the scene ran")
        }
        XCTAssertEqual(preview.terminationStatus, 0)
    }
}
