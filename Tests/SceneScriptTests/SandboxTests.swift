import SceneScript
import XCTest

/// Scenes see only the safe parts of Lua: no files, no processes, no binary chunks.
final class SandboxTests: XCTestCase {
    private let fixture = SceneFixture()

    func testDangerousFunctionsAreAbsent() throws {
        let runtime = try fixture.load("""
            print(os, io, debug, package, dofile, loadfile, collectgarbage, string.dump)
            print(type(string.format), type(table.concat), type(math.floor), type(utf8.char), type(coroutine.wrap))
            """)
        XCTAssertEqual(runtime.log, ["nil\tnil\tnil\tnil\tnil\tnil\tnil\tnil", "function\tfunction\tfunction\tfunction\tfunction"])
        XCTAssertEqual(fixture.error("\nos.execute('ls')")?.message, "attempt to index a nil value (global 'os')")
        XCTAssertEqual(fixture.error("io.open('/etc/passwd')")?.message, "attempt to index a nil value (global 'io')")
        XCTAssertEqual(fixture.error("loadfile('/etc/passwd')")?.message, "attempt to call a nil value (global 'loadfile')")
    }

    func testLoadAcceptsTextOnly() throws {
        let runtime = try fixture.load("""
            print(load('return 1 + 2')())
            print(load('\\27Lua'))
            print(load(function() return nil end) ~= nil)
            local env = {x = 5}
            print(load('return x', 'chunk', 't', env)())
            """)
        XCTAssertEqual(runtime.log, ["3", "nil\tattempt to load a binary chunk (mode is 't')", "true", "5"])
    }

    func testFinalizersAreRefused() {
        XCTAssertEqual(fixture.error("setmetatable({}, {__gc = function() end})")?.message,
                       "__gc metamethods are not available in scenes")
        XCTAssertNoThrow(try fixture.load("setmetatable({}, {__index = {}})", as: "plain.lua"))
    }

    func testRandomNumbersRepeat() throws {
        let first = try fixture.load("print(math.random(1, 1000000), math.random())").log
        let second = try fixture.load("print(math.random(1, 1000000), math.random())", as: "again.lua").log
        XCTAssertEqual(first, second)
    }

    func testMetatablesOfKinemaValuesAreLocked() throws {
        let runtime = try fixture.load("print(getmetatable(Point(1, 2)), getmetatable(view))")
        XCTAssertEqual(runtime.log, ["Point\tView"])
    }

    func testPrintGoesToTheLog() throws {
        var printed: [String] = []
        fixture.write("p.lua", "print('a', 1, 2.5, nil, true)\nprint()\nprint(Rect(0, 0, 1, 2), Layer{ name = 'n' })")
        let runtime = SceneRuntime(scenePath: fixture.path("p.lua"))
        runtime.onPrint = { printed.append($0) }
        try runtime.load()
        XCTAssertEqual(runtime.log, ["a\t1\t2.5\tnil\ttrue", "", "Rect(0, 0, 1, 2)\tLayer 'n'"])
        XCTAssertEqual(printed, runtime.log)
    }
}
