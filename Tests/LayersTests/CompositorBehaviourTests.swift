import Geometry
@testable import Layers
import Raster
import XCTest

/// The compositor's caching, damage tracking and robustness.
final class CompositorBehaviourTests: XCTestCase {
    private func scene() -> (root: Layer, cards: [Layer]) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 150)
        var cards: [Layer] = []
        for i in 0..<6 {
            let card = GradientLayer()
            card.frame = Rect(x: Double(10 + 30 * i), y: Double(10 + 15 * i), width: 50, height: 40)
            card.colors = [Color(red: 1, green: 0.5, blue: 0), Color(red: 0, green: 0.4, blue: 1)]
            card.cornerRadius = 8
            card.borderWidth = 2
            card.opacity = 0.7
            card.transform = .rotation(Double(i) * 0.2, 0, 0, 1)
            root.addSublayer(card)
            cards.append(card)
        }
        return (root, cards)
    }

    func testAStaticFrameDamagesNothingAndRasterisesNothingAgain() {
        let (root, _) = scene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 200, height: 150)
        XCTAssertEqual(compositor.render(root, background: .white, scale: 1, into: &buffer),
                       [IntRect(x: 0, y: 0, width: 200, height: 150)])
        let made = compositor.rasterizationCount
        XCTAssertEqual(compositor.render(root, background: .white, scale: 1, into: &buffer), [])
        XCTAssertEqual(compositor.rasterizationCount, made)
    }

    /// A reload replaces every layer: the bitmaps and pictures of the scene before are let go
    /// after the first frame of the new one, not kept for seconds (`CacheRetention`).
    func testAfterInvalidatingTheNextFrameKeepsOnlyWhatItUses() {
        func group(_ opacity: Double) -> Layer {
            let group = Layer()
            group.frame = Rect(x: 20, y: 20, width: 100, height: 80)
            group.opacity = opacity
            for i in 0..<2 {
                let dot = Layer()
                dot.frame = Rect(x: Double(10 + 30 * i), y: 10, width: 40, height: 40)
                dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
                group.addSublayer(dot)
            }
            return group
        }
        for invalidating in [false, true] {
            let (cards, _) = scene()
            cards.addSublayer(group(0.5))
            let other = Layer()
            other.frame = cards.frame
            let card = GradientLayer()
            card.frame = Rect(x: 60, y: 40, width: 30, height: 30)
            card.colors = [Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
            other.addSublayer(card)

            let compositor = Compositor()
            var buffer = PixelBuffer(width: 200, height: 150)
            compositor.render(cards, background: .white, scale: 1, into: &buffer)
            XCTAssertGreaterThan(compositor.keptPictureCount, 0, "the group is kept as a picture")
            let made = compositor.rasterizationCount
            XCTAssertGreaterThan(made, 0)
            if invalidating { compositor.invalidate() }
            compositor.render(other, background: .white, scale: 1, into: &buffer)
            XCTAssertEqual(compositor.rasterizationCount, made + 1)
            XCTAssertEqual(compositor.keptPictureCount, invalidating ? 0 : 1)
            // The cards again: drawn from the cache only if it kept them.
            compositor.render(cards, background: .white, scale: 1, into: &buffer)
            XCTAssertEqual(compositor.rasterizationCount, made + 1 + (invalidating ? made : 0), "invalidating: \(invalidating)")
        }
    }

    func testMovingOneLayerDamagesOnlyWhereItWasAndIsAndMatchesAFullRedraw() {
        let (root, cards) = scene()
        let compositor = Compositor()
        var incremental = PixelBuffer(width: 200, height: 150)
        compositor.render(root, background: .white, scale: 1, into: &incremental)
        let made = compositor.rasterizationCount
        cards[0].position.x += 7
        let damage = compositor.render(root, background: .white, scale: 1, into: &incremental)
        XCTAssertEqual(compositor.rasterizationCount, made, "moving a layer must reuse its bitmap")
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertGreaterThan(area, 0)
        XCTAssertLessThan(area, 200 * 150 / 4, "only the moved card's old and new places are redrawn")
        var full = PixelBuffer(width: 200, height: 150)
        Compositor().render(root, background: .white, scale: 1, into: &full, full: true)
        XCTAssertEqual(incremental, full)
    }

    /// A layer that appears (or goes) changes the number of draws: only its place is redrawn,
    /// not the frame, and the pixels are those of a full redraw.
    func testALayerAppearingOrGoingDamagesOnlyItsPlace() {
        let (root, cards) = scene()
        let compositor = Compositor()
        var incremental = PixelBuffer(width: 200, height: 150)
        compositor.render(root, background: .white, scale: 1, into: &incremental)
        let extra = Layer()
        extra.frame = Rect(x: 150, y: 100, width: 20, height: 10)
        extra.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        for change in [{ cards[0].superlayer?.insertSublayer(extra, at: 1) }, { extra.removeFromSuperlayer() },
                       { cards[1].isHidden = true }] {
            change()
            let damage = compositor.render(root, background: .white, scale: 1, into: &incremental)
            let area = damage.reduce(0) { $0 + $1.width * $1.height }
            XCTAssertGreaterThan(area, 0)
            XCTAssertLessThan(area, 200 * 150 / 4, "only what came or went is redrawn")
            var full = PixelBuffer(width: 200, height: 150)
            Compositor().render(root, background: .white, scale: 1, into: &full, full: true)
            XCTAssertEqual(incremental, full)
        }
    }

    func testNonFiniteAndEnormousGeometryNeitherCrashesNorHangs() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let cases: [(Layer) -> Void] = [
            { $0.frame = Rect(x: .nan, y: 0, width: 10, height: 10) },
            { $0.frame = Rect(x: 0, y: 0, width: .infinity, height: 10) },
            { $0.frame = Rect(x: 0, y: 0, width: 1e30, height: 1e30) },
            { $0.frame = Rect(x: -1e300, y: 1e300, width: 10, height: 10) },
            { $0.transform = .scale(1e20, 1e20, 1) },
            { $0.transform.m34 = .nan },
            { $0.cornerRadius = .infinity },
            { $0.borderWidth = 1e40 },
            { $0.shadowOpacity = 1; $0.shadowRadius = 1e9 },
            { $0.opacity = .nan },
        ]
        for setUp in cases {
            let layer = Layer()
            layer.frame = Rect(x: 10, y: 10, width: 50, height: 50)
            layer.backgroundColor = .black
            layer.borderWidth = 1
            setUp(layer)
            root.addSublayer(layer)
            let shape = ShapeLayer()
            var line = Path()
            line.move(to: Point(x: 0, y: 0))
            line.addLine(to: Point(x: 1e30, y: .nan))
            shape.path = line
            shape.strokeColor = .black
            root.addSublayer(shape)
            var buffer = PixelBuffer(width: 100, height: 100)
            Compositor().render(root, background: .white, scale: 1, into: &buffer)
            layer.removeFromSuperlayer()
            shape.removeFromSuperlayer()
        }
    }

    func testHiddenAndTransparentLayersDrawNothing() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        let hidden = Layer()
        hidden.frame = root.frame
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let clear = Layer()
        clear.frame = root.frame
        clear.backgroundColor = .black
        clear.opacity = 0
        root.addSublayer(hidden)
        root.addSublayer(clear)
        var buffer = PixelBuffer(width: 20, height: 20)
        Compositor().render(root, background: .white, scale: 1, into: &buffer)
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == Pixel(r: 255, g: 255, b: 255, a: 255) })
    }

    func testAFlippedLayerLaysOutItsContentFromTheBottom() {
        // A 20 × 20 layer whose sublayer sits in its top 5 rows: flipped, it shows in the
        // bottom 5 rows instead; so does a shape drawn at the top.
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        let flipped = Layer()
        flipped.frame = root.frame
        flipped.isGeometryFlipped = true
        let bar = Layer()
        bar.frame = Rect(x: 0, y: 0, width: 10, height: 5)
        bar.backgroundColor = .black
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        shape.isGeometryFlipped = true
        shape.path = Path.rect(Rect(x: 10, y: 0, width: 10, height: 5))
        shape.fillColor = .black
        flipped.addSublayer(bar)
        root.addSublayer(flipped)
        root.addSublayer(shape)
        var buffer = PixelBuffer(width: 20, height: 20)
        Compositor().render(root, background: .white, scale: 1, into: &buffer)
        let black = Pixel(r: 0, g: 0, b: 0, a: 255), white = Pixel(r: 255, g: 255, b: 255, a: 255)
        XCTAssertEqual(buffer[5, 17], black)
        XCTAssertEqual(buffer[15, 17], black)
        XCTAssertEqual(buffer[5, 2], white)
        XCTAssertEqual(buffer[15, 2], white)
    }
}

