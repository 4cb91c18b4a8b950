import Animation
import Geometry
@testable import Layers
import Raster
import XCTest

/// Layers that draw their own content (draw(in:), display(), needsDisplay(forKey:),
/// setNeedsDisplay()), drawn at frame time by the compositor. Pixels worked out by hand.
final class DrawnLayerTests: XCTestCase {
    typealias Clock = LayerAnimationTests.Clock

    /// A layer class that fills the left `progress` of its bounds with red, counting its draws.
    final class ProgressBar: LayerOverrides {
        var draws = 0
        /// The keys its needsDisplay(forKey:) accepts.
        var displayKeys: Set<String> = ["progress"]
        /// When true, draw(in:) fails (returns false after drawing nothing).
        var failing = false
        /// The progress each draw saw.
        var seen: [Double] = []

        func action(forKey key: String, of layer: Layer) -> LayerAction? { nil }
        func needsDisplay(forKey key: String) -> Bool { displayKeys.contains(key) }
        func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool {
            draws += 1
            guard !failing, case .number(let p)? = layer.value(forKey: "progress") else { return false }
            seen.append(p)
            let b = layer.bounds
            ctx.setFillColor(Color(red: 1, green: 0, blue: 0))
            ctx.fill(Rect(x: b.minX, y: b.minY, width: b.width * p, height: b.height))
            return true
        }
    }

    private let red = Pixel(r: 255, g: 0, b: 0, a: 255)
    private let white = Pixel(r: 255, g: 255, b: 255, a: 255)

