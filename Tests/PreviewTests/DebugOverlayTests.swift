import Foundation
import Geometry
import GoldenTesting
@testable import Preview
import Raster
import XCTest

/// The debug overlays (F): what each tints, with worked values of the tint over known colours,
/// the redraw flashes fading frame by frame, goldens of a small scene, and that hidden they
/// change no pixel.
final class DebugOverlayTests: XCTestCase {
    private var scenes: ScratchScenes!

    override func setUpWithError() throws { scenes = try ScratchScenes() }
    override func tearDown() { scenes.remove() }

    private func session(_ source: String = DebugOverlayTests.scene) throws -> PreviewSession {
        try scenes.session(source, named: "overlays.lua")
    }

    /// 160 × 150 points on white, the top 30 left to the overlay's name: an opaque blue box,
    /// the same at opacity 0.5, a rounded box casting a shadow from its drawing, one casting it
    /// from a path, a masked box (its left half shows), and a box sliding right from x 10 to 90
    /// over the first second.
    private static let scene = """
        scene.size = {160, 150}
        scene.backgroundColor = "#ffffff"
        local function box(name, frame, color)
            local layer = CALayer{ name = name, frame = frame, backgroundColor = color }
            view.layer:addSublayer(layer)
            return layer
        end
        box("opaque", {10, 40, 40, 30}, "#3366cc")
        box("faded", {60, 40, 40, 30}, "#3366cc").opacity = 0.5
        local rounded = box("rounded", {110, 66, 40, 24}, "#cc3366")
        rounded.cornerRadius = 8
        rounded.shadowOpacity = 0.5
        rounded.shadowRadius = 3
        rounded.shadowOffset = {0, 3}
        local pathShadow = box("pathShadow", {10, 80, 40, 24}, "#33cc66")
        pathShadow.shadowOpacity = 0.5
        pathShadow.shadowRadius = 3
        pathShadow.shadowOffset = {0, 3}
        pathShadow.shadowPath = UIBezierPath{ rect = {0, 0, 40, 24} }.cgPath
        local masked = box("masked", {60, 80, 40, 30}, "#cc9933")
        masked.mask = CALayer{ frame = {0, 0, 20, 30}, backgroundColor = "#000000" }
        local slider = box("slider", {90, 120, 20, 20}, "#663399")
        slider:add(CABasicAnimation{ keyPath = "position.x", fromValue = 20, toValue = 100, duration = 1 }, "slide")
        """

    // MARK: Cycle

    func testFStepsThroughTheOverlaysAndBackToNone() {
        var kind: DebugOverlayKind? = nil
        var seen: [DebugOverlayKind?] = []
        for _ in 0..<6 {
            kind = DebugOverlayKind.cycled(from: kind)
            seen.append(kind)
        }
        XCTAssertEqual(seen, [.blended, .offscreen, .redraw, .misses, .frameTime, nil])
    }

    // MARK: Hidden

    /// Each overlay changes the frame; turned off, the frame is the scene's again, pixel for
    /// pixel, both drawn afresh and drawn incrementally into the buffer the overlay was in
    /// (so the damage reported covered everything the overlay had drawn).
    func testHiddenTheOverlaysChangeNoPixel() throws {
        let plain = try session()
        plain.time = 0.5
        let scene = plain.renderImage(scale: 2)
        for kind in DebugOverlayKind.allCases {
            let session = try session()
            session.time = 0.5
            var buffer = PixelBuffer(width: scene.width, height: scene.height)
            session.render(into: &buffer, scale: 2)
            session.debugOverlay = kind
            session.render(into: &buffer, scale: 2)
            session.render(into: &buffer, scale: 2)
            XCTAssertGreaterThan(differingPixels(buffer, scene), 0, "\(kind)")
            session.debugOverlay = nil
            session.render(into: &buffer, scale: 2)
            XCTAssertEqual(differingPixels(buffer, scene), 0, "\(kind) hidden, drawn incrementally")
            XCTAssertEqual(differingPixels(session.renderImage(scale: 2), scene), 0, "\(kind) hidden, drawn afresh")
        }
    }

