import GoldenTesting
import Geometry
import Raster
import XCTest

/// Bad input never crashes or hangs, and the good parts still draw.
final class RobustnessTests: XCTestCase {
    let white = Paint.solid(.white)

    func testNonFiniteSubpathsAreDropped() {
        // A NaN corner drops its own subpath only; the other square still fills.
        var p = polygon([Point(1, 1), Point(.nan, 1), Point(4, 4)])
        p.append(.rect(Rect(5, 1, 3, 2)))
        p.append(polygon([Point(0, 5), Point(.infinity, 5), Point(3, 8)]))
        let b = coverage(of: p, width: 10, height: 10)
        XCTAssertEqual(coveredArea(b), 6, accuracy: 1e-9)
        XCTAssertEqual(b[6, 2].a, 255)
        // Strokes skip them the same way: only the rectangle's outline, 4 × 3 less 2 × 1.
        var s = PixelBuffer(width: 10, height: 10)
        s.stroke(p, style: StrokeStyle(width: 1), paint: white)
        XCTAssertEqual(coveredArea(s), 10, accuracy: 0.05)
    }

    func testEnormousCoordinatesAreClampedWithoutHanging() {
        // A triangle with a corner at 1e30 still covers the buffer's region it crosses, and
        // curves with enormous control points finish quickly.
        let start = Date()
        var b = PixelBuffer(width: 50, height: 50)
        b.fill(polygon([Point(0, 0), Point(1e30, 0), Point(0, 1e30)]), paint: white)
        XCTAssertEqual(coveredArea(b), 2500, accuracy: 1)
        var c = PixelBuffer(width: 50, height: 50)
        let wild = makePath { p in
            p.move(to: Point(10, 10))
            p.addCurve(to: Point(40, 40), control1: Point(1e30, -1e30), control2: Point(-1e30, 1e300))
            p.addQuadCurve(to: Point(10, 40), control: Point(1e200, 1e200))
            p.close()
        }
        c.fill(wild, paint: white)
        c.stroke(wild, style: StrokeStyle(width: 3, cap: .round, join: .round, dashPattern: [4, 2]), paint: white)
        var d = PixelBuffer(width: 50, height: 50)
        d.fill(.rect(Rect(0, 0, 10, 10)), transform: AffineTransform(scaleX: 1e300, y: 1e300), paint: white)
        d.draw(testPicture(width: 8, height: 8), transform: .scale(1e200, 1e200, 1))
        d.draw(testPicture(width: 8, height: 8), transform: .scale(1e-200, 1e-200, 1))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testEmptyBuffersAndImages() {
        var empty = PixelBuffer(width: 0, height: 0)
        empty.fill(.rect(Rect(0, 0, 10, 10)), paint: white)
        empty.stroke(.rect(Rect(0, 0, 10, 10)), style: StrokeStyle(width: 2), paint: white)
        empty.draw(testPicture(width: 4, height: 4), transform: .identity)
        empty.drawReference(testPicture(width: 4, height: 4), transform: .identity)
        empty.clear(IntRect(x: 0, y: 0, width: 5, height: 5), to: Pixel(r: 1, g: 2, b: 3, a: 4))
        empty.applyMask(AlphaMask(bounds: IntRect(x: 0, y: 0, width: 3, height: 3), fill: 9))
        XCTAssertEqual(empty.alphaMask().coverage, [])
        XCTAssertEqual(empty.tinted(.black), empty)
        var b = PixelBuffer(width: 5, height: 5)
        b.draw(PixelBuffer(width: 0, height: 0), transform: .identity)
        b.draw(PixelBuffer(width: 0, height: 3), transform: .scale(2, 2, 1))
        b.fill(.rect(Rect(0, 0, 5, 5)), paint: .image(PixelBuffer(width: 0, height: 0), transform: .identity))
        b.fill(Path(), paint: white)
        XCTAssertEqual(b, PixelBuffer(width: 5, height: 5))
        XCTAssertTrue(AlphaMask(path: .rect(Rect(0, 0, 5, 5)), transform: .identity, rule: .nonZero, bounds: .zero).coverage.isEmpty)
    }

    func testClipsAndMasksOutsideTheBufferDrawNothing() {
        var b = PixelBuffer(width: 10, height: 10)
        b.fill(.rect(Rect(0, 0, 10, 10)), paint: white, clip: IntRect(x: 20, y: 0, width: 5, height: 5))
        b.fill(.rect(Rect(0, 0, 10, 10)), paint: white, clip: IntRect(x: 2, y: 2, width: -5, height: 5))
        b.draw(testPicture(width: 10, height: 10), transform: .identity, clip: IntRect(x: -20, y: -20, width: 10, height: 10))
        b.fill(.rect(Rect(0, 0, 10, 10)), paint: white, mask: AlphaMask(bounds: IntRect(x: 30, y: 30, width: 4, height: 4), fill: 255))
        b.fill(.rect(Rect(0, 0, 10, 10)), paint: white, opacity: 0)
        b.fill(.rect(Rect(0, 0, 10, 10)), paint: white, opacity: .nan)
        b.clear(IntRect(x: 50, y: 50, width: 3, height: 3), to: Pixel(r: 9, g: 9, b: 9, a: 9))
        XCTAssertEqual(b, PixelBuffer(width: 10, height: 10))
        // A clip reaching past the buffer is cut to it.
        b.fill(.rect(Rect(-5, -5, 30, 30)), paint: white, clip: IntRect(x: 8, y: 8, width: 100, height: 100))
        XCTAssertEqual(coveredArea(b), 4, accuracy: 1e-9)
        // Huge clip rectangles do not overflow.
        b.fill(.rect(Rect(0, 0, 1, 1)), paint: white, clip: IntRect(x: Int.max - 5, y: Int.min, width: Int.max, height: Int.max))
        b.clear(IntRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max))
    }

