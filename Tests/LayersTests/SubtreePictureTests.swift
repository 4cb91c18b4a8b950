import Geometry
@testable import Layers
import Raster
import XCTest

/// Groups (group opacity, masks) drawn from pictures of their subtrees kept between frames.
final class SubtreePictureTests: XCTestCase {
    /// A 40 × 40 red card at half opacity with a white 20 × 20 badge at its top-left corner,
    /// masked by a circle when `masked`, on a 100 × 100 root.
    private func card(masked: Bool) -> (root: Layer, card: Layer, badge: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let card = Layer()
        card.frame = Rect(x: 30, y: 30, width: 40, height: 40)
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.opacity = 0.5
        let badge = Layer()
        badge.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        badge.backgroundColor = .white
        card.addSublayer(badge)
        if masked {
            let mask = ShapeLayer()
            mask.frame = card.bounds
            mask.path = Path.oval(in: card.bounds)
            mask.fillColor = .black
            card.mask = mask
        }
        root.addSublayer(card)
        return (root, card, badge)
    }

    func testGroupOpacityFadesTheSubtreeOnceOverTheBackground() {
        let (root, _, _) = card(masked: false)
        var buffer = PixelBuffer(width: 100, height: 100)
        Compositor().render(root, background: .black, scale: 1, into: &buffer)
        // The badge covers the card: white at 0.5 over black is 128 grey (not the card's red
        // showing through, which drawing each layer at 0.5 by itself would give: 191, 64, 64).
        XCTAssertEqual(buffer[35, 35], Pixel(r: 128, g: 128, b: 128, a: 255))
        // The card alone: red at 0.5 over black.
        XCTAssertEqual(buffer[60, 60], Pixel(r: 128, g: 0, b: 0, a: 255))
        XCTAssertEqual(buffer[20, 20], Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    func testMovingTurningScalingAndFadingReuseThePicture() {
        let (root, card, _) = card(masked: true)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 100)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        let painted = compositor.subtreePaintCount
        XCTAssertEqual(painted, 1)
        card.position = Point(x: 52, y: 47)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        card.opacity = 0.8
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        card.transform = .rotation(0.3, 0, 0, 1)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        card.transform = .rotation(0.9, 0, 0, 1)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.subtreePaintCount, painted + 1,
                       "one more picture for the turned card (its bounds space at its raster scale), reused as it turns on")
    }

