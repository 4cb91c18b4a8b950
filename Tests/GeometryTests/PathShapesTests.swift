import Geometry
import XCTest

final class PathShapesTests: XCTestCase {
    func testRectStartsTopLeftAndRunsClockwise() {
        let p = Path.rect(Rect(10, 20, 30, 40))
        XCTAssertEqual(p.elements, [.move(Point(10, 20)), .line(Point(40, 20)), .line(Point(40, 60)),
                                    .line(Point(10, 60)), .close])
        // A negative size is standardized first.
        XCTAssertEqual(Path.rect(Rect(40, 60, -30, -40)), p)
    }

    func testOvalStartsAtRightmostPointAndRunsClockwise() {
        let p = Path.oval(in: Rect(0, 0, 100, 50))
        let ends = endPoints(p)
        XCTAssertEqual(ends.count, 6)
        assertPoint(ends[0], Point(100, 25))
        // Clockwise on a y-down screen: down to the bottom first, then left, up, right.
        assertPoint(ends[1], Point(50, 50))
        assertPoint(ends[2], Point(0, 25))
        assertPoint(ends[3], Point(50, 0))
        assertPoint(ends[4], Point(100, 25))
        XCTAssertEqual(p.elements.last, .close)
    }

    func testRoundedRectStartsOnTopEdge() {
        let p = Path.roundedRect(Rect(0, 0, 100, 60), cornerRadius: 10)
        assertPoint(endPoints(p)[0], Point(10, 0))
        assertPoint(endPoints(p)[1], Point(90, 0))
        // The first corner arc ends on the right edge, 10 below the top.
        let firstArcEnd = p.elements.firstIndex { if case .cubic = $0 { return true } else { return false } }
        assertPoint(endPoints(p)[firstArcEnd ?? 0], Point(100, 10), accuracy: 1e-12)
        // The radius is clamped to half the shorter side.
        let pill = Path.roundedRect(Rect(0, 0, 100, 20), cornerRadius: 50)
        assertPoint(endPoints(pill)[0], Point(10, 0))
    }

    func testClockwiseArcGoesThroughIncreasingAngles() {
        // From angle 0 to π/2 clockwise: one quarter, bulging towards +x +y.
        let p = Path.arc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(p.elements.count, 2)
        assertPoint(endPoints(p)[0], Point(10, 0))
        assertPoint(endPoints(p)[1], Point(0, 10), accuracy: 1e-12)
        guard case .cubic(let c1, let c2, let end) = p.elements[1] else { return XCTFail("expected a cubic") }
        let mid = (Point(10, 0) + c1 * 3 + c2 * 3 + end) * 0.125
        let r = 10 / 2.0.squareRoot()
        assertPoint(mid, Point(r, r), accuracy: 1e-3)
    }

    func testCounterClockwiseArcTakesTheLongWayRound() {
        // From 0 to π/2 anticlockwise: three quarters through −π/2 (up) and π (left).
        let p = Path.arc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let ends = endPoints(p)
        XCTAssertEqual(ends.count, 4)
        assertPoint(ends[1], Point(0, -10), accuracy: 1e-12)
        assertPoint(ends[2], Point(-10, 0), accuracy: 1e-12)
        assertPoint(ends[3], Point(0, 10), accuracy: 1e-12)
    }

    func testArcAfterCurrentPointAddsALine() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(center: Point(20, 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        assertPoint(endPoints(p)[1], Point(15, 0), accuracy: 1e-12)
        // Clockwise from π to 0 (= 2π) passes through 3π/2, which is above the centre.
        assertPoint(endPoints(p)[2], Point(20, -5), accuracy: 1e-12)
    }
}
