import Geometry
import Layers
import Raster
import SceneScript
import XCTest

/// Drawing from Lua with UIGraphicsImageRenderer and CGContext: pixels worked out by hand.
final class CGDrawingScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    /// The image the scene leaves in the global `img`, and the runtime.
    private func render(_ source: String, imageScale: Double = 1, file: StaticString = #filePath,
                        line: UInt = #line) throws -> (image: Image, runtime: SceneRuntime) {
        fixture.write("scene.lua", source + "\nview.layer:addSublayer(CALayer{ name = 'img', contents = img })")
        let runtime = SceneRuntime(scenePath: fixture.path("scene.lua"), imageScale: imageScale)
        try runtime.load()
        let image = try XCTUnwrap(runtime.layer(named: "img")?.contents, file: file, line: line)
        return (image, runtime)
    }

    private func pixels(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> PixelBuffer {
        try render(source, file: file, line: line).image.pixels
    }

    private let red = Pixel(r: 255, g: 0, b: 0, a: 255)
    private let clear = Pixel.clear

    private func assertEveryPixel(_ buffer: PixelBuffer, file: StaticString = #filePath, line: UInt = #line,
                                  _ expected: (Int, Int) -> Pixel) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y] != expected(x, y) {
                return XCTFail("pixel (\(x), \(y)) is \(buffer[x, y]), expected \(expected(x, y))", file: file, line: line)
            }
        }
    }

    func testFillARectWithRedGivesExactPixels() throws {
        let (image, _) = try render("""
            local format = UIGraphicsImageRendererFormat()
            format.scale = 1
            local renderer = UIGraphicsImageRenderer{ size = CGSize(10, 10), format = format }
            img = renderer:image(function(rendererContext)
                local ctx = rendererContext.cgContext
                ctx:setFillColor(UIColor.red.cgColor)
                ctx:fill(CGRect(2, 3, 4, 5))
            end)
            """)
        XCTAssertEqual(image.pixels.width, 10)
        XCTAssertEqual(image.pixels.height, 10)
        XCTAssertEqual(image.scale, 1)
        assertEveryPixel(image.pixels) { x, y in (2..<6).contains(x) && (3..<8).contains(y) ? self.red : self.clear }
    }

    func testRendererDrawsAtTheScreenScale() throws {
        // A session whose screen has 2 pixels per point: 5 × 5 points are 10 × 10 pixels.
        let (image, _) = try render("""
            img = UIGraphicsImageRenderer{ size = {5, 5} }:image(function(context)
                UIColor.red:setFill()
                context:fill(CGRect(0, 0, 2, 5))
            end)
            """, imageScale: 2)
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.pixels.width, 10)
        assertEveryPixel(image.pixels) { x, _ in x < 4 ? self.red : self.clear }
    }

    func testClips() throws {
        let toRect = try pixels("""
            img = UIGraphicsImageRenderer{ size = {10, 10} }:image(function(rc)
                local ctx = rc.cgContext
                ctx:clip{to = CGRect(0, 0, 5, 10)}
                ctx:setFillColor{red = 1, green = 0, blue = 0, alpha = 1}
                ctx:fill(CGRect(0, 0, 10, 10))
            end)
            """)
        assertEveryPixel(toRect) { x, _ in x < 5 ? self.red : self.clear }
        // An even-odd clip of a square with a square hole from (2, 2) to (8, 8).
        let evenOdd = try pixels("""
            img = UIGraphicsImageRenderer{ size = {10, 10} }:image(function(rc)
                local ctx = rc.cgContext
                ctx:addRect(CGRect(0, 0, 10, 10))
                ctx:addRect(CGRect(2, 2, 6, 6))
                ctx:clip{using = "evenOdd"}
                ctx:setFillColor("red")
                ctx:fill(CGRect(0, 0, 10, 10))
            end)
            """)
        assertEveryPixel(evenOdd) { x, y in (2..<8).contains(x) && (2..<8).contains(y) ? self.clear : self.red }
        // UIBezierPath:addClip() clips the current context.
        let bezierClip = try pixels("""
            img = UIGraphicsImageRenderer{ size = {10, 10} }:image(function(rc)
                UIBezierPath{ rect = CGRect(0, 5, 10, 5) }:addClip()
                UIColor.red:setFill()
                rc:fill(CGRect(0, 0, 10, 10))
            end)
            """)
        assertEveryPixel(bezierClip) { _, y in y >= 5 ? self.red : self.clear }
    }

    func testBlendModes() throws {
        // Separable modes on opaque colours: multiply yellow (1, 1, 0) by cyan (0, 1, 1) is green,
        // screen yellow with blue (0, 0, 1) is white; destinationOut of an opaque fill clears.
        let buffer = try pixels("""
            img = UIGraphicsImageRenderer{ size = {3, 1} }:image(function(rc)
                local ctx = rc.cgContext
                ctx:setFillColor(UIColor{red = 1, green = 1, blue = 0, alpha = 1})
                ctx:fill(CGRect(0, 0, 3, 1))
                ctx:setBlendMode("multiply")
                ctx:setFillColor(UIColor{red = 0, green = 1, blue = 1, alpha = 1})
                ctx:fill(CGRect(0, 0, 1, 1))
                ctx:setBlendMode{mode = "screen"}
                ctx:setFillColor("blue")
                ctx:fill(CGRect(1, 0, 1, 1))
                ctx:setBlendMode("destinationOut")
                ctx:fill(CGRect(2, 0, 1, 1))
            end)
            """)
        XCTAssertEqual(buffer[0, 0], Pixel(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(buffer[1, 0], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(buffer[2, 0], clear)
    }

    func testBezierPathFillAndStrokeInTheCurrentContext() throws {
        // A 2-wide stroke of the rect (2, 2, 6, 6) covers 1 each side of its edges: x in 1..<3 on
        // the left; fill() leaves the interior; state is restored afterwards (no leaked width).
        let buffer = try pixels("""
            img = UIGraphicsImageRenderer{ size = {10, 10} }:image(function(rc)
                local path = UIBezierPath{ rect = CGRect(2, 2, 6, 6) }
                UIColor.blue:setFill()
                path:fill()
                UIColor.red:setStroke()
                path.lineWidth = 2
                path:stroke()
                print(UIGraphicsGetCurrentContext() == rc.cgContext)
            end)
            """)
        let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        assertEveryPixel(buffer) { x, y in
            let inOuter = (1..<9).contains(x) && (1..<9).contains(y)
            let inInner = (3..<7).contains(x) && (3..<7).contains(y)
            return inInner ? blue : inOuter ? self.red : self.clear
        }
    }

    func testDrawnImagesUprightAndCGImagesUpsideDown() throws {
        // A 4 × 4 image red on top and blue below. UIImage.draw(in:) keeps it upright;
        // CGContext.draw(_:in:) puts its first row at the rect's maxY, upside down in a y-down
        // context, as on iOS.
        let (image, runtime) = try render("""
            local halves = UIGraphicsImageRenderer{ size = {4, 4} }:image(function(rc)
                UIColor.red:setFill(); rc:fill(CGRect(0, 0, 4, 2))
                UIColor.blue:setFill(); rc:fill(CGRect(0, 2, 4, 2))
            end)
            img = UIGraphicsImageRenderer{ size = {8, 4} }:image(function(rc)
                halves:draw(CGRect(0, 0, 4, 4))
                rc.cgContext:draw(halves, CGRect(4, 0, 4, 4))
                halves:draw{at = CGPoint(100, 100)}
            end)
            print(halves.size)
            """)
        let blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        XCTAssertEqual(image.pixels[1, 0], red)
        XCTAssertEqual(image.pixels[1, 3], blue)
        XCTAssertEqual(image.pixels[5, 0], blue)
        XCTAssertEqual(image.pixels[5, 3], red)
        XCTAssertEqual(runtime.log, ["Size(4, 4)"])
    }

    func testContextArcsUseCoreGraphicsClockwise() throws {
        // A pie from 0 to π/2 round (10, 10): with clockwise false (Core Graphics' sense, angles
        // growing) it is the bottom-right quarter on the y-down screen; with true, the other
        // three quarters, as the same code draws in a view on iOS.
        let source = """
            img = UIGraphicsImageRenderer{ size = {20, 20} }:image(function(rc)
                local ctx = rc.cgContext
                ctx:move{to = CGPoint(10, 10)}
                ctx:addArc{center = CGPoint(10, 10), radius = 8, startAngle = 0, endAngle = math.pi / 2, clockwise = CLOCKWISE}
                ctx:closePath()
                ctx:setFillColor(UIColor.red.cgColor)
                ctx:drawPath{using = "fill"}
            end)
            """
        let counter = try pixels(source.replacingOccurrences(of: "CLOCKWISE", with: "false"))
        XCTAssertEqual(counter[13, 13], red)
        XCTAssertEqual(counter[13, 6], clear)
        XCTAssertEqual(counter[6, 6], clear)
        let clockwise = try pixels(source.replacingOccurrences(of: "CLOCKWISE", with: "true"))
        XCTAssertEqual(clockwise[13, 13], clear)
        XCTAssertEqual(clockwise[13, 6], red)
        XCTAssertEqual(clockwise[6, 6], red)
    }

    func testLinearGradientAndItsOptions() throws {
        // Red to blue from x = 4 to x = 8 (centres 4.5 … 7.5): left of the start nothing without
        // drawsBeforeStartLocation, the start colour with it.
        let source = """
            local g = CGGradient{ colorsSpace = nil, colors = {UIColor.red.cgColor, UIColor.blue.cgColor}, locations = {0, 1} }
            img = UIGraphicsImageRenderer{ size = {10, 1} }:image(function(rc)
                rc.cgContext:drawLinearGradient(g, CGPoint(4, 0), CGPoint(8, 0), OPTIONS)
            end)
            """
        let plain = try pixels(source.replacingOccurrences(of: "OPTIONS", with: "{}"))
        XCTAssertEqual(plain[1, 0], clear)
        XCTAssertEqual(plain[9, 0], clear)
        let extended = try pixels(source.replacingOccurrences(of: "OPTIONS",
                                                              with: "{\"drawsBeforeStartLocation\", \"drawsAfterEndLocation\"}"))
        XCTAssertEqual(extended[1, 0], red)
        XCTAssertEqual(extended[9, 0], Pixel(r: 0, g: 0, b: 255, a: 255))
        // Half way (x = 6, the centre of pixel 5.5 … 6.5 is 6): an even mix, within rounding.
        let mid = extended[6, 0]
        XCTAssertEqual(Double(mid.r), 255 * 0.375, accuracy: 2)
        XCTAssertEqual(Double(mid.b), 255 * 0.625, accuracy: 2)
    }

    func testTextDrawsInkInsideItsBoxOnly() throws {
        let (image, runtime) = try render("""
            local attributes = { font = UIFont.systemFont{ofSize = 16}, foregroundColor = UIColor.black }
            local nine = NSString("9")
            print(nine:size{withAttributes = attributes})
            img = UIGraphicsImageRenderer{ size = {60, 40} }:image(function(rc)
                nine:draw{ at = CGPoint(20, 5), withAttributes = attributes }
            end)
            """)
        // A "9" of 16 points fits in 16 × 24 points from where it is drawn.
        let size = try XCTUnwrap(runtime.log.first)
        XCTAssertTrue(size.hasPrefix("Size("), size)
        var inked = 0
        for y in 0..<image.pixels.height {
            for x in 0..<image.pixels.width where image.pixels[x, y].a > 0 {
                inked += 1
                XCTAssertTrue((20..<36).contains(x) && (5..<29).contains(y), "ink at (\(x), \(y))")
                XCTAssertEqual(image.pixels[x, y].r, 0)
            }
        }
        XCTAssertGreaterThan(inked, 20)
    }

    func testTextInARectIsAligned() throws {
        let image = try pixels("""
            local style = NSMutableParagraphStyle{ alignment = "center" }
            img = UIGraphicsImageRenderer{ size = {60, 30} }:image(function(rc)
                NSString("8"):draw(CGRect(0, 0, 60, 30), { font = UIFont.systemFont{ofSize = 16}, paragraphStyle = style })
            end)
            """)
        var xs: [Int] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 0 { xs.append(x) } }
        let minX = try XCTUnwrap(xs.min()), maxX = try XCTUnwrap(xs.max())
        XCTAssertEqual(Double(minX + maxX + 1) / 2, 30, accuracy: 3, "centred on the rect's mid x")
    }

    func testAContextUsedAfterItsDrawingIsAnError() {
        let kept = """
            local saved, savedRenderer
            img = UIGraphicsImageRenderer{ size = {4, 4} }:image(function(rc) saved = rc.cgContext; savedRenderer = rc end)
            print(UIGraphicsGetCurrentContext())
            """
        XCTAssertEqual(try fixture.load(kept).log, ["nil"])
        let error = fixture.error(kept + "\nsaved:fill(CGRect(0, 0, 1, 1))")
        XCTAssertEqual(error?.line, 4)
        XCTAssertEqual(error?.message, "CGContext.fill: a CGContext is only valid inside the drawing that received it")
        let viaRenderer = fixture.error(kept + "\nprint(savedRenderer.cgContext)")
        XCTAssertEqual(viaRenderer?.line, 4)
        XCTAssertEqual(viaRenderer?.message, "CGContext.cgContext: a CGContext is only valid inside the drawing that received it")
    }

    func testNestedRenderersRestoreTheCurrentContext() throws {
        XCTAssertEqual(try fixture.load("""
            UIGraphicsImageRenderer{ size = {2, 2} }:image(function(outer)
                local inner = UIGraphicsImageRenderer{ size = {1, 1} }:image(function(rc)
                    print(UIGraphicsGetCurrentContext() == rc.cgContext, UIGraphicsGetCurrentContext() == outer.cgContext)
                    UIGraphicsPushContext(outer.cgContext)
                end)
                print(UIGraphicsGetCurrentContext() == outer.cgContext)
                UIGraphicsPushContext(outer.cgContext)
                UIGraphicsPopContext()
                print(UIGraphicsGetCurrentContext() == outer.cgContext)
            end)
            print(UIGraphicsGetCurrentContext())
            """).log, ["true\tfalse", "true", "true", "nil"])
    }

    func testDrawingErrorsNameTheFunctionAndListValidValues() {
        let modes = "\"normal\", \"multiply\", \"screen\", \"overlay\", \"darken\", \"lighten\", \"colorDodge\", \"colorBurn\", "
            + "\"softLight\", \"hardLight\", \"difference\", \"exclusion\", \"clear\", \"copy\", \"sourceIn\", \"sourceOut\", "
            + "\"sourceAtop\", \"destinationOver\", \"destinationIn\", \"destinationOut\", \"destinationAtop\", \"xor\", \"plusLighter\""
        let cases: [(String, String)] = [
            ("ctx:setBlendMode('multipy')", "setBlendMode: 'mode' must be one of \(modes) (got \"multipy\"); did you mean 'multiply'?"),
            ("ctx:setBlendMode('hue')", "setBlendMode: the blend mode \"hue\" is not supported; the supported ones are \(modes)"),
            ("ctx:setLineCap(3)", "setLineCap: 'cap' must be one of \"butt\", \"round\", \"square\" (got number)"),
            ("ctx:fillPath{using = 'even'}", "fillPath: 'using' must be one of \"winding\", \"evenOdd\" (got \"even\")"),
            ("ctx:addLine{to = CGPoint(1, 1), too = 1}", "addLine has no argument 'too'; did you mean 'to'?"),
            ("ctx:fill('x')", "fill: 'rect' must be a rect or a list of rects (got string)"),
            ("ctx:drawLinearGradient(1, CGPoint(0, 0), CGPoint(1, 1), {})", "drawLinearGradient: 'gradient' must be a CGGradient (got number)"),
            ("ctx:drawLinearGradient(CGGradient{colors = {'red'}}, CGPoint(0, 0), CGPoint(1, 1), {'drawsAfter'})",
             "drawLinearGradient: 'options' must be a list of \"drawsBeforeStartLocation\" and \"drawsAfterEndLocation\" (got \"drawsAfter\")"),
            ("NSString('a'):draw{at = CGPoint(0, 0), withAttributes = {fnt = UIFont.systemFont{ofSize = 9}}}",
             "draw: the text attribute 'fnt' is not supported; the supported ones are font, foregroundColor, paragraphStyle, backgroundColor; did you mean 'font'?"),
        ]
        for (call, message) in cases {
            let source = "UIGraphicsImageRenderer{ size = {2, 2} }:image(function(rc)\n  local ctx = rc.cgContext\n  \(call)\nend)"
            guard let error = fixture.error(source) else { continue }
            XCTAssertEqual(error.line, 3, call)
            XCTAssertEqual(error.message, message, call)
        }
    }
}