    // MARK: Tints

    /// At half strength a tint t over a pixel c gives c · 0.5 + t · 0.5.
    func testBlendedTintsOpaqueGreenAndBlendedRedAtHalfStrength() throws {
        let session = try session()
        session.time = 0.5
        let plain = session.renderImage(scale: 1)
        session.debugOverlay = .blended
        let image = session.renderImage(scale: 1)
        // The opaque box, #3366cc = (51, 102, 204), under green (0, 255, 0): (25.5, 178.5, 102).
        assertPixel(image[30, 55], red: 25.5, green: 178.5, blue: 102)
        // The faded box over white, (153, 178.5, 229.5) as drawn, under red (255, 0, 0).
        let faded = plain[80, 55]
        assertPixel(image[80, 55], red: Double(faded.r) / 2 + 127.5, green: Double(faded.g) / 2, blue: Double(faded.b) / 2)
        // The rounded box, #cc3366 = (204, 51, 102), blends (its corners): red.
        assertPixel(image[130, 78], red: 229.5, green: 25.5, blue: 51)
        XCTAssertEqual(image[150, 35], plain[150, 35], "no layer there: untinted")
    }

    func testOffscreenTintsTheMaskedBoxAndTheShadowCastFromItsDrawingNotTheShadowPath() throws {
        let session = try session()
        session.time = 0.5
        let plain = session.renderImage(scale: 1)
        session.debugOverlay = .offscreen
        let image = session.renderImage(scale: 1)
        // The masked box's left half, #cc9933 = (204, 153, 51), under yellow (255, 255, 0).
        assertPixel(image[70, 95], red: 229.5, green: 204, blue: 25.5)
        // The rounded box casts its shadow from its drawing: yellow over (204, 51, 102).
        assertPixel(image[130, 78], red: 229.5, green: 153, blue: 51)
        XCTAssertEqual(image[30, 90], plain[30, 90], "the shadow from a path: no offscreen")
        XCTAssertEqual(image[30, 55], plain[30, 55], "a plain box")
    }

    func testMissesTintWhatWasRasterisedAfreshOnly() throws {
        let session = try session()
        session.debugOverlay = .misses
        // The slider at x 50.8...70.8: its bitmap is made on a grid shifted by the 0.8 pixel.
        let start = 0.51
        session.time = start
        // A first frame rasterises every layer: magenta (255, 0, 255) over the opaque box gives
        // (153, 51, 229.5), and over the slider, #663399 = (102, 51, 153), (178.5, 25.5, 204).
        var image = session.renderImage(scale: 1)
        assertPixel(image[30, 55], red: 153, green: 51, blue: 229.5)
        // Once it moves by fractions of a pixel the slider is rasterised once more, on the whole
        // pixel grid, and that bitmap is reused while it moves on; the boxes are reused throughout.
        session.time = start + 1.0 / 60
        image = session.renderImage(scale: 1)
        XCTAssertEqual(image[30, 55], Pixel(r: 51, g: 102, b: 204, a: 255))
        assertPixel(image[61, 130], red: 178.5, green: 25.5, blue: 204)
        session.time = start + 2.0 / 60
        image = session.renderImage(scale: 1)
        XCTAssertEqual(image[61, 130], Pixel(r: 102, g: 51, b: 153, a: 255))
        XCTAssertEqual(image[30, 55], Pixel(r: 51, g: 102, b: 204, a: 255))
    }