/// Frames painted in bands on several threads.
final class BandPainterTests: XCTestCase {
    func testBandsAreWholeRowsCoveringTheRectangleOnce() {
        let rect = IntRect(x: 3, y: 5, width: 400, height: 301)
        let bands = BandPainter.bands(of: rect, threads: 3)
        XCTAssertEqual(bands.count, 3)
        XCTAssertEqual(bands.map(\.height).reduce(0, +), 301)
        XCTAssertEqual(bands.first?.y, 5)
        XCTAssertEqual(bands.last?.maxY, 306)
        for (a, b) in zip(bands, bands.dropFirst()) { XCTAssertEqual(a.maxY, b.y) }
        XCTAssertTrue(bands.allSatisfy { $0.x == 3 && $0.width == 400 })
        XCTAssertEqual(BandPainter.bands(of: IntRect(x: 0, y: 0, width: 100, height: 100), threads: 4).count, 1,
                       "10,000 pixels are too few to split")
        XCTAssertEqual(BandPainter.bands(of: IntRect(x: 0, y: 0, width: 100_000, height: 1), threads: 4).count, 1)
    }

    func testBandsFollowTheLearntShareOfTheFirst() {
        // The first band took 1 s for 100 rows and the second 2 s for 100: rows cost the second
        // twice as much, so the first should have taken two thirds of them (2/3 · 1 = 1/3 · 2).
        XCTAssertEqual(BandPainter.balancedShare(rows: [100, 100], seconds: [1, 2]) ?? 0, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertNil(BandPainter.balancedShare(rows: [100, 100], seconds: [1, 0]), "a band with no time says nothing")
        // Three threads, the caller's rows as dear as the workers' (0.01 s each): a third each.
        XCTAssertEqual(BandPainter.balancedShare(rows: [50, 100, 150], seconds: [0.5, 1, 1.5]) ?? 0, 1.0 / 3.0,
                       accuracy: 1e-12)
        let rect = IntRect(x: 0, y: 10, width: 500, height: 300)
        let bands = BandPainter.bands(of: rect, threads: 3, firstShare: 0.5)
        XCTAssertEqual(bands.map(\.height), [150, 75, 75])
        XCTAssertEqual(bands.map(\.y), [10, 160, 235])
        XCTAssertEqual(BandPainter.bands(of: rect, threads: 2, firstShare: 1).map(\.height), [299, 1], "every band keeps a row")
    }

    func testTheCallersOtherWorkTakesRowsFromItsShare() {
        // Rows cost 0.01 s on both threads, 200 in all, and the caller first spent 0.5 s on other
        // work: 0.5 + 200 · 0.01 · s = 200 · 0.01 · (1 − s) gives s = 0.375.
        XCTAssertEqual(BandPainter.balancedShare(rows: [100, 100], seconds: [1, 1], callerFirst: 0.5) ?? 0, 0.375,
                       accuracy: 1e-12)
        // Other work longer than all the painting: the caller should paint nothing.
        XCTAssertEqual(BandPainter.balancedShare(rows: [100, 100], seconds: [1, 1], callerFirst: 5), 0)
        XCTAssertNil(BandPainter.balancedShare(rows: [100, 100], seconds: [1, 1], callerFirst: -1))
    }

    func testOtherWorkRunsOnceWhileAFrameIsPainted() {
        // In bands (two threads, a frame large enough), on one thread, with nothing damaged, and
        // with a backdrop (painted before the work, since painting it updates the blur cache).
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let card = Layer()
        card.frame = Rect(x: 20, y: 20, width: 200, height: 150)
        card.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1)
        root.addSublayer(card)
        for threads in [1, 2] {
            let compositor = Compositor()
            compositor.threads = threads
            var buffer = PixelBuffer(width: 400, height: 300)
            for step in 0..<3 {
                let frame = compositor.compose(root, background: .black, scale: 1, viewport: buffer.bounds)
                var runs = 0
                compositor.paint(frame, into: &buffer) { runs += 1 }
                XCTAssertEqual(runs, 1, "\(threads) threads, frame \(step)")
                XCTAssertEqual(buffer[100, 100], Pixel(r: 230, g: 77, b: 26, a: 255))
            }
        }
        let backdrop = BackdropLayer()
        backdrop.frame = Rect(x: 0, y: 100, width: 400, height: 100)
        backdrop.blurRadius = 8
        root.addSublayer(backdrop)
        let compositor = Compositor()
        compositor.threads = 2
        var buffer = PixelBuffer(width: 400, height: 300)
        let frame = compositor.compose(root, background: .black, scale: 1, viewport: buffer.bounds)
        var blursBefore: Int?
        compositor.paint(frame, into: &buffer) { blursBefore = compositor.backdropBlurCount }
        XCTAssertEqual(blursBefore, 1, "a frame with a backdrop is painted (its backdrop blurred) before the work")
    }

