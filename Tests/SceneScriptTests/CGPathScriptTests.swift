import Foundation
import Geometry
import Layers
import SceneScript
import XCTest

/// Core Graphics' paths from Lua: CGMutablePath and CGPath with Swift's labels, the C
/// functions, and UIBezierPath as an object; expected values worked out by hand.
final class CGPathScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    private func log(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try fixture.load(source).log
    }

    /// The path the scene leaves in the shape layer named `name`.
    private func shapePath(_ runtime: SceneRuntime, _ name: String = "s", file: StaticString = #filePath,
                           line: UInt = #line) throws -> Path {
        let shape = try XCTUnwrap(runtime.layer(named: name) as? ShapeLayer, file: file, line: line)
        return try XCTUnwrap(shape.path, file: file, line: line)
    }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func testPathsBuiltAPointAtATimeKeepEveryPoint() throws {
        // Each edit changes the path in place: 100,000 points each way (the edits copied the
        // whole path every time, which took 8 to 16 s and gigabytes; this is a hang guard).
        let start = Date()
        XCTAssertEqual(try log("""
            local p = Path()
            local c = CGMutablePath()
            local b = UIBezierPath()
            p:moveTo(0, 0); c:move{to = {0, 0}}; b:move{to = {0, 0}}
            for i = 1, 100000 do
              p:lineTo(i, i % 7)
              c:addLine{to = {i, i % 7}}
              b:addLine{to = {i, i % 7}}
            end
            print(p.currentPoint, c.currentPoint, b.currentPoint, p.bounds.width, c.boundingBox.width, b.bounds.width)
            -- A refused edit leaves the path as it was.
            local ok = pcall(function() b:addLine{to = {1, 2}, extra = 1} end)
            print(ok, b.currentPoint, #tostring(b) > 0)
            """), ["Point(100000, 5)\tPoint(100000, 5)\tPoint(100000, 5)\t100000\t100000\t100000",
                    "false\tPoint(100000, 5)\ttrue"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testBoundingBoxesOfACubic() throws {
        // x(t) = 30t, y(t) = 90t(1 − t): the curve peaks at t = ½, y = 22.5, while its control
        // points reach y = 30.
        XCTAssertEqual(try log("""
            local p = CGMutablePath()
            p:move{to = CGPoint(0, 0)}
            p:addCurve{to = CGPoint(30, 0), control1 = CGPoint(10, 30), control2 = CGPoint(20, 30)}
            print(p.boundingBox, p.boundingBoxOfPath, p.currentPoint, p.isEmpty)
            local c = p.cgPath
            print(c.boundingBox, c.boundingBoxOfPath)
            local e = CGMutablePath()
            print(e.isEmpty, e.currentPoint, e.boundingBoxOfPath.isEmpty)
            """), ["Rect(0, 0, 30, 30)\tRect(0, 0, 30, 22.5)\tPoint(30, 0)\tfalse",
                   "Rect(0, 0, 30, 30)\tRect(0, 0, 30, 22.5)",
                   "true\tPoint(0, 0)\ttrue"])
    }

    func testContainsOnARingWindingAndEvenOdd() throws {
        // Two circles the same way round: the hole winds twice, so only even-odd leaves it out.
        XCTAssertEqual(try log("""
            local ring = CGMutablePath()
            ring:addEllipse(CGRect(0, 0, 100, 100))
            ring:addEllipse{["in"] = CGRect(25, 25, 50, 50)}
            print(ring:contains(CGPoint(50, 50)), ring:contains{point = CGPoint(50, 50), using = "evenOdd"})
            print(ring:contains(CGPoint(10, 50), "evenOdd"), ring:contains(CGPoint(95, 95)))
            -- the transform maps the point first: (-50, 0) + (100, 50) is the centre
            print(ring:contains(CGPoint(-50, 0), "winding", CGAffineTransform{translationX = 100, y = 50}))
            local b = UIBezierPath{cgPath = ring}
            b.usesEvenOddFillRule = true
            print(b:contains(CGPoint(50, 50)), b:contains(CGPoint(10, 50)))
            """), ["true\tfalse", "true\tfalse", "true", "false\ttrue"])
    }

    func testStrokedOutlineBounds() throws {
        // A 4-wide stroke of (0, 10)–(20, 10): butt caps end at the ends, square ones 2 past.
        // The miter of a right-angle corner of a 2-wide stroke sits 1 out on both axes.
        XCTAssertEqual(try log("""
            local line = CGMutablePath()
            line:move(CGPoint(0, 10)); line:addLine(CGPoint(20, 10))
            print(line:copy{strokingWithWidth = 4, lineCap = "butt", lineJoin = "miter", miterLimit = 10}.boundingBoxOfPath)
            print(line:copy{strokingWithWidth = 4, lineCap = "square", lineJoin = "miter", miterLimit = 10}.boundingBoxOfPath)
            local corner = CGMutablePath()
            corner:addLines{between = {CGPoint(0, 0), CGPoint(10, 0), CGPoint(10, 10)}}
            print(corner:copy(2, "butt", "miter", 10).boundingBoxOfPath)
            print(corner:copy{using = CGAffineTransform{scaleX = 2, y = 3}}.boundingBox)
            """), ["Rect(0, 8, 20, 4)", "Rect(-2, 8, 24, 4)", "Rect(0, -1, 11, 11)", "Rect(0, 0, 20, 30)"])
    }

    func testDashedCopy() throws {
        // A 10-long line in 3-on 2-off dashes: [0, 3] and [5, 8]; from phase 1: [0, 2], [4, 7], [9, 10].
        let runtime = try fixture.load("""
            local line = CGMutablePath()
            line:move(CGPoint(0, 0)); line:addLine(CGPoint(10, 0))
            view.layer:addSublayer(CAShapeLayer{ name = "a", path = line:copy{dashingWithPhase = 0, lengths = {3, 2}} })
            view.layer:addSublayer(CAShapeLayer{ name = "b", path = line:copy{dashingWithPhase = 1, lengths = {3, 2}} })
            """)
        let a = try shapePath(runtime, "a"), b = try shapePath(runtime, "b")
        XCTAssertEqual(a.length, 6, accuracy: 1e-9)
        XCTAssertEqual(b.length, 6, accuracy: 1e-9)
        XCTAssertEqual(a.elements, [.move(p(0, 0)), .line(p(3, 0)), .move(p(5, 0)), .line(p(8, 0))])
        XCTAssertEqual(b.elements.filter { if case .move = $0 { return true } else { return false } }.count, 3)
    }

    func testCFunctionsBuildWhatTheMethodsBuild() throws {
        let runtime = try fixture.load("""
            local c = CGPathCreateMutable()
            CGPathMoveToPoint(c, nil, 10, 10)
            CGPathAddLineToPoint(c, nil, 50, 10)
            CGPathAddQuadCurveToPoint(c, nil, 60, 20, 50, 30)
            CGPathAddCurveToPoint(c, nil, 40, 40, 20, 40, 10, 30)
            CGPathAddArc(c, nil, 10, 20, 10, math.pi / 2, math.pi, true)
            CGPathCloseSubpath(c)
            CGPathAddRect(c, nil, CGRect(0, 50, 10, 10))
            CGPathAddEllipseInRect(c, nil, CGRect(20, 50, 10, 10))
            CGPathMoveToPoint(c, CGAffineTransform{translationX = 5, y = 0}, 1, 1)

            local m = CGMutablePath()
            m:move{to = CGPoint(10, 10)}
            m:addLine{to = CGPoint(50, 10)}
            m:addQuadCurve{to = CGPoint(50, 30), control = CGPoint(60, 20)}
            m:addCurve{to = CGPoint(10, 30), control1 = CGPoint(40, 40), control2 = CGPoint(20, 40)}
            m:addArc{center = CGPoint(10, 20), radius = 10, startAngle = math.pi / 2, endAngle = math.pi, clockwise = true}
            m:closeSubpath()
            m:addRect(CGRect(0, 50, 10, 10))
            m:addEllipse{["in"] = CGRect(20, 50, 10, 10)}
            m:move{to = CGPoint(1, 1), transform = CGAffineTransform{translationX = 5, y = 0}}
            view.layer:addSublayer(CAShapeLayer{ name = "c", path = c })
            view.layer:addSublayer(CAShapeLayer{ name = "m", path = m })
            print(CGPathGetCurrentPoint(c), CGPathIsEmpty(c))
            """)
        let c = try shapePath(runtime, "c"), m = try shapePath(runtime, "m")
        XCTAssertEqual(c, m)
        // Core Graphics' clockwise from π/2 to π in a y-down space runs with decreasing angles:
        // from the bottom (10, 30), where the curve ended (so no line), through the right
        // (20, 20) and the top (10, 10) to the left (0, 20): three quarter-circle cubics.
        let arcEnds = c.elements[4..<7].map { element -> Point? in
            if case .cubic(_, _, let end) = element { return end } else { return nil }
        }
        XCTAssertEqual(arcEnds.count, 3)
        for (end, expected) in zip(arcEnds, [p(20, 20), p(10, 10), p(0, 20)]) {
            XCTAssertEqual(end?.x ?? .nan, expected.x, accuracy: 1e-9)
            XCTAssertEqual(end?.y ?? .nan, expected.y, accuracy: 1e-9)
        }
        XCTAssertEqual(c.elements[7], .close)
        XCTAssertEqual(c.elements.last, .move(p(6, 1)))
        XCTAssertEqual(runtime.log, ["Point(6, 1)\tfalse"])
    }

    func testClockwiseOfCGPathIsTheOppositeOfUIBezierPath() throws {
        // The same Swift line on iOS: UIBezierPath's clockwise is on screen (increasing angles,
        // through the bottom); CGMutablePath's goes the other way (through the top).
        let runtime = try fixture.load("""
            local b = UIBezierPath()
            b:addArc{withCenter = CGPoint(0, 0), radius = 10, startAngle = 0, endAngle = math.pi / 2, clockwise = true}
            local c = CGMutablePath()
            c:addArc(CGPoint(0, 0), 10, 0, math.pi / 2, true)
            view.layer:addSublayer(CAShapeLayer{ name = "b", path = b })
            view.layer:addSublayer(CAShapeLayer{ name = "c", path = c })
            """)
        let b = try shapePath(runtime, "b"), c = try shapePath(runtime, "c")
        XCTAssertEqual(b.elements.count, 2)
        XCTAssertEqual(c.elements.count, 4)
        guard case .cubic(_, _, let firstEnd) = c.elements[1] else { return XCTFail("not a cubic: \(c.elements[1])") }
        XCTAssertEqual(firstEnd.x, 0, accuracy: 1e-9)
        XCTAssertEqual(firstEnd.y, -10, accuracy: 1e-9)
    }

    func testTangentArcAndConstructors() throws {
        // The arc of radius 5 in the corner (10, 0): tangent at (5, 0) and (10, 5).
        XCTAssertEqual(try log("""
            local p = CGMutablePath()
            p:move(CGPoint(0, 0))
            p:addArc{tangent1End = CGPoint(10, 0), tangent2End = CGPoint(10, 10), radius = 5}
            print(p.currentPoint, p.boundingBoxOfPath)
            print(CGPath(CGRect(1, 2, 3, 4), nil).boundingBox, CGPath{ellipseIn = CGRect(0, 0, 4, 2)}.boundingBoxOfPath)
            print(CGPath{roundedRect = CGRect(0, 0, 20, 10), cornerWidth = 4, cornerHeight = 2}:contains(CGPoint(0.2, 0.2)))
            print(CGPath{roundedRect = CGRect(0, 0, 20, 10), cornerWidth = 4, cornerHeight = 2}:contains(CGPoint(10, 0.2)))
            local copy = p:mutableCopy()
            copy:closeSubpath()
            print(tostring(p), tostring(copy))
            """), ["Point(10, 5)\tRect(0, 0, 10, 5)", "Rect(1, 2, 3, 4)\tRect(0, 0, 4, 2)", "false", "true",
                   "CGMutablePath(3 elements)\tCGMutablePath(4 elements)"])
    }

    func testBezierPathIsAnObjectWithDrawingAttributes() throws {
        XCTAssertEqual(try log("""
            local b = UIBezierPath{roundedRect = CGRect(0, 0, 40, 20), byRoundingCorners = {"topLeft"}, cornerRadii = CGSize(10, 10)}
            -- (1, 1) is cut off by the top-left quarter circle round (10, 10); (39, 1) is in the square corner
            print(b.bounds, b:contains(CGPoint(1, 1)), b:contains(CGPoint(39, 1)))
            print(b.lineWidth, b.lineCapStyle, b.lineJoinStyle, b.miterLimit, b.usesEvenOddFillRule)
            local alias = b
            alias.lineWidth = 3
            alias.lineCapStyle = "round"
            print(b.lineWidth, b.lineCapStyle)
            b:apply(CGAffineTransform{scaleX = 2, y = 3})
            print(b.bounds, b.cgPath.boundingBox)
            local open = UIBezierPath()
            open:move{to = {0, 0}}; open:addLine{to = {10, 0}}; open:addLine{to = {10, 10}}
            print(open:contains(CGPoint(9, 1)), CGPath(CGRect.zero, nil):contains(CGPoint(0, 0)))
            local r = open:reversing()
            print(r.currentPoint, open.currentPoint, r.lineWidth, UIBezierPath().bounds.isEmpty)
            """), ["Rect(0, 0, 40, 20)\tfalse\ttrue", "1\tbutt\tmiter\t10\tfalse", "3\tround",
                   "Rect(0, 0, 80, 60)\tRect(0, 0, 80, 60)", "false\tfalse", "Point(0, 0)\tPoint(10, 10)\t1\ttrue"])
    }

    func testEveryPathKindGoesWhereAPathGoes() throws {
        let runtime = try fixture.load("""
            local m = CGMutablePath(); m:addRect(CGRect(0, 0, 10, 10))
            local b = UIBezierPath{ovalIn = CGRect(0, 0, 10, 10)}
            local s = CAShapeLayer{ name = "s", path = b, shadowPath = m }
            view.layer:addSublayer(s)
            local k = CAKeyframeAnimation{ keyPath = "position", path = m, duration = 1 }
            s:add(k, "move")
            local combined = Path():append(m):append(b)
            print(combined.cgPath.boundingBox.size.width, UIBezierPath{cgPath = b.cgPath}.bounds, b.cgPath == b.cgPath.cgPath)
            """)
        let shape = try XCTUnwrap(runtime.layer(named: "s") as? ShapeLayer)
        XCTAssertEqual(shape.path, .oval(in: Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertEqual(shape.shadowPath, .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertEqual(runtime.log, ["10\tRect(0, 0, 10, 10)\ttrue"])
    }

    func testPathErrorsNameTheFunctionAndTheLabel() {
        let cases: [(String, Int, String)] = [
            ("local p = CGMutablePath()\np:addLine{to = CGPoint(0, 0), transfrom = 1}", 2,
             "addLine has no argument 'transfrom'; did you mean 'transform'?"),
            ("local p = CGMutablePath()\np:addArc{center = CGPoint(0, 0), radius = 1, startAngle = 0, endAngle = 1}", 2,
             "addArc: 'clockwise' must be a boolean (got nil)"),
            ("CGPathMoveToPoint(Path(), nil, 1, 2)", 1, "CGPathMoveToPoint: the path must be a CGMutablePath (got Path)"),
            ("local p = CGMutablePath()\nCGPathAddLineToPoint(p, nil, 'a', 2)", 2, "CGPathAddLineToPoint: 'x' must be a finite number (got string)"),
            ("local p = CGMutablePath()\np:contains(CGPoint(0, 0), 'evenodd')", 2,
             "contains: 'using' must be one of \"winding\", \"evenOdd\" (got \"evenodd\"); did you mean 'evenOdd'?"),
            ("local b = UIBezierPath()\nb.lineJoinStyle = 'rounded'", 2,
             "UIBezierPath.lineJoinStyle: 'lineJoinStyle' must be one of \"miter\", \"round\", \"bevel\" (got \"rounded\"); did you mean 'round'?"),
        ]
        for (source, line, message) in cases {
            guard let error = fixture.error(source) else { continue }
            XCTAssertEqual(error.line, line, source)
            XCTAssertEqual(error.message, message, source)
        }
    }
}