    /// A 40 × 10 root with a 40 × 10 bar over all of it, `progress` 0.5.
    private func scene(displayKeys: Set<String> = ["progress"]) -> (root: Layer, bar: Layer, drawer: ProgressBar) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        let bar = Layer()
        bar.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        bar.customProperties = ["progress": .number(0.5)]
        let drawer = ProgressBar()
        drawer.displayKeys = displayKeys
        bar.overrides = drawer
        root.addSublayer(bar)
        return (root, bar, drawer)
    }

    /// Renders the presentation of `root` at `t` into `buffer` (white background).
    private func frame(_ root: Layer, at t: Double, scale: Double = 1, into buffer: inout PixelBuffer,
                       with compositor: Compositor) {
        compositor.render(root.presentationTree(at: t), background: .white, scale: scale, into: &buffer, time: t)
    }

    /// How many columns of row `y` are red, from the left, before the first that is not.
    private func redColumns(_ buffer: PixelBuffer, row y: Int = 5) -> Int {
        (0..<buffer.width).first { buffer[$0, y] != red } ?? buffer.width
    }

    func testALayerDrawsOnlyOnceMarkedAndThenKeepsItsDrawingAcrossFrames() {
        let (root, bar, drawer) = scene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        // As in Core Animation, a layer does not draw until it is marked.
        frame(root, at: 0, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 0)
        XCTAssertEqual(buffer[0, 5], white)
        XCTAssertFalse(bar.needsDisplay)

        bar.setNeedsDisplay()
        XCTAssertTrue(bar.needsDisplay)
        let before = compositor.rasterizationCount
        for i in 0..<5 { frame(root, at: Double(i) / 60, into: &buffer, with: compositor) }
        XCTAssertEqual(drawer.draws, 1, "drawn once, then reused")
        XCTAssertFalse(bar.needsDisplay)
        XCTAssertEqual(compositor.rasterizationCount - before, 1, "its bitmap is cached like any content")
        // Half of 40 points at 1 pixel a point: columns 0...19 red, 20... white.
        XCTAssertEqual(redColumns(buffer), 20)
        XCTAssertEqual(buffer[20, 5], white)
        XCTAssertEqual(buffer[39, 9], white)
        XCTAssertEqual(buffer[19, 0], red)
        XCTAssertEqual(drawer.seen, [0.5])
    }

    func testSetNeedsDisplayRedrawsOnceWithTheNewValues() throws {
        let (root, bar, drawer) = scene(displayKeys: [])
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        bar.setNeedsDisplay()
        frame(root, at: 0, into: &buffer, with: compositor)
        // Not a display key: the model changes and the old drawing stays.
        try bar.setValue(.number(0.25), forKey: "progress")
        frame(root, at: 0.1, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 1)
        XCTAssertEqual(redColumns(buffer), 20)
        bar.setNeedsDisplay()
        frame(root, at: 0.2, into: &buffer, with: compositor)
        frame(root, at: 0.3, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 2)
        XCTAssertEqual(redColumns(buffer), 10, "a quarter of 40")
    }

    func testChangingADisplayKeyOnTheModelRedraws() throws {
        let (root, bar, drawer) = scene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        // needsDisplay(forKey: "progress") is true: the setter marks the layer (never drawn before).
        try bar.setValue(.number(0.75), forKey: "progress")
        XCTAssertTrue(bar.needsDisplay)
        frame(root, at: 0, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 1)
        XCTAssertEqual(redColumns(buffer), 30)
        // Setting the same value again changes nothing.
        try bar.setValue(.number(0.75), forKey: "progress")
        frame(root, at: 0.1, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 1)
    }

    func testAnAnimatedDisplayKeyRedrawsEveryFrameWithThePresentationValue() {
        let clock = Clock()
        let (root, bar, drawer) = scene()
        defer { withExtendedLifetime(root) {} }
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        // Never marked: the animation moving `progress` off the model's 0.5 draws by itself.
        clock.host.add(basic("progress", from: .number(0), to: .number(1), duration: 1), to: bar, forKey: "p")
        for t in [0.25, 0.5, 0.75] {
            frame(root, at: t, into: &buffer, with: compositor)
            // Linear over 1 s: progress t, so 40·t red columns.
            XCTAssertEqual(redColumns(buffer), Int(40 * t), "at \(t)")
        }
        XCTAssertEqual(drawer.draws, 3)
        XCTAssertEqual(drawer.seen, [0.25, 0.5, 0.75])
        // The same time again: nothing new to draw.
        frame(root, at: 0.75, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 3)
        // After the animation is removed the model's 0.5 shows, drawn once more.
        clock.run(until: 2)
        frame(root, at: 2, into: &buffer, with: compositor)
        frame(root, at: 2.1, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 4)
        XCTAssertEqual(redColumns(buffer), 20)
        XCTAssertEqual(bar.customProperties["progress"], .number(0.5), "the model never changed")
    }

    func testAnAnimatedKeyThatIsNotADisplayKeyDoesNotRedraw() {
        let clock = Clock()
        let (root, bar, drawer) = scene(displayKeys: [])
        defer { withExtendedLifetime(root) {} }
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        bar.setNeedsDisplay()
        clock.host.add(basic("progress", from: .number(0), to: .number(1), duration: 1), to: bar, forKey: "p")
        for t in [0.25, 0.5, 0.75] { frame(root, at: t, into: &buffer, with: compositor) }
        // Drawn once for the mark, at the presentation value of that frame (0.25: 10 columns).
        XCTAssertEqual(drawer.draws, 1)
        XCTAssertEqual(drawer.seen, [0.25])
        XCTAssertEqual(redColumns(buffer), 10)
    }

    func testABoundsChangeRedrawsOnlyWithNeedsDisplayOnBoundsChange() {
        let (root, bar, drawer) = scene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        bar.setNeedsDisplay()
        frame(root, at: 0, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 1)

        // Without the flag the 40 × 10 drawing is stretched over the new 20 × 10 bounds
        // (contentsGravity resize): its red half covers 10 columns.
        bar.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        frame(root, at: 0.1, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 1)
        XCTAssertEqual(bar.drawnContent?.image?.pixels.width, 40)
        XCTAssertEqual(redColumns(buffer), 10)

        // With it, a bounds change draws again at the new size: half of 30 points.
        bar.needsDisplayOnBoundsChange = true
        bar.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        XCTAssertTrue(bar.needsDisplay)
        frame(root, at: 0.2, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 2)
        XCTAssertEqual(bar.drawnContent?.image?.pixels.width, 30)
        XCTAssertEqual(redColumns(buffer), 15)
        XCTAssertEqual(buffer[15, 5], white)
    }

    func testTheContextIsTheBoundsAtContentsScale() {
        let (root, bar, drawer) = scene()
        let compositor = Compositor()
        // The bounds start at x = 10: user space is the bounds, so the drawer's rect at
        // bounds.minX lands at the layer's left edge.
        bar.bounds.origin = Point(x: 10, y: 0)
        bar.contentsScale = 2
        bar.setNeedsDisplay()
        var buffer = PixelBuffer(width: 80, height: 20)
        frame(root, at: 0, scale: 2, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 1)
        // 40 × 10 points at 2 pixels a point.
        XCTAssertEqual(bar.drawnContent?.image?.pixels.width, 80)
        XCTAssertEqual(bar.drawnContent?.image?.pixels.height, 20)
        XCTAssertEqual(bar.drawnContent?.image?.scale, 2)
        // Half of 80 pixels, exactly: the drawing lies on whole device pixels.
        XCTAssertEqual(redColumns(buffer, row: 10), 40)
        XCTAssertEqual(buffer[40, 10], white)

        // A new contentsScale draws again at it, even unmarked.
        bar.contentsScale = 1
        frame(root, at: 0.1, scale: 2, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 2)
        XCTAssertEqual(bar.drawnContent?.image?.pixels.width, 40)
    }

    func testAFailedDrawKeepsTheContentThereWas() {
        let (root, bar, drawer) = scene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 40, height: 10)
        bar.setNeedsDisplay()
        frame(root, at: 0, into: &buffer, with: compositor)
        drawer.failing = true
        bar.customProperties["progress"] = .number(1)
        bar.setNeedsDisplay()
        frame(root, at: 0.1, into: &buffer, with: compositor)
        frame(root, at: 0.2, into: &buffer, with: compositor)
        XCTAssertEqual(drawer.draws, 2, "tried once for the mark, not every frame")
        XCTAssertFalse(bar.needsDisplay)
        XCTAssertEqual(redColumns(buffer), 20, "the half drawn before stays")
    }

    func testALayerThatDrawsNothingShowsItsContents() {
        // A class that overrides neither draw nor display: `contents` shows, marked or not.
        final class Plain: LayerOverrides {
            func action(forKey key: String, of layer: Layer) -> LayerAction? { nil }
        }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        let layer = Layer()
        layer.frame = root.bounds
        layer.contents = Image(pixels: PixelBuffer(width: 4, height: 4, fill: red))
        layer.overrides = Plain()
        layer.setNeedsDisplay()
        root.addSublayer(layer)
        var buffer = PixelBuffer(width: 4, height: 4)
        Compositor().render(root.presentationTree(at: 0), background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(buffer[2, 2], red)
    }

    func testADisplayOverrideSetsTheContentsItself() {
        /// display() sets a 2 × 2 green image as the layer's contents.
        final class Green: LayerOverrides {
            var displays = 0
            func action(forKey key: String, of layer: Layer) -> LayerAction? { nil }
            func display(of layer: Layer) -> Bool {
                displays += 1
                layer.contents = Image(pixels: PixelBuffer(width: 2, height: 2, fill: Pixel(r: 0, g: 255, b: 0, a: 255)))
                return true
            }
            func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool {
                XCTFail("display() was overridden: draw(in:) is not called")
                return false
            }
        }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        let layer = Layer()
        layer.frame = root.bounds
        let green = Green()
        layer.overrides = green
        layer.setNeedsDisplay()
        root.addSublayer(layer)
        var buffer = PixelBuffer(width: 4, height: 4)
        let compositor = Compositor()
        compositor.render(root.presentationTree(at: 0), background: .white, scale: 1, into: &buffer)
        compositor.render(root.presentationTree(at: 0.1), background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(green.displays, 1)
        // The 2 × 2 image resized over 4 × 4 points: one colour, so every pixel is green.
        XCTAssertEqual(buffer[0, 0], Pixel(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(buffer[3, 3], Pixel(r: 0, g: 255, b: 0, a: 255))
        XCTAssertNil(layer.contents, "the model's contents are the model's")
    }

    func testDisplayKeysAreAskedOnceAndListCustomKeysFirst() {
        final class Asking: LayerOverrides {
            var asked: [String] = []
            func action(forKey key: String, of layer: Layer) -> LayerAction? { nil }
            func needsDisplay(forKey key: String) -> Bool {
                asked.append(key)
                return key == "progress" || key == "backgroundColor"
            }
        }
        let layer = Layer()
        layer.customProperties = ["progress": .number(0)]
        let asking = Asking()
        layer.overrides = asking
        XCTAssertEqual(layer.displayKeys, ["progress", "backgroundColor"])
        let count = asking.asked.count
        XCTAssertEqual(layer.displayKeys, ["progress", "backgroundColor"])
        XCTAssertEqual(asking.asked.count, count, "kept")
        XCTAssertEqual(asking.asked.first, "progress")
        XCTAssertFalse(asking.asked.contains("frame"))
        XCTAssertEqual(Layer().displayKeys, [])
    }

    // MARK: The bare-contents fast path and its twin

    func testBareContentsIsTheImageItselfAndMatchesTheFullPath() {
        var pixels = PixelBuffer(width: 6, height: 4)
        for y in 0..<4 { for x in 0..<6 { pixels[x, y] = Pixel(r: UInt8(40 * x), g: UInt8(60 * y), b: 0, a: 255) } }
        let image = Image(pixels: pixels, scale: 2)
        let radii = Path.CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)
        // 3 × 2 points at (1, 0.5) at 2 pixels a point: whole pixels (2, 1).
        let body = BodyLook(bounds: Rect(x: 1, y: 0.5, width: 3, height: 2), radii: radii, curve: .circular, background: nil,
                            masksToBounds: false, contents: ImageRef(image: image), gravity: .resize, contentsRect: BodyLook.wholeImage,
                            gradient: nil, shape: nil, text: nil, border: nil)
        guard let bare = ContentRasterizer.bareContents(of: body, scale: 2),
              let full = ContentRasterizer(textRenderer: nil).rasterizeBodyInFull(body, scale: 2) else {
            return XCTFail("both paths draw")
        }
        XCTAssertEqual(bare.pixels, pixels)
        XCTAssertEqual(bare.origin, Point(x: 1, y: 0.5))
        // The full path has a margin: find the image at its offset, and clear pixels around it.
        let dx = Int(((bare.origin.x - full.origin.x) * 2).rounded()), dy = Int(((bare.origin.y - full.origin.y) * 2).rounded())
        for y in 0..<full.pixels.height {
            for x in 0..<full.pixels.width {
                let inside = (dx..<dx + 6).contains(x) && (dy..<dy + 4).contains(y)
                XCTAssertEqual(full.pixels[x, y], inside ? pixels[x - dx, y - dy] : .clear, "at \(x), \(y)")
            }
        }
        // Off the pixel grid, at another scale, or with a background: no fast path.
        XCTAssertNil(ContentRasterizer.bareContents(of: body, scale: 1))
        let shifted = BodyLook(bounds: Rect(x: 1.25, y: 0.5, width: 3, height: 2), radii: radii, curve: .circular, background: nil,
                               masksToBounds: false, contents: ImageRef(image: image), gravity: .resize, contentsRect: BodyLook.wholeImage,
                               gradient: nil, shape: nil, text: nil, border: nil)
        XCTAssertNil(ContentRasterizer.bareContents(of: shifted, scale: 2))
        let backed = BodyLook(bounds: body.bounds, radii: radii, curve: .circular, background: .white, masksToBounds: false,
                              contents: ImageRef(image: image), gravity: .resize, contentsRect: BodyLook.wholeImage, gradient: nil, shape: nil, text: nil,
                              border: nil)
        XCTAssertNil(ContentRasterizer.bareContents(of: backed, scale: 2))
    }
}
