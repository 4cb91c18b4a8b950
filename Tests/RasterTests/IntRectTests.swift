import Geometry
import Raster
import XCTest

final class IntRectTests: XCTestCase {
    func testUnionAndIntersection() {
        let a = IntRect(x: 0, y: 0, width: 10, height: 5), b = IntRect(x: 5, y: 3, width: 10, height: 10)
        XCTAssertEqual(a.union(b), IntRect(x: 0, y: 0, width: 15, height: 13))
        XCTAssertEqual(a.intersection(b), IntRect(x: 5, y: 3, width: 5, height: 2))
        XCTAssertEqual(a.intersection(IntRect(x: 10, y: 0, width: 5, height: 5)), .zero) // touching edges share nothing
        XCTAssertEqual(a.union(.zero), a)
        XCTAssertEqual(IntRect.zero.union(b), b)
        XCTAssertTrue(IntRect(x: 3, y: 3, width: 0, height: 4).isEmpty)
        XCTAssertTrue(IntRect(x: 3, y: 3, width: 4, height: -1).isEmpty)
        XCTAssertTrue(a.contains(x: 9, y: 4))
        XCTAssertFalse(a.contains(x: 10, y: 4))
    }

    func testSubtractingLeavesThePixelsOutsideInAtMostFourPieces() {
        let r = IntRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(r.subtracting(IntRect(x: 3, y: 4, width: 2, height: 3)),
                       [IntRect(x: 0, y: 0, width: 10, height: 4), IntRect(x: 0, y: 7, width: 10, height: 3),
                        IntRect(x: 0, y: 4, width: 3, height: 3), IntRect(x: 5, y: 4, width: 5, height: 3)])
        XCTAssertEqual(r.subtracting(IntRect(x: 5, y: -5, width: 20, height: 20)), [IntRect(x: 0, y: 0, width: 5, height: 10)])
        XCTAssertEqual(r.subtracting(IntRect(x: -1, y: -1, width: 12, height: 12)), [])
        XCTAssertEqual(r.subtracting(IntRect(x: 20, y: 0, width: 5, height: 5)), [r])
        XCTAssertEqual(IntRect.zero.subtracting(r), [])
    }

    func testEnclosingRoundsOutwards() {
        XCTAssertEqual(IntRect(enclosing: Rect(1.2, 2.8, 3, 0.1)), IntRect(x: 1, y: 2, width: 4, height: 1))
        XCTAssertEqual(IntRect(enclosing: Rect(-1.5, -1.5, 3, 3)), IntRect(x: -2, y: -2, width: 4, height: 4))
        XCTAssertEqual(IntRect(enclosing: Rect(4, 4, -2, -2)), IntRect(x: 2, y: 2, width: 2, height: 2))
    }
}
