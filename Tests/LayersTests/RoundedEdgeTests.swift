import Animation
import Geometry
@testable import Layers
import Raster
import XCTest

/// A rounded layer between device pixels, at rest or moving, draws its curve antialiased as
/// Core Animation does: its aliased outline (`allowsEdgeAntialiasing` false) cuts only the
/// straight parts of its sides, and its bitmap's edge pixels are repeated outward only there, not
/// where a corner curves away from the side (which drew a flat strip of the curve's top row
/// sticking out above a circle, and cut the curve's fringe off).
final class RoundedEdgeTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    /// A 120 × 200 point root holding a red circle `dot` of 40 points at `frame`.
    private func scene(_ frame: Rect) -> (root: Layer, dot: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 200)
        let dot = Layer()
        dot.frame = frame
        dot.backgroundColor = red
        dot.cornerRadius = 20
        root.addSublayer(dot)
        return (root, dot)
    }

    /// The share of device pixel (x, y) inside the circle of `radius` about `centre`, from 16 × 16
    /// samples (an error of at most about 1/32 on the fringe).
    private func covered(_ x: Int, _ y: Int, centre: Point, radius: Double) -> Double {
        var inside = 0
        for i in 0..<16 {
            for j in 0..<16 {
                let dx = Double(x) + (Double(i) + 0.5) / 16 - centre.x, dy = Double(y) + (Double(j) + 0.5) / 16 - centre.y
                if dx * dx + dy * dy <= radius * radius { inside += 1 }
            }
        }
        return Double(inside) / 256
    }

    /// Checks the red of every pixel against the analytic circle of `radius` device pixels about
    /// `centre`, drawn red (`fill` of 255) on black: a pixel whose centre is more than `radius` + `reach` from the
    /// centre is black, one more than `reach` inside is red, and the fringe between is within
    /// `tolerance` (out of 255) of the share of the pixel inside the circle. A pixel's corners
    /// are √½ ≈ 0.71 from its centre, so `reach` 0.71 holds an exact rasterisation; a bitmap
    /// resampled between pixels spreads its fringe by up to a pixel more. The rasteriser draws
    /// curves as chords within 0.1 pixel (`Rasterizer.tolerance`), so its fringe can be up to 26
    /// short, and the sampled share is within 1/32 (8): `tolerance` 32 holds a circle drawn in
    /// place; the flat strip and the cut fringe were off by 96 to 230.
    private func assertCircle(_ buffer: PixelBuffer, centre: Point, radius: Double, reach: Double, tolerance: Int,
                              fill: Double = 255, file: StaticString = #filePath, line: UInt = #line) {
        var wrong: [String] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let red = Int(buffer[x, y].r)
                let d = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: centre)
                let expected: Int
                if d > radius + reach {
                    expected = 0
                } else if d < radius - reach {
                    expected = Int(fill.rounded())
                } else {
                    expected = Int((fill * covered(x, y, centre: centre, radius: radius)).rounded())
                    guard abs(red - expected) > tolerance else { continue }
                    wrong.append("(\(x), \(y)): \(red) not \(expected) ± \(tolerance)")
                    continue
                }
                if abs(red - expected) > 1 { wrong.append("(\(x), \(y)): \(red) not \(expected)") }
            }
        }
        XCTAssert(wrong.isEmpty, "\(wrong.count) pixels off the circle: \(wrong.prefix(10))", file: file, line: line)
    }

    func testACircleAtRestBetweenDevicePixelsIsAnAntialiasedCircle() {
        // {40, 40.3, 40, 40} at scale 2: device x 80 … 160, y 80.6 … 160.6, a circle of radius 40
        // about (120, 120.6). Its top, 0.6 into row 80, leaves that row 0.4 covered at columns
        // 119 and 120 (the curve is within 0.02 of flat there: 40 − √(40² − 1²) = 0.0125); the
        // row-80 pixels with centres outside the bounds (80.5 < 80.6) must still show it, and
        // row 81 must not be a flat strip: at column 110 (centre 110.5, dx 9.5) the curve is at
        // 120.6 − √(1600 − 90.25) = 81.74, so pixel (110, 81) is only about a quarter covered.
        let (root, _) = scene(Rect(x: 40, y: 40.3, width: 40, height: 40))
        var buffer = PixelBuffer(width: 240, height: 400)
        Compositor().render(root, background: .black, scale: 2, into: &buffer)
        let centre = Point(x: 120, y: 120.6)
        XCTAssertEqual(Int(buffer[120, 80].r), 96, accuracy: 12, "the top's 0.4 of row 80")
        XCTAssertEqual(Int(buffer[110, 81].r), Int((255 * covered(110, 81, centre: centre, radius: 40)).rounded()), accuracy: 32)
        assertCircle(buffer, centre: centre, radius: 40, reach: 0.71, tolerance: 32)
    }

    /// The dot on a spring of its position.y from 100 to 140 (damping 8), for its settling
    /// duration, and the scene's clock.
    private func springScene() -> (root: Layer, clock: LayerAnimationTests.Clock) {
        let (root, dot) = scene(Rect(x: 40, y: 120, width: 40, height: 40))
        let clock = LayerAnimationTests.Clock()
        let spring = SpringAnimation()
        spring.keyPath = "position.y"
        spring.fromValue = .number(100)
        spring.toValue = .number(140)
        spring.spring.damping = 8
        spring.timing.duration = spring.settlingDuration
        clock.host.add(spring, to: dot, forKey: "drop")
        return (root, clock)
    }

    func testACircleOnASpringDrawnAtOneMomentHasNoFlatStripOnItsTop() {
        // As `kinema render --time 0.6` draws it: one frame of a new compositor, so the bitmap is
        // made on the device's pixel grid. At t = 0.6 the spring is at 138.549, the circle's top
        // at device y 2 × (138.549 − 20) = 237.098, just inside row 237: that row is about 0.9
        // covered at columns 119 and 120 and only 18 pixels wide, not a copy of row 238 (26 wide);
        // at column 108 (centre 108.5, dx 11.5) the curve is at 277.098 − √(1600 − 132.25) = 238.79,
        // so pixel (108, 237) is clear (the strip drew it 0.2 covered, at 57 of 255).
        let (root, clock) = springScene()
        clock.run(until: 0.6)
        let presented = root.presentationTree(at: 0.6)
        let y = presented.sublayers[0].position.y
        XCTAssertEqual(y, 138.549, accuracy: 0.001)
        var buffer = PixelBuffer(width: 240, height: 400)
        Compositor().render(presented, background: .black, scale: 2, into: &buffer, time: 0.6)
        XCTAssertEqual(buffer[108, 237].r, 0, "a flat strip beside the top of the circle")
        assertCircle(buffer, centre: Point(x: 120, y: 2 * y), radius: 40, reach: 0.71, tolerance: 32)
    }

    func testACircleMovingOnASpringFrameAfterFrameStaysACircle() {
        // The same spring drawn frame after frame at 60 a second, as the previewer does: the
        // circle moves by fractions of a pixel, so its one bitmap is resampled between pixels
        // (`ContentCache.gridOffset`): at t = 0.6 shifted 0.098 pixel, blending each row with a
        // tenth of the one above, up to 40 off on the fringe.
        let (root, clock) = springScene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 240, height: 400)
        var presented = root
        for frame in 0...36 {
            let t = Double(frame) / 60
            clock.run(until: t)
            presented = root.presentationTree(at: t)
            compositor.render(presented, background: .black, scale: 2, into: &buffer, time: t)
        }
        let y = presented.sublayers[0].position.y
        XCTAssertEqual(y, 138.549, accuracy: 0.001)
        assertCircle(buffer, centre: Point(x: 120, y: 2 * y), radius: 40, reach: 1.71, tolerance: 48)
    }

    func testATurnedCircleStaysACircle() {
        // Turned 0.5 rad about its centre the circle looks the same. At scale 3 it is resampled
        // from a bitmap at 2^(7/4) ≈ 3.36 pixels a point (`ContentCache.bucket`): its 40 points
        // are 134.5 pixels, so the bounds' far sides end part way through a bitmap pixel, where
        // the repeated edge pixels stood out by up to 201 of 255. Centre (60.3, 60.7) points,
        // (180.9, 182.1) device pixels; radius 60. Shrunk from 3.36 to 3 by bilinear sampling, the
        // fringe is read at points, not averaged: up to 56 off all round.
        let (root, dot) = scene(Rect(x: 40.3, y: 40.7, width: 40, height: 40))
        dot.transform = .rotation(0.5, 0, 0, 1)
        var buffer = PixelBuffer(width: 360, height: 600)
        Compositor().render(root, background: .black, scale: 3, into: &buffer)
        assertCircle(buffer, centre: Point(x: 180.9, y: 182.1), radius: 60, reach: 1.71, tolerance: 64)
    }

    func testATurnedGroupsPictureStaysACircle() {
        // The turned circle at half opacity with a sublayer: a group, drawn from a picture of its
        // subtree cut at the layer's bounds (`cachedGroupNodes`; not shaded from its shapes), the
        // same as a bitmap of its own; half red on black is 127.5.
        let (root, dot) = scene(Rect(x: 40.3, y: 40.7, width: 40, height: 40))
        dot.transform = .rotation(0.5, 0, 0, 1)
        dot.opacity = 0.5
        let inner = Layer()
        inner.frame = Rect(x: 15, y: 15, width: 10, height: 10)
        inner.backgroundColor = red
        dot.addSublayer(inner)
        let compositor = Compositor()
        compositor.shadesGroups = false
        var buffer = PixelBuffer(width: 360, height: 600)
        compositor.render(root, background: .black, scale: 3, into: &buffer)
        assertCircle(buffer, centre: Point(x: 180.9, y: 182.1), radius: 60, reach: 1.71, tolerance: 32, fill: 127.5)
    }
}
