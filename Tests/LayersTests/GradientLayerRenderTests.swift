import Geometry
@testable import Layers
import Raster
import XCTest

/// CAGradientLayer's radial and conic geometry as Apple renders it (issue 9, item 6).
final class GradientLayerRenderTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    private func render(_ type: GradientType, colors: [Color], start: Point, end: Point,
                        width: Double = 100, height: Double = 50) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        let g = GradientLayer()
        g.frame = root.bounds
        g.type = type
        g.colors = colors
        g.startPoint = start
        g.endPoint = end
        root.addSublayer(g)
        var buffer = PixelBuffer(width: Int(width), height: Int(height))
        Compositor().render(root, background: .clear, scale: 1, into: &buffer)
        return buffer
    }

    /// A 100 × 50 conic gradient, red to blue, centred at (0.5, 0.5), angle 0 towards the end
    /// point (1, 0.5), turning clockwise on screen. The angle is measured in unit coordinates
    /// ((p − start) / size). Pixel (74, 37) has its centre at (74.5, 37.5) points, unit
    /// (0.745, 0.75): offset (0.245, 0.25), angle atan2(0.25, 0.245) = 45.58°, fraction
    /// 0.12661 of the turn, so red 255 × 0.87339 = 222.7 and blue 255 × 0.12661 = 32.3 (the
    /// mix is premultiplied, both opaque). Measured in points the offset (24.5, 12.5) would
    /// give 27.03°, fraction 0.0751: red 235.9. Pixel (25, 12): unit (0.255, 0.25), offset
    /// (−0.245, −0.25), angle 225.58°, fraction 0.62661: red 95.2, blue 159.8. Tolerance 1.5
    /// (the 1024-entry colour table and 8-bit rounding).
    func testConicAngleIsMeasuredInTheUnitSquare() {
        let b = render(.conic, colors: [red, blue], start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 0.5))
        XCTAssertEqual(Double(b[74, 37].r), 222.7, accuracy: 1.5)
        XCTAssertEqual(Double(b[74, 37].b), 32.3, accuracy: 1.5)
        XCTAssertEqual(b[74, 37].a, 255)
        XCTAssertEqual(Double(b[25, 12].r), 95.2, accuracy: 1.5)
        XCTAssertEqual(Double(b[25, 12].b), 159.8, accuracy: 1.5)
        // Straight below the centre is a quarter turn in either space: red 191.25, blue 63.75.
        XCTAssertEqual(Double(b[49, 45].r), 255 * 0.75, accuracy: 2.5)
    }

    /// A radial gradient with a zero radius on either axis (end point level with, or straight
    /// below, the start point, or on it) draws nothing: every pixel stays transparent.
    func testRadialWithAZeroRadiusDrawsNothing() {
        let clear = Array(repeating: Pixel.clear, count: 100 * 50)
        for end in [Point(x: 1, y: 0.5), Point(x: 0.5, y: 1), Point(x: 0.5, y: 0.5)] {
            let b = render(.radial, colors: [red, blue], start: Point(x: 0.5, y: 0.5), end: end)
            XCTAssertEqual(b.pixels, clear, "end \(end)")
        }
        // With both radii (50 and 25 points) the ellipse is drawn: pixel (50, 25), centre
        // offset (0.5, 0.5), is at t = √(0.01² + 0.02²) = 0.0224: red 249.3, blue 5.7.
        let ellipse = render(.radial, colors: [red, blue], start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 1))
        XCTAssertEqual(Double(ellipse[50, 25].r), 249.3, accuracy: 1.5)
        XCTAssertEqual(Double(ellipse[50, 25].b), 5.7, accuracy: 1.5)
    }

    /// One stop, zero radii, coincident or non-finite points: no crash.
    func testDegenerateGradientsDoNotCrash() {
        for type in GradientType.allCases {
            let one = render(type, colors: [red], start: Point(x: 0.2, y: 0.3), end: Point(x: 0.8, y: 0.9))
            XCTAssertEqual(one[50, 25], Pixel(r: 255, g: 0, b: 0, a: 255), "\(type)")
            for (start, end) in [(Point(x: 0.5, y: 0.5), Point(x: 0.5, y: 0.5)), (Point(x: .nan, y: 0), Point(x: 1, y: 1)),
                                 (Point(x: 0, y: 0), Point(x: 1e-300, y: 1e300)), (Point(x: 0, y: 0), Point(x: .infinity, y: 1))] {
                _ = render(type, colors: [red, blue], start: start, end: end)
            }
        }
    }
}