    func testPaintingOnSeveralThreadsGivesTheSamePixels() {
        // Turned, faded, masked and shadowed cards across the band edges.
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 320, height: 240)
        for i in 0..<12 {
            let card = GradientLayer()
            card.frame = Rect(x: Double(10 + 25 * i), y: Double(8 + 17 * i), width: 90, height: 60)
            card.colors = [Color(red: 1, green: 0.5, blue: 0), Color(red: 0, green: 0.4, blue: 1)]
            card.cornerRadius = 10
            card.borderWidth = 2
            card.borderColor = .white
            card.opacity = 0.6
            card.transform = .rotation(Double(i) * 0.37, 0, 0, 1)
            let badge = Layer()
            badge.frame = Rect(x: 5, y: 5, width: 20, height: 20)
            badge.backgroundColor = .white
            card.addSublayer(badge)
            if i % 3 == 0 {
                card.shadowOpacity = 0.8
                card.shadowRadius = 6
            }
            if i % 4 == 1 {
                let mask = Layer()
                mask.frame = Rect(x: 15, y: 0, width: 60, height: 60)
                mask.cornerRadius = 30
                mask.backgroundColor = .black
                card.mask = mask
            }
            root.addSublayer(card)
        }
        // Frames of several sizes and damages one after another: band buffers kept from one
        // frame serve the next, larger or smaller.
        let single = Compositor(), threaded = Compositor()
        threaded.threads = 2
        for (width, height, move) in [(320, 240, 0.0), (320, 240, 7.0), (200, 400, 3.0), (320, 240, 5.0)] {
            root.sublayers[3].position.x += move
            var one = PixelBuffer(width: width, height: height), two = one
            single.render(root, background: .black, scale: 1, into: &one)
            threaded.render(root, background: .black, scale: 1, into: &two)
            XCTAssertEqual(one, two, "\(width)x\(height)")
        }
    }

    func testPartWidthDamageInBandsLandsInPlace() {
        // A large layer moving in the left part of a wide frame: the damage is wide and tall enough
        // to be painted in bands, but narrower than the frame, so each band's rows must land at
        // the frame's own stride.
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 900, height: 400)
        let block = Layer()
        block.frame = Rect(x: 20, y: 20, width: 300, height: 340)
        block.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.9)
        let stripe = Layer()
        stripe.frame = Rect(x: 40, y: 0, width: 10, height: 340)
        stripe.backgroundColor = .white
        block.addSublayer(stripe)
        root.addSublayer(block)
        let single = Compositor(), threaded = Compositor()
        threaded.threads = 2
        var one = PixelBuffer(width: 900, height: 400), two = one
        for step in 0..<3 {
            block.position.x += Double(step) * 11
            single.render(root, background: .black, scale: 1, into: &one)
            threaded.render(root, background: .black, scale: 1, into: &two)
            XCTAssertEqual(one, two, "step \(step)")
        }
    }
}

