import Geometry
@testable import Layers
import Raster
import XCTest

/// A presentation tree shown in a model tree (as the previewer shows a scene) whose frames do
/// not change is drawn from an earlier frame's nodes without building, and that is never seen:
/// every frame, and every frame after, is as if each had been built.
final class TreeReuseTests: XCTestCase {
    /// A 100 × 100 root with a card that grows (scale 1 → 1.3 over the first second, then at
    /// rest there) holding a white badge. It stays axis-aligned: that is where how a layer is
    /// rasterized depends on the frame before (`ContentCache.rasterScale`, `gridOffset`).
    private func scene() -> (root: Layer, card: Layer, badge: Layer, clock: LayerAnimationTests.Clock) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let card = Layer()
        card.frame = Rect(x: 30, y: 30, width: 40, height: 40)
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.cornerRadius = 6
        let badge = Layer()
        badge.frame = Rect(x: 4, y: 4, width: 14, height: 14)
        badge.backgroundColor = .white
        badge.cornerRadius = 3
        card.addSublayer(badge)
        root.addSublayer(card)
        // At rest after the animations: where they end.
        card.transform = .scale(1.3, 1.3, 1)
        let clock = LayerAnimationTests.Clock()
        clock.host.add(basic("transform.scale", from: .number(1), to: .number(1.3), duration: 1), to: card, forKey: "pulse")
        return (root, card, badge, clock)
    }

    /// Draws `root` at `t` the way the previewer does: its presentation tree placed in a model
    /// host layer, into `buffer` (kept between frames), returning the damage.
    @discardableResult
    private func hostedFrame(_ root: Layer, at t: Double, host: Layer, compositor: Compositor,
                             into buffer: inout PixelBuffer) -> [IntRect] {
        host.sublayers.forEach { $0.removeFromSuperlayer() }
        host.addSublayer(root.presentationTree(at: t))
        return compositor.render(host, background: .black, scale: 1, into: &buffer, time: t)
    }

    /// Draws the presentation tree at `t` by itself: never taken from an earlier frame.
    private func bareFrame(_ root: Layer, at t: Double, compositor: Compositor, into buffer: inout PixelBuffer) {
        compositor.render(root.presentationTree(at: t), background: .black, scale: 1, into: &buffer, time: t)
    }

    private func host() -> Layer {
        let host = Layer()
        host.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        return host
    }

    func testAPausedTreeIsTakenFromTheFrameBeforeAndLooksTheSame() {
        let (root, _, _, _) = scene()
        let (host, compositor) = (host(), Compositor())
        var buffer = PixelBuffer(width: 100, height: 100)
        hostedFrame(root, at: 0.4, host: host, compositor: compositor, into: &buffer)
        hostedFrame(root, at: 0.4, host: host, compositor: compositor, into: &buffer)
        XCTAssertEqual(compositor.treeReuseCount, 0, "the frame after a change is built: it may differ from the one before")
        for _ in 0..<3 {
            let damage = hostedFrame(root, at: 0.4, host: host, compositor: compositor, into: &buffer)
            XCTAssertEqual(damage, [], "nothing changed, nothing repainted")
        }
        XCTAssertEqual(compositor.treeReuseCount, 3)
        var fresh = PixelBuffer(width: 100, height: 100)
        bareFrame(root, at: 0.4, compositor: Compositor(), into: &fresh)
        XCTAssertTrue(buffer == fresh, "as drawn afresh")
    }

    func testALayerComingToRestIsSharpOnceResting() {
        // While its scale changes, a layer's bitmap is made at a rounded-up scale and shrunk; the
        // frame after it comes to rest draws it at its exact scale. A paused frame must be that
        // sharp one, not the first frame at rest.
        let (root, _, _, _) = scene()
        let (host, compositor) = (host(), Compositor())
        var buffer = PixelBuffer(width: 100, height: 100)
        for t in [0.5, 0.6] { hostedFrame(root, at: t, host: host, compositor: compositor, into: &buffer) }
        hostedFrame(root, at: 2, host: host, compositor: compositor, into: &buffer)
        let firstAtRest = buffer
        var exact = PixelBuffer(width: 100, height: 100)
        bareFrame(root, at: 2, compositor: Compositor(), into: &exact)
        XCTAssertFalse(firstAtRest == exact, "the first frame at rest is drawn at the rounded scale (else this test shows nothing)")
        for k in 0..<4 {
            hostedFrame(root, at: 2, host: host, compositor: compositor, into: &buffer)
            XCTAssertTrue(buffer == exact, "paused frame \(k) is drawn at the exact scale")
        }
        XCTAssertEqual(compositor.treeReuseCount, 3)
    }

    func testFramesAfterAPauseAreAsIfEveryPausedFrameHadBeenBuilt() {
        // The same times through a compositor that reuses (hosted) and one that cannot (bare):
        // the caches' memory of the frame before (which scales and offsets layers had) must come
        // out of the pause as building every paused frame would have left it.
        let (root, _, _, _) = scene()
        let (host, reusing, building) = (host(), Compositor(), Compositor())
        var reused = PixelBuffer(width: 100, height: 100), built = PixelBuffer(width: 100, height: 100)
        for t in [0.5, 0.6, 0.6, 0.6, 0.6, 0.6, 0.7, 0.8, 1.5, 1.5, 1.5, 1.5, 0.2, 0.25, 0.3] {
            hostedFrame(root, at: t, host: host, compositor: reusing, into: &reused)
            bareFrame(root, at: t, compositor: building, into: &built)
            XCTAssertTrue(reused == built, "t = \(t)")
        }
        XCTAssertEqual(reusing.treeReuseCount, 5, "three paused frames at 0.6 and two at 1.5")
        XCTAssertEqual(building.treeReuseCount, 0)
    }

    func testAChangeWhilePausedIsSeenAtOnce() {
        // Beside a compositor that cannot reuse (the frame after a change may differ from a
        // first frame: a layer that moved is drawn from a bitmap placed between pixels).
        let (root, card, badge, _) = scene()
        let (host, reusing, building) = (host(), Compositor(), Compositor())
        var reused = PixelBuffer(width: 100, height: 100), built = PixelBuffer(width: 100, height: 100)
        func frame() {
            hostedFrame(root, at: 0.3, host: host, compositor: reusing, into: &reused)
            bareFrame(root, at: 0.3, compositor: building, into: &built)
        }
        // Each change, and whether it changes pixels (the last three only what is compared).
        let changes: [(change: () -> Void, shows: Bool)] = [
            ({ badge.backgroundColor = Color(red: 0, green: 0, blue: 1) }, true),
            ({ badge.position.x += 5.5 }, true),
            ({ card.opacity = 0.5 }, true),
            ({ badge.isHidden = true }, true),
            ({ card.customProperties["tint"] = .number(2) }, false),
            ({ card.addSublayer(Layer()) }, false),
            ({ badge.setNeedsDisplay() }, false),
        ]
        for (change, shows) in changes {
            for _ in 0..<3 { frame() }
            let reuses = reusing.treeReuseCount
            let before = reused
            change()
            frame()
            XCTAssertEqual(reusing.treeReuseCount, reuses, "a change must build again")
            XCTAssertTrue(reused == built, "as built every frame")
            XCTAssertEqual(reused != before, shows, "the change shows")
        }
    }

    func testATreeWithAnEmitterIsAlwaysBuilt() {
        // Particles move with time even when nothing else does.
        let (root, card, _, _) = scene()
        let emitter = EmitterLayer()
        emitter.frame = card.bounds
        card.addSublayer(emitter)
        let (host, compositor) = (host(), Compositor())
        var buffer = PixelBuffer(width: 100, height: 100)
        for _ in 0..<5 { hostedFrame(root, at: 0.3, host: host, compositor: compositor, into: &buffer) }
        XCTAssertEqual(compositor.treeReuseCount, 0)
    }

    func testATreeMovedInItsHostIsBuiltAgain() {
        let (root, _, _, _) = scene()
        let (host, compositor) = (host(), Compositor())
        var buffer = PixelBuffer(width: 100, height: 100)
        for _ in 0..<3 { hostedFrame(root, at: 0.3, host: host, compositor: compositor, into: &buffer) }
        let reuses = compositor.treeReuseCount
        host.sublayerTransform = .translation(7, 0, 0)
        hostedFrame(root, at: 0.3, host: host, compositor: compositor, into: &buffer)
        XCTAssertEqual(compositor.treeReuseCount, reuses)
        XCTAssertEqual(buffer[28, 50], Pixel(r: 0, g: 0, b: 0, a: 255), "the card moved right, off this pixel")
    }
}
