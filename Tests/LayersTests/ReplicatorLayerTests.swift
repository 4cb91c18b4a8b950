import Geometry
import GoldenTesting
@testable import Layers
import Raster
import XCTest

/// CAReplicatorLayer: copies placed by powers of `instanceTransform` about the centre,
/// coloured by `instanceColor` plus k times the offsets, time-shifted by `instanceDelay`.
final class ReplicatorLayerTests: XCTestCase {
    private func render(_ root: Layer, size: Int = 120, background: Color = .white, compositor: Compositor = Compositor())
        -> PixelBuffer {
        var buffer = PixelBuffer(width: size, height: size)
        compositor.render(root, background: background, scale: 1, into: &buffer)
        return buffer
    }

    private func layer(_ frame: Rect, _ color: Color?) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    private func assertPoint(_ p: Point, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    // MARK: Geometry

    func testCopyKIsTheInstanceTransformAppliedKTimesAboutTheCentre() {
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        r.instanceTransform = .rotation(.pi / 2, 0, 0, 1)
        // (50, 10) is 40 above the centre (50, 50). A quarter turn (positive turns clockwise
        // on a y-down screen) takes it to the right of the centre, then below, then left.
        let top = Point(x: 50, y: 10)
        assertPoint(r.instanceTransform(at: 0).project(top), 50, 10)
        assertPoint(r.instanceTransform(at: 1).project(top), 90, 50)
        assertPoint(r.instanceTransform(at: 2).project(top), 50, 90)
        assertPoint(r.instanceTransform(at: 3).project(top), 10, 50)

        r.instanceTransform = .translation(25, 10, 0)
        assertPoint(r.instanceTransform(at: 3).project(Point(x: 5, y: 7)), 80, 37)
    }

    func testCopiesAreDrawnWhereTheirTransformPutsThem() {
        let root = layer(Rect(x: 0, y: 0, width: 120, height: 120), nil)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        r.instanceCount = 4
        r.instanceTransform = .rotation(.pi / 2, 0, 0, 1)
        r.addSublayer(layer(Rect(x: 45, y: 5, width: 10, height: 10), .black))
        root.addSublayer(r)
        let image = render(root)
        // Dot centres in the replicator: (50, 10), (90, 50), (50, 90), (10, 50); +10 on screen.
        for (x, y) in [(60, 20), (100, 60), (60, 100), (20, 60)] {
            XCTAssertEqual(image[x, y], Pixel(r: 0, g: 0, b: 0, a: 255), "dot at (\(x), \(y))")
        }
        XCTAssertEqual(image[60, 60], Pixel(r: 255, g: 255, b: 255, a: 255), "nothing at the centre")
        XCTAssertEqual(image[100, 20], Pixel(r: 255, g: 255, b: 255, a: 255), "no fifth copy")
    }

    func testTheSublayerTransformComesAfterTheCopiesPlacement() {
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        r.instanceCount = 2
        r.instanceTransform = .translation(30, 0, 0)
        r.sublayerTransform = .scale(0.5, 0.5, 1)  // about the anchor, (50, 50)
        r.addSublayer(layer(Rect(x: 0, y: 0, width: 20, height: 20), .black))
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 100), nil)
        root.addSublayer(r)
        let image = render(root, size: 100)
        // Copy 1 covers (30...50, 0...20) before the scale, so (40...50, 25...35) after it.
        XCTAssertEqual(image[45, 30], Pixel(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[45, 20], Pixel(r: 255, g: 255, b: 255, a: 255))
        // Copy 0 covers (25...35, 25...35).
        XCTAssertEqual(image[30, 30], Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    func testPreservesDepthSortsEveryCopyBySublayerDepth() {
        func scene(preservesDepth: Bool) -> PixelBuffer {
            let r = ReplicatorLayer()
            r.frame = Rect(x: 0, y: 0, width: 60, height: 60)
            r.instanceCount = 2
            r.instanceTransform = .translation(10, 0, -20)  // copy 1 sits behind copy 0
            r.preservesDepth = preservesDepth
            r.addSublayer(layer(Rect(x: 10, y: 10, width: 30, height: 30), .white))
            r.instanceRedOffset = 1  // copy 1 is red
            r.instanceColor = Color(red: 0, green: 0, blue: 0)
            let root = layer(Rect(x: 0, y: 0, width: 60, height: 60), nil)
            root.addSublayer(r)
            return render(root, size: 60)
        }
        // Where they overlap, flattened copies draw in order (copy 1, red, on top); with depth
        // kept, copy 1 is farther and copy 0 (black) shows.
        XCTAssertEqual(scene(preservesDepth: false)[30, 25], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(scene(preservesDepth: true)[30, 25], Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    // MARK: Colour

    func testInstanceColourAddsTheOffsetsOncePerCopyAndClamps() {
        let r = ReplicatorLayer()
        r.instanceColor = Color(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        r.instanceRedOffset = -0.25
        r.instanceGreenOffset = 0.2
        r.instanceBlueOffset = 0
        r.instanceAlphaOffset = -0.1
        XCTAssertEqual(r.instanceColor(at: 0), Color(red: 1, green: 0.5, blue: 0.2, alpha: 1))
        let second = r.instanceColor(at: 2)
        XCTAssertEqual(second.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(second.green, 0.9, accuracy: 1e-12)
        XCTAssertEqual(second.blue, 0.2, accuracy: 1e-12)
        XCTAssertEqual(second.alpha, 0.8, accuracy: 1e-12)
        // Copy 5: red 1 − 1.25 and green 0.5 + 1 leave 0...1.
        let fifth = r.instanceColor(at: 5)
        XCTAssertEqual(fifth.red, 0)
        XCTAssertEqual(fifth.green, 1)
        XCTAssertEqual(fifth.alpha, 0.5, accuracy: 1e-12)
        r.instanceRedOffset = .nan
        XCTAssertEqual(r.instanceColor(at: 3).red, 1, "an offset that is not a number adds nothing")
    }

    func testEachCopyIsMultipliedByItsColour() {
        let root = layer(Rect(x: 0, y: 0, width: 120, height: 40), nil)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        r.instanceCount = 4
        r.instanceTransform = .translation(30, 0, 0)
        r.instanceRedOffset = -0.25
        r.instanceBlueOffset = -0.5
        r.addSublayer(layer(Rect(x: 0, y: 0, width: 30, height: 40), Color(red: 1, green: 0.6, blue: 1)))
        root.addSublayer(r)
        let image = render(root, size: 120, background: .black)
        // Copy k: red 1 − k/4, green 0.6, blue max(0, 1 − k/2), each times the white layer's channel.
        XCTAssertEqual(image[15, 20], Pixel(r: 255, g: 153, b: 255, a: 255))
        XCTAssertEqual(image[45, 20], Pixel(r: 191, g: 153, b: 128, a: 255))
        XCTAssertEqual(image[75, 20], Pixel(r: 128, g: 153, b: 0, a: 255))
        XCTAssertEqual(image[105, 20], Pixel(r: 64, g: 153, b: 0, a: 255))
    }

    /// Scene fuzzer, seed 36538: 10,000 copies whose blue stepped from 0 by 1e-300 each
    /// rasterised their own tinted bitmap (1.2 GB, 1.6 s a frame) though all show the same
    /// pixels. Copies share a bitmap while their colours fall on the same 8-bit levels.
    func testCopiesWhoseColoursShowTheSameLevelsShareOneBitmap() {
        for (blue, offset, most) in [(0.0, 1e-300, 1), (1.0, -0.0001, 256)] {
            let root = layer(Rect(x: 0, y: 0, width: 40, height: 40), nil)
            let r = ReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = 10_000
            r.instanceColor = Color(red: 1, green: 1, blue: blue)
            r.instanceBlueOffset = offset
            r.addSublayer(layer(Rect(x: 0, y: 0, width: 40, height: 40), Color(red: 1, green: 1, blue: 1)))
            root.addSublayer(r)
            let compositor = Compositor()
            let image = render(root, size: 40, compositor: compositor)
            XCTAssertLessThanOrEqual(compositor.rasterizationCount, most + 1, "offset \(offset)")
            // The last copy, on top: blue + 9,999 × offset.
            let last = UInt8(((blue + 9_999 * offset) * 255).rounded())
            XCTAssertEqual(image[20, 20], Pixel(r: 255, g: 255, b: last, a: 255), "offset \(offset)")
        }
    }

    // MARK: Time

    func testInstanceDelayAsksForEachCopyShiftedBackByKDelays() {
        let root = layer(Rect(x: 0, y: 0, width: 100, height: 40), nil)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        r.instanceCount = 3
        r.instanceDelay = 0.25
        r.instanceTransform = .translation(30, 0, 0)
        let dot = layer(Rect(x: 0, y: 0, width: 10, height: 10), .black)
        r.addSublayer(dot)
        root.addSublayer(r)
        var shifts: [Double] = []
        let compositor = Compositor()
        compositor.timeShiftedPresentation = { sublayer, shift in
            shifts.append(shift)
            // A stand-in for presentation: the later a copy's time, the lower it sits.
            let moved = sublayer.makeCopy()
            moved.position.y += -shift * 40
            return moved
        }
        let image = render(root, size: 100, compositor: compositor)
        XCTAssertEqual(shifts, [-0.25, -0.5], "copy 0 draws the sublayer itself")
        XCTAssertEqual(image[5, 5], Pixel(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[35, 15], Pixel(r: 0, g: 0, b: 0, a: 255))  // copy 1: 10 lower
        XCTAssertEqual(image[65, 25], Pixel(r: 0, g: 0, b: 0, a: 255))  // copy 2: 20 lower
        XCTAssertEqual(image[35, 5], Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    // MARK: Bad input

    func testHugeCountsAndBrokenTransformsNeitherHangNorCrash() throws {
        let root = layer(Rect(x: 0, y: 0, width: 60, height: 60), nil)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        try r.setValue(.number(1e12), forKey: "instanceCount")
        XCTAssertEqual(r.instanceCount, Int(Int32.max))
        XCTAssertEqual(r.drawnInstanceCount, ReplicatorLayer.maxDrawnInstances)
        r.instanceTransform = .translation(0.001, 0, 0)
        r.addSublayer(layer(Rect(x: 0, y: 0, width: 4, height: 4), .black))
        root.addSublayer(r)
        let started = Date()
        let image = render(root, size: 60)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(image[1, 1], Pixel(r: 0, g: 0, b: 0, a: 255))

        r.instanceTransform.m11 = .nan
        XCTAssertEqual(render(root, size: 60)[1, 1], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertThrowsError(try r.setValue(.number(.nan), forKey: "instanceCount"))
        try r.setValue(.number(-3), forKey: "instanceCount")
        XCTAssertEqual(r.drawnInstanceCount, 0)
    }

    // MARK: Goldens

    /// The classic activity indicator: 12 dots turned by 2π/12 about the centre, fading.
    func testActivityIndicatorGolden() {
        let root = layer(Rect(x: 0, y: 0, width: 120, height: 120), nil)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        r.instanceCount = 12
        r.instanceTransform = .rotation(2 * .pi / 12, 0, 0, 1)
        r.instanceAlphaOffset = -1.0 / 12
        let dot = layer(Rect(x: 44, y: 4, width: 12, height: 12), Color(red: 0.15, green: 0.2, blue: 0.3))
        dot.cornerRadius = 6
        r.addSublayer(dot)
        root.addSublayer(r)
        let image = render(root)
        // Copy 3 sits a quarter turn on, at the right (100, 60), with alpha 1 − 3/12.
        let right = image[100, 60]
        XCTAssertEqual(Int(right.r), Int((0.75 * 0.15 + 0.25) * 255), accuracy: 2)
        assertGolden(image, named: "replicator-activity-indicator", tolerance: 2)
    }

    func testColourOffsetRowGolden() {
        let root = layer(Rect(x: 0, y: 0, width: 120, height: 30), nil)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 120, height: 30)
        r.instanceCount = 8
        r.instanceTransform = .translation(15, 0, 0)
        r.instanceColor = Color(red: 1, green: 0.2, blue: 0.1)
        r.instanceRedOffset = -0.12
        r.instanceGreenOffset = 0.05
        r.instanceBlueOffset = 0.12
        let swatch = layer(Rect(x: 2, y: 5, width: 11, height: 20), .white)
        swatch.cornerRadius = 3
        r.addSublayer(swatch)
        root.addSublayer(r)
        var buffer = PixelBuffer(width: 120, height: 30)
        Compositor().render(root, background: Color(red: 0.95, green: 0.95, blue: 0.95), scale: 1, into: &buffer)
        assertGolden(buffer, named: "replicator-colour-offsets", tolerance: 2)
    }
}
