import Geometry
@testable import SceneScript
import XCTest

/// SVG path data, checked against coordinates worked out by hand.
final class SVGPathParserTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func testAbsoluteAndRelativeCommands() throws {
        XCTAssertEqual(try SVGPathParser.parse("M 10 20 l 5 0 L 0 0 m 1 1 l 1 0").elements,
                       [.move(p(10, 20)), .line(p(15, 20)), .line(p(0, 0)), .move(p(1, 1)), .line(p(2, 1))])
        XCTAssertEqual(try SVGPathParser.parse("M0,0 H10 V5 h-3 v-1").elements,
                       [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 5)), .line(p(7, 5)), .line(p(7, 4))])
    }

    func testImplicitRepetition() throws {
        // Pairs after a move are lines; a relative move makes relative lines.
        XCTAssertEqual(try SVGPathParser.parse("M0 0 10 0 10 10").elements, [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 10))])
        XCTAssertEqual(try SVGPathParser.parse("m5 5 1 0 0 1").elements, [.move(p(5, 5)), .line(p(6, 5)), .line(p(6, 6))])
        XCTAssertEqual(try SVGPathParser.parse("M0 0 L1 1 2 2").elements, [.move(p(0, 0)), .line(p(1, 1)), .line(p(2, 2))])
    }

    func testNumberSyntax() throws {
        // "-3.5.5.5" is three numbers: -3.5, .5 and .5; exponents are allowed.
        XCTAssertEqual(try SVGPathParser.parse("M1e2-3.5.5.5").elements, [.move(p(100, -3.5)), .line(p(0.5, 0.5))])
        XCTAssertEqual(try SVGPathParser.parse("M+1-2E1").elements, [.move(p(1, -20))])
    }

    func testCurvesAndTheirSmoothForms() throws {
        XCTAssertEqual(try SVGPathParser.parse("M0 0 C1 2 3 4 5 6 S9 10 11 12").elements,
                       [.move(p(0, 0)), .cubic(p(1, 2), p(3, 4), p(5, 6)), .cubic(p(7, 8), p(9, 10), p(11, 12))])
        // T reflects the previous quad's control point (2, 2) about (4, 0): (6, -2).
        XCTAssertEqual(try SVGPathParser.parse("M0 0 Q2 2 4 0 T8 0").elements,
                       [.move(p(0, 0)), .quad(p(2, 2), p(4, 0)), .quad(p(6, -2), p(8, 0))])
        // S after a non-curve uses the current point as its first control point.
        XCTAssertEqual(try SVGPathParser.parse("M0 0 L1 0 s1 1 2 0").elements,
                       [.move(p(0, 0)), .line(p(1, 0)), .cubic(p(1, 0), p(2, 1), p(3, 0))])
        XCTAssertEqual(try SVGPathParser.parse("M0 0 q1 1 2 0").elements, [.move(p(0, 0)), .quad(p(1, 1), p(2, 0))])
    }

    func testArcs() throws {
        // A half circle from (0, 0) to (20, 0) around (10, 0); sweep 1 runs through (10, -10).
        let half = try SVGPathParser.parse("M0 0 A10 10 0 0 1 20 0").elements
        XCTAssertEqual(half.count, 3)
        guard case .cubic(_, _, let middle) = half[1], case .cubic(_, _, let end) = half[2] else { return XCTFail("\(half)") }
        XCTAssertEqual(middle.x, 10, accuracy: 1e-9)
        XCTAssertEqual(middle.y, -10, accuracy: 1e-9)
        XCTAssertEqual(end, p(20, 0))
        // Sweep 0 goes the other way, through (10, 10).
        let other = try SVGPathParser.parse("M0 0 A10 10 0 0 0 20 0").elements
        guard case .cubic(_, _, let below) = other[1] else { return XCTFail("\(other)") }
        XCTAssertEqual(below.y, 10, accuracy: 1e-9)
        // Radii too small are scaled up; flags may touch the next number ("0110 0" is 0, 1, 10, 0).
        let scaled = try SVGPathParser.parse("M0 0a1 1 0 0110 0").elements
        guard case .cubic(_, _, let top)? = scaled.dropLast().last else { return XCTFail("\(scaled)") }
        XCTAssertEqual(top.x, 5, accuracy: 1e-9)
        XCTAssertEqual(top.y, -5, accuracy: 1e-9)
        // A zero radius is a straight line; an arc to the current point is nothing.
        XCTAssertEqual(try SVGPathParser.parse("M0 0 A0 5 0 0 1 4 4 A3 3 0 0 1 4 4").elements, [.move(p(0, 0)), .line(p(4, 4))])
    }

    func testErrors() {
        func message(_ text: String) -> String? {
            do { _ = try SVGPathParser.parse(text); return nil } catch { return error.message }
        }
        XCTAssertEqual(message("M0 0 X"), "unexpected 'X' at character 6")
        XCTAssertEqual(message("10 10"), "unexpected '1' at character 1")
        XCTAssertEqual(message("M0 0 L5"), "the path data ends where a number is expected at character 8")
        XCTAssertEqual(message("M0 0 A1 1 0 2 0 5 5"), "an arc flag must be 0 or 1 at character 13")
        XCTAssertEqual(message("M0 0 Z 5"), "a number cannot follow Z at character 8")
        XCTAssertEqual(message("M1e999 0"), "'1e999' is not a usable number at character 7")
        XCTAssertEqual(try SVGPathParser.parse("").elements, [])
    }
}
