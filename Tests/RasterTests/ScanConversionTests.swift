import Geometry
import Raster
import XCTest

final class ScanConversionTests: XCTestCase {
    /// A deterministic pseudo-random sequence (xorshift), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state % 1_000_000) / 1_000_000
        }
    }

    func testCoverageIsTheExactAreaForRandomTriangles() {
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<200 {
            let tri = (0..<3).map { _ in Point(x: random.next() * 24 - 2, y: random.next() * 24 - 2) }
            let b = coverage(of: polygon(tri), width: 20, height: 20)
            for y in 0..<20 {
                for x in 0..<20 {
                    let expected = (ExactCoverage.area(of: tri, inPixel: x, y) * 255).rounded()
                    XCTAssertEqual(Double(b[x, y].a), expected, accuracy: 1, "pixel (\(x), \(y)) of \(tri)")
                }
            }
        }
    }

    func testCoverageIsTheExactAreaForAConcavePolygon() {
        // An arrow with a notch, drawn anticlockwise, on a fractional grid.
        let arrow = [Point(1.3, 2.2), Point(9.7, 5.1), Point(17.4, 1.6), Point(12.2, 9.9), Point(18.1, 17.3),
                     Point(9.6, 12.4), Point(2.4, 18.8), Point(6.1, 9.3)].reversed().map { $0 }
        let b = coverage(of: polygon(arrow), width: 20, height: 20)
        for y in 0..<20 {
            for x in 0..<20 {
                let expected = (ExactCoverage.area(of: arrow, inPixel: x, y) * 255).rounded()
                XCTAssertEqual(Double(b[x, y].a), expected, accuracy: 1, "pixel (\(x), \(y))")
            }
        }
    }

    func testHandWorkedCoverage() {
        // A rectangle from x = 1.25 to 3.5, y = 0 to 1: the first pixel is ¾ covered, the second
        // fully, the third half.
        let b = coverage(of: .rect(Rect(1.25, 0, 2.25, 1)), width: 5, height: 1)
        XCTAssertEqual(alphas(b), [0, 191, 255, 128, 0])
        // A triangle over one pixel's diagonal covers half of it.
        let t = coverage(of: polygon([Point(0, 0), Point(1, 0), Point(0, 1)]), width: 2, height: 2)
        XCTAssertEqual(alphas(t), [128, 0, 0, 0])
    }

    func testFillRules() {
        // Two overlapping squares wound the same way: the overlap winds twice.
        var p = Path.rect(Rect(0, 0, 6, 4))
        p.append(.rect(Rect(3, 0, 6, 4)))
        let nonZero = coverage(of: p, width: 10, height: 1, rule: .nonZero)
        let evenOdd = coverage(of: p, width: 10, height: 1, rule: .evenOdd)
        XCTAssertEqual(alphas(nonZero), [255, 255, 255, 255, 255, 255, 255, 255, 255, 0])
        XCTAssertEqual(alphas(evenOdd), [255, 255, 255, 0, 0, 0, 255, 255, 255, 0])
        // Wound oppositely, the overlap is a hole under both rules.
        var q = Path.rect(Rect(0, 0, 6, 4))
        q.append(polygon([Point(3, 0), Point(3, 4), Point(9, 4), Point(9, 0)]))
        XCTAssertEqual(alphas(coverage(of: q, width: 10, height: 1, rule: .nonZero)), [255, 255, 255, 0, 0, 0, 255, 255, 255, 0])
        // Half-pixel edges of an even-odd hole.
        var ring = Path.rect(Rect(0, 0, 8, 1))
        ring.append(.rect(Rect(2.5, 0, 3, 1)))
        XCTAssertEqual(alphas(coverage(of: ring, width: 8, height: 1, rule: .evenOdd)), [255, 255, 128, 0, 0, 128, 255, 255])
    }

    /// Fails unless `area` is at most `exact` and short of it by no more than the sliver that
    /// chords within 0.1 pixel of a convex curve of length `curveLength` can cut off (2/3 of
    /// the chord length times the deviation), plus rounding.
    func assertFlattenedArea(_ area: Double, exact: Double, curveLength: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(area, exact + 0.5, file: file, line: line)
        XCTAssertGreaterThanOrEqual(area, exact - 2.0 / 3 * curveLength * 0.1 - 0.5, file: file, line: line)
    }

    func testCurvesAreFilledToTheirArea() {
        // A circle of radius 30: π·900 ≈ 2827.4 pixels.
        let circle = coverage(of: .oval(in: Rect(10, 10, 60, 60)), width: 80, height: 80)
        assertFlattenedArea(coveredArea(circle), exact: Double.pi * 900, curveLength: 60 * Double.pi)
        // Between a parabola's chord and the parabola: 2/3 × base × height, here 2/3 · 40 · 40.
        let quad = makePath { p in
            p.move(to: Point(0, 40)); p.addQuadCurve(to: Point(40, 40), control: Point(20, -40)); p.close()
        }
        assertFlattenedArea(coveredArea(coverage(of: quad, width: 40, height: 41)), exact: 2.0 / 3 * 40 * 40,
                            curveLength: 100)
        // A cubic arch against a polygon through 20 000 points of it.
        let cubic = makePath { p in
            p.move(to: Point(2, 38)); p.addCurve(to: Point(38, 38), control1: Point(2, 0), control2: Point(38, 0)); p.close()
        }
        var dense: [Point] = []
        for i in 0...20000 {
            let t = Double(i) / 20000, m = 1 - t
            dense.append(Point(x: 2 * m * m * m + 3 * m * m * t * 2 + 3 * m * t * t * 38 + 38 * t * t * t,
                               y: 38 * m * m * m + 38 * t * t * t))
        }
        assertFlattenedArea(coveredArea(coverage(of: cubic, width: 40, height: 40)),
                            exact: abs(ExactCoverage.shoelace(dense)), curveLength: 90)
    }

    func testTransformIsApplied() {
        // A unit square scaled by 4 and moved by (2, 1).
        let t = AffineTransform(scaleX: 4, y: 4).concatenating(AffineTransform(translationX: 2, y: 1))
        let b = coverage(of: .rect(Rect(0, 0, 1, 1)), width: 8, height: 6, transform: t)
        XCTAssertEqual(coveredArea(b), 16, accuracy: 1e-9)
        XCTAssertEqual(b[2, 1].a, 255)
        XCTAssertEqual(b[5, 4].a, 255)
        XCTAssertEqual(b[1, 1].a, 0)
        XCTAssertEqual(b[6, 1].a, 0)
    }

    func testClipAndShapesBeyondTheBuffer() {
        // A rectangle far wider than the buffer fills whole rows; the clip limits it.
        var b = PixelBuffer(width: 10, height: 4)
        b.fill(.rect(Rect(-1000, 1, 5000, 2)), paint: .solid(.white), clip: IntRect(x: 2, y: 0, width: 5, height: 4))
        XCTAssertEqual(alphas(b), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                   0, 0, 255, 255, 255, 255, 255, 0, 0, 0,
                                   0, 0, 255, 255, 255, 255, 255, 0, 0, 0,
                                   0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        // A triangle reaching far to the left keeps its winding inside.
        let tri = polygon([Point(-500, 0), Point(10, 0), Point(10, 10)])
        let expected = (0..<10).map { y in (0..<10).map { x in
            (ExactCoverage.area(of: [Point(-500, 0), Point(10, 0), Point(10, 10)], inPixel: x, y) * 255).rounded()
        } }.flatMap { $0 }
        for (a, e) in zip(alphas(coverage(of: tri, width: 10, height: 10)), expected) {
            XCTAssertEqual(Double(a), e, accuracy: 1)
        }
    }
}
