#if canImport(Glibc)
import Glibc
#endif
import Geometry
import XCTest

/// CGPath.copy(dashingWithPhase:lengths:): dash positions worked out by hand.
final class PathDashingTests: XCTestCase {
    let line = makePath { $0.move(to: Point(0, 0)); $0.addLine(to: Point(100, 0)) }

    /// The x ranges of the dashes of a path along the x axis, from each move to the next.
    func spans(_ p: Path) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        var start: Double?, end = 0.0
        for e in p.elements {
            switch e {
            case .move(let q):
                if let s = start { result.append(min(s, end)...max(s, end)) }
                start = q.x; end = q.x
            case .line(let q), .quad(_, let q), .cubic(_, _, let q): end = q.x
            case .close: break
            }
        }
        if let s = start { result.append(min(s, end)...max(s, end)) }
        return result
    }

    func assertSpans(_ p: Path, _ expected: [ClosedRange<Double>], file: StaticString = #filePath, line: UInt = #line) {
        let actual = spans(p)
        XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.lowerBound, e.lowerBound, accuracy: 1e-9, file: file, line: line)
            XCTAssertEqual(a.upperBound, e.upperBound, accuracy: 1e-9, file: file, line: line)
        }
    }

    func testPatternsAndPhases() {
        // [20, 10] over 100: dashes 0–20, 30–50, 60–80, 90–100 (70 painted).
        assertSpans(line.dashed(phase: 0, lengths: [20, 10]), [0...20, 30...50, 60...80, 90...100])
        XCTAssertEqual(line.dashed(phase: 0, lengths: [20, 10]).length, 70, accuracy: 1e-9)
        // Phase 15: 5 of the first dash left, then 10 off: 0–5, 15–35, 45–65, 75–95 (65 painted).
        assertSpans(line.dashed(phase: 15, lengths: [20, 10]), [0...5, 15...35, 45...65, 75...95])
        XCTAssertEqual(line.dashed(phase: 15, lengths: [20, 10]).length, 65, accuracy: 1e-9)
        // Phase −10 is 20 into the period 30: the gap comes first: 10–30, 40–60, 70–90.
        assertSpans(line.dashed(phase: -10, lengths: [20, 10]), [10...30, 40...60, 70...90])
        // An odd pattern is used twice over: [30] is 30 on, 30 off: 0–30, 60–90.
        assertSpans(line.dashed(phase: 0, lengths: [30]), [0...30, 60...90])
        // Three lengths [10, 5, 20] are used as [10, 5, 20, 10, 5, 20], alternately on and off:
        // on 0–10, off 10–15, on 15–35, off 35–45, on 45–50, off 50–70, on 70–80, off 80–85,
        // on 85–100 (cut at the end).
        assertSpans(line.dashed(phase: 0, lengths: [10, 5, 20]), [0...10, 15...35, 45...50, 70...80, 85...100])
    }

    func testEverySubpathStartsThePatternAfresh() {
        // Two 25-long lines with [20, 10]: each gives one dash 0–20 of its own (40 painted); a
        // pattern running on would have started the second line 5 into its gap.
        let two = makePath { p in
            p.move(to: Point(0, 0)); p.addLine(to: Point(25, 0))
            p.move(to: Point(0, 10)); p.addLine(to: Point(25, 10))
        }
        let dashed = two.dashed(phase: 0, lengths: [20, 10])
        XCTAssertEqual(dashed.elements, [.move(Point(0, 0)), .line(Point(20, 0)), .move(Point(0, 10)), .line(Point(20, 10))])
    }

    func testClosedSubpaths() {
        // A 40 × 40 square, perimeter 160, with [30, 10]: dashes at 0–30, 40–70, 80–110 and
        // 120–150; the last runs along the closing edge from (0,40) up to (0,10).
        let square = Path.rect(Rect(0, 0, 40, 40))
        let dashed = square.dashed(phase: 0, lengths: [30, 10])
        XCTAssertEqual(dashed.elements, [
            .move(Point(0, 0)), .line(Point(30, 0)),
            .move(Point(40, 0)), .line(Point(40, 30)),
            .move(Point(40, 40)), .line(Point(10, 40)),
            .move(Point(0, 40)), .line(Point(0, 10)),
        ])
        XCTAssertEqual(dashed.length, 120, accuracy: 1e-9)
        // A first dash longer than the whole perimeter keeps the square as it was, closed.
        XCTAssertEqual(square.dashed(phase: 0, lengths: [200, 10]), square)
    }

    func testCurvesStayCurves() {
        // A quarter circle of radius 100 as one cubic, about 157.08 long, with [50, 50]: dashes at
        // arc lengths 0–50 and 100–150, each a piece of the cubic, each 50 long. The second starts
        // at arc length 100, angle 1 rad: near (100 cos 1, 100 sin 1) (the cubic strays from the
        // circle by under 0.03).
        let arc = Path.arc(center: Point(0, 0), radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let dashed = arc.dashed(phase: 0, lengths: [50, 50])
        XCTAssertEqual(dashed.elements.count, 4)
        guard case .move(let a0) = dashed.elements[0], case .cubic = dashed.elements[1],
              case .move(let b0) = dashed.elements[2], case .cubic = dashed.elements[3] else {
            return XCTFail("\(dashed.elements)")
        }
        assertPoint(a0, Point(100, 0))
        assertPoint(b0, Point(100 * cos(1), 100 * sin(1)), accuracy: 0.05)
        // (Measured by quadrature on the cut pieces, which agrees with the cut to about 1e-7.)
        XCTAssertEqual(Path(elements: Array(dashed.elements[0...1])).length, 50, accuracy: 1e-4)
        XCTAssertEqual(Path(elements: Array(dashed.elements[2...3])).length, 50, accuracy: 1e-4)
    }

    func testZeroLengthDashesAreDots() {
        // [0, 10] over 30: dots at 0, 10 and 20, each a move and a line to the same point.
        let dots = makePath { $0.move(to: Point(0, 0)); $0.addLine(to: Point(30, 0)) }.dashed(phase: 0, lengths: [0, 10])
        XCTAssertEqual(Array(dots.elements.prefix(6)), [
            .move(Point(0, 0)), .line(Point(0, 0)), .move(Point(10, 0)), .line(Point(10, 0)),
            .move(Point(20, 0)), .line(Point(20, 0)),
        ])
        // A subpath of length zero starts in a dash: it stays a dot.
        let point = makePath { $0.move(to: Point(5, 5)); $0.addLine(to: Point(5, 5)) }
        XCTAssertEqual(point.dashed(phase: 0, lengths: [10, 5]).elements, [.move(Point(5, 5)), .line(Point(5, 5))])
    }

    func testUnusablePatternsLeaveThePath() {
        for pattern in [[], [0, 0], [10, -1], [Double.nan, 2]] {
            XCTAssertEqual(line.dashed(phase: 0, lengths: pattern), line, "\(pattern)")
        }
    }
}
