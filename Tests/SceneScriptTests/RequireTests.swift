import Foundation
import SceneScript
import XCTest

/// `require` loads modules from the scene's own folder, once per load, and watches them.
final class RequireTests: XCTestCase {
    private let fixture = SceneFixture()

    func testModulesLoadOnceAndAreWatched() throws {
        fixture.write("colors.lua", "print('loading colors')\nreturn { accent = '#f80' }\n")
        fixture.write("ui/buttons.lua", "local colors = require('colors')\nreturn { tint = colors.accent }\n")
        let runtime = try fixture.load("""
            local a = require('colors')
            local b = require('ui.buttons')
            local c = require('ui/buttons.lua')
            print(a == require('colors'), b == c, b.tint)
            """)
        XCTAssertEqual(runtime.log, ["loading colors", "true\ttrue\t#f80"])
        XCTAssertEqual(runtime.watchedPaths, [fixture.path("scene.lua"), fixture.path("colors.lua"), fixture.path("ui/buttons.lua")])
    }

    func testModulesReturningNothingAreTrue() throws {
        fixture.write("side.lua", "shared = 42\n")
        XCTAssertEqual(try fixture.load("print(require('side'), shared)").log, ["true\t42"])
    }

    func testMissingModule() throws {
        let e = try XCTUnwrap(fixture.error("\nlocal m = require('nope')"))
        XCTAssertEqual(e, SceneError(file: fixture.path("scene.lua"), line: 2,
                                     message: "cannot find module 'nope' (no file \(fixture.path("nope.lua")))"))
        // The missing file is watched, so creating it reloads the scene.
        let runtime = SceneRuntime(scenePath: fixture.path("scene.lua"))
        XCTAssertThrowsError(try runtime.load())
        XCTAssertTrue(runtime.watchedPaths.contains(fixture.path("nope.lua")))
    }

    func testCyclesAreReported() throws {
        fixture.write("a.lua", "return require('b')\n")
        fixture.write("b.lua", "\nreturn require('a')\n")
        let e = try XCTUnwrap(fixture.error("require('a')"))
        XCTAssertEqual(e, SceneError(file: fixture.path("b.lua"), line: 2, message: "require cycle: a -> b -> a"))
    }

    func testNamesOutsideTheFolderAreRefused() throws {
        let rule = "must name a .lua file in the scene's folder (no '..', no absolute paths)"
        XCTAssertEqual(fixture.error("require('../x')")?.message, "require: '../x' \(rule)")
        XCTAssertEqual(fixture.error("require('/etc/passwd')")?.message, "require: '/etc/passwd' \(rule)")
        XCTAssertEqual(fixture.error("require('a..b')")?.message, "require: 'a..b' \(rule)")
        XCTAssertEqual(fixture.error("require('')")?.message, "require: '' \(rule)")
        XCTAssertEqual(fixture.error("require(nil)")?.message, "bad argument #1 to 'require' (string expected, got nil)")
    }

    func testSymbolicLinksOutOfTheFolderAreRefused() throws {
        let outside = SceneFixture()
        outside.write("secret.lua", "return 'secret'")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.lua"), withDestinationPath: outside.path("secret.lua"))
        XCTAssertEqual(fixture.error("require('link')")?.message, "module 'link' is outside the scene's folder")
    }

    func testAFIFOIsNotReadAsAScene() throws {
        // Opening a FIFO for reading waits for a writer: it must be refused, not waited on.
        let path = fixture.path("pipe.lua")
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        let start = Date()
        let runtime = SceneRuntime(scenePath: path)
        XCTAssertThrowsError(try runtime.load()) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: path, line: 1, message: "cannot read the scene: not a regular file"))
        }
        XCTAssertThrowsError(try fixture.load("require('pipe')"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testRequiredFileMustBeText() throws {
        fixture.write("bin.lua", bytes: [0x72, 0x65, 0x74, 0x0A, 0xFF])
        XCTAssertEqual(try XCTUnwrap(fixture.error("require('bin')")),
                       SceneError(file: fixture.path("bin.lua"), line: 2, message: "scene is not UTF-8 text"))
    }
}
