import Geometry
import Raster
import XCTest

/// Stroke outlines measured by the area they cover, against areas worked out by hand.
final class StrokeGeometryTests: XCTestCase {
    func strokedArea(_ path: Path, _ style: StrokeStyle, transform: AffineTransform = .identity,
                     width: Int = 200, height: Int = 80) -> Double {
        var b = PixelBuffer(width: width, height: height)
        b.stroke(path, style: style, transform: transform, paint: .solid(.white))
        return coveredArea(b)
    }

    let line = makePath { p in p.move(to: Point(50, 40)); p.addLine(to: Point(150, 40)) }
    let square = Path.rect(Rect(20, 20, 40, 40))

    func testCaps() {
        // 100 long and 10 wide; a square cap adds 5 at each end; round caps add a disc of radius 5
        // (its polygon falls short of π·25 by at most the 0.1-pixel tolerance round the rim).
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, cap: .butt)), 1000, accuracy: 0.01)
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, cap: .square)), 1100, accuracy: 0.01)
        let round = strokedArea(line, StrokeStyle(width: 10, cap: .round))
        XCTAssertLessThanOrEqual(round, 1000 + 25 * Double.pi + 0.01)
        XCTAssertGreaterThanOrEqual(round, 1000 + 25 * Double.pi - 0.1 * 10 * Double.pi)
    }

    func testJoinsOnASquare() {
        // A 40 × 40 square stroked 4 wide: 44² − 36² = 640 with mitred corners; a bevel cuts a
        // right triangle of legs 2 off each corner (−2 each); a round join leaves a quarter
        // disc of radius 2 instead of a 2 × 2 square (−(4 − π) each).
        XCTAssertEqual(strokedArea(square, StrokeStyle(width: 4, join: .miter)), 640, accuracy: 0.01)
        // (Diagonal edges through pixel centres leave 128/255 coverage: a little over a half.)
        XCTAssertEqual(strokedArea(square, StrokeStyle(width: 4, join: .bevel)), 632, accuracy: 0.05)
        // Round joins are polygons within 0.1 of the arc: up to ⅔ · arc length · 0.1 short.
        let round = strokedArea(square, StrokeStyle(width: 4, join: .round))
        XCTAssertLessThanOrEqual(round, 640 - 4 * (4 - Double.pi) + 0.01)
        XCTAssertGreaterThanOrEqual(round, 640 - 4 * (4 - Double.pi) - 2.0 / 3 * 4 * Double.pi * 0.1)
        // A right angle's miter is √2 widths long: a limit of 1.5 keeps it, 1.4 bevels it.
        XCTAssertEqual(strokedArea(square, StrokeStyle(width: 4, join: .miter, miterLimit: 1.5)), 640, accuracy: 0.01)
        XCTAssertEqual(strokedArea(square, StrokeStyle(width: 4, join: .miter, miterLimit: 1.4)), 632, accuracy: 0.05)
    }

    func testInnerCornersAreFilled() {
        // An L of two 40-long legs, 10 wide, bevel: each leg is 40 × 10, and they share a 5 × 5
        // square at the inner corner; the bevel adds a triangle with legs 5 outside: 800 − 25 + 12.5.
        let l = makePath { p in p.move(to: Point(20, 10)); p.addLine(to: Point(60, 10)); p.addLine(to: Point(60, 50)) }
        XCTAssertEqual(strokedArea(l, StrokeStyle(width: 10, join: .bevel)), 800 - 25 + 12.5, accuracy: 0.01)
        // The same with a miter: the outer 5 × 5 corner square is filled.
        XCTAssertEqual(strokedArea(l, StrokeStyle(width: 10, join: .miter)), 800, accuracy: 0.01)
    }

    func testDots() {
        let dot = makePath { p in p.move(to: Point(40, 40)); p.addLine(to: Point(40, 40)) }
        let disc = strokedArea(dot, StrokeStyle(width: 10, cap: .round))
        XCTAssertLessThanOrEqual(disc, 25 * Double.pi + 0.01)
        XCTAssertGreaterThanOrEqual(disc, 25 * Double.pi - 0.1 * 10 * Double.pi)
        XCTAssertEqual(strokedArea(dot, StrokeStyle(width: 10, cap: .square)), 100, accuracy: 0.01)
        XCTAssertEqual(strokedArea(dot, StrokeStyle(width: 10, cap: .butt)), 0)
        // A lone move draws nothing, even with round caps.
        XCTAssertEqual(strokedArea(makePath { $0.move(to: Point(40, 40)) }, StrokeStyle(width: 10, cap: .round)), 0)
    }

    func testHairlinesAndBadWidthsDrawNothing() {
        for width in [0, -3, Double.nan, Double.infinity] {
            XCTAssertEqual(strokedArea(line, StrokeStyle(width: width)), 0, "width \(width)")
            XCTAssertTrue(line.stroked(StrokeStyle(width: width)).isEmpty)
        }
    }

    func testDashes() {
        // [20, 10] over 100: dashes 0–20, 30–50, 60–80, 90–100.
        let dashed = line.stroked(StrokeStyle(width: 10, dashPattern: [20, 10]))
        XCTAssertEqual(dashed.elements.filter { $0 == .close }.count, 4)
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, dashPattern: [20, 10])), 700, accuracy: 0.01)
        // Phase 15: 0–5, 15–35, 45–65, 75–95.
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, dashPattern: [20, 10], dashPhase: 15)), 650, accuracy: 0.01)
        // A negative phase counts back from the period: −10 ≡ 20 gives 10–30, 40–60, 70–90.
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, dashPattern: [20, 10], dashPhase: -10)), 600, accuracy: 0.01)
        // An odd pattern repeats twice: [30] is 30 on, 30 off: 0–30, 60–90.
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, dashPattern: [30])), 600, accuracy: 0.01)
        // Square caps grow every dash by 5 at each end.
        XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, cap: .square, dashPattern: [10, 20])), 4 * 200, accuracy: 0.01)
        // Unusable patterns draw a solid line.
        for pattern in [[0.0, 0], [-5, 5], [Double.nan, 5]] {
            XCTAssertEqual(strokedArea(line, StrokeStyle(width: 10, dashPattern: pattern)), 1000, accuracy: 0.01, "\(pattern)")
        }
        // The pattern restarts on every subpath, closing segments included.
        let box = Path.rect(Rect(20, 20, 40, 40))
        let boxDashes = box.stroked(StrokeStyle(width: 2, dashPattern: [30, 10]))
        XCTAssertEqual(boxDashes.elements.filter { $0 == .close }.count, 4) // 0–30, 40–70, 80–110, 120–150 of 160
    }

    func testAbsurdDashCountsFallBackToSolid() {
        let long = makePath { p in p.move(to: Point(0, 40)); p.addLine(to: Point(1e9, 40)) }
        let start = Date()
        let area = strokedArea(long, StrokeStyle(width: 10, dashPattern: [1e-3, 1e-3]))
        XCTAssertEqual(area, 2000, accuracy: 0.01) // the solid line over the 200-wide buffer
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testWidthIsInUserSpace() {
        // Scaled by 2, a 100 × 5 butt line covers 200 × 10.
        let short = makePath { p in p.move(to: Point(10, 20)); p.addLine(to: Point(60, 20)) }
        XCTAssertEqual(strokedArea(short, StrokeStyle(width: 5), transform: AffineTransform(scaleX: 2, y: 2)), 1000, accuracy: 0.01)
        // Scaled by 3 horizontally only, a vertical line's width triples.
        let vertical = makePath { p in p.move(to: Point(20, 10)); p.addLine(to: Point(20, 50)) }
        XCTAssertEqual(strokedArea(vertical, StrokeStyle(width: 4), transform: AffineTransform(scaleX: 3, y: 1)), 480, accuracy: 0.01)
    }

    func testClosedCircleRing() {
        // A circle of radius 20 stroked 6 wide: the ring between radii 17 and 23, π(23² − 17²),
        // each rim within the 0.1 tolerance (at most ⅔ · its length · 0.1 of area either way).
        let ring = strokedArea(.oval(in: Rect(20, 20, 40, 40)), StrokeStyle(width: 6), width: 80, height: 80)
        XCTAssertEqual(ring, Double.pi * (23 * 23 - 17 * 17), accuracy: 2.0 / 3 * 2 * Double.pi * (23 + 17) * 0.1)
    }
}
