import Foundation
import SceneScript
import XCTest

/// Scripts that never stop or never stop allocating end with a clear message at their line.
final class LimitTests: XCTestCase {
    private let fixture = SceneFixture()

    private func timed(_ body: () -> SceneError?) -> (SceneError?, TimeInterval) {
        let start = Date()
        let error = body()
        return (error, Date().timeIntervalSince(start))
    }

    func testEndlessLoopStopsAtItsLine() throws {
        let (error, seconds) = timed { fixture.error("local n = 0\nwhile true do end\n") }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.message, "script ran too long (instruction budget of 200000000 exceeded)")
        XCTAssertLessThan(seconds, 5, "the default budget should run out within a couple of seconds")
    }

    func testBudgetIsSettableAndCannotBeCaught() throws {
        let limits = ScriptLimits(instructionBudget: 100_000)
        let source = """
            local caught = 0
            while true do
              local ok = pcall(function() while true do end end)
              caught = caught + 1
            end
            """
        let e = try XCTUnwrap(fixture.error(source, limits: limits))
        XCTAssertEqual(e.message, "script ran too long (instruction budget of 100000 exceeded)")
        XCTAssertEqual(e.line, 3)
    }

    func testEndlessLoopInACoroutineStops() throws {
        let limits = ScriptLimits(instructionBudget: 100_000)
        let e = try XCTUnwrap(fixture.error("local co = coroutine.wrap(function()\n  while true do end\nend)\nco()", limits: limits))
        XCTAssertEqual(e.message, "script ran too long (instruction budget of 100000 exceeded)")
        XCTAssertEqual(e.line, 2)
    }

    func testEndlessRecursionIsAStackOverflow() throws {
        let e = try XCTUnwrap(fixture.error("local function f() return 1 + f() end\nf()"))
        XCTAssertEqual(e.line, 1)
        XCTAssertTrue(e.message.hasPrefix("stack overflow"), e.message)
    }

    func testUnboundedAllocationStopsAtItsLine() throws {
        let limits = ScriptLimits(memoryCap: 16 << 20)
        let (error, seconds) = timed {
            fixture.error("local t = {}\nwhile true do t[#t + 1] = string.rep('x', 1000) end\n", limits: limits)
        }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.message, "not enough memory (the scene's memory cap of 16 MiB was exceeded)")
        XCTAssertLessThan(seconds, 5)
    }

    func testDefaultMemoryCap() throws {
        let (error, seconds) = timed {
            fixture.error("local t = {}\nwhile true do t[#t + 1] = string.rep('x', 1000) .. #t end\n")
        }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.message, "not enough memory (the scene's memory cap of 256 MiB was exceeded)")
        XCTAssertLessThan(seconds, 10)
    }

    func testOneHugeAllocationFailsAtItsLine() throws {
        let limits = ScriptLimits(memoryCap: 16 << 20)
        let e = try XCTUnwrap(fixture.error("local n = 1 << 30\nlocal s = string.rep('x', n)", limits: limits))
        XCTAssertEqual(e, SceneError(file: fixture.path("scene.lua"), line: 2,
                                     message: "not enough memory (an allocation would take the scene past its memory cap of 16 MiB)"))
        // In a coroutine run by `coroutine.wrap`, at the line inside it.
        let source = "local co = coroutine.wrap(function()\n  return string.rep('x', 1 << 30)\nend)\nco()"
        let inCoroutine = try XCTUnwrap(fixture.error(source, as: "co.lua", limits: limits))
        XCTAssertEqual(inCoroutine, SceneError(file: fixture.path("co.lua"), line: 2,
                                               message: "not enough memory (an allocation would take the scene past its memory cap of 16 MiB)"))
        // Through `coroutine.resume` the script gets the error to handle, as in Lua; raised
        // again, it is placed where it is raised.
        let resumed = "local co = coroutine.create(function()\n  return string.rep('x', 1 << 30)\nend)\nlocal ok, e = coroutine.resume(co)\nerror(e)"
        XCTAssertEqual(try XCTUnwrap(fixture.error(resumed, as: "resumed.lua", limits: limits)).line, 5)
    }

    func testStringsTheEngineKeepsCountAgainstTheCap() throws {
        let limits = ScriptLimits(memoryCap: 16 << 20)
        // Each holds one string of 1 MiB that Lua holds only once.
        let holders = [
            "view.layer:addSublayer(TextLayer{ string = text })", "view.layer:addSublayer(Layer{ name = text })",
            "view:addSubview(Label{ text = text })", "view:addSubview(Button{ title = text })",
            "local b = Button{}; view:addSubview(b); b:setTitle(text)",
        ]
        for holder in holders {
            let source = "local text = string.rep('x', 1 << 20)\nfor i = 1, 60 do\n  \(holder)\nend\n"
            let (error, seconds) = timed { fixture.error(source, limits: limits) }
            let e = try XCTUnwrap(error, holder)
            XCTAssertEqual(e.line, 3, holder)
            XCTAssertEqual(e.message, "not enough memory (the scene's memory cap of 16 MiB was exceeded)", holder)
            XCTAssertLessThan(seconds, 2, holder)
        }
    }

    func testStringsStopCountingWhenTheirHolderGoesOrLetsGo() throws {
        let limits = ScriptLimits(memoryCap: 16 << 20)
        let runtime = try fixture.load("""
            local text = string.rep('x', 1000000)
            local kept = TextLayer{}
            view.layer:addSublayer(kept)
            for i = 1, 60 do
              kept.string = text .. i
              local dropped = TextLayer{ string = text }
            end
            print(#kept.string)
            """, limits: limits)
        XCTAssertEqual(runtime.log, ["1000002"])
    }

    func testOverlongStringsAreRefused() throws {
        let limits = ScriptLimits(longestKeptString: 1000)
        let e = try XCTUnwrap(fixture.error("local t = TextLayer{}\nt.string = string.rep('x', 1001)", limits: limits))
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.message, "'string' is 1001 bytes long; the engine keeps at most 1000 bytes of text in one property")
        let title = try XCTUnwrap(fixture.error("local b = Button{}\n\nb:setTitle(string.rep('x', 1001))", limits: limits))
        XCTAssertEqual(title.line, 3)
        XCTAssertNoThrow(try fixture.load("TextLayer{ string = string.rep('x', 1000) }", as: "fits.lua", limits: limits))
    }

    /// Names the engine keeps outside the memory cap are kept short: forty animations under
    /// keys of 100 MB each took the process to 4.4 GB.
    func testKeysKeyPathsAndFontNamesAreAtMost1024Bytes() throws {
        let long = "string.rep('k', 1025)"
        let cases: [(String, String)] = [
            ("local l = Layer{}\nl:add(CABasicAnimation('opacity'), \(long))", "add: the key is 1025 bytes long"),
            ("local a = CABasicAnimation()\na.keyPath = \(long)", "'keyPath' is 1025 bytes long"),
            ("local x = 1\nlocal a = CABasicAnimation(\(long))", "'keyPath' is 1025 bytes long"),
            ("local x = 1\nlocal f = UIFont{ name = \(long), size = 12 }", "UIFont: 'name' is 1025 bytes long"),
            ("local t = CATextLayer()\nt.font = \(long)", "'font' is 1025 bytes long"),
        ]
        for (source, start) in cases {
            let e = try XCTUnwrap(fixture.error(source))
            XCTAssertEqual(e.line, 2, source)
            XCTAssertEqual(e.message, start + "; keys, key paths and font names are at most 1024 bytes", source)
        }
        XCTAssertEqual(fixture.error("local l = Layer{}\nl:add(CABasicAnimation('opacity'), string.rep('k', 1024))\nerror('loaded')")?
            .message, "loaded", "1024 bytes are still a key")
    }

    func testTheLogKeepsABoundedAmount() throws {
        var printed: [String] = []
        fixture.write("p.lua", "for i = 1, 10 do print(string.rep(i % 10, 29)) end")
        let runtime = SceneRuntime(scenePath: fixture.path("p.lua"), limits: ScriptLimits(keptLogBytes: 100))
        runtime.onPrint = { printed.append($0) }
        try runtime.load()
        // Three lines of 29 bytes and their ends take 90 bytes; 9 of the fourth fit.
        XCTAssertEqual(runtime.log, [
            String(repeating: "1", count: 29), String(repeating: "2", count: 29), String(repeating: "3", count: 29),
            String(repeating: "4", count: 9),
            "[the log keeps the first 100 bytes the scene prints; the rest went to the console only]",
        ])
        XCTAssertEqual(printed, (1...10).map { String(repeating: String($0 % 10), count: 29) })
    }

    func testBacktrackingPatternsStopAtTheirLine() throws {
        // Each of these wants about 10^25 steps of Lua's own matcher; a step bound ends it.
        let calls = [
            "string.find(s, '.-.-.-.-.-.-b')", "string.match(s, '.-.-.-.-.-.-b')",
            "for _ in string.gmatch(s, '.-.-.-.-.-.-b') do end", "string.gsub(s, '.-.-.-.-.-.-b', 'x')",
            "s:find('.-.-.-.-.-.-b')", "s:gsub('(.-)%1%1%1%1b', '%1')", "local t = ('x'):rep(1e5):match('(.-)(.-)(.-)(.-)(.-)(.-)y')",
        ]
        for call in calls {
            let (error, seconds) = timed { fixture.error("local s = string.rep('a', 1e5)\n\(call)\n") }
            let e = try XCTUnwrap(error, call)
            XCTAssertEqual(e.line, 2, call)
            // 10 million steps, and 64 for each of the subject's 100 000 bytes.
            XCTAssertEqual(e.message, "pattern matching took too long (more than 16400000 steps)", call)
            XCTAssertLessThan(seconds, 2, call)
        }
    }

    func testPatternStepsCountAgainstTheBudget() throws {
        // Each call stays under its own step bound; together they run out the budget.
        let limits = ScriptLimits(instructionBudget: 30_000_000)
        let source = """
            local s = string.rep('a', 1000)
            for i = 1, 1000 do
              local found = s:find(".-b")
            end
            """
        let (error, seconds) = timed { fixture.error(source, limits: limits) }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.line, 3)
        XCTAssertEqual(e.message, "script ran too long (instruction budget of 30000000 exceeded)")
        XCTAssertLessThan(seconds, 2)
    }

    func testOrdinaryPatternMatchingOnLongTextFits() throws {
        let runtime = try fixture.load("""
            local text = string.rep('width = 12; height = 34; ', 40000)
            local n, total = 0, 0
            for key, value in text:gmatch('(%w+)%s*=%s*(%d+)') do n = n + 1; total = total + tonumber(value) end
            local replaced, count = text:gsub('(%w+) = (%d+)', '%2=%1')
            print(n, total, count, #replaced, (text:find('height', 1, true)), text:match('^(%a+)'))
            """)
        XCTAssertEqual(runtime.log, ["80000\t1840000\t80000\t840000\t13\twidth"])
    }

    func testAnXpcallHandlerThatLoopsEndsWithTheBudget() throws {
        let limits = ScriptLimits(instructionBudget: 1_000_000)
        let source = """
            local ok, message = xpcall(function() error('x') end,
              function() while true do end end)
            print('not reached', ok, message)
            """
        let (error, seconds) = timed { fixture.error(source, limits: limits) }
        let e = try XCTUnwrap(error)
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.message, "script ran too long (instruction budget of 1000000 exceeded)")
        XCTAssertLessThan(seconds, 2)
    }

    func testXpcallStillHandlesErrorsAndYields() throws {
        let runtime = try fixture.load("""
            print(xpcall(function(a, b) return a + b end, print, 1, 2))
            print(xpcall(function() error({code = 7}) end, function(e) return 'handled ' .. e.code end))
            print(pcall(xpcall, print))
            local co = coroutine.wrap(function()
              return xpcall(function() coroutine.yield('paused'); return 'resumed' end, print)
            end)
            print(co())
            print(co())
            """)
        XCTAssertEqual(runtime.log, [
            "true\t3", "false\thandled 7", "false\tbad argument #2 to 'xpcall' (function expected, got no value)",
            "paused", "true\tresumed",
        ])
    }

    func testCloseHandlersOfAStoppedCoroutineDoNotRun() throws {
        // Lua would run them with the budget's hook off, so one that loops would never stop.
        let limits = ScriptLimits(instructionBudget: 1_000_000)
        let body = """
            local co = coroutine.%@(function()
              local x <close> = setmetatable({}, {__close = function() while true do end end})
              while true do end
            end)
            """
        let wrapped = body.replacingOccurrences(of: "%@", with: "wrap") + "\nco()\n"
        let closed = body.replacingOccurrences(of: "%@", with: "create") + "\nprint(coroutine.resume(co))\nprint(coroutine.close(co))\n"
        for source in [wrapped, closed] {
            let (error, seconds) = timed { fixture.error(source, limits: limits) }
            let e = try XCTUnwrap(error, source)
            XCTAssertEqual(e.line, 3, source)
            XCTAssertEqual(e.message, "script ran too long (instruction budget of 1000000 exceeded)", source)
            XCTAssertLessThan(seconds, 2, source)
        }
    }

    func testCoroutinesStillCloseAndReportAsLuasDo() throws {
        let runtime = try fixture.load("""
            local co = coroutine.wrap(function(a) local b = coroutine.yield(a + 1); return b * 2 end)
            print(co(1), co(5))
            print(pcall(co))
            local failing = coroutine.wrap(function()
              local x <close> = setmetatable({}, {__close = function() print('closed') end})
              error('inner')
            end)
            print(pcall(failing))
            print(pcall(failing))
            print(pcall(coroutine.wrap))
            local suspended = coroutine.create(function() coroutine.yield() end)
            coroutine.resume(suspended)
            print(coroutine.close(suspended), coroutine.status(suspended))
            """)
        // As Lua's own: called through pcall, there is no caller's position to add.
        XCTAssertEqual(runtime.log.count, 7)
        XCTAssertEqual(runtime.log.prefix(3), ["2\t10", "false\tcannot resume dead coroutine", "closed"])
        XCTAssertTrue(runtime.log[3].hasPrefix("false\t") && runtime.log[3].hasSuffix("scene.lua:6: inner"), runtime.log[3])
        XCTAssertEqual(runtime.log.suffix(3), [
            "false\tcannot resume dead coroutine", "false\tbad argument #1 to 'coroutine.wrap' (function expected, got no value)",
            "true\tdead",
        ])
    }

    func testMemoryErrorsCanBeCaughtOnlyBeforeTheCap() throws {
        // A refused giant allocation is an ordinary error a script may catch…
        let limits = ScriptLimits(memoryCap: 16 << 20)
        let runtime = try fixture.load("print(pcall(string.rep, 'x', 1 << 30))", limits: limits)
        XCTAssertEqual(runtime.log.count, 1)
        XCTAssertTrue(runtime.log[0].hasPrefix("false\tnot enough memory"), runtime.log[0])
    }
}
