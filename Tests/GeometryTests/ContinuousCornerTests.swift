import Geometry
import XCTest

/// UIBezierPath(roundedRect:cornerRadius:)'s continuous corners, against the published
/// control points worked through by hand.
final class ContinuousCornerTests: XCTestCase {
    func testTheCornerBeginsFurtherOutThanAnArcAndStaysInsideTheRect() {
        let r = 10.0
        let path = Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: r)
        // Starts on the top edge 1.52866483 r from the top-left corner.
        guard case .move(let start) = path.elements.first else { return XCTFail("no move first") }
        XCTAssertEqual(start.x, 15.2866483, accuracy: 1e-9)
        XCTAssertEqual(start.y, 0)
        // Four corners of five steps each, a move and a close.
        XCTAssertEqual(path.elements.count, 1 + 4 * 5 + 1)
        // The curve never leaves the rectangle: its tight box is the rectangle.
        let box = try! XCTUnwrap(path.boundingBoxOfPath)
        XCTAssertEqual(box.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 100, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 60, accuracy: 1e-9)
    }

    func testTheMiddleOfTheCornerSitsWhereItsControlPointsPutIt() {
        // The top-right corner's middle cubic runs from (a, b) = (0.63149399, 0.07491100) to
        // (0.07491176, 0.63149399) with controls (0.37282392, 0.16905899) and (0.16906013,
        // 0.37282401), a and b measured from the corner in radii. At t = 0.5 it is
        // (P0 + 3 P1 + 3 P2 + P3) / 8 = (2.33205790 / 8, 2.33205399 / 8) = (0.29150724, 0.29150675):
        // a little nearer the corner than a circular arc's 1 − 1/√2 = 0.29289322.
        let r = 20.0
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        let elements = Path.continuousRoundedRect(rect, cornerRadius: r).elements
        guard case .cubic(let c1, let c2, let end) = elements[4], case .line(let start) = elements[3] else {
            return XCTFail("unexpected elements \(elements[3]), \(elements[4])")
        }
        let mid = Point(x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
        XCTAssertEqual(mid.x, 200 - 0.29150724 * r, accuracy: 1e-6)
        XCTAssertEqual(mid.y, 0.29150675 * r, accuracy: 1e-6)
    }

    func testLargeRadiiAreCircularSoHalfTheHeightIsACapsuleAndBadRadiiGiveARect() {
        // A 30-point-tall rect fits continuous corners up to 15 / 1.52866483 = 9.81 points; 15
        // (half the height) draws circular arcs: the capsule, starting 15 from the corner.
        let rect = Rect(x: 0, y: 0, width: 100, height: 30)
        XCTAssertEqual(Path.continuousRoundedRect(rect, cornerRadius: 15), Path.roundedRect(rect, cornerRadius: 15))
        XCTAssertEqual(Path.continuousRoundedRect(rect, cornerRadius: 50), Path.roundedRect(rect, cornerRadius: 50))
        guard case .move(let start) = Path.continuousRoundedRect(rect, cornerRadius: 9.8).elements.first else {
            return XCTFail("no move first")
        }
        XCTAssertEqual(start.x, 9.8 * 1.52866483, accuracy: 1e-9)
        for bad in [0.0, -3, .nan, .infinity] {
            XCTAssertEqual(Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: bad),
                           Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        }
    }
}
