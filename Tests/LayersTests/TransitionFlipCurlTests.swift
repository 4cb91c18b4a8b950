import Geometry
import GoldenTesting
@testable import Layers
import Raster
import XCTest

/// The 3D flip and the page curl: rotations and curl geometry worked out by hand, pixels of
/// drawn frames, and goldens of each mid-way.
final class TransitionFlipCurlTests: XCTestCase {
    static let red = Color(red: 0.9, green: 0.2, blue: 0.2)
    static let blue = Color(red: 0.2, green: 0.35, blue: 0.9)

    /// A 120-point root with a 100 × 60 card at (10, 30) that turns from red to blue under
    /// `kind` from `direction` over one second, drawn at `t`.
    private func frame(_ kind: Transition.Kind, _ direction: Transition.Direction, at t: Double,
                       decorate: Bool = false) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        let card = Layer()
        card.frame = Rect(x: 10, y: 30, width: 100, height: 60)
        card.backgroundColor = Self.red
        let badge = Layer()
        badge.frame = Rect(x: 10, y: 10, width: 24, height: 24)
        badge.cornerRadius = 12
        badge.backgroundColor = .white
        if decorate { card.addSublayer(badge) }
        root.addSublayer(card)
        let host = AnimationHost { _, _ in }
        let transition = Transition()
        transition.type = kind
        transition.subtype = direction
        transition.timing.duration = 1
        host.add(transition, to: card, forKey: nil)
        card.backgroundColor = Self.blue
        if decorate {
            badge.frame = Rect(x: 66, y: 26, width: 24, height: 24)
            badge.backgroundColor = .black
        }
        var buffer = PixelBuffer(width: 120, height: 120)
        Compositor().render(root.presentationTree(at: t), background: .white, scale: 1, into: &buffer)
        return buffer
    }

    private func isRed(_ p: Pixel) -> Bool { p.r > 200 && p.b < 80 }
    private func isBlue(_ p: Pixel) -> Bool { p.b > 200 && p.r < 80 }
    private func isWhite(_ p: Pixel) -> Bool { p.r > 245 && p.g > 245 && p.b > 245 }

    func testFlipRotationsByHand() {
        func state(_ d: Transition.Direction, _ p: Double) -> TransitionState {
            TransitionState(before: Layer(), kind: .oglFlip, direction: d, progress: p)
        }
        // A quarter of the way the old look has turned π/4; three quarters, the new one is π/4 short of flat.
        XCTAssertEqual(state(.fromLeft, 0.25).flipRotation.angle, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(state(.fromLeft, 0.25).flipRotation.y, 1)
        XCTAssertEqual(state(.fromLeft, 0.75).flipRotation.angle, -.pi / 4, accuracy: 1e-12)
        XCTAssertEqual(state(.fromRight, 0.25).flipRotation.angle, -.pi / 4, accuracy: 1e-12)
        XCTAssertEqual(state(.fromTop, 0.25).flipRotation.angle, -.pi / 4, accuracy: 1e-12)
        XCTAssertEqual(state(.fromTop, 0.25).flipRotation.x, 1)
        XCTAssertEqual(state(.fromBottom, 0.25).flipRotation.angle, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(state(.fromLeft, 0.25).placement.old.opacity, 1)
        XCTAssertEqual(state(.fromLeft, 0.75).placement.new.opacity, 1)
    }

    func testFlipFromLeftBringsTheLeftSideForwardInPerspective() {
        // At t = 0.25 the red card has turned π/4 about its vertical centre line (x = 60), eye
        // 2 × 100 points away. Left edge: x' = −50·cos 45° = −35.36, z' = +35.36, w = 1 − z'/200
        // = 0.8232, so it sits at 60 − 42.95 = 17.05 with half-height 30 / 0.8232 = 36.44. Right
        // edge: w = 1.1768, at 60 + 30.05 = 90.05 with half-height 25.49. The top edge runs
        // from (17.05, 23.56) to (90.05, 34.51): y = 23.78 at x = 18.5 and 34.28 at x = 88.5.
        let early = frame(.oglFlip, .fromLeft, at: 0.25)
        XCTAssertTrue(isWhite(early[15, 60]))
        XCTAssertTrue(isRed(early[18, 25]))
        XCTAssertTrue(isWhite(early[18, 22]))
        XCTAssertTrue(isRed(early[88, 36]))
        XCTAssertTrue(isWhite(early[88, 32]))
        XCTAssertTrue(isWhite(early[92, 60]))
        // At 0.75 the blue card is π/4 short of flat, turned the other way: the mirror image,
        // its right side near (x from 29.95 to 102.95).
        let late = frame(.oglFlip, .fromLeft, at: 0.75)
        XCTAssertTrue(isBlue(late[101, 25]))
        XCTAssertTrue(isWhite(late[101, 22]))
        XCTAssertTrue(isBlue(late[31, 36]))
        XCTAssertTrue(isWhite(late[31, 32]))
        XCTAssertTrue(isWhite(late[27, 60]))
    }

    /// A 100 × 100 page whose red channel is twice the row (premultiplied, opaque).
    private func rampPage() -> PixelBuffer {
        var page = PixelBuffer(width: 100, height: 100)
        for y in 0..<100 { for x in 0..<100 { page[x, y] = Pixel(r: UInt8(2 * y), g: 0, b: 0, a: 255) } }
        return page
    }

    func testCurlGeometryByHand() {
        // From the bottom, no tilt, half-way: radius 0.1 × 100 = 10; the line runs from 100
        // (flat) to 0 − 10 × 1.6 = −16 (roll and shadow gone), so it is at 42. Row centres
        // y + 0.5, d = y + 0.5 − 42.
        let curl = PageCurl(width: 100, height: 100, progress: 0.5, directionX: 0, directionY: 1, tilt: 0)
        XCTAssertEqual(curl.radius, 10)
        XCTAssertEqual(curl.line, 42, accuracy: 1e-12)
        let out = curl.render(rampPage())
        // y = 10.5, d = −31.5: the back would come from 10.5 + 10π + 63 = 104.9, off the page,
        // so the page itself shows: red 2 × 10 = 20.
        XCTAssertEqual(out[50, 10], Pixel(r: 20, g: 0, b: 0, a: 255))
        // y = 30.5, d = −11.5: the back, from row 30.5 + 10π + 23 = 84.92, whose bilinear red is
        // 2 × 84.42 = 168.8; seen through paper: 0.75 × 255 + 0.25 × 168.8 = 233.5.
        XCTAssertEqual(Int(out[50, 30].r), 233, accuracy: 1)
        XCTAssertEqual(out[50, 30].a, 255)
        // y = 46.5, d = 4.5, on the roll: φ = asin(0.45) = 0.4668, back from s = 10(π − φ) = 26.75,
        // row 46.5 + 26.75 − 4.5 = 68.75, red 2 × 68.25 = 136.5; through paper 225.4, lit by
        // 0.75 + 0.25·cos φ = 0.9733: 219.4.
        XCTAssertEqual(Int(out[50, 46].r), 219, accuracy: 1)
        // y = 54.5, d = 12.5: past the roll (r + ½), only its shadow: 2.5 of 6 points out,
        // 0.35 × (1 − 0.4167)² = 0.119 → alpha 30, black.
        XCTAssertEqual(out[50, 54], Pixel(r: 0, g: 0, b: 0, a: 30))
        // y = 70.5: nothing of the page, no shadow.
        XCTAssertEqual(out[50, 70], .clear)
        // At 0 the page lies flat and whole; at 1 nothing of it is left.
        XCTAssertEqual(PageCurl(width: 100, height: 100, progress: 0, directionX: 0, directionY: 1, tilt: 0)
            .render(rampPage()), rampPage())
        XCTAssertTrue(PageCurl(width: 100, height: 100, progress: 1, directionX: 0, directionY: 1, tilt: 0)
            .render(rampPage()).pixels.allSatisfy { $0 == .clear })
    }

    func testCurlShowsTheNewLookUnderTheOldOneCurlingAway() {
        let mid = frame(.pageCurl, .fromBottom, at: 0.5)
        // The top stays red (the flat old page), the bottom is blue (uncovered), and the back
        // of the curled page is light between.
        XCTAssertTrue(isRed(mid[20, 33]))
        XCTAssertTrue(isBlue(mid[100, 86]))
        XCTAssertTrue(mid[60, 55].g > 150)
        // Uncurling is the same picture backwards: the new look laid over the old one.
        let back = frame(.pageUnCurl, .fromBottom, at: 0.5)
        XCTAssertTrue(isBlue(back[20, 33]))
        XCTAssertTrue(isRed(back[100, 86]))
        XCTAssertTrue(isBlue(frame(.pageUnCurl, .fromBottom, at: 0.999)[60, 86]))
    }

    func testDegenerateLayersNeitherCrashNorHang() {
        let host = AnimationHost { _, _ in }
        for kind in [Transition.Kind.oglFlip, .pageCurl, .pageUnCurl] {
            for frame in [Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0, y: 0, width: 1, height: 0.5),
                          Rect(x: -1e9, y: 0, width: 1e9, height: 1e9), Rect(x: 0, y: 0, width: .nan, height: 10)] {
                let root = Layer()
                root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
                let layer = Layer()
                layer.frame = frame
                layer.backgroundColor = Self.red
                root.addSublayer(layer)
                let transition = Transition()
                transition.type = kind
                transition.timing.duration = 1
                host.add(transition, to: layer, forKey: nil)
                layer.backgroundColor = Self.blue
                var buffer = PixelBuffer(width: 40, height: 40)
                Compositor().render(root.presentationTree(at: 0.4), background: .white, scale: 1, into: &buffer)
            }
        }
    }

    func testGoldenFlipMidway() {
        assertGolden(frame(.oglFlip, .fromLeft, at: 0.3, decorate: true), named: "transition-flip-from-left-0.3", tolerance: 2)
        assertGolden(frame(.oglFlip, .fromTop, at: 0.7, decorate: true), named: "transition-flip-from-top-0.7", tolerance: 2)
    }

    func testGoldenCurlMidway() {
        assertGolden(frame(.pageCurl, .fromBottom, at: 0.45, decorate: true), named: "transition-curl-up-0.45", tolerance: 2)
    }
}
