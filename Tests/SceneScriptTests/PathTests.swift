import Geometry
import Layers
import SceneScript
import XCTest

/// Paths built from Lua, in the Path API's and UIBezierPath's spellings.
final class PathTests: XCTestCase {
    /// 4/3 · tan(π/8): the control distance of a quarter circle of radius 1 as one cubic.
    private let k = 0.5522847498307936

    private func path(_ expression: String, file: StaticString = #filePath, line: UInt = #line) throws -> Path {
        let runtime = try SceneFixture().load("view.layer:addSublayer(ShapeLayer{ name = 's', path = \(expression) })")
        let shape = try XCTUnwrap(runtime.layer(named: "s") as? ShapeLayer, file: file, line: line)
        return try XCTUnwrap(shape.path, file: file, line: line)
    }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private func assertElements(_ actual: [PathElement], _ expected: [PathElement], accuracy: Double = 1e-9,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "element count", file: file, line: line)
        func points(_ e: PathElement) -> [Point] {
            switch e {
            case .move(let a), .line(let a): return [a]
            case .quad(let a, let b): return [a, b]
            case .cubic(let a, let b, let c): return [a, b, c]
            case .close: return []
            }
        }
        for (a, e) in zip(actual, expected) {
            let pa = points(a), pe = points(e)
            XCTAssertEqual(pa.count, pe.count, "\(a) vs \(e)", file: file, line: line)
            for (x, y) in zip(pa, pe) {
                XCTAssertEqual(x.x, y.x, accuracy: accuracy, "\(a) vs \(e)", file: file, line: line)
                XCTAssertEqual(x.y, y.y, accuracy: accuracy, "\(a) vs \(e)", file: file, line: line)
            }
        }
    }

    func testRectStartsTopLeftClockwise() throws {
        let expected: [PathElement] = [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 20)), .line(p(0, 20)), .close]
        XCTAssertEqual(try path("Path.rect{0, 0, 10, 20}").elements, expected)
        XCTAssertEqual(try path("UIBezierPath{rect = Rect(0, 0, 10, 20)}").elements, expected)
    }

    func testOvalStartsAtTheRightmostPoint() throws {
        let oval = try path("Path.ovalIn{0, 0, 20, 10}").elements
        XCTAssertEqual(oval.first, .move(p(20, 5)))
        XCTAssertEqual(oval.count, 6)
        // The first quarter runs clockwise on screen: down to the bottom point.
        assertElements([oval[1]], [.cubic(p(20, 5 + 5 * k), p(10 + 10 * k, 10), p(10, 10))])
        XCTAssertEqual(try path("UIBezierPath{ovalIn = {0, 0, 20, 10}}").elements, oval)
    }

    func testRoundedRect() throws {
        let rounded = try path("Path.roundedRect({0, 0, 40, 20}, 5)").elements
        XCTAssertEqual(rounded.first, .move(p(5, 0)))
        XCTAssertEqual(rounded[1], .line(p(35, 0)))
        // UIBezierPath's corners are continuous, as UIKit's: they begin 1.52866 × 5 from each corner.
        let continuous = try path("UIBezierPath{roundedRect = {0, 0, 40, 20}, cornerRadius = 5}").elements
        assertElements([continuous[0], continuous[1]], [.move(p(5 * 1.52866483, 0)), .line(p(40 - 5 * 1.52866471, 0))])
    }

    func testBuilderChain() throws {
        let elements = try path("Path():moveTo(0, 0):lineTo(10, 0):quadTo(15, 5, 10, 10):curveTo(5, 15, 0, 15, 0, 10):close()").elements
        XCTAssertEqual(elements, [.move(p(0, 0)), .line(p(10, 0)), .quad(p(15, 5), p(10, 10)),
                                  .cubic(p(5, 15), p(0, 15), p(0, 10)), .close])
    }

    func testBezierPathMethodsTakeSwiftLabels() throws {
        let elements = try path("""
            (function()
                local b = UIBezierPath()
                b:move{to = {0, 0}}
                b:addLine{to = CGPoint{x = 10, y = 0}}
                b:addQuadCurve{to = {10, 10}, controlPoint = {15, 5}}
                b:addCurve{to = {0, 10}, controlPoint1 = {5, 15}, controlPoint2 = {0, 15}}
                b:close()
                return b.cgPath
            end)()
            """).elements
        XCTAssertEqual(elements, [.move(p(0, 0)), .line(p(10, 0)), .quad(p(15, 5), p(10, 10)),
                                  .cubic(p(5, 15), p(0, 15), p(0, 10)), .close])
    }

    func testArcs() throws {
        let quarter: [PathElement] = [.move(p(10, 0)), .cubic(p(10, 10 * k), p(10 * k, 10), p(0, 10))]
        assertElements(try path("Path():arc(0, 0, 10, 0, math.pi / 2, true)").elements, quarter)
        assertElements(try path("Path.arc(0, 0, 10, 0, math.pi / 2)").elements, quarter)
        assertElements(try path("UIBezierPath{arcCenter = {0, 0}, radius = 10, startAngle = 0, endAngle = math.pi / 2, clockwise = true}").elements,
                       quarter)
        assertElements(try path("UIBezierPath():addArc{withCenter = {0, 0}, radius = 10, startAngle = 0, endAngle = math.pi / 2, clockwise = true}").elements,
                       quarter)
        // Counter-clockwise from 0 to π/2 goes the long way: three quarters, through (0, -10).
        let long = try path("Path():arc(0, 0, 10, 0, math.pi / 2, false)").elements
        XCTAssertEqual(long.count, 4)
        assertElements([long[1]], [.cubic(p(10, -10 * k), p(10 * k, -10), p(0, -10))])
    }

    func testAppendApplyAndCopy() throws {
        let elements = try path("""
            (function()
                local a = Path.rect{0, 0, 1, 1}
                local b = a:copy()
                b:apply(CGAffineTransform{translationX = 10, y = 0})
                return a:append(b)
            end)()
            """).elements
        XCTAssertEqual(elements.count, 10)
        XCTAssertEqual(elements[5], .move(p(10, 0)))
        XCTAssertEqual(elements[0], .move(p(0, 0)))
    }

    func testSVGPathData() throws {
        XCTAssertEqual(try path("Path.svg('M0 0 L10 10 Z')").elements, [.move(p(0, 0)), .line(p(10, 10)), .close])
        XCTAssertEqual(try path("Path.svg('m1,1 h4 v2 H0 z')").elements,
                       [.move(p(1, 1)), .line(p(5, 1)), .line(p(5, 3)), .line(p(0, 3)), .close])
    }

    func testPathFieldsAndErrors() throws {
        let runtime = try SceneFixture().load("""
            local p = Path():moveTo(1, 2):lineTo(5, 8)
            print(p.bounds, p.currentPoint, p.isEmpty, Path().isEmpty, Path().currentPoint)
            """)
        XCTAssertEqual(runtime.log, ["Rect(1, 2, 4, 6)\tPoint(5, 8)\tfalse\ttrue\tnil"])
        let fixture = SceneFixture()
        XCTAssertEqual(fixture.error("Path.svg('M0 0 L10')")?.message,
                       "Path.svg: expected a number at character 9")
        XCTAssertEqual(fixture.error("local b = UIBezierPath()\nb:addCurve{to = {0, 0}, controlPoint1 = {1, 1}, controlPont2 = {2, 2}}")?.message,
                       "addCurve has no argument 'controlPont2'; did you mean 'controlPoint2'?")
        XCTAssertEqual(fixture.error("local b = UIBezierPath()\nb:addCurve{to = {0, 0}, controlPoint1 = {1, 1}}")?.message,
                       "addCurve: 'controlPoint2' must be a point (got nil)")
        XCTAssertEqual(fixture.error("local b = UIBezierPath()\nb:addLine{to = {0, 0}, from = {1, 1}}")?.message,
                       "addLine has no argument 'from'")
        XCTAssertEqual(fixture.error("local b = UIBezierPath{ovalIn = {0, 0, 1, 1}, cornerRadius = 2, bogus = 1}")?.message,
                       "UIBezierPath has no argument 'bogus'")
        XCTAssertEqual(fixture.error("Path():moveTo('a', 1)")?.message, "moveTo: 'to' must be a point (got string)")
    }
}
