import GoldenTesting
import Geometry
import Raster
import XCTest

final class GradientTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func paint(_ kind: GradientKind, _ stops: [GradientStop], from start: Point, to end: Point,
               width: Int, height: Int, transform: AffineTransform = .identity) -> PixelBuffer {
        var b = PixelBuffer(width: width, height: height)
        b.fill(.rect(Rect(-1000, -1000, 3000, 3000)), transform: transform,
               paint: .gradient(Gradient(kind: kind, stops: stops, start: start, end: end)))
        return b
    }

    func stop(_ location: Double, _ color: Color) -> GradientStop { GradientStop(location: location, color: color) }

    func testAxialRampIsSampledAtPixelCentres() {
        let b = paint(.axial, [stop(0, .black), stop(1, .white)], from: Point(0, 0), to: Point(100, 0), width: 100, height: 1)
        for x in 0..<100 {
            XCTAssertEqual(Double(b[x, 0].r), 255 * (Double(x) + 0.5) / 100, accuracy: 1, "x = \(x)")
            XCTAssertEqual(b[x, 0].a, 255)
        }
    }

    func testLocationsPaddingAndUserSpace() {
        // Red at 0.2, green at 0.4, blue at 1 along x = 0…100, drawn through a 2× scale, so
        // device pixels 0…200 span the gradient.
        let b = paint(.axial, [stop(0.2, red), stop(0.4, green), stop(1, blue)], from: Point(0, 0), to: Point(100, 0),
                      width: 240, height: 1, transform: AffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(b[10, 0], Pixel(r: 255, g: 0, b: 0, a: 255))      // before the first stop: padded
        XCTAssertEqual(b[80, 0].g, 255, accuracy: 1)                     // t = 0.4: green
        // Pixel 60's centre is user x 30.25, t = 0.3025: 51.25% of the way from red to green.
        XCTAssertEqual(Double(b[60, 0].r), 255 * 0.4875, accuracy: 1.5)
        XCTAssertEqual(Double(b[60, 0].g), 255 * 0.5125, accuracy: 1.5)
        XCTAssertEqual(b[230, 0], Pixel(r: 0, g: 0, b: 255, a: 255))     // beyond the end: padded
    }

    func testInterpolationIsPremultiplied() {
        // Transparent white to opaque red: halfway is half-transparent red, with no white in it.
        let b = paint(.axial, [stop(0, Color(red: 1, green: 1, blue: 1, alpha: 0)), stop(1, red)],
                      from: Point(0, 0), to: Point(100, 0), width: 100, height: 1)
        let mid = b[50, 0]
        XCTAssertEqual(Double(mid.a), 255 * 0.505, accuracy: 1.5)
        XCTAssertEqual(mid.r, mid.a)
        XCTAssertEqual(mid.g, 0)
        XCTAssertEqual(mid.b, 0)
    }

    func testUnsortedAndDuplicateStops() {
        // Sorted stably: red 0, green 0.5, then yellow 0.5 (a hard edge), blue 1.
        let yellow = Color(red: 1, green: 1, blue: 0)
        let b = paint(.axial, [stop(1, blue), stop(0, red), stop(0.5, green), stop(0.5, yellow)],
                      from: Point(0, 0), to: Point(100, 0), width: 100, height: 1)
        XCTAssertEqual(Double(b[49, 0].r), 255 * 0.01, accuracy: 1.5)   // t = 0.495: 99% of the way to green
        XCTAssertEqual(Double(b[49, 0].g), 255 * 0.99, accuracy: 1.5)
        XCTAssertEqual(b[50, 0].r, 253, accuracy: 3)   // t = 0.505: just past yellow
        XCTAssertEqual(b[50, 0].g, 253, accuracy: 3)
        // No stops paints nothing; a stop with a NaN location is ignored.
        XCTAssertEqual(paint(.axial, [], from: .zero, to: Point(10, 0), width: 4, height: 1).pixels, Array(repeating: .clear, count: 4))
        XCTAssertEqual(paint(.axial, [stop(.nan, red), stop(0, blue)], from: .zero, to: Point(10, 0), width: 4, height: 1)[2, 0],
                       Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    func testRadialIsAnEllipseThroughTheEndPoint() {
        // Centre (50, 50), radii 30 across and 10 down: t = 1 at (80, 50) and at (50, 60).
        let b = paint(.radial, [stop(0, .black), stop(1, .white)], from: Point(50, 50), to: Point(80, 60), width: 100, height: 100)
        XCTAssertEqual(Double(b[64, 49].r), 255 * (14.5 / 30 * 14.5 / 30 + 0.25 / 100).squareRoot(), accuracy: 1.5)
        XCTAssertEqual(b[80, 49].r, 255)   // just past the rim: padded
        XCTAssertEqual(Double(b[49, 57].r), 255 * ((0.5 / 30) * (0.5 / 30) + (7.5 / 10) * (7.5 / 10)).squareRoot(), accuracy: 1.5)
        // Equal radii make a circle.
        let circle = paint(.radial, [stop(0, .black), stop(1, .white)], from: Point(50, 50), to: Point(70, 70), width: 100, height: 100)
        XCTAssertEqual(Double(circle[49, 59].r), 255 * ((0.5 * 0.5 + 9.5 * 9.5).squareRoot() / 20), accuracy: 1.5)
    }

    func testRadialWithAZeroRadiusPaintsNothing() {
        // Core Animation draws nothing when either radius is zero (issue 9, item 6): not a
        // circle of the other radius, not the last colour.
        let clear = Array(repeating: Pixel.clear, count: 100 * 100)
        for end in [Point(70, 50), Point(50, 80), Point(50, 50), Point(50 + 1e-320, 60)] {
            let b = paint(.radial, [stop(0, red), stop(1, blue)], from: Point(50, 50), to: end, width: 100, height: 100)
            XCTAssertEqual(b.pixels, clear, "end \(end)")
        }
        // One stop and a zero radius: still nothing, no crash.
        XCTAssertEqual(paint(.radial, [stop(0.5, red)], from: Point(5, 5), to: Point(9, 5), width: 10, height: 10).pixels,
                       Array(repeating: .clear, count: 100))
    }

    func testGradientTransformPlacesTheGradientSpace() {
        // A conic gradient in a 100 × 50 unit square: the point (0.75, 0.75) is 45° from the
        // +x end direction in unit space, though only 26.6° in pixels.
        var b = PixelBuffer(width: 100, height: 50)
        let toBox = AffineTransform(a: 100, b: 0, c: 0, d: 50, tx: 0, ty: 0)
        b.fill(.rect(Rect(0, 0, 100, 50)), transform: .identity,
               paint: .gradient(Gradient(kind: .conic, stops: [stop(0, .black), stop(1, .white)],
                                         start: Point(0.5, 0.5), end: Point(1, 0.5), transform: toBox)))
        // Pixel (74, 37): centre (74.5, 37.5), unit (0.745, 0.75), angle atan2(0.25, 0.245).
        XCTAssertEqual(Double(b[74, 37].r), 255 * atan2(0.25, 0.245) / (2 * Double.pi), accuracy: 1.5)
    }

    func testConicTurnsClockwiseFromTheEndPoint() {
        // Angle 0 points right (towards the end point); a quarter turn clockwise on screen is down.
        let b = paint(.conic, [stop(0, .black), stop(1, .white)], from: Point(50, 50), to: Point(90, 50), width: 100, height: 100)
        func expected(_ x: Int, _ y: Int) -> Double {
            var a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) / (2 * Double.pi)
            if a < 0 { a += 1 }
            return 255 * a
        }
        for (x, y) in [(90, 60), (50, 90), (10, 52), (10, 40), (50, 10), (90, 40)] {
            XCTAssertEqual(Double(b[x, y].r), expected(x, y), accuracy: 1.5, "(\(x), \(y))")
        }
        XCTAssertEqual(Double(b[50, 90].r), 255 * 0.25, accuracy: 2)
        // Turning the end point turns the gradient: end point straight down makes down angle 0.
        let turned = paint(.conic, [stop(0, .black), stop(1, .white)], from: Point(50, 50), to: Point(50, 90), width: 100, height: 100)
        XCTAssertEqual(Double(turned[10, 50].r), 255 * 0.25, accuracy: 2)
    }

    func testDegenerateGradients() {
        // No length: the last colour everywhere.
        let axial = paint(.axial, [stop(0, red), stop(1, blue)], from: Point(5, 5), to: Point(5, 5), width: 4, height: 4)
        XCTAssertEqual(axial[1, 1], Pixel(r: 0, g: 0, b: 255, a: 255))
        // A radial gradient of no radius paints nothing (Core Animation).
        let radial = paint(.radial, [stop(0, red), stop(1, blue)], from: Point(5, 5), to: Point(5, 5), width: 4, height: 4)
        XCTAssertEqual(radial[1, 1], .clear)
        // One stop: that colour everywhere, whatever the kind.
        for kind in GradientKind.allCases {
            let one = paint(kind, [stop(0.3, red)], from: Point(1, 1), to: Point(3, 4), width: 4, height: 4)
            XCTAssertEqual(one[2, 2], Pixel(r: 255, g: 0, b: 0, a: 255), "\(kind)")
        }
        // Non-finite points paint nothing.
        let bad = paint(.axial, [stop(0, red)], from: Point(.nan, 0), to: Point(1, 1), width: 4, height: 4)
        XCTAssertEqual(bad.pixels, Array(repeating: .clear, count: 16))
    }

    func testGradientGolden() {
        // Axial with four stops at uneven locations, a radial ellipse fading to clear, and a conic
        // wheel, each inside its own shape.
        var b = canvas(160, 60)
        let stops = [stop(0, Color(hex: 0x1E3A8A)), stop(0.3, Color(hex: 0x10B981)), stop(0.35, Color(hex: 0xFDE047)),
                     stop(1, Color(hex: 0xDC2626))]
        b.fill(.roundedRect(Rect(5, 5, 60, 50), cornerRadius: 8),
               paint: .gradient(Gradient(kind: .axial, stops: stops, start: Point(5, 5), end: Point(65, 55))))
        b.fill(.rect(Rect(70, 5, 40, 50)),
               paint: .gradient(Gradient(kind: .radial, stops: [stop(0, Color(hex: 0x7C3AED)), stop(1, Color(hex: 0x7C3AED, alpha: 0))],
                                         start: Point(90, 30), end: Point(110, 55))))
        let wheel = [stop(0, red), stop(1.0 / 3, green), stop(2.0 / 3, blue), stop(1, red)]
        b.fill(.oval(in: Rect(115, 7, 44, 44)),
               paint: .gradient(Gradient(kind: .conic, stops: wheel, start: Point(137, 29), end: Point(137, 0))))
        assertGolden(b, named: "gradients", tolerance: 2)
    }
}
