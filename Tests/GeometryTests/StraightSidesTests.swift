import Geometry
import XCTest

/// Where a layer's outline runs straight along its bounds (`Path.straightSides`): what an
/// aliased outline may cut and a bitmap's edge pixels may be repeated along.
final class StraightSidesTests: XCTestCase {
    private let rect = Rect(x: 10, y: 20, width: 100, height: 60)

    func testARectangleIsStraightAllAlongAndPastItsCorners() {
        XCTAssertEqual(Path.layerOutline(rect, radii: .init(all: 0)).straightSides(of: rect), .whole)
    }

    func testRoundedCornersLeaveTheMiddleOfEachSide() {
        // Radius 8: the top runs straight from x 10 + 8 = 18 to 110 − 8 = 102, the left side from
        // y 20 + 8 = 28 to 80 − 8 = 72.
        let sides = Path.layerOutline(rect, radii: .init(all: 8)).straightSides(of: rect)
        XCTAssertEqual(sides, StraightSides(minX: 28...72, maxX: 28...72, minY: 18...102, maxY: 18...102))
    }

    func testOneRoundedCornerLeavesTheOtherEndsSquare() {
        // Only the top left rounded (radius 8): the top runs on past its right end, the left side
        // past its bottom one; the right and bottom sides are straight all along.
        let radii = Path.CornerRadii(topLeft: 8, topRight: 0, bottomRight: 0, bottomLeft: 0)
        let sides = Path.layerOutline(rect, radii: radii).straightSides(of: rect)
        XCTAssertEqual(sides.minY, 18 ... .infinity)
        XCTAssertEqual(sides.minX, 28 ... .infinity)
        XCTAssertEqual(sides.maxX, -.infinity ... .infinity)
        XCTAssertEqual(sides.maxY, -.infinity ... .infinity)
    }

    func testContinuousCornersRunFurtherAlongTheSides() {
        // A continuous corner of radius 8 reaches 8 × 1.52866483 = 12.229 along each side.
        let sides = Path.layerOutline(rect, radii: .init(all: 8), curve: .continuous).straightSides(of: rect)
        let reach = 8 * Path.continuousCornerExtent
        XCTAssertEqual(sides.minY?.lowerBound ?? .nan, 10 + reach, accuracy: 1e-6)
        XCTAssertEqual(sides.minY?.upperBound ?? .nan, 110 - reach, accuracy: 1e-6)
        XCTAssertEqual(sides.maxX?.lowerBound ?? .nan, 20 + reach, accuracy: 1e-6)
    }

    func testACircleAndACapsuleEndHaveNoStraightSide() {
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(Path.layerOutline(square, radii: .init(all: 20)).straightSides(of: square),
                       StraightSides(minX: nil, maxX: nil, minY: nil, maxY: nil))
        // 100 × 60 with radius 30: the top and bottom run from 40 to 80; the ends are half circles.
        let capsule = Path.layerOutline(rect, radii: .init(all: 30)).straightSides(of: rect)
        XCTAssertEqual(capsule, StraightSides(minX: nil, maxX: nil, minY: 40...80, maxY: 40...80))
    }

    func testMappingScalesAndShiftsEachSideByItsOwnAxis() {
        let sides = StraightSides(minX: 28...72, maxX: nil, minY: 18 ... .infinity, maxY: -.infinity ... .infinity)
        let mapped = sides.mapped(x: { ($0 - 9) * 2 }, y: { ($0 - 19) * 2 })
        XCTAssertEqual(mapped, StraightSides(minX: 18...106, maxX: nil, minY: 18 ... .infinity, maxY: -.infinity ... .infinity))
    }
}
