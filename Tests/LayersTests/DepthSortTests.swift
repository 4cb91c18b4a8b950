import Geometry
@testable import Layers
import Raster
import XCTest

/// Sibling layers placed in 3D are drawn back to front within their rendering context, and
/// split where they cross.
final class DepthSortTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let white = Pixel(r: 255, g: 255, b: 255, a: 255)
    private let redPixel = Pixel(r: 255, g: 0, b: 0, a: 255)
    private let bluePixel = Pixel(r: 0, g: 0, b: 255, a: 255)

    private func root() -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        return root
    }

    private func box(_ frame: Rect, _ color: Color) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    private func render(_ root: Layer) -> PixelBuffer {
        var buffer = PixelBuffer(width: 100, height: 100)
        Compositor().render(root, background: .white, scale: 1, into: &buffer)
        return buffer
    }

    /// A blue 60 × 60 card turned 60° about its vertical axis through (50, 50), orthographic:
    /// it shows 30 wide (x 35…65) and its point at device x lies at z = −(x − 50)·√3 (the
    /// rotation's m13 = −sin 60°). Through a flat red square at z = 0, its left half is in
    /// front and its right half behind, whichever sibling comes first.
    private func crossingScene(cardFirst: Bool, square: Rect = Rect(x: 20, y: 20, width: 60, height: 60)) -> PixelBuffer {
        let r = root()
        let card = box(Rect(x: 20, y: 20, width: 60, height: 60), blue)
        card.transform = .rotation(.pi / 3, 0, 1, 0)
        let flat = box(square, red)
        if cardFirst { r.addSublayer(card); r.addSublayer(flat) } else { r.addSublayer(flat); r.addSublayer(card) }
        return render(r)
    }

    func testCrossingLayersAreSplitAlongTheirIntersection() {
        for cardFirst in [true, false] {
            let buffer = crossingScene(cardFirst: cardFirst)
            for y in [25, 50, 75] {
                // Pixel centres 36.5 … 49.5 are in front (z > 0), 50.5 … 64.5 behind the square.
                for x in 36...49 { XCTAssertEqual(buffer[x, y], bluePixel, "(\(x), \(y)) cardFirst \(cardFirst)") }
                for x in 50...64 { XCTAssertEqual(buffer[x, y], redPixel, "(\(x), \(y)) cardFirst \(cardFirst)") }
            }
            XCTAssertEqual(buffer[25, 50], redPixel)
        }
    }

    func testATransformLayersSublayersJoinTheirGrandparentsContext() {
        // The crossing card inside a transform layer (no plane of its own) still crosses the square.
        let r = root()
        r.addSublayer(box(Rect(x: 20, y: 20, width: 60, height: 60), red))
        let holder = TransformLayer()
        holder.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let card = box(Rect(x: 20, y: 20, width: 60, height: 60), blue)
        card.transform = .rotation(.pi / 3, 0, 1, 0)
        holder.addSublayer(card)
        r.addSublayer(holder)
        let buffer = render(r)
        XCTAssertEqual(buffer[45, 50], bluePixel)
        XCTAssertEqual(buffer[55, 50], redPixel)
    }

    func testASplitLayerShowsNoSeamWhereItsPiecesMeet() {
        // A red bar across the middle: the card is cut at x = 50 by the bar's plane (when the
        // bar is first, the splitter); above and below the bar both pieces show, side by side.
        for cardFirst in [false, true] {
            let buffer = crossingScene(cardFirst: cardFirst, square: Rect(x: 20, y: 45, width: 60, height: 10))
            for y in [25, 30, 70] {
                for x in 36...64 { XCTAssertEqual(buffer[x, y], bluePixel, "(\(x), \(y)) cardFirst \(cardFirst)") }
            }
            XCTAssertEqual(buffer[45, 50], bluePixel)
            XCTAssertEqual(buffer[55, 50], redPixel)
        }
    }

    func testZPositionPutsACardBehindOrInFront() {
        for (z, expected) in [(-1.0, redPixel), (1.0, bluePixel)] {
            let r = root()
            let card = box(Rect(x: 30, y: 30, width: 40, height: 40), blue)
            card.zPosition = z
            r.addSublayer(box(Rect(x: 20, y: 20, width: 60, height: 60), red))
            r.addSublayer(card)
            // A later flat sibling (the card turned slightly in 3D: depth sorting is on) …
            card.transform = .rotation(0.001, 1, 0, 0)
            XCTAssertEqual(render(r)[50, 50], expected, "zPosition \(z)")
        }
    }

    func testPerspectiveCardHalfBehindAFlatGrid() {
        // With perspective the split still follows the intersection line x = 50 (both planes
        // pass through it), and the near half is larger.
        let r = root()
        var p = Transform3D.identity
        p.m34 = -1.0 / 300
        r.sublayerTransform = p
        r.addSublayer(box(Rect(x: 10, y: 10, width: 80, height: 80), red))
        let card = box(Rect(x: 30, y: 20, width: 40, height: 60), blue)
        card.transform = .rotation(.pi / 3, 0, 1, 0)
        r.addSublayer(card)
        let buffer = render(r)
        XCTAssertEqual(buffer[45, 50], bluePixel)
        XCTAssertEqual(buffer[49, 50], bluePixel)
        XCTAssertEqual(buffer[50, 50], redPixel)
        XCTAssertEqual(buffer[55, 50], redPixel)
    }

    func testFlatSiblingsKeepZPositionOrderWithoutSorting() {
        let r = root()
        let a = box(Rect(x: 20, y: 20, width: 40, height: 40), red)
        a.zPosition = 1
        r.addSublayer(a)
        r.addSublayer(box(Rect(x: 40, y: 40, width: 40, height: 40), blue))
        XCTAssertEqual(render(r)[50, 50], redPixel)
        XCTAssertNil(RenderTreeBuilder(cache: ContentCache(rasterizer: ContentRasterizer(textRenderer: nil)),
                                       viewport: IntRect(x: 0, y: 0, width: 100, height: 100))
            .depthSortedNodes(of: Layer(), base: .identity, clip: nil, inheritedOpacity: 1))
    }

    func testCoplanarLayersKeepTreeOrder() {
        let r = root()
        let turn = Transform3D.rotation(0.5, 1, 0, 0)
        for (i, color) in [red, blue].enumerated() {
            let l = box(Rect(x: 20 + Double(i) * 20, y: 20, width: 40, height: 60), color)
            l.anchorPoint = Point(x: 0.5 - Double(i) * 0.5, y: 0.5)  // both turn about x = 50's plane…
            l.position = Point(x: 40 + Double(i) * 10, y: 50)
            l.transform = turn
            r.addSublayer(l)
        }
        // … so they lie in one plane; the later (blue) is drawn over the earlier.
        XCTAssertEqual(render(r)[55, 50], bluePixel)
    }

    func testDegenerateInputNeitherCrashesNorHangs() {
        let r = root()
        var singular = Transform3D.identity
        singular.m11 = 0; singular.m22 = 0; singular.m33 = 0
        var nan = Transform3D.rotation(0.3, 0, 1, 0)
        nan.m41 = .nan
        var behind = Transform3D.identity
        behind.m34 = -1.0 / 10
        let edgeOn = Transform3D.rotation(.pi / 2, 0, 1, 0)
        var huge = Transform3D.rotation(0.3, 1, 1, 0)
        huge.m43 = 1e300
        for t in [singular, nan, edgeOn, huge, Transform3D.translation(0, 0, 50).concatenating(behind)] {
            let l = box(Rect(x: 10, y: 10, width: 50, height: 50), red)
            l.transform = t
            r.addSublayer(l)
        }
        r.addSublayer(box(Rect(x: 30, y: 30, width: 40, height: 40), blue))
        _ = render(r)
        // Many crossing cards: the splitting is capped (sorted by a BSP tree, and past
        // `maxDepthSortedLayers` by centre depth), the frame still drawn.
        for count in [120, RenderTreeBuilder.maxDepthSortedLayers + 1] {
            let many = root()
            for i in 0..<count {
                let card = box(Rect(x: 35, y: 35, width: 30, height: 30), i % 2 == 0 ? red : blue)
                card.transform = .rotation(Double(i) * 0.37, 0.3, 1, 0.1)
                many.addSublayer(card)
            }
            let start = ContinuousClock.now
            _ = render(many)
            print("DepthSortTests: \(count) crossing cards drawn in \(ContinuousClock.now - start)")
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(30))
        }
    }

    func testTheSorterSplitsAndOrdersBackToFront() {
        // A square in z = 0 and one in the plane x = 0 crossing it, both seen from +z.
        let flat: [SIMD3<Double>] = [[-1, -1, 0], [1, -1, 0], [1, 1, 0], [-1, 1, 0]]
        let upright: [SIMD3<Double>] = [[0, -1, -1], [0, -1, 1], [0, 1, 1], [0, 1, -1]]
        let (fragments, planes) = DepthSorter.sorted([flat, upright], maxFragments: 16)
        XCTAssertEqual(planes.count >= 1, true)
        XCTAssertEqual(fragments.map(\.item), [1, 0, 1])  // back half, the flat square, front half
        XCTAssertLessThan(fragments[0].points.map(\.z).max()!, 1e-9)
        XCTAssertGreaterThan(fragments[2].points.map(\.z).min()!, -1e-9)
        // Out of budget: nothing is split.
        XCTAssertEqual(DepthSorter.sorted([flat, upright], maxFragments: 0).fragments.count, 2)
    }
}