    func testNonFiniteTransformsDrawNothing() {
        var b = PixelBuffer(width: 10, height: 10)
        b.fill(.rect(Rect(0, 0, 5, 5)), transform: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), paint: white)
        b.stroke(.rect(Rect(0, 0, 5, 5)), style: StrokeStyle(width: 1),
                 transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0), paint: white)
        b.draw(testPicture(width: 4, height: 4), transform: Transform3D.translation(.nan, 0, 0))
        b.drawReference(testPicture(width: 4, height: 4), transform: Transform3D.translation(.nan, 0, 0))
        b.draw(testPicture(width: 4, height: 4), transform: Transform3D.scale(0, 1, 1))
        b.fill(.rect(Rect(0, 0, 5, 5)), paint: .gradient(Gradient(stops: [GradientStop(location: 0, color: .white)],
                                                                   start: .zero, end: Point(1, 1))),
               clip: nil, mask: nil)
        XCTAssertEqual(coveredArea(b), 25, accuracy: 1e-9) // only the gradient fill
        var c = PixelBuffer(width: 10, height: 10)
        c.fill(.rect(Rect(0, 0, 5, 5)), transform: AffineTransform(scaleX: 0, y: 1),
               paint: .gradient(Gradient(stops: [GradientStop(location: 0, color: .white)], start: .zero, end: Point(1, 1))))
        XCTAssertEqual(c, PixelBuffer(width: 10, height: 10))
    }

    func testIntRectEnclosingClampsAndRejects() {
        XCTAssertEqual(IntRect(enclosing: Rect(0.5, -0.5, 2, 1.2)), IntRect(x: 0, y: -1, width: 3, height: 2))
        XCTAssertEqual(IntRect(enclosing: Rect(.nan, 0, 1, 1)), .zero)
        let huge = IntRect(enclosing: Rect(-1e300, -1e300, 2e300, 2e300))
        XCTAssertEqual(huge.x, -(1 << 30))
        XCTAssertEqual(huge.maxX, 1 << 30)
    }

    func testRobustnessGolden() {
        // Good shapes next to bad ones: a star with a NaN point is gone, the disc beside it
        // stays, and a wedge from a corner at 1e30 fills its part of the picture.
        var b = canvas(120, 60)
        var p = polygon([Point(10, 10), Point(50, 10), Point(.nan, 30), Point(30, 50)])
        p.append(.oval(in: Rect(20, 15, 30, 30)))
        b.fill(p, paint: .solid(Color(hex: 0x0EA5E9)))
        b.fill(polygon([Point(70, 10), Point(1e30, 1e30), Point(70, 50)]), paint: .solid(Color(hex: 0xF97316)))
        assertGolden(b, named: "robustness", tolerance: 1)
    }
}
