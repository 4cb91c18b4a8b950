#if canImport(Glibc)
import Glibc
#endif
import Geometry
import XCTest

/// CGPath.contains: winding numbers worked out by hand.
final class PathContainmentTests: XCTestCase {
    /// A square from (x0, y0) to (x1, y1), clockwise on screen, or counter-clockwise.
    func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> Path {
        let corners = clockwise
            ? [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
            : [Point(x0, y0), Point(x0, y1), Point(x1, y1), Point(x1, y0)]
        return makePath { p in
            p.move(to: corners[0])
            for c in corners.dropFirst() { p.addLine(to: c) }
            p.close()
        }
    }

    func testRingByRule() {
        // Two squares wound the same way: the centre has winding 2 (in for non-zero, out for
        // even-odd); the band between them has winding 1 (in for both).
        var same = square(0, 0, 100, 100)
        same.append(square(25, 25, 75, 75))
        XCTAssertTrue(same.contains(Point(50, 50)))
        XCTAssertFalse(same.contains(Point(50, 50), evenOdd: true))
        XCTAssertTrue(same.contains(Point(10, 50)))
        XCTAssertTrue(same.contains(Point(10, 50), evenOdd: true))
        // The inner square wound the other way: the centre has winding 0, out for both.
        var opposite = square(0, 0, 100, 100)
        opposite.append(square(25, 25, 75, 75, clockwise: false))
        XCTAssertFalse(opposite.contains(Point(50, 50)))
        XCTAssertFalse(opposite.contains(Point(50, 50), evenOdd: true))
        XCTAssertTrue(opposite.contains(Point(10, 50)))
        // Outside everything.
        XCTAssertFalse(same.contains(Point(150, 50)))
    }

    func testPentagram() {
        // The five-pointed star drawn through every second vertex of a regular pentagon winds
        // twice round its centre: in for non-zero, out for even-odd. A point tip is wound once.
        let vertices = (0..<5).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * 2 * Double.pi / 5
            return Point(100 * cos(a), 100 * sin(a))
        }
        let star = makePath { p in
            p.move(to: vertices[0])
            for k in [2, 4, 1, 3] { p.addLine(to: vertices[k]) }
            p.close()
        }
        XCTAssertTrue(star.contains(Point(0, 0)))
        XCTAssertFalse(star.contains(Point(0, 0), evenOdd: true))
        XCTAssertTrue(star.contains(Point(0, -90)))
        XCTAssertTrue(star.contains(Point(0, -90), evenOdd: true))
    }

    func testOpenSubpathsCountAsClosed() {
        // An open path (0,0) → (100,0) → (100,100) fills as the triangle x ≥ y.
        let open = makePath { $0.move(to: Point(0, 0)); $0.addLine(to: Point(100, 0)); $0.addLine(to: Point(100, 100)) }
        XCTAssertTrue(open.contains(Point(90, 10)))
        XCTAssertFalse(open.contains(Point(10, 90)))
        // A lone move encloses nothing.
        XCTAssertFalse(makePath { $0.move(to: Point(0, 0)) }.contains(Point(0, 0)))
        XCTAssertFalse(Path().contains(Point(0, 0)))
    }

    func testExactCurves() {
        // A circle of radius 50 as four cubics with k = 4/3·tan(π/8): each quarter's midpoint
        // B(1/2) = (p0 + 3p1 + 3p2 + p3)/8 lies on the circle (x = (4 + 3k)/8 = √2/2 for the unit
        // quarter), at 45° below-right of the centre. Points a millionth of the radius inside and
        // outside it are told apart, which a flattened copy (chords inside the curve) would not.
        let circle = Path.oval(in: Rect(-50, -50, 100, 100))
        let d = Point(0.5.squareRoot(), 0.5.squareRoot())
        XCTAssertTrue(circle.contains(d * (50 * (1 - 1e-6))))
        XCTAssertFalse(circle.contains(d * (50 * (1 + 1e-6))))
        // At angle 0 the curve passes through (50, 0) itself.
        XCTAssertTrue(circle.contains(Point(49.9999, 0)))
        XCTAssertFalse(circle.contains(Point(50.0001, 0)))
    }

    func testRayThroughACurvesTurningPoint() {
        // The closed arch under y(t) = 200t(1 − t), x = 100t (quad with control (50, 100)) turns at
        // its apex (50, 50). A ray at y = 50 only touches it there; at x = 20 the arch is at
        // y = 200·0.2·0.8 = 32, so (20, 50) is outside, and (20, 49.9) too (the ray crosses the
        // arch twice, once each way). Just under the apex, (50, 49.9) is inside.
        let arch = makePath { $0.move(to: Point(0, 0)); $0.addQuadCurve(to: Point(100, 0), control: Point(50, 100)); $0.close() }
        XCTAssertFalse(arch.contains(Point(20, 50)))
        XCTAssertFalse(arch.contains(Point(20, 49.9)))
        XCTAssertTrue(arch.contains(Point(50, 49.9)))
        XCTAssertFalse(arch.contains(Point(50, 50.1)))
    }

    func testTransformMapsThePoint() {
        // Core Graphics maps the point by the transform before testing: (15, 5) moved by −10 in x
        // is (5, 5), inside the square 0…10.
        let p = square(0, 0, 10, 10)
        XCTAssertFalse(p.contains(Point(15, 5)))
        XCTAssertTrue(p.contains(Point(15, 5), transform: AffineTransform(translationX: -10, y: 0)))
    }

    func testBoundaryRule() {
        // The documented half-open choice: top and left edges in, bottom and right edges out,
        // as Rect.contains.
        let p = square(0, 0, 100, 100)
        XCTAssertTrue(p.contains(Point(0, 50)))
        XCTAssertFalse(p.contains(Point(100, 50)))
        XCTAssertTrue(p.contains(Point(50, 0)))
        XCTAssertFalse(p.contains(Point(50, 100)))
        // The same for the square wound the other way.
        let q = square(0, 0, 100, 100, clockwise: false)
        XCTAssertTrue(q.contains(Point(0, 50)))
        XCTAssertFalse(q.contains(Point(100, 50)))
    }
}
