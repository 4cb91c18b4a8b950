#if canImport(Glibc)
import Glibc
#endif
import Geometry
import XCTest

/// CGMutablePath's builders, against points worked out by hand.
final class PathConstructionTests: XCTestCase {
    /// 4/3·tan(π/8) = 4(√2 − 1)/3: the control distance of a quarter circle of radius 1.
    let k = 4 * (2.0.squareRoot() - 1) / 3

    func assertEndPoints(_ path: Path, _ expected: [Point?], accuracy: Double = 1e-9,
                         file: StaticString = #filePath, line: UInt = #line) {
        let actual = endPoints(path)
        XCTAssertEqual(actual.count, expected.count, "\(path.elements)", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            if let e { assertPoint(a, e, accuracy: accuracy, file: file, line: line) } else { XCTAssertNil(a, file: file, line: line) }
        }
    }

    /// The point at t = 1/2 of the cubic ending element `index`.
    func cubicMidpoint(_ path: Path, _ index: Int) -> Point? {
        guard case .cubic(let c1, let c2, let p3) = path.elements[index], let p0 = endPoints(path)[index - 1] else { return nil }
        return (p0 + c1 * 3 + c2 * 3 + p3) * (1.0 / 8)
    }

    func testTangentArcAtARightAngle() {
        // From (0,0) along +x to the corner (100,0), then down to (100,100), r = 10: the angle at
        // the corner is 90°, so each tangent point is r / tan(45°) = 10 from the corner: (90,0) and
        // (100,10); the centre is (90,10) and the arc a quarter circle.
        var p = makePath { $0.move(to: Point(0, 0)) }
        p.addArc(tangent1End: Point(100, 0), tangent2End: Point(100, 100), radius: 10)
        assertEndPoints(p, [Point(0, 0), Point(90, 0), Point(100, 10)])
        // The quarter circle's controls sit 10k along each tangent.
        guard case .cubic(let c1, let c2, _) = p.elements[2] else { return XCTFail("\(p.elements)") }
        assertPoint(c1, Point(90 + 10 * k, 0))
        assertPoint(c2, Point(100, 10 - 10 * k))
        // The current point is the second tangent point, not tangent2End.
        XCTAssertEqual(p.currentPoint, Point(100, 10))
    }

    func testTangentArcTurningTheOtherWay() {
        // Turning up (counter-clockwise on screen) at (100,0) towards (100,−100): tangent points
        // (90,0) and (100,−10), centre (90,−10); the arc's midpoint lies from the centre towards
        // the corner, at (90 + 10/√2, −10 + 10/√2).
        var p = makePath { $0.move(to: Point(0, 0)) }
        p.addArc(tangent1End: Point(100, 0), tangent2End: Point(100, -100), radius: 10)
        assertEndPoints(p, [Point(0, 0), Point(90, 0), Point(100, -10)])
        let h = 10 / 2.0.squareRoot()
        assertPoint(cubicMidpoint(p, 2), Point(90 + h, -10 + h))
    }

    func testTangentArcAtAnObtuseAngle() {
        // (0,0) → (100,0) → (200,100) turns 45°, so the angle between the tangent lines is 135°:
        // the tangent points are r / tan(67.5°) = r(√2 − 1) from the corner. With r = 10:
        // (100 − 10(√2 − 1), 0) and (100,0) + (1,1)/√2 · 10(√2 − 1). The centre lies r below the
        // first tangent point, and the arc's midpoint is r from it, in the bisector's direction
        // (sin 22.5°, −cos 22.5°) from the centre.
        var p = makePath { $0.move(to: Point(0, 0)) }
        p.addArc(tangent1End: Point(100, 0), tangent2End: Point(200, 100), radius: 10)
        let reach = 10 * (2.0.squareRoot() - 1)
        let t1 = Point(100 - reach, 0)
        let t2 = Point(100 + reach / 2.0.squareRoot(), reach / 2.0.squareRoot())
        assertEndPoints(p, [Point(0, 0), t1, t2])
        let center = Point(100 - reach, 10)
        assertPoint(cubicMidpoint(p, 2), center + Point(sin(Double.pi / 8), -cos(Double.pi / 8)) * 10)
    }

    func testTangentArcDegenerateCases() {
        // Collinear points, a zero radius, or a path doubling back: only a line to tangent1End.
        for (t2, r) in [(Point(100, 0), 10.0), (Point(80, 80), 0), (Point(0, 0), 10), (Point(50, 0), 10)] {
            var p = makePath { $0.move(to: Point(0, 0)) }
            p.addArc(tangent1End: Point(50, 0), tangent2End: t2, radius: r)
            assertEndPoints(p, [Point(0, 0), Point(50, 0)])
        }
        // No current point: a move to tangent1End.
        var empty = Path()
        empty.addArc(tangent1End: Point(5, 5), tangent2End: Point(9, 9), radius: 3)
        XCTAssertEqual(empty.elements, [.move(Point(5, 5))])
    }

