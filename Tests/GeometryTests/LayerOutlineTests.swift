import Geometry
import XCTest

/// CALayer's background outline: rounded corners that may cross (`Path.layerOutline`).
final class LayerOutlineTests: XCTestCase {
    func testCornersThatFitAreQuarterCircles() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(Path.layerOutline(rect, radii: .init(all: 20)), Path.roundedRect(rect, cornerRadius: 20))
        XCTAssertEqual(Path.layerOutline(rect, radii: .init(all: 30)), Path.roundedRect(rect, cornerRadius: 30),
                       "exactly half the height: a capsule")
    }

    func testARadiusPastHalfTheHeightGivesPointedEnds() {
        // 100 × 40, radius 30: the left end is where the top-left circle (centre (30, 30)) and the
        // bottom-left one (centre (30, 10)) cross, at y = 20, x = 30 − √(30² − 10²) = 1.716.
        let lens = Path.layerOutline(Rect(x: 0, y: 0, width: 100, height: 40), radii: .init(all: 30))
        XCTAssertFalse(lens.contains(Point(x: 1.5, y: 20)), "a capsule would hold this; the lens's tip is at x = 1.716")
        XCTAssertTrue(lens.contains(Point(x: 2, y: 20)))
        XCTAssertEqual(lens.controlBounds.minX, 30 - (30.0 * 30 - 10 * 10).squareRoot(), accuracy: 1e-9)
        // In the top-left corner's 30 × 30 square only its circle counts: (10, 5) is 32 from (30, 30).
        XCTAssertFalse(lens.contains(Point(x: 10, y: 5)))
        XCTAssertTrue(lens.contains(Point(x: 30, y: 0.5)), "the top edge is straight between the corners")
        XCTAssertTrue(lens.contains(Point(x: 98, y: 20)), "the right end is the mirror image")
        XCTAssertFalse(lens.contains(Point(x: 98.5, y: 20)))
    }

    func testARadiusPastHalfASquaresSideGivesFourPoints() {
        // 100 × 100, radius 80: the top-left (80, 80) and top-right (20, 80) circles cross at
        // x = 50, y = 80 − √(80² − 30²) = 5.84; the same on every side.
        let shape = Path.layerOutline(Rect(x: 0, y: 0, width: 100, height: 100), radii: .init(all: 80))
        let tip = 80 - (80.0 * 80 - 30 * 30).squareRoot()
        for (inside, outside) in [(Point(x: 50, y: tip + 0.2), Point(x: 50, y: tip - 0.2)),
                                  (Point(x: 100 - tip - 0.2, y: 50), Point(x: 100 - tip + 0.2, y: 50)),
                                  (Point(x: 50, y: 100 - tip - 0.2), Point(x: 50, y: 100 - tip + 0.2)),
                                  (Point(x: tip + 0.2, y: 50), Point(x: tip - 0.2, y: 50))] {
            XCTAssertTrue(shape.contains(inside), "\(inside)")
            XCTAssertFalse(shape.contains(outside), "\(outside)")
        }
        XCTAssertFalse(shape.contains(Point(x: 12, y: 12)), "99 from the far corner's centre")
        XCTAssertTrue(shape.contains(Point(x: 50, y: 50)))
    }

    func testOnlyTheMaskedCornersRound() {
        let radii = Path.CornerRadii(topLeft: 50, topRight: 0, bottomRight: 0, bottomLeft: 50)
        let shape = Path.layerOutline(Rect(x: 0, y: 0, width: 100, height: 60), radii: radii)
        XCTAssertTrue(shape.contains(Point(x: 99.5, y: 0.5)), "a sharp corner")
        // The left circles (centres (50, 50) and (50, 10)) cross at y = 30, x = 50 − √(50² − 20²).
        XCTAssertEqual(shape.controlBounds.minX, 50 - (2500.0 - 400).squareRoot(), accuracy: 1e-9)
    }

    func testContinuousCornersStartFartherAndBendLater() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        let continuous = Path.layerOutline(rect, radii: .init(all: 20), curve: .continuous)
        XCTAssertEqual(continuous, Path.continuousRoundedRect(rect, cornerRadius: 20))
        // (13.4, 1.2): below the circle (which is at y = 20 − √(20² − 6.6²) = 1.12 there) but above the
        // continuous curve, which passes (0.66993 r, 0.06550 r) = (13.4, 1.31).
        XCTAssertTrue(Path.layerOutline(rect, radii: .init(all: 20)).contains(Point(x: 13.4, y: 1.2)))
        XCTAssertFalse(continuous.contains(Point(x: 13.4, y: 1.2)))
        XCTAssertTrue(continuous.contains(Point(x: 13.4, y: 1.45)))
        // Only the top-left corner continuous: the others sharp.
        let one = Path.layerOutline(rect, radii: .init(topLeft: 20, topRight: 0, bottomRight: 0, bottomLeft: 0),
                                    curve: .continuous)
        XCTAssertTrue(one.contains(Point(x: 199.5, y: 0.5)))
        XCTAssertTrue(one.contains(Point(x: 0.5, y: 199.5)))
        XCTAssertFalse(one.contains(Point(x: 13.4, y: 1.2)))
    }

    func testHostileRadiiStayBounded() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 4)
        for r in [Double.nan, .infinity, -5, 1e300, 1e-300] {
            let shape = Path.layerOutline(rect, radii: .init(all: r))
            XCTAssertTrue(shape.controlBounds.isFinite)
            let b = shape.controlBounds
            XCTAssertTrue(b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= 10 + 1e-9 && b.maxY <= 4 + 1e-9, "\(r)")
        }
        XCTAssertTrue(Path.layerOutline(Rect(x: 0, y: 0, width: 0, height: 5), radii: .init(all: 3)).controlBounds.width == 0)
    }
}
