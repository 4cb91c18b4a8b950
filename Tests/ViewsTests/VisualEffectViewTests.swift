import Animation
import Geometry
import Layers
import Raster
import Views
import XCTest

/// UIVisualEffectView's effect as backdrop layer values, its content view, the effect
/// animating inside a block, and UIImageView's frame animation on the scene clock.
final class VisualEffectViewTests: XCTestCase {
    private func layer(_ view: VisualEffectView) -> BackdropLayer { view.backdropLayer }

    func testBlurStylesFollowApplesImageEffectsAndNilClearsThem() {
        let view = VisualEffectView()
        view.effect = .blur(.dark)
        XCTAssertEqual(layer(view).blurRadius, 20)
        XCTAssertEqual(layer(view).saturation, 1.8)
        XCTAssertEqual(layer(view).tintColor, Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73))
        view.effect = .blur(.light)
        XCTAssertEqual(layer(view).blurRadius, 30)
        XCTAssertEqual(layer(view).tintColor, Color(red: 1, green: 1, blue: 1, alpha: 0.3))
        view.effect = .blur(.extraLight)
        XCTAssertEqual(layer(view).tintColor, Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.82))
        view.effect = .vibrancy(.dark)
        XCTAssertEqual(layer(view).blurRadius, 0)
        XCTAssertEqual(layer(view).vibrancy, .lighten)
        XCTAssertEqual(layer(view).vibrancyAmount, 1)
        view.effect = .vibrancy(.light)
        XCTAssertEqual(layer(view).vibrancy, .darken)
        view.effect = nil
        XCTAssertEqual(layer(view).blurRadius, 0)
        XCTAssertEqual(layer(view).saturation, 1)
        XCTAssertNil(layer(view).tintColor)
        XCTAssertEqual(layer(view).vibrancyAmount, 0)
    }

    func testTheContentViewFillsTheViewAndTakesItsSubviews() {
        let view = VisualEffectView()
        view.frame = Rect(x: 20, y: 30, width: 200, height: 100)
        XCTAssertEqual(view.contentView.frame, Rect(x: 0, y: 0, width: 200, height: 100))
        view.bounds.size = Size(width: 50, height: 60)
        XCTAssertEqual(view.contentView.frame, Rect(x: 0, y: 0, width: 50, height: 60))
        let label = View()
        view.addSubview(label)
        XCTAssertTrue(label.superview === view.contentView)
        XCTAssertEqual(view.subviews.count, 1)
    }

    func testTheEffectAnimatesInsideABlock() {
        let scene = ViewAnimationScene()
        let blur = VisualEffectView()
        blur.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.root.addSubview(blur)
        scene.context.animate(ViewAnimationParameters(duration: 1, curve: .linear)) { blur.effect = .blur(.dark) }
        scene.clock.advance(to: 0.5)
        let shown = blur.layer.presentation(at: 0.5) as! BackdropLayer
        // Half-way from no effect (radius 0, saturation 1, clear tint) to dark (20, 1.8,
        // 0.11 grey at 0.73): 10, 1.4, and the tint's components half-way from 0.
        XCTAssertEqual(shown.blurRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(shown.saturation, 1.4, accuracy: 1e-9)
        XCTAssertEqual(shown.tintColor?.alpha ?? -1, 0.365, accuracy: 1e-9)
        XCTAssertEqual(shown.tintColor?.red ?? -1, 0.055, accuracy: 1e-9)
        // And back out to none.
        scene.clock.advance(to: 2)
        scene.context.animate(ViewAnimationParameters(duration: 1, curve: .linear)) { blur.effect = nil }
        scene.clock.advance(to: 2.25)
        XCTAssertEqual((blur.layer.presentation(at: 2.25) as! BackdropLayer).blurRadius, 15, accuracy: 1e-9)
    }

    private func images(_ n: Int) -> [Image] {
        (0..<n).map { _ in Image(pixels: PixelBuffer(width: 1, height: 1), scale: 1) }
    }

    func testFrameAnimationStepsThroughTheImagesOnTheSceneClock() {
        let scene = ViewAnimationScene()
        let view = ImageView()
        let still = images(1)[0]
        view.image = still
        let frames = images(3)
        view.animationImages = frames
        view.animationRepeatCount = 2
        scene.root.addSubview(view)
        view.startAnimating(on: scene.host)
        XCTAssertTrue(view.isAnimating)
        func shown(at t: Double) -> Image? {
            scene.clock.advance(to: t)
            return view.layer.presentation(at: t).contents
        }
        // No duration given: 3 frames × 1/30 s = 0.1 s a pass, frame i from i/30 s; two passes.
        XCTAssertTrue(shown(at: 0.01) === frames[0])
        XCTAssertTrue(shown(at: 0.04) === frames[1])
        XCTAssertTrue(shown(at: 0.07) === frames[2])
        XCTAssertTrue(shown(at: 0.11) === frames[0])
        XCTAssertTrue(shown(at: 0.19) === frames[2])
        // After two passes the animation is over and the still image is back.
        XCTAssertTrue(shown(at: 0.21) === still)
        XCTAssertFalse(view.isAnimating)
    }

    func testAGivenDurationForeverAndStopping() {
        let scene = ViewAnimationScene()
        let view = ImageView()
        let frames = images(4)
        view.animationImages = frames
        view.animationDuration = 2
        scene.root.addSubview(view)
        view.startAnimating(on: scene.host)
        scene.clock.advance(to: 101.2)
        // Half a second a frame, for ever: 101.2 s is 1.2 s into a pass, frame 2.
        XCTAssertTrue(view.layer.presentation(at: 101.2).contents === frames[2])
        view.stopAnimating(on: scene.host)
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(view.layer.presentation(at: 101.2).contents)
        // Without images nothing starts.
        let empty = ImageView()
        empty.startAnimating(on: scene.host)
        XCTAssertFalse(empty.isAnimating)
    }
}
