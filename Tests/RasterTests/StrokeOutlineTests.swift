import Geometry
import Raster
import XCTest

/// `Path.stroked` as CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:): the outline,
/// filled with the non-zero rule, must cover exactly the stroke. Checked against bounds worked
/// out by hand and against the distance from the path, computed here on its own.
final class StrokeOutlineTests: XCTestCase {
    let line = makePath { $0.move(to: Point(0, 0)); $0.addLine(to: Point(100, 0)) }

    func testLineOutlineBounds() {
        // A horizontal line 100 long, 10 wide: butt caps end at the end points, square caps 5 past
        // them; round caps reach 5 past at most (their polygon's points lie on the circle).
        guard let butt = line.stroked(StrokeStyle(width: 10, cap: .butt)).boundingBoxOfPath,
              let square = line.stroked(StrokeStyle(width: 10, cap: .square)).boundingBoxOfPath,
              let round = line.stroked(StrokeStyle(width: 10, cap: .round)).boundingBoxOfPath else {
            return XCTFail("empty outline")
        }
        XCTAssertEqual([butt.minX, butt.minY, butt.maxX, butt.maxY], [0, -5, 100, 5])
        XCTAssertEqual([square.minX, square.minY, square.maxX, square.maxY], [-5, -5, 105, 5])
        XCTAssertGreaterThanOrEqual(round.minX, -5 - 1e-9)
        XCTAssertLessThanOrEqual(round.minX, -5 + 0.25)
        XCTAssertLessThanOrEqual(round.maxX, 105 + 1e-9)
        XCTAssertGreaterThanOrEqual(round.maxX, 105 - 0.25)
    }

    func testLineOutlineFillsWithNonZero() {
        let butt = line.stroked(StrokeStyle(width: 10, cap: .butt))
        XCTAssertTrue(butt.contains(Point(50, 0)))
        XCTAssertTrue(butt.contains(Point(50, 4.9)))
        XCTAssertFalse(butt.contains(Point(50, 5.1)))
        XCTAssertFalse(butt.contains(Point(-1, 0)))
        XCTAssertFalse(butt.contains(Point(101, 0)))
        let square = line.stroked(StrokeStyle(width: 10, cap: .square))
        XCTAssertTrue(square.contains(Point(-4, 0)))
        XCTAssertTrue(square.contains(Point(104, 4)))
        XCTAssertFalse(square.contains(Point(106, 0)))
    }

    func testClosedOutlineHasAHole() {
        // A 100 × 100 square stroked 10 wide: a band from 5 outside to 5 inside each edge; the
        // inner loop winds against the outer one, so the middle is not filled with non-zero.
        let ring = Path.rect(Rect(0, 0, 100, 100)).stroked(StrokeStyle(width: 10))
        XCTAssertFalse(ring.contains(Point(50, 50)))
        XCTAssertTrue(ring.contains(Point(2, 50)))
        XCTAssertTrue(ring.contains(Point(-4, 50)))
        XCTAssertFalse(ring.contains(Point(-6, 50)))
        XCTAssertFalse(ring.contains(Point(6, 50)))
        // Miter joins fill the corners out to (−5, −5).
        XCTAssertTrue(ring.contains(Point(-4.5, -4.5)))
    }

    /// The distance from `p` to the polyline through `points`.
    func distance(from p: Point, toPolyline points: [Point], closed: Bool) -> Double {
        var pairs = Array(zip(points, points.dropFirst()))
        if closed, let first = points.first, let last = points.last { pairs.append((last, first)) }
        return pairs.map { a, b -> Double in
            let d = b - a
            let t = max(0, min(1, (p - a).dot(d) / d.dot(d)))
            return p.distance(to: a + d * t)
        }.min() ?? .infinity
    }

    func testRoundStrokesCoverExactlyTheDistanceBand() {
        // With round caps and joins a stroke of width w covers exactly the points within w/2 of
        // the path. Whatever the outline's loops (an acute turn, a self-crossing, a closed
        // zigzag), filling it with non-zero must give that set: every point clearly inside the
        // band is in, every point outside it is out. Round parts are polygons within the 0.25
        // tolerance, hence the margin inside.
        let polylines: [([Point], Bool)] = [
            ([Point(0, 0), Point(100, 0), Point(0, 12)], false),                        // acute turn
            ([Point(0, 0), Point(100, 0), Point(100, 50), Point(50, 50), Point(50, -50)], false),  // crosses itself
            ([Point(0, 0), Point(60, 40), Point(0, 80), Point(60, 120)], true),         // closed zigzag
        ]
        let halfWidth = 8.0
        for (points, closed) in polylines {
            let path = makePath { p in
                p.move(to: points[0])
                for q in points.dropFirst() { p.addLine(to: q) }
                if closed { p.close() }
            }
            let outline = path.stroked(StrokeStyle(width: 2 * halfWidth, cap: .round, join: .round))
            var checked = 0
            for x in stride(from: -20.0, through: 120, by: 1.7) {
                for y in stride(from: -60.0, through: 140, by: 1.3) {
                    let p = Point(x, y)
                    let d = distance(from: p, toPolyline: points, closed: closed)
                    if d < halfWidth - 0.3 {
                        XCTAssertTrue(outline.contains(p), "\(p) at distance \(d) of \(points)")
                        checked += 1
                    } else if d > halfWidth + 1e-6 {
                        XCTAssertFalse(outline.contains(p), "\(p) at distance \(d) of \(points)")
                        checked += 1
                    }
                }
            }
            XCTAssertGreaterThan(checked, 5000)
        }
    }
}