    func testRoundedRect() {
        // 100 × 60 with 20-wide, 10-high corners: quarter ellipses with controls k of the way to
        // the rectangle's corner, starting down the right edge at (100, 10).
        var p = Path()
        p.addRoundedRect(in: Rect(0, 0, 100, 60), cornerWidth: 20, cornerHeight: 10)
        let expected: [PathElement] = [
            .move(Point(100, 10)), .line(Point(100, 50)),
            .cubic(Point(100, 50 + 10 * k), Point(80 + 20 * k, 60), Point(80, 60)),
            .line(Point(20, 60)),
            .cubic(Point(20 - 20 * k, 60), Point(0, 50 + 10 * k), Point(0, 50)),
            .line(Point(0, 10)),
            .cubic(Point(0, 10 - 10 * k), Point(20 - 20 * k, 0), Point(20, 0)),
            .line(Point(80, 0)),
            .cubic(Point(80 + 20 * k, 0), Point(100, 10 - 10 * k), Point(100, 10)),
            .close,
        ]
        XCTAssertEqual(p.elements.count, expected.count)
        for (a, e) in zip(p.elements, expected) {
            switch (a, e) {
            case (.move(let x), .move(let y)), (.line(let x), .line(let y)): assertPoint(x, y)
            case (.cubic(let a1, let a2, let a3), .cubic(let e1, let e2, let e3)):
                assertPoint(a1, e1); assertPoint(a2, e2); assertPoint(a3, e3)
            case (.close, .close): break
            default: XCTFail("\(a) vs \(e)")
            }
        }
        // A corner's midpoint lies on its ellipse: the affine image of the circle's midpoint,
        // (80 + 20/√2, 50 + 10/√2) for the bottom-right corner centred on (80, 50).
        assertPoint(cubicMidpoint(p, 2), Point(80 + 20 / 2.0.squareRoot(), 50 + 10 / 2.0.squareRoot()))
    }

    func testRoundedRectOutOfRange() {
        // Core Graphics asserts 2·cornerWidth ≤ width; here 80 on a 100-wide rectangle is clamped
        // to 50 and the ends become half ellipses: the top edge shrinks to the point (50, 0).
        var p = Path()
        p.addRoundedRect(in: Rect(0, 0, 100, 60), cornerWidth: 80, cornerHeight: 10)
        XCTAssertEqual(endPoints(p)[7], Point(50, 0))
        XCTAssertEqual(endPoints(p)[6], Point(50, 0))
        // A zero or negative size gives the plain rectangle from the top-left corner.
        for (w, h) in [(0.0, 5.0), (-4, 5), (5, .nan)] {
            var q = Path()
            q.addRoundedRect(in: Rect(0, 0, 100, 60), cornerWidth: w, cornerHeight: h)
            XCTAssertEqual(q.elements, [.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 60)),
                                        .line(Point(0, 60)), .close])
        }
    }

    func testEllipseRectsLinesAndPaths() {
        // The ellipse in (0,0,100,50): from the rightmost point (100,25) through the bottom
        // (50,50), left (0,25) and top (50,0), closed.
        var e = Path()
        e.addEllipse(in: Rect(0, 0, 100, 50))
        assertEndPoints(e, [Point(100, 25), Point(50, 50), Point(0, 25), Point(50, 0), Point(100, 25), nil])
        // Scaled by 10 after building: the unit-size ellipse in (0,0,2,2) becomes radius 10.
        var scaled = Path()
        scaled.addEllipse(in: Rect(0, 0, 2, 2), transform: AffineTransform(scaleX: 10, y: 10))
        assertEndPoints(scaled, [Point(20, 10), Point(10, 20), Point(0, 10), Point(10, 0), Point(20, 10), nil])

        var rects = Path()
        rects.addRects([Rect(0, 0, 1, 1), Rect(5, 5, 2, 2)])
        assertEndPoints(rects, [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1), nil,
                                Point(5, 5), Point(7, 5), Point(7, 7), Point(5, 7), nil])

        var lines = Path()
        lines.addLines(between: [])
        XCTAssertTrue(lines.isEmpty)
        lines.addLines(between: [Point(1, 1), Point(2, 3), Point(4, 0)], transform: AffineTransform(translationX: 1, y: 0))
        XCTAssertEqual(lines.elements, [.move(Point(2, 1)), .line(Point(3, 3)), .line(Point(5, 0))])

        var added = makePath { $0.move(to: Point(0, 0)); $0.addLine(to: Point(1, 0)) }
        added.addPath(makePath { $0.move(to: Point(0, 0)); $0.addQuadCurve(to: Point(2, 0), control: Point(1, 1)) },
                      transform: AffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(added.elements, [.move(Point(0, 0)), .line(Point(1, 0)), .move(Point(5, 5)),
                                        .quad(Point(6, 6), Point(7, 5))])
    }

    func testRelativeArc() {
        // Centre (0,0), r = 10, from angle 0 by +π/2: from (10,0) to (0,10) (angles grow: y down
        // on screen); with a current point at the origin a line joins it to (10,0) first.
        var p = makePath { $0.move(to: Point(0, 0)) }
        p.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: .pi / 2)
        assertEndPoints(p, [Point(0, 0), Point(10, 0), Point(0, 10)])
        // A negative delta runs the other way: to (0,−10); with no current point it starts with a move.
        var q = Path()
        q.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: -.pi / 2)
        assertEndPoints(q, [Point(10, 0), Point(0, -10)])
        // Past a full turn: one full turn, four quarter cubics back to (10,0).
        var full = Path()
        full.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: 3 * .pi)
        assertEndPoints(full, [Point(10, 0), Point(0, 10), Point(-10, 0), Point(0, -10), Point(10, 0)])
    }

    func testRoundedRectByRoundingCorners() {
        // Only the top-left corner, radius 10 (the height of cornerRadii is ignored): the top edge
        // starts at (10, 0), and the other corners are square, so the path has one arc.
        let p = Path.roundedRect(Rect(0, 0, 100, 50), byRoundingCorners: [.topLeft], cornerRadii: Size(10, 30))
        XCTAssertEqual(p.elements.first, .move(Point(10, 0)))
        XCTAssertEqual(p.elements.filter { if case .cubic = $0 { return true } else { return false } }.count, 1)
        XCTAssertTrue(endPoints(p).contains(Point(100, 0)))
        XCTAssertTrue(endPoints(p).contains(Point(100, 50)))
        XCTAssertTrue(endPoints(p).contains(Point(0, 10)))
    }
}
