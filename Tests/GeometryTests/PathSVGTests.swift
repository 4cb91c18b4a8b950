import Geometry
import XCTest

final class PathSVGTests: XCTestCase {
    func testLinesAndClose() throws {
        XCTAssertEqual(try Path(svg: "M10 20 L30 40 Z").elements,
                       [.move(Point(10, 20)), .line(Point(30, 40)), .close])
        XCTAssertEqual(try Path(svg: "M1,2H5V7h-1v-1").elements,
                       [.move(Point(1, 2)), .line(Point(5, 2)), .line(Point(5, 7)), .line(Point(4, 7)), .line(Point(4, 6))])
    }

    func testImplicitRepeats() throws {
        XCTAssertEqual(try Path(svg: "M0 0 10 0 10 10").elements,
                       [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        XCTAssertEqual(try Path(svg: "m1 1 2 2 l1 0 0 1").elements,
                       [.move(Point(1, 1)), .line(Point(3, 3)), .line(Point(4, 3)), .line(Point(4, 4))])
    }

    func testRelativeCommandsAfterCloseStartFromTheSubpathStart() throws {
        XCTAssertEqual(try Path(svg: "M10 10 l5 0 z l0 5").elements,
                       [.move(Point(10, 10)), .line(Point(15, 10)), .close, .line(Point(10, 15))])
    }

    func testNumberForms() throws {
        XCTAssertEqual(try Path(svg: "M-.5.5L1e-3-2E1l+3 .25e1").elements,
                       [.move(Point(-0.5, 0.5)), .line(Point(0.001, -20)), .line(Point(3.001, -17.5))])
    }

    func testSmoothCurvesReflectControlPoints() throws {
        XCTAssertEqual(try Path(svg: "M0 0 C0 10 10 10 10 0 S20 -10 20 0").elements, [
            .move(Point(0, 0)), .cubic(Point(0, 10), Point(10, 10), Point(10, 0)),
            .cubic(Point(10, -10), Point(20, -10), Point(20, 0)),
        ])
        XCTAssertEqual(try Path(svg: "M0 0 Q5 10 10 0 T20 0").elements, [
            .move(Point(0, 0)), .quad(Point(5, 10), Point(10, 0)), .quad(Point(15, -10), Point(20, 0)),
        ])
        // Without a previous curve of the same kind, the control point is the current point.
        XCTAssertEqual(try Path(svg: "M0 0 L10 0 T20 0 s5 5 10 0").elements, [
            .move(Point(0, 0)), .line(Point(10, 0)), .quad(Point(10, 0), Point(20, 0)),
            .cubic(Point(20, 0), Point(25, 5), Point(30, 0)),
        ])
        XCTAssertEqual(try Path(svg: "m1 1 c1 1 2 2 3 3").elements,
                       [.move(Point(1, 1)), .cubic(Point(2, 2), Point(3, 3), Point(4, 4))])
    }

    func testArcSweepFlagIsClockwiseOnScreen() throws {
        // A half circle from (0, 0) to (20, 0) with sweep 1 passes above the centre (10, 0).
        let p = try Path(svg: "M0 0 A10 10 0 0 1 20 0")
        let ends = endPoints(p)
        XCTAssertEqual(ends.count, 3)
        assertPoint(ends[1], Point(10, -10), accuracy: 1e-9)
        assertPoint(ends[2], Point(20, 0))
        // Radii too small to reach are scaled up: the same half circle.
        XCTAssertEqual(endPoints(try Path(svg: "M0 0 A1 1 0 0 1 20 0")).count, 3)
        assertPoint(endPoints(try Path(svg: "M0 0 A1 1 0 0 1 20 0"))[1], Point(10, -10), accuracy: 1e-9)
        // Sweep 0 passes below.
        assertPoint(endPoints(try Path(svg: "M0 0 A10 10 0 0 0 20 0"))[1], Point(10, 10), accuracy: 1e-9)
    }

    func testLargeArc() throws {
        // From (0, 0) to (10, 10) on a radius-10 circle, large and anticlockwise: centre (0, 10),
        // three quarters through (−10, 10) and (0, 20).
        let p = try Path(svg: "M0 0 A10 10 0 1 0 10 10")
        let ends = endPoints(p)
        XCTAssertEqual(ends.count, 4)
        assertPoint(ends[1], Point(-10, 10), accuracy: 1e-9)
        assertPoint(ends[2], Point(0, 20), accuracy: 1e-9)
        assertPoint(ends[3], Point(10, 10))
        XCTAssertEqual(p.length, 15 * Double.pi, accuracy: 0.01)
    }

    func testRotatedEllipticalArcAndCompactFlags() throws {
        // An ellipse with radii 20 and 10 turned 90°: its long axis is vertical, so a half
        // ellipse from (0, 0) to (0, 40) bulges 10 to the side: clockwise from the top, to the right.
        let p = try Path(svg: "M0 0 A20 10 90 0 1 0 40")
        assertPoint(endPoints(p)[1], Point(10, 20), accuracy: 1e-9)
        // Flags written without separators: "1010 0" is large-arc 1, sweep 0, then (10, 0).
        let compact = try Path(svg: "M0 0 a5 5 0 1010 0")
        assertPoint(endPoints(compact).last!, Point(10, 0))
        // A zero radius is a straight line; an arc to the current point draws nothing.
        XCTAssertEqual(try Path(svg: "M0 0 A0 5 0 0 1 10 0").elements, [.move(Point(0, 0)), .line(Point(10, 0))])
        XCTAssertEqual(try Path(svg: "M3 3 A5 5 0 0 1 3 3").elements, [.move(Point(3, 3))])
    }

    func testEmptyData() throws {
        XCTAssertTrue(try Path(svg: "").isEmpty)
        XCTAssertTrue(try Path(svg: "  \n ").isEmpty)
    }

    func testErrorsNameTheOffset() {
        func error(_ svg: String) -> SVGPathError? {
            do { _ = try Path(svg: svg); return nil } catch { return error as? SVGPathError }
        }
        XCTAssertEqual(error("L10 10")?.offset, 0)
        XCTAssertEqual(error("M10")?.offset, 3)
        XCTAssertEqual(error("M10")?.message, "expected a number")
        XCTAssertEqual(error("M10 10 X5")?.offset, 7)
        XCTAssertEqual(error("M10 10 X5")?.message, "unknown command 'X'")
        XCTAssertEqual(error("M0 0 A10 10 0 2 0 5 5")?.offset, 14)
        XCTAssertEqual(error("M1e999 0")?.message, "number out of range")
        XCTAssertEqual(error("M0 0 Z 5")?.offset, 7)
        XCTAssertEqual(error("M0 0 L1e")?.offset, 7)
        XCTAssertEqual(error("M0 0 L1 -")?.offset, 8)
        XCTAssertEqual(error("M0 0 L1 .")?.offset, 8)
        XCTAssertNotNil(error("M 0 0 C 1 1 2 2"))
    }
}
