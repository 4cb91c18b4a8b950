import GoldenTesting
import Geometry
import Raster
import XCTest

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
}
