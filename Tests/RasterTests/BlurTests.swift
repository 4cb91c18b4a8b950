import GoldenTesting
import Geometry
import Raster
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class BlurTests: XCTestCase {
    /// The middle row of a blurred opaque vertical line (tall enough that its ends do not
    /// reach the middle): the blur's one-dimensional kernel times 255, centred on x = 200.
    func profile(radius: Double) -> [Double] {
        let height = Int(8 * radius) + 11
        var b = PixelBuffer(width: 401, height: height)
        for y in 0..<height { b[200, y] = Pixel(r: 255, g: 255, b: 255, a: 255) }
        let blurred = b.blurred(radius: radius)
        return (0..<401).map { Double(blurred[$0, height / 2].a) }
    }

    func testSpreadMatchesTheDocumentedDeviation() {
        // The kernel's mass stays 255 (up to rounding) and its standard deviation is radius / 2.
        for radius in [2.0, 4, 10, 17, 40] {
            let row = profile(radius: radius)
            let mass = row.reduce(0, +)
            let variance = row.enumerated().reduce(0) { $0 + $1.element * Double($1.offset - 200) * Double($1.offset - 200) } / mass
            XCTAssertEqual(mass, 255, accuracy: 255 * 0.05, "radius \(radius)")
            XCTAssertEqual(variance.squareRoot(), radius / 2, accuracy: radius / 2 * 0.08, "radius \(radius)")
            // Symmetric about the line, highest on it.
            XCTAssertEqual(row[197], row[203], "radius \(radius)")
            XCTAssertEqual(row.max(), row[200])
        }
    }

    func testUniformAreasStayUniformAndEdgesFadeToClear() {
        let b = PixelBuffer(width: 40, height: 40, fill: Pixel(r: 100, g: 50, b: 25, a: 200))
        let blurred = b.blurred(radius: 4)
        XCTAssertEqual(blurred[20, 20], Pixel(r: 100, g: 50, b: 25, a: 200))
        // Beyond the buffer counts as clear, so the border darkens.
        XCTAssertLessThan(blurred[0, 20].a, 150)
        // Premultiplied channels never exceed alpha.
        XCTAssertTrue(blurred.pixels.allSatisfy { $0.r <= $0.a && $0.g <= $0.a && $0.b <= $0.a })
    }

    func testDegenerateRadii() {
        let b = checkerboard(width: 8, height: 8, cell: 2, Pixel(r: 255, g: 0, b: 0, a: 255), .clear)
        XCTAssertEqual(b.blurred(radius: 0), b)
        XCTAssertEqual(b.blurred(radius: -4), b)
        XCTAssertEqual(b.blurred(radius: .nan), b)
        let huge = b.blurred(radius: 1e12)
        XCTAssertEqual(huge.width, 8)
        XCTAssertEqual(PixelBuffer(width: 0, height: 0).blurred(radius: 5), PixelBuffer(width: 0, height: 0))
    }

    func testBlurGolden() {
        // A shadow: the silhouette of a rounded rectangle tinted black at 60% and blurred with
        // radius 8, under the shape itself.
        var shape = PixelBuffer(width: 120, height: 90)
        shape.fill(.roundedRect(Rect(25, 20, 70, 45), cornerRadius: 10), paint: .solid(Color(hex: 0x3B82F6)))
        let shadow = shape.tinted(Color(red: 0, green: 0, blue: 0, alpha: 0.6)).blurred(radius: 8)
        var b = canvas(120, 90)
        b.draw(shadow, transform: .translation(4, 6, 0))
        b.draw(shape, transform: .identity)
        assertGolden(b, named: "blur-shadow", tolerance: 1)
    }

    /// A half-plane (x < 300 opaque) blurred with deviation σ: along a row, the alpha at
    /// distance d past the edge is the blurred step 0.5·erfc(d / (σ√2)) (d negative inside),
    /// with d measured from the edge to the pixel centre. Tolerance 0.015 (about 4/255): the
    /// three box blurs (σ ≥ 4) match the Gaussian's variance only up to odd widths and their
    /// piecewise-quadratic profile differs from erfc by under 1 %; the kernel path (σ < 4) is
    /// exact up to 8-bit rounding.
    func testStepEdgeMatchesTheGaussianOfTheGivenDeviation() {
        for sigma in [1.5, 3, 9.25, 27.75] {
            // Tall enough that the top and bottom (clear beyond) do not reach the middle row.
            let height = Int(8 * sigma) + 11
            var b = PixelBuffer(width: 600, height: height)
            for y in 0..<height { for x in 0..<300 { b[x, y] = Pixel(r: 0, g: 0, b: 0, a: 255) } }
            let blurred = b.blurred(sigma: sigma)
            for x in stride(from: 300 - Int(4 * sigma), to: 300 + Int(4 * sigma), by: 1) {
                let d = Double(x) + 0.5 - 300
                let expected = 0.5 * erfc(d / (sigma * 2.squareRoot()))
                XCTAssertEqual(Double(blurred[x, height / 2].a) / 255, expected, accuracy: 0.015, "σ \(sigma) x \(x)")
            }
        }
    }

    /// `blurred(radius:)` is `blurred(sigma: radius / 2)` (Core Graphics' convention).
    func testRadiusIsTwiceTheDeviation() {
        let b = checkerboard(width: 30, height: 20, cell: 5, Pixel(r: 255, g: 0, b: 0, a: 255), .clear)
        XCTAssertEqual(b.blurred(radius: 3), b.blurred(sigma: 1.5))
        XCTAssertEqual(b.blurred(radius: 20), b.blurred(sigma: 10))
    }

    /// Vanishing deviations (1e-200 squared is 0, which made the kernel 0/0 and trapped),
    /// zero, negative or NaN leave the buffer as it is; huge ones are capped.
    func testDegenerateDeviations() {
        let b = checkerboard(width: 8, height: 8, cell: 2, Pixel(r: 255, g: 0, b: 0, a: 255), .clear)
        for sigma in [1e-200, 5e-324, 1e-3, 0, -1, .nan, -.infinity] {
            XCTAssertEqual(b.blurred(sigma: sigma), b, "σ \(sigma)")
        }
        XCTAssertEqual(b.blurred(radius: 1e-200), b)
        XCTAssertEqual(b.blurred(sigma: 1e300).width, 8)
        XCTAssertEqual(b.blurred(sigma: .infinity).width, 8)
    }
}
