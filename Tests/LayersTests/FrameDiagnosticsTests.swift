import Geometry
@testable import Layers
import Raster
import XCTest

/// What a diagnosed frame reports (blending, offscreen pictures, cache misses, damage) and how
/// its tints are drawn and damaged.
final class FrameDiagnosticsTests: XCTestCase {
    private let viewport = IntRect(x: 0, y: 0, width: 200, height: 100)

    private func root() -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        return root
    }

    private func box(_ frame: Rect, _ color: Color = Color(red: 0, green: 0, blue: 1)) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// The frame's diagnostics of `root`'s whole tree, composed and painted into `buffer`.
    @discardableResult
    private func diagnose(_ root: Layer, with compositor: Compositor, into buffer: inout PixelBuffer,
                          overlay: @escaping (FrameDiagnostics) -> TintOverlay? = { _ in nil }) -> (FrameDiagnostics, [IntRect]) {
        let frame = compositor.compose(root, background: .white, scale: 1, viewport: buffer.bounds,
                                       diagnosing: DiagnosticsRequest(subject: root, overlay: overlay))
        compositor.paint(frame, into: &buffer)
        return (frame.diagnostics ?? FrameDiagnostics(), frame.damage)
    }

    private func diagnose(_ root: Layer) -> FrameDiagnostics {
        var buffer = PixelBuffer(width: viewport.width, height: viewport.height)
        return diagnose(root, with: Compositor(), into: &buffer).0
    }

    /// The draws whose areas lie within `rect` (device pixels).
    private func draws(in rect: IntRect, of diagnostics: FrameDiagnostics) -> [DiagnosedDraw] {
        diagnostics.draws.filter { $0.area.bounds.intersection(rect) == $0.area.bounds }
    }

    // MARK: Blending

    func testAnOpaqueLayerIsOpaqueAndATranslucentOrRoundedOneBlends() {
        let root = root()
        root.addSublayer(box(Rect(x: 10, y: 10, width: 40, height: 30)))
        let faded = box(Rect(x: 60, y: 10, width: 40, height: 30))
        faded.opacity = 0.5
        root.addSublayer(faded)
        let rounded = box(Rect(x: 110, y: 10, width: 40, height: 30))
        rounded.cornerRadius = 6
        root.addSublayer(rounded)
        root.addSublayer(box(Rect(x: 160, y: 10, width: 30, height: 30), Color(red: 1, green: 0, blue: 0, alpha: 0.8)))
        let d = diagnose(root)
        XCTAssertEqual(d.draws.count, 4)
        // The opaque box's area is its frame exactly: the bitmap's clear margin is left out.
        XCTAssertEqual(d.draws[0].area.bounds, IntRect(x: 10, y: 10, width: 40, height: 30))
        XCTAssertEqual(d.draws.map(\.blends), [false, true, true, true], "opaque; opacity 0.5; rounded corners; a translucent colour")
    }

    func testTextAndAnImageWithAlphaBlendButAnOpaqueImageCoveringTheBoundsDoesNot() {
        let root = root()
        let opaque = Layer()
        opaque.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        opaque.contents = Image(pixels: PixelBuffer(width: 20, height: 20, fill: Pixel(r: 9, g: 99, b: 9, a: 255)))
        root.addSublayer(opaque)
        let clear = Layer()
        clear.frame = Rect(x: 40, y: 10, width: 20, height: 20)
        var pixels = PixelBuffer(width: 20, height: 20, fill: Pixel(r: 9, g: 99, b: 9, a: 255))
        pixels[3, 3] = Pixel(r: 0, g: 0, b: 0, a: 0)
        clear.contents = Image(pixels: pixels)
        root.addSublayer(clear)
        let fitted = Layer()
        fitted.frame = Rect(x: 70, y: 10, width: 40, height: 20)
        fitted.contents = Image(pixels: PixelBuffer(width: 20, height: 20, fill: Pixel(r: 9, g: 99, b: 9, a: 255)))
        fitted.contentsGravity = .resizeAspect  // 20 × 20 in the middle of 40 × 20: the sides stay clear
        root.addSublayer(fitted)
        let text = TextLayer()
        text.frame = Rect(x: 120, y: 10, width: 60, height: 20)
        text.string = "Hi"
        root.addSublayer(text)
        let d = diagnose(root)
        XCTAssertEqual(d.draws.map(\.blends), [false, true, true, true])
    }

    func testEveryDrawInAFadedGroupBlends() {
        let root = root()
        let group = Layer()
        group.frame = Rect(x: 10, y: 10, width: 100, height: 60)
        group.opacity = 0.5
        group.addSublayer(box(Rect(x: 0, y: 0, width: 40, height: 40)))
        group.addSublayer(box(Rect(x: 50, y: 0, width: 40, height: 40)))
        root.addSublayer(group)
        let d = diagnose(root)
        XCTAssertFalse(d.draws.isEmpty)
        XCTAssertTrue(d.draws.allSatisfy(\.blends), "the group's picture is blended at 0.5 over what is under it")
    }

    // MARK: Offscreen

    func testMasksGroupOpacityAndShadowsWithoutAPathAreOffscreenAShadowPathIsNot() {
        func offscreen(_ configure: (Layer) -> Void) -> [DeviceArea] {
            let root = root()
            let layer = box(Rect(x: 40, y: 20, width: 60, height: 50))
            configure(layer)
            root.addSublayer(layer)
            return diagnose(root).offscreen
        }
        XCTAssertEqual(offscreen { _ in }, [], "a plain layer")
        let masked = offscreen { layer in
            let mask = Layer()
            mask.frame = Rect(x: 0, y: 0, width: 30, height: 50)
            mask.backgroundColor = .black
            layer.mask = mask
        }
        XCTAssertEqual(masked.count, 1)
        XCTAssertTrue(masked.allSatisfy { !$0.bounds.intersection(IntRect(x: 40, y: 20, width: 60, height: 50)).isEmpty })
        XCTAssertEqual(offscreen { $0.shadowOpacity = 0.5; $0.shadowRadius = 4 }.count, 1,
                       "a shadow cast from the layer's drawing")
        XCTAssertEqual(offscreen { $0.shadowOpacity = 0.5; $0.shadowRadius = 4; $0.shadowPath = Path.rect(Rect(x: 0, y: 0, width: 60, height: 50)) },
                       [], "a shadow from its path")
        let withSublayers = offscreen { layer in
            layer.addSublayer(self.box(Rect(x: 5, y: 5, width: 10, height: 10), .black))
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 4
        }
        XCTAssertEqual(withSublayers.count, 1, "a shadow cast by a layer with sublayers: the group's")
        let faded = offscreen { layer in
            layer.addSublayer(self.box(Rect(x: 5, y: 5, width: 10, height: 10), .black))
            layer.opacity = 0.5
        }
        XCTAssertEqual(faded.count, 1, "group opacity")
        XCTAssertEqual(offscreen { $0.opacity = 0.5 }, [], "opacity without sublayers fades one bitmap: no group")
        XCTAssertEqual(offscreen { $0.shouldRasterize = true; $0.rasterizationScale = 0.5 }.count, 1, "a coarse rasterization")
    }

    /// A faded group turned off the pixel grid is shaded from its shapes in one pass, without a
    /// picture (where the CPU has a vector loop, or when asked): still a group, so offscreen, and
    /// blended, whichever way it is drawn.
    func testAShadedGroupIsOffscreenAndBlends() {
        for shades in [false, true] {
            let root = root()
            let group = box(Rect(x: 60, y: 20, width: 60, height: 50))
            group.cornerRadius = 6
            group.opacity = 0.5
            group.transform = .rotation(0.3, 0, 0, 1)
            group.addSublayer(box(Rect(x: 10, y: 10, width: 20, height: 20), .black))
            root.addSublayer(group)
            let compositor = Compositor()
            compositor.shadesGroups = shades
            var buffer = PixelBuffer(width: viewport.width, height: viewport.height)
            let d = diagnose(root, with: compositor, into: &buffer).0
            XCTAssertEqual(compositor.shadedSubtreeCount, shades ? 1 : 0)
            XCTAssertEqual(d.offscreen.count, 1, "shaded: \(shades)")
            XCTAssertFalse(d.draws.isEmpty)
            XCTAssertTrue(d.draws.allSatisfy(\.blends), "shaded: \(shades)")
        }
    }

    // MARK: Misses

    func testOnlyLayersWhoseContentsChangedAreMisses() {
        let root = root()
        let still = box(Rect(x: 10, y: 10, width: 40, height: 30))
        let changing = box(Rect(x: 60, y: 10, width: 40, height: 30))
        let moving = box(Rect(x: 110, y: 10, width: 40, height: 30), .black)
        for layer in [still, changing, moving] { root.addSublayer(layer) }
        let compositor = Compositor()
        var buffer = PixelBuffer(width: viewport.width, height: viewport.height)
        let first = diagnose(root, with: compositor, into: &buffer).0
        XCTAssertEqual(first.misses.count, 3, "the first frame rasterises every layer")
        changing.backgroundColor = Color(red: 1, green: 0, blue: 0)
        moving.position = Point(x: moving.position.x + 20, y: moving.position.y)
        let second = diagnose(root, with: compositor, into: &buffer).0
        XCTAssertEqual(second.misses.map(\.bounds), [IntRect(x: 60, y: 10, width: 40, height: 30)],
                       "a new colour is a new bitmap; a move reuses the bitmap")
        XCTAssertEqual(diagnose(root, with: compositor, into: &buffer).0.misses, [], "nothing changed")
    }

    // MARK: Damage

    func testTheDamageReportedIsWhatTheCompositorRepainted() {
        let root = root()
        let moving = box(Rect(x: 10, y: 10, width: 30, height: 30))
        root.addSublayer(moving)
        root.addSublayer(box(Rect(x: 120, y: 40, width: 30, height: 30), .black))
        let compositor = Compositor()
        var buffer = PixelBuffer(width: viewport.width, height: viewport.height)
        let (first, firstDamage) = diagnose(root, with: compositor, into: &buffer)
        XCTAssertEqual(first.damage, [viewport])
        XCTAssertEqual(firstDamage, [viewport])
        moving.position = Point(x: moving.position.x + 10, y: moving.position.y)
        let (second, secondDamage) = diagnose(root, with: compositor, into: &buffer)
        // The box's bitmap has a pixel of margin each way, and its draw a pixel more: x 8 to 42
        // before, 18 to 52 after.
        XCTAssertEqual(second.damage, [IntRect(x: 8, y: 8, width: 44, height: 34)])
        XCTAssertEqual(second.damage, secondDamage)
        let (third, thirdDamage) = diagnose(root, with: compositor, into: &buffer)
        XCTAssertEqual(third.damage, [])
        XCTAssertEqual(thirdDamage, [])
    }

    // MARK: Tints

    /// Green at 1 over the opaque blue box, then blended at 0.5: (0, 0, 255) · 0.5 + (0, 255, 0) · 0.5
    /// = (0, 127.5, 127.5); red over the white outside: (255, 127.5, 127.5). A later opaque tint
    /// covers an earlier one where they overlap.
    func testTintsArePaintedInOrderAndBlendedOnceAtTheOverlaysOpacity() {
        let root = root()
        root.addSublayer(box(Rect(x: 10, y: 10, width: 40, height: 30)))
        let compositor = Compositor()
        var buffer = PixelBuffer(width: viewport.width, height: viewport.height)
        let green = Color(red: 0, green: 1, blue: 0), red = Color(red: 1, green: 0, blue: 0)
        diagnose(root, with: compositor, into: &buffer) { _ in
            TintOverlay(tints: [Tint(area: DeviceArea(rect: IntRect(x: 0, y: 0, width: 100, height: 100)), color: red),
                                Tint(area: DeviceArea(rect: IntRect(x: 10, y: 10, width: 40, height: 30)), color: green)],
                        opacity: 0.5)
        }
        let over = buffer[20, 20], outside = buffer[70, 50], untouched = buffer[150, 50]
        XCTAssertEqual(Int(over.r), 0)
        XCTAssertEqual(Int(over.g), 128, accuracy: 1)
        XCTAssertEqual(Int(over.b), 128, accuracy: 1)
        XCTAssertEqual(Int(outside.r), 255)
        XCTAssertEqual(Int(outside.g), 128, accuracy: 1)
        XCTAssertEqual(Int(outside.b), 128, accuracy: 1)
        XCTAssertEqual(untouched, Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    func testATintChangingDamagesOnlyItsOwnPixelsAndNoTintsChangeNoPixel() {
        let root = root()
        root.addSublayer(box(Rect(x: 10, y: 10, width: 40, height: 30)))
        let compositor = Compositor()
        var buffer = PixelBuffer(width: viewport.width, height: viewport.height)
        let yellow = Color(red: 1, green: 1, blue: 0, alpha: 0.5)
        let a = Tint(area: DeviceArea(rect: IntRect(x: 0, y: 0, width: 10, height: 10)), color: yellow)
        let b = Tint(area: DeviceArea(rect: IntRect(x: 100, y: 50, width: 20, height: 20)), color: yellow)
        let c = Tint(area: DeviceArea(rect: IntRect(x: 150, y: 0, width: 5, height: 5)), color: yellow)
        var tints = [a, b]
        diagnose(root, with: compositor, into: &buffer) { _ in TintOverlay(tints: tints, opacity: 1) }
        tints = [b, c]
        let damage = diagnose(root, with: compositor, into: &buffer) { _ in TintOverlay(tints: tints, opacity: 1) }.1
        XCTAssertEqual(Set(damage), [a.area.bounds, c.area.bounds], "a went, c came; b stayed")

        var plain = PixelBuffer(width: viewport.width, height: viewport.height)
        Compositor().render(root, background: .white, scale: 1, into: &plain)
        let cleared = diagnose(root, with: compositor, into: &buffer).1
        XCTAssertEqual(Set(cleared), [b.area.bounds, c.area.bounds])
        XCTAssertEqual(buffer, plain, "with no tints the frame is the scene's, pixel for pixel")
    }

    func testAreasFollowTheLayersTransformAndClip() {
        let root = root()
        let clip = Layer()
        clip.frame = Rect(x: 0, y: 0, width: 60, height: 100)
        clip.masksToBounds = true
        let turned = box(Rect(x: 30, y: 30, width: 40, height: 20))
        turned.transform = .rotation(.pi / 2, 0, 0, 1)
        clip.addSublayer(turned)
        root.addSublayer(clip)
        let d = diagnose(root)
        XCTAssertEqual(d.draws.count, 1)
        // Turned a quarter about its centre (50, 40): 20 wide and 40 high from (40, 20), cut at x 60.
        let area = d.draws[0].area
        XCTAssertEqual(area.bounds, IntRect(x: 40, y: 20, width: 20, height: 40))
        XCTAssertTrue(d.draws[0].blends == false)
    }
}
