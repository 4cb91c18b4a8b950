import Geometry
import XCTest

final class PathTrimmingTests: XCTestCase {
    let square = Path.rect(Rect(0, 0, 100, 100))

    func testLengths() {
        XCTAssertEqual(square.length, 400, accuracy: 1e-9)
        // Four cubics approximate a circle to within 0.03%.
        XCTAssertEqual(Path.oval(in: Rect(0, 0, 100, 100)).length, 100 * Double.pi, accuracy: 0.05)
        // A cubic whose control points sit on a line a third of the way apart is that line.
        let straight = makePath {
            $0.move(to: Point(0, 0))
            $0.addCurve(to: Point(30, 40), control1: Point(6, 8), control2: Point(24, 32))
        }
        XCTAssertEqual(straight.length, 50, accuracy: 1e-9)
        // A parabola, against a sum of a million chords.
        let q0 = Point(0, 0), q1 = Point(50, 100), q2 = Point(100, 0)
        let parabola = makePath { $0.move(to: q0); $0.addQuadCurve(to: q2, control: q1) }
        var chords = 0.0, previous = q0
        for i in 1...1_000_000 {
            let t = Double(i) / 1_000_000
            let p = q0 * ((1 - t) * (1 - t)) + q1 * (2 * (1 - t) * t) + q2 * (t * t)
            chords += p.distance(to: previous); previous = p
        }
        XCTAssertEqual(parabola.length, chords, accuracy: 1e-6)
        XCTAssertEqual(Path().length, 0)
    }

    func testFirstHalfOfSquareKeepsTopAndRightEdges() {
        XCTAssertEqual(square.trimmed(from: 0, to: 0.5).elements,
                       [.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 100))])
        XCTAssertEqual(square.trimmed(from: 0.125, to: 0.625).elements,
                       [.move(Point(50, 0)), .line(Point(100, 0)), .line(Point(100, 100)), .line(Point(50, 100))])
    }

    func testClosingSegmentCounts() {
        // 90% of 400 is 360: 60 along the closing edge, which runs from (0, 100) up to (0, 0).
        XCTAssertEqual(square.trimmed(from: 0.9, to: 1).elements, [.move(Point(0, 40)), .line(Point(0, 0))])
    }

    func testWholeAndEmptyRanges() {
        XCTAssertEqual(square.trimmed(from: 0, to: 1), square)
        XCTAssertEqual(square.trimmed(from: -3, to: 7), square)
        XCTAssertTrue(square.trimmed(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(square.trimmed(from: 0.7, to: 0.2).isEmpty)
        XCTAssertEqual(square.trimmed(from: .nan, to: .nan), square)
    }

    func testAcrossSubpaths() {
        var p = Path()
        p.move(to: Point(0, 0)); p.addLine(to: Point(10, 0))
        p.move(to: Point(0, 10)); p.addLine(to: Point(30, 10))
        // Total 40; 0.2...0.5 is 8...20: the last 2 of the first line and the first 10 of the second.
        XCTAssertEqual(p.trimmed(from: 0.2, to: 0.5).elements,
                       [.move(Point(8, 0)), .line(Point(10, 0)), .move(Point(0, 10)), .line(Point(10, 10))])
        // A subpath wholly inside the range stays as it was, closed.
        var q = square
        q.move(to: Point(200, 0)); q.addLine(to: Point(600, 0))
        XCTAssertEqual(q.trimmed(from: 0, to: 0.75).elements, square.elements + [.move(Point(200, 0)), .line(Point(400, 0))])
    }

    func testCurvesAreCutAtTheRightLength() {
        let oval = Path.oval(in: Rect(0, 0, 100, 100))
        // By symmetry a quarter of the length ends at the bottom.
        let quarter = oval.trimmed(from: 0, to: 0.25)
        assertPoint(endPoints(quarter).last!, Point(50, 100), accuracy: 1e-6)
        XCTAssertEqual(quarter.length, oval.length / 4, accuracy: 1e-6)
        // A piece from the middle of one cubic keeps its exact shape: its length is the difference.
        let piece = oval.trimmed(from: 0.05, to: 0.15)
        XCTAssertEqual(piece.length, oval.length * 0.1, accuracy: 1e-6)
        let start = oval.trimmed(from: 0, to: 0.05)
        assertPoint(endPoints(piece)[0], endPoints(start).last!!, accuracy: 1e-9)
    }
}
