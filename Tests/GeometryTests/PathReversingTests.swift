import Geometry
import XCTest

/// UIBezierPath.reversing(): every subpath drawn backwards, worked out element by element.
final class PathReversingTests: XCTestCase {
    func testOpenSubpathWithCurves() {
        // Ends become starts; a curve's controls swap order.
        let p = makePath { p in
            p.move(to: Point(0, 0))
            p.addLine(to: Point(10, 0))
            p.addQuadCurve(to: Point(10, 10), control: Point(15, 5))
            p.addCurve(to: Point(0, 10), control1: Point(5, 15), control2: Point(0, 15))
        }
        XCTAssertEqual(p.reversing().elements, [
            .move(Point(0, 10)),
            .cubic(Point(0, 15), Point(5, 15), Point(10, 10)),
            .quad(Point(15, 5), Point(10, 0)),
            .line(Point(0, 0)),
        ])
    }

    func testClosedRectangle() {
        // (0,0) → (10,0) → (10,10) → (0,10), closed back to (0,0): reversed it starts at the last
        // drawn point (0,10), runs back to (0,0), and its close draws the old closing edge.
        XCTAssertEqual(Path.rect(Rect(0, 0, 10, 10)).reversing().elements, [
            .move(Point(0, 10)), .line(Point(10, 10)), .line(Point(10, 0)), .line(Point(0, 0)), .close,
        ])
    }

    func testSubpathsStayInOrderAndLoneMovesGo() {
        // After a close, a line starts a new subpath at the closed one's start (0,0).
        let p = makePath { p in
            p.move(to: Point(0, 0)); p.addLine(to: Point(10, 0)); p.close()
            p.addLine(to: Point(0, 10))
            p.move(to: Point(7, 7))
        }
        XCTAssertEqual(p.reversing().elements, [
            .move(Point(10, 0)), .line(Point(0, 0)), .close,
            .move(Point(0, 10)), .line(Point(0, 0)),
        ])
    }

    func testReversedCircleCancelsWinding() {
        // A circle and the same circle reversed wind +1 and −1: nothing is inside with non-zero.
        let circle = Path.oval(in: Rect(0, 0, 100, 100))
        var both = circle
        both.append(circle.reversing())
        XCTAssertTrue(circle.contains(Point(50, 50)))
        XCTAssertTrue(circle.reversing().contains(Point(50, 50)))
        XCTAssertFalse(both.contains(Point(50, 50)))
        // The reversed circle still starts (and so ends) at the rightmost point.
        XCTAssertEqual(circle.reversing().elements.first, .move(Point(100, 50)))
    }
}
