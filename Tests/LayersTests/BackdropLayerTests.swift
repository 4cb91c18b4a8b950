import Geometry
import GoldenTesting
@testable import Layers
import Raster
import XCTest

/// Backdrop layers: what they do to the pixels under them, values worked out by hand, the
/// damage they cause, and a golden of a blurred card with vibrant content.
final class BackdropLayerTests: XCTestCase {
    private func box(_ frame: Rect, _ color: Color) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    private func root(_ width: Double = 120, _ height: Double = 120) -> Layer {
        let r = Layer()
        r.frame = Rect(x: 0, y: 0, width: width, height: height)
        return r
    }

    private func render(_ root: Layer, width: Int = 120, height: Int = 120, scale: Double = 1) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        Compositor().render(root, background: .white, scale: scale, into: &buffer)
        return buffer
    }

    /// A black left half and a white right half, split at x = 60.
    private func splitScene() -> Layer {
        let r = root()
        r.addSublayer(box(Rect(x: 0, y: 0, width: 60, height: 120), .black))
        return r
    }

    func testNoEffectDrawsLikeAPlainLayer() {
        let plain = splitScene(), backdrop = splitScene()
        plain.addSublayer(box(Rect(x: 20, y: 20, width: 80, height: 80), Color(red: 0, green: 0, blue: 1, alpha: 0.3)))
        let b = BackdropLayer()
        b.frame = Rect(x: 20, y: 20, width: 80, height: 80)
        b.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.3)
        backdrop.addSublayer(b)
        XCTAssertEqual(render(backdrop), render(plain))
    }

    func testTintIsDrawnOverTheBackdropInsideTheOutlineOnly() {
        let r = root()
        r.addSublayer(box(Rect(x: 0, y: 0, width: 120, height: 120), Color(red: 1, green: 0, blue: 0)))
        let b = BackdropLayer()
        b.frame = Rect(x: 20, y: 20, width: 80, height: 80)
        b.tintColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        r.addSublayer(b)
        let image = render(r)
        // Blue at half over red: (255·0.5, 0, 255·0.5) = (127.5, 0, 127.5), rounded either way.
        XCTAssertEqual(Int(image[50, 50].r), 128, accuracy: 1)
        XCTAssertEqual(image[50, 50].g, 0)
        XCTAssertEqual(Int(image[50, 50].b), 128, accuracy: 1)
        XCTAssertEqual(image[10, 10], Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    func testSaturationZeroLeavesRec709Luma() {
        let r = root()
        r.addSublayer(box(Rect(x: 0, y: 0, width: 120, height: 120), Color(red: 1, green: 0, blue: 0)))
        let b = BackdropLayer()
        b.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        b.saturation = 0
        r.addSublayer(b)
        // Pure red's luma is 0.2126 · 255 = 54.2.
        let p = render(r)[60, 60]
        XCTAssertEqual(p, Pixel(r: 54, g: 54, b: 54, a: 255))
    }

    func testBlurSpreadsAnEdgeAsAGaussianOfTheGivenDeviation() {
        let r = splitScene()
        let b = BackdropLayer()
        b.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        b.blurRadius = 6
        r.addSublayer(b)
        let image = render(r)
        // A step blurred by a Gaussian of σ = 6: Φ(d/σ) of white at distance d right of the edge.
        // d = 0.5 (pixel centre 60.5): Φ(0.083) = 0.533 → 136; d = 6.5: Φ(1.083) = 0.861 → 220;
        // d = −5.5: Φ(−0.917) = 0.180 → 46; far from the edge the halves are unchanged.
        // Box passes on a grid approximate the Gaussian: within 8 levels.
        XCTAssertEqual(Double(image[60, 60].r), 136, accuracy: 8)
        XCTAssertEqual(Double(image[66, 60].r), 220, accuracy: 8)
        XCTAssertEqual(Double(image[54, 60].r), 46, accuracy: 8)
        XCTAssertEqual(image[110, 60].r, 255)
        XCTAssertEqual(image[5, 60].r, 0)
        // The blur reads the edge of the frame as continuing: no dark rim at the top.
        XCTAssertEqual(image[110, 0].r, 255)
    }

    func testTheBlurScalesWithTheDevice() {
        let r = splitScene()
        let b = BackdropLayer()
        b.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        b.blurRadius = 6
        r.addSublayer(b)
        let image = render(r, width: 240, height: 240, scale: 2)
        // At 2× the edge is at x = 120 and σ = 12 device pixels: d = 12.5 → Φ(1.04) = 0.851 → 217.
        XCTAssertEqual(Double(image[132, 100].r), 217, accuracy: 8)
    }

    func testABackdropInsideAGroupSeesWhatTheGroupDrawsOver() {
        let r = root()
        r.addSublayer(box(Rect(x: 0, y: 0, width: 120, height: 120), Color(red: 1, green: 0, blue: 0)))
        let container = Layer()
        container.frame = Rect(x: 20, y: 20, width: 80, height: 80)
        container.opacity = 0.5
        let b = BackdropLayer()
        b.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        b.saturation = 0
        container.addSublayer(b)
        container.addSublayer(box(Rect(x: 60, y: 60, width: 20, height: 20), .black))
        r.addSublayer(container)
        let image = render(r)
        // The backdrop greys the red under it (luma 54), and the group is drawn at half:
        // (255 + 54) / 2 = 154.5 red, 27 green and blue.
        XCTAssertEqual(Int(image[40, 40].r), 155, accuracy: 1)
        XCTAssertEqual(Int(image[40, 40].g), 27, accuracy: 1)
    }

    func testChangesUnderABackdropRepaintItsWholeReachAndMatchAFullRedraw() {
        let r = splitScene()
        let mover = box(Rect(x: 70, y: 10, width: 10, height: 10), Color(red: 0, green: 0.6, blue: 0))
        r.addSublayer(mover)
        let far = box(Rect(x: 2, y: 110, width: 6, height: 6), Color(red: 0, green: 0, blue: 1))
        r.addSublayer(far)
        let b = BackdropLayer()
        b.frame = Rect(x: 40, y: 20, width: 60, height: 60)
        b.blurRadius = 4
        b.cornerRadius = 12
        b.tintColor = Color(red: 1, green: 1, blue: 1, alpha: 0.2)
        r.addSublayer(b)
        let compositor = Compositor()
        var incremental = PixelBuffer(width: 120, height: 120)
        compositor.render(r, background: .white, scale: 1, into: &incremental)

        // A change far from the backdrop does not touch it.
        far.position.x += 2
        let small = compositor.render(r, background: .white, scale: 1, into: &incremental)
        XCTAssertEqual(small.count, 1)
        XCTAssertTrue(small[0].intersection(IntRect(x: 40, y: 20, width: 60, height: 60)).isEmpty)

        // A small change just above the backdrop reaches into its blur: the backdrop and
        // everything it reads is repainted, and the picture is the one a full redraw gives.
        mover.position.y += 4
        let damage = compositor.render(r, background: .white, scale: 1, into: &incremental)
        XCTAssertTrue(damage.contains { $0.intersection(IntRect(x: 40, y: 20, width: 60, height: 60)) == IntRect(x: 40, y: 20, width: 60, height: 60) })
        XCTAssertEqual(incremental, render(r))
    }

    func testABlurIsKeptWhileNothingUnderItChanges() {
        let r = splitScene()
        let under = box(Rect(x: 50, y: 30, width: 20, height: 20), Color(red: 0, green: 0.6, blue: 0))
        r.addSublayer(under)
        let b = BackdropLayer()
        b.frame = Rect(x: 20, y: 20, width: 80, height: 80)
        b.blurRadius = 5
        b.tintColor = Color(red: 1, green: 1, blue: 1, alpha: 0.2)
        let label = box(Rect(x: 10, y: 10, width: 20, height: 8), .white)
        b.addSublayer(label)
        r.addSublayer(b)
        let over = box(Rect(x: 0, y: 100, width: 10, height: 10), .white)
        r.addSublayer(over)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 120, height: 120)
        compositor.render(r, background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.backdropBlurCount, 1)
        // Content over the blur moves: only its pixels are redrawn, from the kept blur.
        label.position.x += 30
        over.position = Point(x: 40, y: 60)
        let damage = compositor.render(r, background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.backdropBlurCount, 1)
        XCTAssertFalse(damage.contains { $0.width >= 80 })
        XCTAssertEqual(buffer, render(r))
        // Content under it moves: blurred again, over its whole reach.
        under.position.y += 10
        compositor.render(r, background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.backdropBlurCount, 2)
        XCTAssertEqual(buffer, render(r))
        // The effect changes: blurred again.
        b.blurRadius = 6
        compositor.render(r, background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.backdropBlurCount, 3)
        XCTAssertEqual(buffer, render(r))
        // A new background colour behind everything is under it too.
        compositor.render(r, background: .black, scale: 1, into: &buffer)
        XCTAssertEqual(compositor.backdropBlurCount, 4)
    }

    func testVibrantSublayersLightenOrDarkenTheBackdrop() {
        func scene(_ mode: BackdropLayer.Vibrancy, amount: Double, under: Color, content: Color) -> Pixel {
            let r = root()
            r.addSublayer(box(Rect(x: 0, y: 0, width: 120, height: 120), under))
            let b = BackdropLayer()
            b.frame = Rect(x: 0, y: 0, width: 120, height: 120)
            b.vibrancy = mode
            b.vibrancyAmount = amount
            b.addSublayer(box(Rect(x: 40, y: 40, width: 40, height: 40), content))
            r.addSublayer(b)
            return render(r)[60, 60]
        }
        let grey = Color(red: 0.2, green: 0.4, blue: 0.6)
        // Lighten screens 0.7 of white onto the backdrop: d + 0.7 · (1 − d).
        // 0.2 → 0.76 (193.8), 0.4 → 0.82 (209.1), 0.6 → 0.88 (224.4).
        let light = scene(.lighten, amount: 1, under: grey, content: .white)
        XCTAssertEqual(Int(light.r), 194, accuracy: 1); XCTAssertEqual(Int(light.g), 209, accuracy: 1)
        XCTAssertEqual(Int(light.b), 224, accuracy: 1)
        // Darken takes 0.7 of the missing brightness of black: d · 0.3.
        // 0.2 → 0.06 (15.3), 0.4 → 0.12 (30.6), 0.6 → 0.18 (45.9).
        let dark = scene(.darken, amount: 1, under: grey, content: .black)
        XCTAssertEqual(Int(dark.r), 15, accuracy: 1); XCTAssertEqual(Int(dark.g), 31, accuracy: 1)
        XCTAssertEqual(Int(dark.b), 46, accuracy: 1)
        // Half-way mixes with a plain draw of white (255): (194 + 255) / 2 = 224.5 for red.
        let half = scene(.lighten, amount: 0.5, under: grey, content: .white)
        XCTAssertEqual(Int(half.r), 224, accuracy: 1)
    }

    func testOddValuesNeitherCrashNorHang() {
        for (radius, saturation, amount) in [(Double.nan, Double.nan, Double.nan), (-5, -1, -1), (1e12, 1e12, 1e12),
                                             (.infinity, .infinity, .infinity)] {
            let r = splitScene()
            let b = BackdropLayer()
            b.frame = Rect(x: -1e9, y: 10, width: 2e9, height: 50)
            b.blurRadius = radius
            b.saturation = saturation
            b.vibrancyAmount = amount
            b.tintColor = Color(red: .nan, green: 2, blue: -1, alpha: 0.5)
            b.addSublayer(box(Rect(x: 1e9, y: 0, width: 20, height: 20), .white))
            r.addSublayer(b)
            _ = render(r)
        }
    }

    func testTheUpsamplingLoopMatchesRastersGeneralDraw() {
        // The fast path draws a grid of cells bilinearly; Raster's draw with the same scaling
        // transform is the plain twin. Random translucent cells, a partial mask, an opacity.
        var random = SystemRandomNumberGenerator()
        var grid = PixelBuffer(width: 9, height: 7)
        for i in grid.pixels.indices {
            let a = UInt8.random(in: 0...255, using: &random)
            grid.pixels[i] = Pixel(r: .random(in: 0...a, using: &random), g: .random(in: 0...a, using: &random),
                                   b: .random(in: 0...a, using: &random), a: a)
        }
        var background = PixelBuffer(width: 80, height: 60, fill: Pixel(r: 30, g: 120, b: 200, a: 255))
        background[5, 5] = Pixel(r: 0, g: 0, b: 0, a: 0)
        var coverage = [UInt8](repeating: 255, count: 60 * 50)
        for i in stride(from: 0, to: coverage.count, by: 7) { coverage[i] = UInt8(i % 256) }
        let mask = AlphaMask(width: 60, height: 50, originX: 4, originY: 3, coverage: coverage)
        let area = IntRect(x: 2, y: 2, width: 70, height: 52)
        var fast = background, plain = background
        fast.blendUpsampled(grid, cell: 8, originX: 3, originY: -2, area: area, mask: mask, opacity: 0.8)
        plain.draw(grid, transform: Transform3D.scale(8, 8, 1).concatenating(.translation(3, -2, 0)), opacity: 0.8,
                   clip: area, mask: mask)
        for y in 0..<60 {
            for x in 0..<80 {
                let a = fast[x, y], b = plain[x, y]
                for (u, v) in [(a.r, b.r), (a.g, b.g), (a.b, b.b), (a.a, b.a)] {
                    XCTAssertLessThanOrEqual(abs(Int(u) - Int(v)), 2, "pixel (\(x), \(y))")
                }
            }
        }
    }

    func testGoldenBlurredCardWithVibrantContent() {
        let r = root(160, 160)
        let colors: [Color] = [Color(red: 0.95, green: 0.35, blue: 0.2), Color(red: 0.2, green: 0.6, blue: 0.95),
                               Color(red: 0.95, green: 0.8, blue: 0.2), Color(red: 0.3, green: 0.75, blue: 0.4)]
        for i in 0..<8 {
            let stripe = box(Rect(x: Double(i) * 20, y: 0, width: 20, height: 160), colors[i % 4])
            r.addSublayer(stripe)
        }
        let dot = ShapeLayer()
        dot.frame = Rect(x: 0, y: 0, width: 160, height: 160)
        dot.path = Path.oval(in: Rect(x: 50, y: 40, width: 60, height: 60))
        dot.fillColor = .white
        r.addSublayer(dot)
        let card = BackdropLayer()
        card.frame = Rect(x: 20, y: 60, width: 120, height: 80)
        card.cornerRadius = 16
        card.blurRadius = 10
        card.saturation = 1.8
        card.tintColor = Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73)
        let vibrant = BackdropLayer()
        vibrant.frame = card.bounds
        vibrant.vibrancyAmount = 1
        vibrant.addSublayer(box(Rect(x: 20, y: 30, width: 80, height: 20), .white))
        card.addSublayer(vibrant)
        r.addSublayer(card)
        assertGolden(render(r, width: 160, height: 160), named: "backdrop-blur-vibrancy", tolerance: 2)
    }
}