    func testAChangeInsideRepaintsThePictureAndShows() {
        let (root, _, badge) = card(masked: false)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 100)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        badge.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let damage = compositor.render(root, background: .black, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.subtreePaintCount, 2)
        XCTAssertFalse(damage.isEmpty)
        XCTAssertEqual(buffer[35, 35], Pixel(r: 0, g: 0, b: 128, a: 255))
    }

    func testAQuarterTurnedMaskedCardMatchesTheTurnedPicture() {
        // Turned a quarter about its centre, the badge moves from the top-left to the top-right
        // corner; the circular mask cuts the square's corners away.
        let (root, card, _) = card(masked: true)
        card.transform = .rotation(.pi / 2, 0, 0, 1)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 100)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        XCTAssertEqual(buffer[50, 50], Pixel(r: 128, g: 0, b: 0, a: 255), "the centre is the card's")
        XCTAssertEqual(buffer[60, 40], Pixel(r: 128, g: 128, b: 128, a: 255), "the badge, turned to the top right")
        XCTAssertEqual(buffer[40, 60], Pixel(r: 128, g: 0, b: 0, a: 255), "no badge at the bottom left")
        XCTAssertEqual(buffer[32, 32], Pixel(r: 0, g: 0, b: 0, a: 255), "outside the circle: masked away")
        // Turning on reuses the picture, and matches a compositor that draws it afresh.
        card.transform = .rotation(.pi, 0, 0, 1)
        compositor.render(root, background: .black, scale: 1, into: &buffer)
        var fresh = PixelBuffer(width: 100, height: 100)
        Compositor().render(root, background: .black, scale: 1, into: &fresh)
        XCTAssertTrue(buffer == fresh, "as drawn afresh")
        XCTAssertEqual(buffer[60, 60], Pixel(r: 128, g: 128, b: 128, a: 255), "the badge, a half turn round: bottom right")
    }

    func testHugeDegenerateAndFarFlungGroupsStayBounded() {
        let transforms: [Transform3D] = [.scale(1e6, 1e6, 1), .scale(0, 0, 1), .scale(1e-9, 1, 1),
                                         .rotation(0.3, 0, 0, 1).concatenating(.scale(5e4, 5e4, 1)),
                                         { var t = Transform3D.identity; t.m34 = -1 / 50; return t.rotated(1.4, 0, 1, 0) }(),
                                         { var t = Transform3D.identity; t.m12 = .nan; return t }()]
        for transform in transforms {
            let (root, card, badge) = card(masked: true)
            card.transform = transform
            badge.position = Point(x: 1e7, y: -1e7)
            let compositor = Compositor()
            var buffer = PixelBuffer(width: 100, height: 100)
            compositor.render(root, background: .black, scale: 1, into: &buffer)
            XCTAssertLessThanOrEqual(compositor.largestBitmapPixels, 4 * 512 * 512, "\(transform)")
        }
    }

    /// Scene fuzzer, seed 76866: a turned group holding a layer that clips to 100,000 points
    /// (or to bounds whose origin of 1e300 left rounding nothing of its size) built its clip
    /// over the whole picture space, 2³² pixels: 2 to 4 GB and seconds a frame. A clip larger
    /// than the budget gives that picture up; the group is pictured within the part of the
    /// picture space that can show instead.
    func testAClipLargerThanTheBudgetGivesThePictureUp() {
        for (bounds, square) in [(Rect(x: 0, y: 0, width: 100_000, height: 100_000), true),
                                 (Rect(x: 1e300, y: 0, width: 286, height: 113), false)] {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            let group = Layer()
            group.frame = root.bounds
            group.opacity = 0.5
            group.sublayerTransform = .rotation(0.3, 0, 0, 1)
            let clip = Layer()
            clip.bounds = bounds
            clip.position = Point(x: bounds.width / 2, y: bounds.height / 2)
            clip.cornerRadius = 10
            clip.masksToBounds = true
            let red = Layer()
            red.frame = Rect(x: bounds.minX + 40, y: bounds.minY + 40, width: 20, height: 20)
            red.backgroundColor = Color(red: 1, green: 0, blue: 0)
            clip.addSublayer(red)
            group.addSublayer(clip)
            root.addSublayer(group)

            if square {
                // Built in the whole picture space, the clip would be 65,536² pixels.
                let builder = RenderTreeBuilder(cache: ContentCache(rasterizer: ContentRasterizer(textRenderer: nil)),
                                                viewport: RenderTreeBuilder.wholePictureSpace, pixelBudget: 512 * 512)
                let clipped = builder.clipByBounds(of: clip, toDevice: group.sublayerTransform, outer: nil)
                XCTAssertTrue(builder.notes.clipPastBudget)
                XCTAssertTrue(clipped.mask.bounds.isEmpty)
            }
            var buffer = PixelBuffer(width: 100, height: 100)
            Compositor().render(root, background: .black, scale: 1, into: &buffer)
            // The square turned 0.3 rad about the group's centre still covers it.
            XCTAssertEqual(buffer[50, 50], square ? Pixel(r: 128, g: 0, b: 0, a: 255) : Pixel(r: 0, g: 0, b: 0, a: 255),
                           "\(bounds)")
        }
    }

    // MARK: Reusing the frame before's build (presentation trees only)

    /// The card of `card(masked:)` spinning: a rotation animation over 4 s.
    private func spinningCard() -> (root: Layer, card: Layer, badge: Layer) {
        let parts = card(masked: true)
        let clock = LayerAnimationTests.Clock()
        clock.host.add(basic("transform.rotation.z", from: .number(0), to: .number(2 * .pi), duration: 4),
                       to: parts.card, forKey: "spin")
        return parts
    }

    private func frame(_ root: Layer, at t: Double, with compositor: Compositor) -> PixelBuffer {
        var buffer = PixelBuffer(width: 100, height: 100)
        compositor.render(root.presentationTree(at: t), background: .black, scale: 1, into: &buffer, full: true, time: t)
        return buffer
    }

    func testATurningGroupReusesItsBuildAndLooksAsBuiltAfresh() {
        let (root, _, _) = spinningCard()
        let compositor = Compositor()
        for t in stride(from: 0.05, through: 0.5, by: 0.05) {
            let reused = frame(root, at: t, with: compositor)
            XCTAssertTrue(reused == frame(root, at: t, with: Compositor()), "t = \(t): as drawn afresh")
        }
        XCTAssertGreaterThanOrEqual(compositor.subtreeReuseCount, 7, "the inside never changes; only the first frames build")
    }

    func testAChangeInsideIsSeenThoughTheGroupWasReused() {
        let (root, card, badge) = spinningCard()
        let compositor = Compositor()
        _ = frame(root, at: 0.1, with: compositor)
        _ = frame(root, at: 0.2, with: compositor)
        var reuses = compositor.subtreeReuseCount
        XCTAssertGreaterThan(reuses, 0, "the turned card's inside did not change")
        for change in [{ badge.backgroundColor = Color(red: 0, green: 0, blue: 1) },
                       { badge.position.x += 3 },
                       { badge.customProperties["tint"] = .number(2) },
                       { card.sublayerTransform = .scale(0.8, 0.8, 1) },
                       // Under a sublayer transform the card's anchor places its sublayers.
                       { card.anchorPoint = Point(x: 0.3, y: 0.5) },
                       { badge.isHidden = true },
                       // Last: with nothing to draw, the badge stays in need of display.
                       { badge.setNeedsDisplay() }] as [() -> Void] {
            // Between changes, an unchanged frame reuses the build.
            _ = frame(root, at: 0.3, with: compositor)
            XCTAssertEqual(compositor.subtreeReuseCount, reuses + 1, "nothing changed")
            reuses = compositor.subtreeReuseCount
            change()
            let seen = frame(root, at: 0.3, with: compositor)
            XCTAssertEqual(compositor.subtreeReuseCount, reuses, "a change inside must build again")
            XCTAssertTrue(seen == frame(root, at: 0.3, with: Compositor()), "as drawn afresh")
        }
    }

    func testModelTreesAreNeverReused() {
        // Drawn directly, a layer can change in place between frames: nothing to compare with.
        let (root, card, _) = card(masked: true)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 100)
        for angle in [0.1, 0.2, 0.3] {
            card.transform = .rotation(angle, 0, 0, 1)
            compositor.render(root, background: .black, scale: 1, into: &buffer)
        }
        XCTAssertEqual(compositor.subtreeReuseCount, 0)
    }

    func testAGroupPartlyOffScreenKeepsOnePictureAsItTurns() {
        let (root, card, _) = spinningCard()
        card.position = Point(x: 5, y: 50)  // half of it left of the frame
        let compositor = Compositor()
        for t in stride(from: 0.05, through: 0.6, by: 0.05) {
            _ = frame(root, at: t, with: compositor)
        }
        XCTAssertEqual(compositor.subtreePaintCount, 1, "the whole card is pictured once, not the part on screen each frame")
        XCTAssertEqual(frame(root, at: 0.6, with: compositor)[0, 50].r, 128, "the card reaches the frame's left edge")
    }

    func testAGroupWithAnEmitterFlingingParticlesFarStaysBounded() {
        let (root, card, _) = card(masked: false)
        let emitter = EmitterLayer()
        emitter.frame = card.bounds
        let cell = EmitterCell()
        cell.birthRate = 200
        cell.lifetime = 5
        cell.velocity = 1e6
        cell.emissionRange = 2 * .pi
        cell.contents = EmitterLayerTests.dot()
        emitter.emitterCells = [cell]
        card.addSublayer(emitter)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 100)
        for t in [0.5, 1.0, 2.0] {
            compositor.render(root, background: .black, scale: 1, into: &buffer, time: t)
        }
        XCTAssertLessThanOrEqual(compositor.largestBitmapPixels, 4 * 512 * 512)
        XCTAssertEqual(compositor.subtreePaintCount, 0, "particles change every frame: drawn by the group path")
    }
}
