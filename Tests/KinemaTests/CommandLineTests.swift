import Foundation
import XCTest

/// The command-line contract: help, exit statuses and argument errors.
final class CommandLineTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testEveryCommandHasHelpWithAnExample() throws {
        for command in [[], ["preview"], ["render"], ["probe"], ["export"], ["bench"], ["check"], ["api"]] {
            let result = try KinemaProcess.run(command + ["--help"], in: folder.url)
            let name = (["kinema"] + command).joined(separator: " ")
            XCTAssertEqual(result.status, 0, name)
            XCTAssertTrue(result.output.contains("Example:\n  kinema "), "\(name) --help has no example:\n\(result.output)")
        }
    }

    func testExportHelpDescribesGIFOutput() throws {
        let result = try KinemaProcess.run(["export", "--help"], in: folder.url)
        XCTAssertTrue(result.output.contains("animated GIF"), result.output)
    }

    func testApiWritesLuaDefinitionsAndRefusesAnUnwritableFolder() throws {
        let result = try KinemaProcess.run(["api", "--lua-defs", "defs/kinema"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let written = folder.url.appendingPathComponent("defs/kinema")
        for name in ["kinema-types.lua", "kinema-globals.lua", "kinema-lua-base.lua", ".luarc.json"] {
            let text = try String(contentsOf: written.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(name.hasSuffix(".json") ? text.contains("\"Lua 5.4\"") : text.hasPrefix("---@meta"), name)
        }
        _ = try folder.write("not a folder", to: "file.txt")
        for arguments in [["api", "--lua-defs", "file.txt"], ["api", "--lua-defs", "file.txt/defs"], ["api"], ["api", "--lua-defs", ""]] {
            let refused = try KinemaProcess.run(arguments, in: folder.url)
            XCTAssertEqual(refused.status, 2, arguments.joined(separator: " "))
            XCTAssertFalse(refused.errors.isEmpty, arguments.joined(separator: " "))
        }
    }

    func testBadSizeIsAnArgumentError() throws {
        let scene = try folder.write("scene.size = {40, 30}\n", to: "scene.lua")
        for size in ["0x10", "abc", "10x", "x10", "10x10x10", "-5x10", "nanx10", "infx10", "99999x10"] {
            // `--size=V` so that "-5x10" is read as the value, not as an option.
            let result = try KinemaProcess.run(["render", scene, "--time", "0", "--size=\(size)", "-o", "out.png"], in: folder.url)
            XCTAssertEqual(result.status, 2, "--size \(size)")
            XCTAssertTrue(result.errors.contains("'\(size)' is invalid for '--size"), result.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.png").path))
    }

    func testOtherBadArgumentsExitWithStatus2() throws {
        let scene = try folder.write("scene.size = {40, 30}\n", to: "scene.lua")
        let cases: [[String]] = [
            ["render", scene, "-o", "out.png"],                              // --time is required
            ["render", scene, "--time", "nan", "-o", "out.png"],
            ["render", scene, "--time", "0", "--scale", "0", "-o", "out.png"],
            ["render", scene, "--time", "0", "--scale", "-2", "-o", "out.png"],
            ["render", scene, "--time", "0", "-o", "out.png", "--bogus"],
            ["bench", scene, "--frames", "0"],
            ["bench", scene, "--fps", "inf"],
            ["export", scene, "--from", "2", "--to", "1", "-o", "frames"],
            ["export", scene, "--to", "1", "--fps", "0", "-o", "movie.gif"],
            ["preview", scene, "--speed", "nan"],
            ["preview", scene, "--speed=-0.5"],
            ["preview", scene, "--time=-1"],
            ["preview"],
        ]
        for arguments in cases {
            let result = try KinemaProcess.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.contains("Error:"), result.errors)
        }
    }

    func testMissingSceneFileExitsWithStatus2() throws {
        let missing = folder.url.appendingPathComponent("missing.lua").path
        for arguments in [[missing], ["preview", missing], ["render", missing, "--time", "0", "-o", "out.png"],
                          ["probe", missing, "--time", "0"], ["check", missing], ["bench", missing],
                          ["export", missing, "--to", "1", "-o", "frames"], ["check", folder.url.path]] {
            let result = try KinemaProcess.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.hasPrefix("kinema: "), result.errors)
        }
    }
}