/// How long unused bitmaps and pictures stay (`CacheRetention`).
final class CacheRetentionTests: XCTestCase {
    func testRecentEntriesStayWithinTheFramesAndThePixels() {
        let now = 1000
        // All recent and small: everything younger than the limit stays.
        XCTAssertEqual(CacheRetention.cutoff(unused: [(999, 10), (900, 10), (700, 10)], current: now), now - CacheRetention.frames)
        // Over the pixel budget: the most recent ones stay, up to the budget.
        let big = CacheRetention.pixels / 2 + 1
        XCTAssertEqual(CacheRetention.cutoff(unused: [(990, big), (995, big), (999, big)], current: now), 996,
                       "the two most recent fill the budget; the one last used at 990 goes")
        XCTAssertEqual(CacheRetention.cutoff(unused: [], current: now), now - CacheRetention.frames)
    }

    func testAPulsingGroupFindsItsPicturesAgain() {
        // A masked card scaling between two raster-scale steps: after the first pulse each step's
        // picture is found again, not painted afresh.
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        let card = Layer()
        card.frame = Rect(x: 60, y: 60, width: 80, height: 80)
        card.backgroundColor = .white
        card.opacity = 0.5
        // A shape layer for a badge: shapes are pictured, not shaded (`LayerShading`).
        let badge = ShapeLayer()
        badge.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        badge.path = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20))
        badge.fillColor = .black
        card.addSublayer(badge)
        root.addSublayer(card)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 200, height: 200)
        func show(scale: Double) {
            card.transform = Transform3D.rotation(0.3, 0, 0, 1).concatenating(.scale(scale, scale, 1))
            compositor.render(root, background: .black, scale: 1, into: &buffer)
        }
        for scale in [0.9, 1.1, 0.9, 1.1] { show(scale: scale) }
        let painted = compositor.subtreePaintCount
        for scale in [0.9, 1.1, 0.9, 1.1, 0.9] { show(scale: scale) }
        XCTAssertEqual(compositor.subtreePaintCount, painted)
        XCTAssertEqual(painted, 2, "one picture for each raster-scale step (1 and 1.19)")
    }
}
