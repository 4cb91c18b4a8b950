import Geometry
import XCTest

/// Tight bounds (CGPath.boundingBoxOfPath) and the current point, against extrema solved by hand.
final class PathBoundsTests: XCTestCase {
    func assertRect(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-9,
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("no rect", file: file, line: line) }
        XCTAssertEqual(r.minX, x, accuracy: accuracy, "minX", file: file, line: line)
        XCTAssertEqual(r.minY, y, accuracy: accuracy, "minY", file: file, line: line)
        XCTAssertEqual(r.width, w, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(r.height, h, accuracy: accuracy, "height", file: file, line: line)
    }

    func testCubicWithAnInteriorMaximum() {
        // y control values 0, 90, 0, 0: y(t) = 3·90·t(1 − t)² = 270t(1 − t)²,
        // y'(t) = 270(1 − t)(1 − 3t) = 0 at t = 1/3, where y = 270 · 1/3 · 4/9 = 40.
        // x control values 0, 10, 20, 30 make x = 30t, monotonic.
        let p = makePath { $0.move(to: Point(0, 0)); $0.addCurve(to: Point(30, 0), control1: Point(10, 90), control2: Point(20, 0)) }
        assertRect(p.boundingBoxOfPath, 0, 0, 30, 40)
        // The control-point box reaches the control point at y = 90.
        assertRect(p.controlBounds, 0, 0, 30, 90)
    }

    func testCubicWithANegativeExtremumInX() {
        // x control values 0, −30, −30, 0: x(t) = −90t(1 − t), least at t = 1/2: −22.5.
        let p = makePath { $0.move(to: Point(0, 0)); $0.addCurve(to: Point(0, 30), control1: Point(-30, 10), control2: Point(-30, 20)) }
        assertRect(p.boundingBoxOfPath, -22.5, 0, 22.5, 30)
    }

    func testSymmetricArch() {
        // y control values 0, 100, 100, 0: y(t) = 300t(1 − t), greatest at t = 1/2: 75.
        let p = makePath { $0.move(to: Point(0, 0)); $0.addCurve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100)) }
        assertRect(p.boundingBoxOfPath, 0, 0, 100, 75)
    }

    func testQuad() {
        // y(t) = 2t(1 − t)·100, greatest at t = 1/2: 50.
        let p = makePath { $0.move(to: Point(0, 0)); $0.addQuadCurve(to: Point(100, 0), control: Point(50, 100)) }
        assertRect(p.boundingBoxOfPath, 0, 0, 100, 50)
    }

    func testOvalIsItsRectangle() {
        // Each quarter of the oval is monotonic in x and y, so the extremes are its end points:
        // the rectangle's edge midpoints.
        assertRect(Path.oval(in: Rect(10, 20, 40, 60)).boundingBoxOfPath, 10, 20, 40, 60)
    }

    func testEmptyAndLonePoints() {
        // Core Graphics returns CGRect.null for an empty path: nil here.
        XCTAssertNil(Path().boundingBoxOfPath)
        // A lone move is a point of the path: a zero-size box at it.
        assertRect(makePath { $0.move(to: Point(5, 7)) }.boundingBoxOfPath, 5, 7, 0, 0)
        // A segment after a close starts at the closed subpath's start (0, 0).
        let p = makePath { $0.move(to: Point(0, 0)); $0.addLine(to: Point(10, 0)); $0.close(); $0.addLine(to: Point(0, -5)) }
        assertRect(p.boundingBoxOfPath, 0, -5, 10, 5)
    }

    func testCurrentPoint() {
        // Core Graphics: .zero for an empty path; the end of the last segment; the subpath's
        // start after a close.
        var p = Path()
        XCTAssertEqual(p.currentPointOrZero, Point(0, 0))
        p.move(to: Point(1, 2))
        p.addLine(to: Point(3, 4))
        XCTAssertEqual(p.currentPointOrZero, Point(3, 4))
        p.close()
        XCTAssertEqual(p.currentPointOrZero, Point(1, 2))
    }
}
