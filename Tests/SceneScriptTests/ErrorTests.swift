import SceneScript
import XCTest

/// Every way a scene can fail comes back as `file:line: message`, never a crash.
final class ErrorTests: XCTestCase {
    private let fixture = SceneFixture()

    private func assertError(_ source: String, line: Int?, _ message: String, file: StaticString = #filePath, sourceLine: UInt = #line) {
        guard let error = fixture.error(source, file: file, line: sourceLine) else { return }
        XCTAssertEqual(error.file, fixture.path("scene.lua"), file: file, line: sourceLine)
        XCTAssertEqual(error.line, line, file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    }

    func testSyntaxErrorIsRewordedWithoutChunkNoise() {
        assertError("local x = 1\nlocal y = = 2\n", line: 2, "unexpected symbol near '='")
        assertError("if true then\n", line: 2, "'end' expected (to close 'if' at line 1) near <eof>")
    }

    func testRuntimeErrors() {
        assertError("local t = nil\nprint(t.x)", line: 2, "attempt to index a nil value (local 't')")
        assertError("\n\nerror('boom')", line: 3, "boom")
    }

    func testErrorsRaisedWithoutAPositionGetTheirLine() throws {
        assertError("local x = 1\nerror({})", line: 2, "(error object is a table value)")
        assertError("local x = 1\nerror()", line: 2, "(error object is a nil value)")
        assertError("local x = 1\n\nerror('no position', 0)", line: 3, "no position")
        assertError("local x = 1\nerror(setmetatable({}, {__tostring = function() return 'custom' end}))", line: 2, "custom")
        // A chunk from `load` is not a file of the scene: the line is that of the scene's call.
        assertError("local f = load('error(\"inside\")')\n\nf()", line: 3, #"[string "error("inside")"]:1: inside"#)
        // A message that names a line of the scene's files keeps it.
        assertError("local ok, e = pcall(error, 'kept')\nlocal ok2, e2 = pcall(function() error('first') end)\nerror(e2, 0)",
                    line: 2, "first")
        fixture.write("quiet.lua", "local x = 1\nerror('from the module', 0)\n")
        let module = try XCTUnwrap(fixture.error("require('quiet')"))
        XCTAssertEqual(module, SceneError(file: fixture.path("quiet.lua"), line: 2, message: "from the module"))
        // Other error values still reach a script's pcall as they are.
        fixture.write("table-error.lua", "error({code = 7})")
        XCTAssertEqual(try fixture.load("print(select(2, pcall(require, 'table-error')).code)", as: "catch.lua").log, ["7"])
    }

    func testCStackOverflowsGetTheirLine() throws {
        assertError("""
            local mt = {}
            mt.__tostring = function(t) return tostring(setmetatable({}, mt)) end
            local x = 1
            print(tostring(setmetatable({}, mt)))
            """, line: 2, "C stack overflow")
        assertError("local function f(s) return (s:gsub('.', f)) end\nlocal x = 1\nf('abc')", line: 1, "C stack overflow")
        // The parser's line: deep nesting in the source itself.
        assertError("local a = 1\nlocal b = 2\nlocal x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300),
                    line: 3, "C stack overflow")
        assertError("\n\nlocal x = " + String(repeating: "{", count: 300) + String(repeating: "}", count: 300),
                    line: 3, "C stack overflow")
        // Ten to a line: the parser gives up inside the 20th line, at its ~197th level.
        let lines = String(repeating: String(repeating: "(", count: 10) + "\n", count: 30)
        assertError("local x =\n" + lines + "1" + String(repeating: ")", count: 300), line: 21, "C stack overflow")
    }

    func testARequireChainTooDeepStopsInTheModuleThatWentTooFar() throws {
        for i in 1..<400 { fixture.write("m\(i).lua", "local depth = \(i)\nreturn require('m\(i + 1)')\n") }
        fixture.write("m400.lua", "return 400\n")
        let e = try XCTUnwrap(fixture.error("local x = 1\nrequire('m1')"))
        XCTAssertTrue(e.file.hasSuffix(".lua") && e.file.contains("/m"), e.description)
        XCTAssertEqual(e.line, 2, e.description)
        XCTAssertTrue(e.message.hasSuffix("C stack overflow"), e.description)
    }

    func testErrorInsideAConstructorTable() {
        assertError("view.layer:addSublayer(Layer{\n  name = 'x',\n  opacity = nil + 1,\n})", line: 3,
                    "attempt to perform arithmetic on a nil value")
    }

    func testUnknownPropertiesSuggestTheNearestName() {
        assertError("local l = Layer{ frme = {0, 0, 1, 1} }", line: 1, "Layer has no property 'frme'; did you mean 'frame'?")
        assertError("local l = Layer{}\nl.opactiy = 1", line: 2, "Layer has no property 'opactiy'; did you mean 'opacity'?")
        assertError("local v = View{}\nprint(v.backgroundcolour)", line: 2,
                    "View has no property 'backgroundcolour'; did you mean 'backgroundColor'?")
        assertError("local l = ShapeLayer{ strokeColour = 'red' }", line: 1,
                    "ShapeLayer has no property 'strokeColour'; did you mean 'strokeColor'?")
        assertError("scene.sise = {1, 1}", line: 1, "scene has no property 'sise'; did you mean 'size'?")
        assertError("local l = Layer{ zzz = 1 }", line: 1, "Layer has no property 'zzz'")
    }

    func testARunawayNameIsNotComparedAndIsCutInTheMessage() throws {
        // A 10 MB name: "did you mean" is not worked out for it, and the message keeps 2000
        // characters of it.
        let error = try XCTUnwrap(fixture.error("local l = Layer{}\nl[string.rep('a', 10000000)] = 1"))
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.hasPrefix("Layer has no property 'aaaa"), error.message)
        let whole = "Layer has no property '".count + 10_000_000 + "'".count
        XCTAssertTrue(error.message.hasSuffix("… (\(whole - 2000) more characters)"), String(error.message.suffix(60)))
        XCTAssertEqual(error.message.count, 2000 + "… (\(whole - 2000) more characters)".count)
    }

    func testWrongTypes() {
        assertError("local l = Layer{ opacity = 'x' }", line: 1, "'opacity' must be a number (got string)")
        assertError("local l = Layer{}\nl.frame = 5", line: 2, "'frame' must be a rect (got number)")
        assertError("local l = Layer{ isHidden = 1 }", line: 1, "'isHidden' must be a boolean (got number)")
        assertError("local l = Layer{ position = {1} }", line: 1, "'position' must be a point (got table)")
        assertError("local l = Layer{ transform = Point(1, 2) }", line: 1, "'transform' must be a transform (got Point)")
        assertError("local l = Layer{ opacity = 0 / 0 }", line: 1, "'opacity' must be a number (got nan)")
        assertError("local l = Layer{ isHidden = math.huge }", line: 1, "'isHidden' must be a boolean (got inf)")
        assertError("local l = Layer{ transform = CATransform3DMakeScale(1, 1e308 * 10, 1) }", line: 1,
                    "CATransform3DMakeScale: 'sy' must be a finite number (got inf)")
        assertError("local l = Layer{ transform = CATransform3DMakeScale(1, '2', 1) }", line: 1,
                    "CATransform3DMakeScale: 'sy' must be a finite number (got string)")
        assertError("local l = Layer{}\nl.frame.size.width = -1 / 0", line: 2, "'width' must be a finite number (got -inf)")
        let huge = "CATransform3DMakeScale(1e300, 1, 1)"
        assertError("local l = Layer{ transform = CATransform3DConcat(\(huge), \(huge)) }", line: 1,
                    "'transform' must be a transform with finite entries (got one with an infinite or NaN entry)")
        // Values of the right type that the property still refuses, and properties that can only be read.
        assertError("local v = UIView()\nv.tag = 6.97", line: 2, "'tag' must be a whole number")
        assertError("local b = UIButton()\nb.isTracking = true", line: 2, "'isTracking' is read-only")
        assertError("local b = UIButton()\nb.isTouchInside = 5", line: 2, "'isTouchInside' is read-only")
        assertError("local l = Layer{ 1, 2 }", line: 1, "Layer{...} takes property names as keys (found a number key)")
    }

    func testUnknownEnumerationListsTheValidNames() {
        assertError("local s = ShapeLayer{ fillRule = 'evenodd' }", line: 1,
                    "'evenodd' is not a valid fillRule; use one of \"nonZero\", \"evenOdd\"")
    }

    func testUnknownColour() {
        assertError("local l = Layer{ backgroundColor = 'purpel' }", line: 1,
                    "'purpel' is not a colour name or \"#rrggbb\"; did you mean 'purple'?")
        assertError("local l = Layer{ backgroundColor = '#12345' }", line: 1,
                    "'#12345' is not a colour; hex colours are \"#rgb\", \"#rgba\", \"#rrggbb\" or \"#rrggbbaa\"")
    }

    func testMissingAndBrokenAssets() throws {
        fixture.copyAssets()
        assertError("local a = 1\nlocal i = Image('nope.png')", line: 2, "cannot find image 'nope.png' in Assets/")
        let broken = try XCTUnwrap(fixture.error("local i = Image('broken.png')"))
        XCTAssertEqual(broken.line, 1)
        XCTAssertTrue(broken.message.hasPrefix("cannot load image '\(fixture.path("Assets/broken.png"))'"), broken.message)
    }

    func testNonUTF8AndBinaryFiles() throws {
        fixture.write("bad.lua", bytes: Array("print(1)\n-- caf".utf8) + [0xE9] + Array(" au lait\n".utf8))
        XCTAssertThrowsError(try SceneRuntime(scenePath: fixture.path("bad.lua")).load()) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: fixture.path("bad.lua"), line: 2, message: "scene is not UTF-8 text"))
        }
        fixture.write("nul.lua", bytes: [0x00, 0xFF, 0x10])
        XCTAssertThrowsError(try SceneRuntime(scenePath: fixture.path("nul.lua")).load()) { error in
            XCTAssertEqual((error as? SceneError)?.description, "\(fixture.path("nul.lua")):1: scene is not UTF-8 text")
        }
        // A precompiled chunk (string.dump's output starts with ESC "Lua").
        fixture.write("chunk.lua", bytes: [0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00, 0x19, 0x93])
        XCTAssertThrowsError(try SceneRuntime(scenePath: fixture.path("chunk.lua")).load()) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: fixture.path("chunk.lua"), line: 1,
                                                            message: "precompiled Lua chunks are not accepted; a scene must be Lua source text"))
        }
    }

    func testMissingSceneFile() {
        XCTAssertThrowsError(try SceneRuntime(scenePath: fixture.path("absent.lua")).load()) { error in
            XCTAssertEqual(error as? SceneError, SceneError(file: fixture.path("absent.lua"), message: "cannot read the scene: no such file"))
        }
    }

    func testByteOrderMarkAndShebangAreAccepted() throws {
        fixture.write("bom.lua", bytes: [0xEF, 0xBB, 0xBF] + Array("print('bom')".utf8))
        let bom = SceneRuntime(scenePath: fixture.path("bom.lua"))
        try bom.load()
        XCTAssertEqual(bom.log, ["bom"])
        let shebang = try XCTUnwrap(fixture.error("#!/usr/bin/env kinema\nprint('ok')\nerror('line 3')"))
        XCTAssertEqual(shebang.line, 3)
    }

    func testErrorsInRequiredFilesNameThatFile() throws {
        fixture.write("broken.lua", "local x = 1\nerror('broken module')\n")
        fixture.write("syntax.lua", "return {\n  a = 1\n  b = 2\n}\n")
        fixture.write("later.lua", "local M = {}\nfunction M.fail()\n  local t = nil\n  return t.field\nend\nreturn M\n")
        let broken = try XCTUnwrap(fixture.error("require('broken')"))
        XCTAssertEqual(broken, SceneError(file: fixture.path("broken.lua"), line: 2, message: "broken module"))
        let syntax = try XCTUnwrap(fixture.error("require('syntax')"))
        XCTAssertEqual(syntax, SceneError(file: fixture.path("syntax.lua"), line: 3, message: "'}' expected (to close '{' at line 1) near 'b'"))
        let later = try XCTUnwrap(fixture.error("local m = require('later')\nm.fail()"))
        XCTAssertEqual(later, SceneError(file: fixture.path("later.lua"), line: 4, message: "attempt to index a nil value (local 't')"))
    }

    func testErrorsKeepFullLongPaths() throws {
        // Lua shortens chunk names to 60 bytes; messages must still name the whole path.
        let long = String(repeating: "a-rather-long-folder-name/", count: 4) + "scene.lua"
        let error = try XCTUnwrap(fixture.error("\nerror('deep')", as: long))
        XCTAssertEqual(error, SceneError(file: fixture.path(long), line: 2, message: "deep"))
    }

    func testDescriptionFormats() {
        XCTAssertEqual(SceneError(file: "Scenes/x.lua", line: 12, message: "boom").description, "Scenes/x.lua:12: boom")
        XCTAssertEqual(SceneError(file: "Scenes/x.lua", message: "boom").description, "Scenes/x.lua: boom")
    }

    /// An Apple name a scene lacks says how a scene writes it, or that it is not in the API
    /// with the nearest name that is; other undefined names stay nil, as in Lua.
    func testMissingAppleNamesSayHowAScenesWritesThem() {
        assertError("local f = kCAFillModeForwards", line: 1, "'kCAFillModeForwards' is written \"forwards\" in a scene")
        assertError("\nlocal r = CGRectZero", line: 2, "'CGRectZero' is written CGRect.zero in a scene")
        assertError("local e = kCALayerLeftEdge", line: 1, "'kCALayerLeftEdge' is written \"layerLeftEdge\", in a list of names "
                    + "(edgeAntialiasingMask = {\"layerLeftEdge\", \"layerRightEdge\"}) in a scene")
        assertError("local a = CABasicAnimaton{}", line: 1,
                    "'CABasicAnimaton' is not part of Kinema's scene API (the README lists what is); did you mean 'CABasicAnimation'?")
        XCTAssertNoThrow(try fixture.load("local x = someUndefinedName or 3\nassert(x == 3)"))
    }

    func testConstructorArgumentsSuggestTheNearestLabel() {
        assertError("local c = Color{red = 1, green = 0, blue = 0, alfa = 1}", line: 1,
                    "Color has no argument 'alfa'; did you mean 'alpha'?")
    }
}
