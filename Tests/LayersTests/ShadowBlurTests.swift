#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
@testable import Layers
import Raster
import XCTest

/// Layer shadows blur with Apple's Gaussian, σ = 0.925 × shadowRadius (issue 9, item 2).
final class ShadowBlurTests: XCTestCase {
    /// Φ, the standard normal's cumulative distribution.
    private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    /// The alpha at (x, y) of a unit square [x0, x1] × [y0, y1] blurred by a Gaussian of
    /// deviation σ: the 2-D Gaussian is separable, so the blurred indicator is the product
    /// of two 1-D blurred intervals, Φ((x − x0)/σ) − Φ((x − x1)/σ). Far from the other edges
    /// it reduces to the blurred step 0.5·erfc(d / (σ√2)) at distance d outside one edge.
    private func blurredSquare(x: Double, y: Double, from lo: Double, to hi: Double, sigma: Double) -> Double {
        (phi((x - lo) / sigma) - phi((x - hi) / sigma)) * (phi((y - lo) / sigma) - phi((y - hi) / sigma))
    }

    private func render(radius: Double, size: Int = 140, square: Rect = Rect(x: 60, y: 60, width: 20, height: 20),
                        scale: Double = 1) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        let layer = Layer()
        layer.frame = square
        layer.backgroundColor = .black
        layer.shadowOpacity = 1
        layer.shadowRadius = radius
        layer.shadowOffset = Size(width: 0, height: 0)
        root.addSublayer(layer)
        let pixels = Int((Double(size) * scale).rounded())
        var buffer = PixelBuffer(width: pixels, height: pixels)
        Compositor().render(root, background: .clear, scale: scale, into: &buffer)
        return buffer
    }

    func testTheConstantIsTheMiddleOfApplesRange() {
        XCTAssertEqual(ContentRasterizer.shadowSigmaPerRadius, 0.925)
        XCTAssertEqual(ContentRasterizer.shadowSigma(radius: 10, scale: 1), 9.25)
        XCTAssertEqual(ContentRasterizer.shadowSigma(radius: 10, scale: 3), 27.75, accuracy: 1e-12)
    }

    /// A 20×20 black square at (60, 60), shadowRadius 10, offset 0, scale 1: along row 69
    /// (pixel centres y = 69.5) the alpha outside the square is the square blurred by a
    /// Gaussian of σ = 9.25 px, sampled at pixel centres. Tolerance 0.02 (5/255): three box
    /// blurs of widths 17, 19, 19 (Kovesi's construction) have σ = √84 ≈ 9.17 and a profile
    /// within about 1 % of the Gaussian's, plus 8-bit rounding.
    func testShadowProfileIsAGaussianOfDeviation0925TimesTheRadius() {
        let buffer = render(radius: 10)
        let sigma = 9.25, row = 69
        var worst = 0.0
        for x in Array(0..<60) + Array(80..<140) {
            let expected = blurredSquare(x: Double(x) + 0.5, y: Double(row) + 0.5, from: 60, to: 80, sigma: sigma)
            let actual = Double(buffer[x, row].a) / 255
            worst = max(worst, abs(actual - expected))
            XCTAssertEqual(actual, expected, accuracy: 0.02, "x \(x)")
        }
        // The old deviation (0.5 × radius) is far from this profile: 5 px outside the edge
        // it gives about 0.12 where Apple's gives about 0.21.
        let fiveOut = blurredSquare(x: 85.5, y: 69.5, from: 60, to: 80, sigma: 9.25)
        let old = blurredSquare(x: 85.5, y: 69.5, from: 60, to: 80, sigma: 5)
        XCTAssertGreaterThan(fiveOut - old, 0.05)
        XCTAssertLessThan(worst, 0.02)
    }

    /// The same square at scale 2: σ is 0.925 × radius in points, so 18.5 device pixels.
    func testDeviationScalesWithTheRaster() {
        let buffer = render(radius: 10, scale: 2)
        let row = 139  // pixel centre y = 139.5 px = 69.75 pt
        for x in stride(from: 0, to: 280, by: 7) where x < 120 || x >= 160 {
            let expected = blurredSquare(x: Double(x) + 0.5, y: Double(row) + 0.5, from: 120, to: 160, sigma: 18.5)
            XCTAssertEqual(Double(buffer[x, row].a) / 255, expected, accuracy: 0.02, "x \(x)")
        }
    }

    /// A 40-point square at scale 2 with shadowRadius 40: σ is 37 points, 74 device pixels,
    /// so the shadow is blurred at a scale where σ is 16 pixels (0.43) and magnified. Its
    /// profile is still the Gaussian's, to the same tolerance, and its bitmap has about 13,000
    /// pixels instead of 275,000.
    func testAWideShadowIsMadeAtALowerScaleWithTheSameProfile() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 240, height: 240)
        let layer = Layer()
        layer.frame = Rect(x: 100, y: 100, width: 40, height: 40)
        layer.backgroundColor = .black
        layer.shadowOpacity = 1
        layer.shadowRadius = 40
        layer.shadowOffset = Size(width: 0, height: 0)
        root.addSublayer(layer)
        var buffer = PixelBuffer(width: 480, height: 480)
        let compositor = Compositor()
        compositor.render(root, background: .clear, scale: 2, into: &buffer)
        for row in [239, 150, 60] {
            for x in stride(from: 0, to: 480, by: 5) where x < 200 || x >= 280 || row < 200 {
                let expected = blurredSquare(x: Double(x) + 0.5, y: Double(row) + 0.5, from: 200, to: 280, sigma: 74)
                XCTAssertEqual(Double(buffer[x, row].a) / 255, expected, accuracy: 0.02, "x \(x), row \(row)")
            }
        }
        XCTAssertLessThan(compositor.largestBitmapPixels, 20_000)
    }

    /// `AlphaMask.shadow` blurs coverage alone, four rows or columns to a word; it must give
    /// what tinting the mask and blurring all four channels gives (blurring is linear, so the
    /// two differ only by rounding: at most one level), for sizes that are not multiples of
    /// four, with and without padding, by the kernel (σ < 4) and by boxes.
    func testBlurringCoverageAloneMatchesBlurringTheTintedImage() {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next() -> UInt64 { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; return seed }
        let color = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7)
        for (width, height, padding, sigma) in [(13, 7, 0, 2.5), (30, 21, 5, 6.0), (5, 9, 3, 0.5), (41, 3, 12, 9.25), (1, 1, 2, 1.0)] {
            let coverage = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: next() % 3 == 0 ? 255 : next()) }
            let mask = AlphaMask(width: width, height: height, coverage: coverage)
            var padded = PixelBuffer(width: width + 2 * padding, height: height + 2 * padding)
            for y in 0..<height {
                for x in 0..<width { padded[x + padding, y + padding] = Pixel(r: 0, g: 0, b: 0, a: coverage[y * width + x]) }
            }
            let expected = padded.tinted(color).blurred(sigma: sigma)
            let actual = mask.shadow(sigma: sigma, color: color, padding: padding)
            XCTAssertEqual(actual.width, expected.width)
            XCTAssertEqual(actual.height, expected.height)
            var worst = 0
            for (a, e) in zip(actual.pixels, expected.pixels) {
                worst = max(worst, abs(Int(a.r) - Int(e.r)), abs(Int(a.g) - Int(e.g)), abs(Int(a.b) - Int(e.b)), abs(Int(a.a) - Int(e.a)))
            }
            XCTAssertLessThanOrEqual(worst, 1, "\(width)×\(height), padding \(padding), σ \(sigma)")
        }
    }

    /// Degenerate radii draw a sharp shadow or the capped blur, never crash: 1e-200 used to
    /// die with an illegal instruction (a Gaussian kernel of 0/0 weights).
    func testDegenerateShadowRadii() {
        for radius in [1e-200, 0, -5, .nan, .infinity, 1e6, 5e-324] {
            let buffer = render(radius: radius, size: 60, square: Rect(x: 20, y: 20, width: 20, height: 20))
            // The square itself is always there.
            XCTAssertEqual(buffer[30, 30].a, 255, "radius \(radius)")
            if radius == 1e-200 || radius == 0 || radius == -5 || radius == 5e-324 {
                // No blur: the shadow hides under the square, outside it nothing.
                XCTAssertEqual(buffer[41, 30].a, 0, "radius \(radius)")
                XCTAssertEqual(buffer[18, 30].a, 0, "radius \(radius)")
            }
        }
        // A group shadow (the layer has sublayers) goes through the other blur path.
        for radius in [1e-200, 0, -1, .nan, 1e6] {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 60, height: 60)
            let layer = Layer()
            layer.frame = Rect(x: 20, y: 20, width: 20, height: 20)
            layer.shadowOpacity = 1
            layer.shadowRadius = radius
            let child = Layer()
            child.frame = Rect(x: 0, y: 0, width: 20, height: 20)
            child.backgroundColor = .black
            layer.addSublayer(child)
            root.addSublayer(layer)
            var buffer = PixelBuffer(width: 60, height: 60)
            Compositor().render(root, background: .clear, scale: 1, into: &buffer)
            XCTAssertEqual(buffer[30, 30].a, 255, "radius \(radius)")
        }
    }

    /// A 1e6-point radius is capped (256 px of radius, σ ≈ 237 px): it renders in bounded time.
    func testHugeRadiusHasABoundedCost() {
        let start = Date()
        _ = render(radius: 1e6, size: 100, square: Rect(x: 40, y: 40, width: 20, height: 20), scale: 3)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        XCTAssertEqual(ContentRasterizer.shadowSigma(radius: 1e6, scale: 3), 0.925 * ContentRasterizer.maxBlurPixels)
    }
}
