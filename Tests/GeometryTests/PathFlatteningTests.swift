import Geometry
import XCTest

final class PathFlatteningTests: XCTestCase {
    /// The largest distance from the curve to the polyline's chord over each parameter step,
    /// sampled densely on the curve.
    private func maxDeviation(curve: (Double) -> Point, polyline: [Point]) -> Double {
        var worst = 0.0
        for i in 0...2000 {
            let p = curve(Double(i) / 2000)
            let d = polyline.indices.dropLast().map { distance(p, polyline[$0], polyline[$0 + 1]) }.min() ?? 0
            worst = max(worst, d)
        }
        return worst
    }

    private func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let t = max(0, min(1, (p - a).dot(ab) / max(ab.dot(ab), 1e-300)))
        return p.distance(to: a + ab * t)
    }

    func testCircleStaysWithinTolerance() {
        let r = 100.0
        for tolerance in [0.1, 0.25, 1] {
            let polylines = Path.oval(in: Rect(-r, -r, 2 * r, 2 * r)).flattened(tolerance: tolerance)
            XCTAssertEqual(polylines.count, 1)
            let points = polylines[0].points
            XCTAssertTrue(polylines[0].isClosed)
            // Every chord's midpoint is within the tolerance of the circle (plus the cubic's own
            // 0.03% deviation from a true circle).
            for (a, b) in zip(points, points.dropFirst()) {
                XCTAssertGreaterThan(((a + b) * 0.5).length, r - tolerance - 0.03)
                XCTAssertEqual(a.length, r, accuracy: 0.03)
            }
            // A regular polygon within the tolerance needs π / acos(1 − tol/r) sides; the
            // flattening should not use many more.
            let needed = Double.pi / acos(1 - tolerance / r)
            XCTAssertLessThan(Double(points.count - 1), needed * 1.5, "tolerance \(tolerance)")
        }
    }

    func testQuadAndCubicChordsStayWithinTolerance() {
        let q0 = Point(0, 0), q1 = Point(50, 120), q2 = Point(100, 0)
        var quad = [q0]
        Path.flattenQuad(from: q0, control: q1, to: q2, tolerance: 0.25, into: &quad)
        let quadCurve = { (t: Double) in q0 * ((1 - t) * (1 - t)) + q1 * (2 * (1 - t) * t) + q2 * (t * t) }
        XCTAssertLessThanOrEqual(maxDeviation(curve: quadCurve, polyline: quad), 0.25)
        XCTAssertEqual(quad.last, q2)

        let c0 = Point(0, 0), c1 = Point(0, 200), c2 = Point(200, -100), c3 = Point(200, 100)
        var cubic = [c0]
        Path.flattenCubic(from: c0, control1: c1, control2: c2, to: c3, tolerance: 0.25, into: &cubic)
        let cubicCurve = { (t: Double) -> Point in
            let m = 1 - t
            return c0 * (m * m * m) + c1 * (3 * m * m * t) + c2 * (3 * m * t * t) + c3 * (t * t * t)
        }
        XCTAssertLessThanOrEqual(maxDeviation(curve: cubicCurve, polyline: cubic), 0.25)
        // A coarser tolerance uses fewer points.
        var coarse = [c0]
        Path.flattenCubic(from: c0, control1: c1, control2: c2, to: c3, tolerance: 4, into: &coarse)
        XCTAssertLessThan(coarse.count, cubic.count / 3)
    }

    func testSubpathsAndClosing() {
        var p = Path()
        p.move(to: Point(0, 0)); p.addLine(to: Point(10, 0)); p.addLine(to: Point(10, 10)); p.close()
        p.addLine(to: Point(0, 10)) // after a close, a segment starts again at the subpath start
        p.move(to: Point(50, 50)) // a lone move draws nothing
        p.move(to: Point(5, 5)); p.addLine(to: Point(5, 5))
        let polylines = p.flattened()
        XCTAssertEqual(polylines, [
            Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], isClosed: true),
            Polyline(points: [Point(0, 0), Point(0, 10)], isClosed: false),
            Polyline(points: [Point(5, 5), Point(5, 5)], isClosed: false),
        ])
        XCTAssertEqual(polylines[0].length, 10 + 10 + 200.0.squareRoot(), accuracy: 1e-12)
    }

    func testBadInputDoesNotHang() {
        let huge = makePath {
            $0.move(to: Point(0, 0))
            $0.addCurve(to: Point(1e300, 0), control1: Point(-1e300, 1e300), control2: Point(.nan, .infinity))
        }
        XCTAssertLessThanOrEqual(huge.flattened(tolerance: 1e-12).first?.points.count ?? 0, 4097)
        XCTAssertEqual(Path.oval(in: Rect(0, 0, 10, 10)).flattened(tolerance: .nan).count, 1)
    }
}