    /// The slider jumps from x 50...70 (at 0.5 s) to its model place 90...110 once its animation
    /// is over (1.1 s): that frame repaints both places. Yellow at 0.5 over white is
    /// (255, 255, 127.5); the flash dims a third every four frames, so five frames later it is
    /// at 1/3: (255, 255, 170); twelve frames later it is gone. The frames where it dims report
    /// it as damage, so the window uploads it; those between change nothing.
    func testRedrawFlashesFadeOverTheFramesDrawnAfter() throws {
        let session = try session()
        session.debugOverlay = .redraw
        var buffer = PixelBuffer(width: 160, height: 150)
        session.time = 0.5
        session.render(into: &buffer, scale: 1)
        session.debugOverlay = .redraw  // afresh: the first frame's whole-frame flash goes
        session.time = 1.1
        session.render(into: &buffer, scale: 1)
        assertPixel(buffer[60, 130], red: 255, green: 255, blue: 127.5)
        XCTAssertEqual(buffer[30, 55], Pixel(r: 51, g: 102, b: 204, a: 255), "not repainted")
        for k in 1...5 {
            session.time = 1.1 + Double(k) / 60
            let damage = session.render(into: &buffer, scale: 1)
            XCTAssertEqual(damage.contains { $0.contains(x: 60, y: 130) }, k == 4, "frame \(k): the flash dims at frame 4")
        }
        assertPixel(buffer[60, 130], red: 255, green: 255, blue: 170)
        for k in 6...12 {
            session.time = 1.1 + Double(k) / 60
            session.render(into: &buffer, scale: 1)
        }
        XCTAssertEqual(buffer[60, 130], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(differingPixels(buffer, session.renderImage(scale: 1)), 0, "faded away, the incremental frame is the scene's")
    }

    /// A place repainted frame after frame shows its latest flash alone, not the last ten
    /// stacked: the sliding box, #663399 = (102, 51, 153), under yellow at 0.5 is (178.5, 153, 76.5).
    func testRepaintedAgainAPixelShowsOnlyItsLatestFlash() throws {
        let session = try session()
        session.debugOverlay = .redraw
        var buffer = PixelBuffer(width: 160, height: 150)
        for k in 0..<6 {
            session.time = 0.5 + Double(k) / 60
            session.render(into: &buffer, scale: 1)
        }
        // The box is at x 56.7...76.7.
        assertPixel(buffer[66, 130], red: 178.5, green: 153, blue: 76.5)
    }

    // MARK: Goldens

    /// The scene at 0.5 s with each overlay, at 2 pixels a point. Tolerance 2 a channel for the
    /// antialiased edges of turned or fractional shapes, and up to 40 pixels beyond it for the
    /// name's text, whose glyph edges depend on the FreeType build.
    func testGoldens() throws {
        for kind in [DebugOverlayKind.blended, .offscreen] {
            let session = try session()
            session.time = 0.5
            session.debugOverlay = kind
            assertGolden(session.renderImage(scale: 2), named: "overlay-\(kind.rawValue)", tolerance: 2, maxDifferingPixels: 40)
        }
        // As `render --overlay redraw` draws it: the two frames before, then the frame afresh.
        let session = try session()
        session.debugOverlay = .redraw
        var buffer = PixelBuffer(width: 320, height: 300)
        for k in [2.0, 1.0] {
            session.time = 0.5 - k / 60
            session.render(into: &buffer, scale: 2)
        }
        session.debugOverlay = .redraw
        session.time = 0.5
        session.render(into: &buffer, scale: 2)
        assertGolden(buffer, named: "overlay-redraw", tolerance: 2, maxDifferingPixels: 40)
    }

    /// How many pixels differ between two frames of the same size.
    private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    private func assertPixel(_ pixel: Pixel, red: Double, green: Double, blue: Double, accuracy: Int = 1,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Int(pixel.r), Int(red.rounded()), accuracy: accuracy, "red", file: file, line: line)
        XCTAssertEqual(Int(pixel.g), Int(green.rounded()), accuracy: accuracy, "green", file: file, line: line)
        XCTAssertEqual(Int(pixel.b), Int(blue.rounded()), accuracy: accuracy, "blue", file: file, line: line)
        XCTAssertEqual(pixel.a, 255, "alpha", file: file, line: line)
    }
}
