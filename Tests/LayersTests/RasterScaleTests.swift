#if canImport(Glibc)
import Glibc
#endif
import Geometry
@testable import Layers
import Raster
import XCTest

/// Layers are rasterised at the scale they are shown at: the device's (3 and 1.5 included)
/// times their transform's, so edges land on the device pixels they cover (issue 9, items 1
/// and 7). Expected pixels are worked out by hand from the geometry.
final class RasterScaleTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    /// A `side` × `side` point root holding one red layer at `frame`.
    private func redLayer(_ frame: Rect, inRootOf side: Double) -> (root: Layer, layer: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: side, height: side)
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = red
        root.addSublayer(layer)
        return (root, layer)
    }

    /// A 6 × 6 point root holding one red square at {1, 1, 2, 2}, drawn at `scale`.
    private func redSquare(scale: Double) -> PixelBuffer {
        let root = redLayer(Rect(x: 1, y: 1, width: 2, height: 2), inRootOf: 6).root
        let side = Int((6 * scale).rounded(.up))
        var buffer = PixelBuffer(width: side, height: side)
        Compositor().render(root, background: .clear, scale: scale, into: &buffer)
        return buffer
    }

    /// Each pixel's alpha against `expected(x, y)`, within `tolerance`.
    private func assertAlpha(_ buffer: PixelBuffer, tolerance: Int, _ expected: (Int, Int) -> Int,
                             file: StaticString = #filePath, line: UInt = #line) {
        var wrong: [String] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where abs(Int(buffer[x, y].a) - expected(x, y)) > tolerance {
                wrong.append("(\(x), \(y)): \(buffer[x, y].a) not \(expected(x, y))")
            }
        }
        XCTAssert(wrong.isEmpty, "\(wrong.count) pixels off: \(wrong.prefix(8))", file: file, line: line)
    }

    func testAtScale3ASquareFillsExactlyItsPixels() {
        // {1, 1, 2, 2} × 3 = device pixels 3 ..< 9 each way: whole pixels, no partial edge.
        let buffer = redSquare(scale: 3)
        assertAlpha(buffer, tolerance: 0) { x, y in (3..<9).contains(x) && (3..<9).contains(y) ? 255 : 0 }
        XCTAssertEqual(buffer[5, 5], Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    func testAtScale1Point5ASquareCoversHalfPixelsAtItsEdges() {
        // {1, 1, 2, 2} × 1.5 = 1.5 ..< 4.5: pixels 2 and 3 whole, 1 and 4 half covered each way,
        // so an edge pixel is 1/2 (128, give or take rounding) and a corner pixel 1/4 (64).
        let buffer = redSquare(scale: 1.5)
        XCTAssertEqual(buffer.width, 9)
        func cover(_ i: Int) -> Double { i == 2 || i == 3 ? 1 : i == 1 || i == 4 ? 0.5 : 0 }
        assertAlpha(buffer, tolerance: 1) { x, y in Int((255 * cover(x) * cover(y)).rounded()) }
    }

    func testEveryScaleFromAQuarterTo8DrawsTheSquareOnItsPixels() {
        for scale in [0.25, 0.5, 1, 2, 3, 4, 5, 6, 8.0] {
            // Edges at 1 × scale and 3 × scale: whole pixels where those are whole numbers.
            let buffer = redSquare(scale: scale)
            let lo = scale, hi = 3 * scale
            guard lo == lo.rounded(), hi == hi.rounded() else { continue }
            assertAlpha(buffer, tolerance: 0) { x, y in
                (Int(lo)..<Int(hi)).contains(x) && (Int(lo)..<Int(hi)).contains(y) ? 255 : 0
            }
        }
    }

    /// A shape layer at `frame` filling a black circle of radius 5 points at its top left.
    private func circleLayer(_ frame: Rect) -> ShapeLayer {
        let shape = ShapeLayer()
        shape.frame = frame
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
        shape.path = circle
        shape.fillColor = .black
        return shape
    }

    /// A circle of radius 5 points, magnified 10 times by its layer's transform, at `scale`.
    private func magnifiedCircle(scale: Double) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        let shape = circleLayer(Rect(x: 95, y: 95, width: 10, height: 10))
        shape.transform = .scale(10, 10, 1)
        root.addSublayer(shape)
        var buffer = PixelBuffer(width: Int(200 * scale), height: Int(200 * scale))
        Compositor().render(root, background: .clear, scale: scale, into: &buffer)
        return buffer
    }

    /// Pixels between 10% and 90% coverage across the first edge along row `y` (interpolated).
    private func rampWidth(_ buffer: PixelBuffer, row y: Int) -> Double {
        let alphas = (0..<buffer.width).map { Double(buffer[$0, y].a) / 255 }
        func crossing(_ level: Double) -> Double {
            for x in 1..<alphas.count where alphas[x] >= level {
                return Double(x - 1) + (level - alphas[x - 1]) / (alphas[x] - alphas[x - 1])
            }
            return .infinity
        }
        return crossing(0.9) - crossing(0.1)
    }

    func testAShapeMagnifiedByItsTransformKeepsACrispEdge() {
        // The circle is 100 pixels across on screen, its left edge at x = 50: a rasterised
        // edge ramps over about one pixel, a 10 × magnified bitmap over about ten.
        let one = magnifiedCircle(scale: 1)
        XCTAssertEqual(one[100, 100].a, 255)
        XCTAssertEqual(one[48, 100].a, 0)
        XCTAssertGreaterThan(one[50, 100].a, 240, "x = 50 ..< 51 is inside the circle but for a sliver")
        XCTAssertLessThanOrEqual(rampWidth(one, row: 100), 2)
        XCTAssertLessThanOrEqual(rampWidth(one, row: 60), 2)
        // At scale 3 the circle is shown 30 pixels a point: the edge stays as sharp.
        let three = magnifiedCircle(scale: 3)
        XCTAssertLessThanOrEqual(rampWidth(three, row: 300), 2)
        XCTAssertLessThanOrEqual(rampWidth(three, row: 180), 2)
    }

    func testAScaleAnimationReusesBucketedBitmapsThenRestsExact() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        let shape = circleLayer(Rect(x: 25, y: 25, width: 10, height: 10))
        root.addSublayer(shape)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 180, height: 180)
        compositor.render(root, background: .white, scale: 3, into: &buffer)
        let first = compositor.rasterizationCount
        // 60 frames growing from 1 to 2 times: 4 quarter-power-of-two buckets, not 60 bitmaps.
        for frame in 1...60 {
            let s = 1 + Double(frame) / 60
            shape.transform = .scale(s, s, 1)
            compositor.render(root, background: .white, scale: 3, into: &buffer)
        }
        XCTAssertLessThanOrEqual(compositor.rasterizationCount - first, 6)
        // At rest: one frame later the picture is the exact one a fresh compositor draws.
        compositor.render(root, background: .white, scale: 3, into: &buffer)
        var fresh = PixelBuffer(width: 180, height: 180)
        Compositor().render(root, background: .white, scale: 3, into: &fresh)
        XCTAssertEqual(buffer, fresh)
        // And stays: no bitmap is made again while nothing changes.
        let rested = compositor.rasterizationCount
        compositor.render(root, background: .white, scale: 3, into: &buffer)
        XCTAssertEqual(compositor.rasterizationCount, rested)
    }

    func testALayerAtAFractionalPlaceRestsOnDevicePixelsAndMovesOnOneBitmap() {
        let (root, square) = redLayer(Rect(x: 2.25, y: 3.5, width: 4, height: 4), inRootOf: 20)
        // At rest at x 2.25 … 6.25: pixel 2 is 3/4 covered, 3 … 5 whole, 6 a quarter; y 3.5 … 7.5.
        var buffer = PixelBuffer(width: 20, height: 20)
        let compositor = Compositor()
        compositor.render(root, background: .clear, scale: 1, into: &buffer)
        func cover(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            max(0, min(Double(i + 1), hi) - max(Double(i), lo))
        }
        assertAlpha(buffer, tolerance: 1) { x, y in Int((255 * cover(x, 2.25, 6.25) * cover(y, 3.5, 7.5)).rounded()) }
        // Sliding by fractions of a pixel: the bitmap of the first moving frame serves them all.
        square.position.x += 0.3
        compositor.render(root, background: .clear, scale: 1, into: &buffer)
        let moving = compositor.rasterizationCount
        for _ in 0..<20 {
            square.position.x += 0.37
            compositor.render(root, background: .clear, scale: 1, into: &buffer)
        }
        XCTAssertEqual(compositor.rasterizationCount, moving)
        // At rest again, one frame later: the exact picture.
        compositor.render(root, background: .clear, scale: 1, into: &buffer)
        var fresh = PixelBuffer(width: 20, height: 20)
        Compositor().render(root, background: .clear, scale: 1, into: &fresh)
        XCTAssertEqual(buffer, fresh)
    }

    func testHugeAndTinyScalesAreBoundedInMemoryAndTime() {
        let start = clock()
        for device in [0.25, 1, 3, 8.0] {
            for factor in [1e6, 1e-9, 1e300, 0] {
                let root = Layer()
                root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
                let shape = ShapeLayer()
                shape.frame = Rect(x: 15, y: 15, width: 10, height: 10)
                var circle = Path()
                circle.addEllipse(in: Rect(x: -50, y: -50, width: 110, height: 110))
                shape.path = circle
                shape.fillColor = .black
                shape.strokeColor = red
                shape.lineWidth = 2
                shape.transform = .scale(factor, factor, 1)
                let empty = ShapeLayer()  // zero bounds, a path around its origin
                empty.position = Point(x: 20, y: 20)
                empty.path = circle
                empty.fillColor = red
                empty.transform = .scale(factor, factor, 1)
                let plain = Layer()
                plain.frame = Rect(x: 5, y: 5, width: 30, height: 30)
                plain.backgroundColor = red
                plain.cornerRadius = 4
                plain.borderWidth = 1
                plain.shadowOpacity = 1
                plain.shadowRadius = 3
                var perspective = Transform3D.scale(factor, factor, 1)
                perspective.m34 = -1 / 500
                plain.transform = perspective.concatenating(.rotation(1, 0, 1, 0))
                for layer in [shape, empty, plain] { root.addSublayer(layer) }
                let side = Int(40 * device)
                var buffer = PixelBuffer(width: side, height: side)
                let compositor = Compositor()
                compositor.render(root, background: .white, scale: device, into: &buffer)
                XCTAssertLessThanOrEqual(compositor.largestBitmapPixels, LayerBitmap.maxPixels,
                                         "device \(device), transform scale \(factor)")
            }
        }
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        XCTAssertLessThan(seconds, 10, "16 renders of huge and tiny scales must take a bounded time")
    }

    func testBucketsAreQuarterPowersOfTwoAndIgnoreRoundingErrors() {
        XCTAssertEqual(ContentCache.bucket(1), 1)
        XCTAssertEqual(ContentCache.bucket(1.0000000000000002), 1, "a turned layer's stretch, a rounding error above 1")
        XCTAssertEqual(ContentCache.bucket(1.001), pow(2, 0.25), accuracy: 1e-12)
        XCTAssertEqual(ContentCache.bucket(3), pow(2, 1.75), accuracy: 1e-12, "3 rounds up to 2^(7/4) = 3.36")
        XCTAssertEqual(ContentCache.bucket(0.5), 0.5)
        XCTAssertEqual(ContentCache.bucket(0.4999), 0.5)
    }
}
