import Geometry
import Raster
import XCTest

/// GraphicsContext: blend modes, global alpha, clear and shadows, against values worked out
/// by hand from the W3C Compositing and Blending formulas (premultiplied: co = cs·Fa + cb·Fb
/// for Porter–Duff; co = cs(1 − αb) + cb(1 − αs) + αsαb·B(Cb, Cs) for blend modes).
final class GraphicsContextCompositingTests: XCTestCase {
    /// A context of `width × height` filled opaque with `color`.
    func context(_ width: Int, _ height: Int, filledWith color: Color) -> GraphicsContext {
        let ctx = GraphicsContext(width: width, height: height)
        ctx.setFillColor(color)
        ctx.fill(Rect(0, 0, Double(width), Double(height)))
        return ctx
    }

    /// The pixel left by painting `source` with `mode` over an opaque pixel of `destination`.
    func blended(_ mode: BlendMode, _ source: Color, over destination: Color) -> Pixel {
        let ctx = context(1, 1, filledWith: destination)
        ctx.setBlendMode(mode)
        ctx.setFillColor(source)
        ctx.fill(Rect(0, 0, 1, 1))
        return ctx.buffer[0, 0]
    }

    func testMultiplyScreenAndDarken() {
        // Both opaque, so co = B(cb, cs). Inputs go through bytes (0.5 is 128/255): ±1.
        // Multiply: (1, 0.5, 0) × (0.5, 0.5, 1) = (0.5, 0.25, 0): bytes (127.5, 63.75, 0, 255).
        let back = Color(red: 0.5, green: 0.5, blue: 1)
        assertPixel(blended(.multiply, Color(red: 1, green: 0.5, blue: 0), over: back), 128, 64, 0, 255, accuracy: 1)
        // Screen: cs + cb − cs·cb = 0.5 + 0.5 − 0.25 = 0.75 (191.25) in red and green, and
        // 0 + 1 − 0 = 1 in blue.
        assertPixel(blended(.screen, Color(red: 0.5, green: 0.5, blue: 0), over: back), 191, 191, 255, 255, accuracy: 1)
        // Darken: the smaller of each channel, (0.5, 0.5, 0).
        assertPixel(blended(.darken, Color(red: 1, green: 0.5, blue: 0), over: back), 128, 128, 0, 255, accuracy: 1)
    }

    func testDestinationOutPunchesAHole() {
        // Fa = 0, Fb = 1 − αs = 0 inside the opaque rectangle: clear; blue elsewhere.
        let ctx = context(6, 6, filledWith: Color(red: 0, green: 0, blue: 1))
        ctx.setBlendMode(.destinationOut)
        ctx.setFillColor(Color(red: 1, green: 1, blue: 0))
        ctx.fill(Rect(2, 2, 3, 3))
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (2..<5).contains(x) && (2..<5).contains(y)
                XCTAssertEqual(ctx.buffer[x, y], inside ? .clear : Pixel(r: 0, g: 0, b: 255, a: 255), "(\(x), \(y))")
            }
        }
    }

    func testCopyAndClearChangeOnlyWhatTheShapeCovers() {
        // Copy (Fa = 1, Fb = 0) of red at alpha 0.5 gives premultiplied (127.5, 0, 0, 127.5)
        // inside the rectangle; Core Graphics leaves pixels outside the shape alone.
        let ctx = context(4, 1, filledWith: Color(red: 0, green: 0, blue: 1))
        ctx.setBlendMode(.copy)
        ctx.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(Rect(0, 0, 1, 1))
        ctx.setBlendMode(.clear)
        ctx.fill(Rect(1, 0, 1, 1))
        assertPixel(ctx.buffer[0, 0], 128, 0, 0, 128, accuracy: 1)
        XCTAssertEqual(ctx.buffer[1, 0], .clear)
        XCTAssertEqual(ctx.buffer[2, 0], Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    func testSourceInSourceOutAndDestinationOver() {
        // Left pixel opaque blue, right pixel clear. Source-in (Fa = αb, Fb = 0) of red: red
        // where αb = 1, clear where αb = 0. Source-out (Fa = 1 − αb): the opposite.
        // Destination-over (Fa = 1 − αb, Fb = 1): blue stays, red only where it was clear.
        func start() -> GraphicsContext {
            let ctx = GraphicsContext(width: 2, height: 1)
            ctx.setFillColor(Color(red: 0, green: 0, blue: 1))
            ctx.fill(Rect(0, 0, 1, 1))
            ctx.setFillColor(Color(red: 1, green: 0, blue: 0))
            return ctx
        }
        let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
        for (mode, left, right) in [(BlendMode.sourceIn, red, Pixel.clear), (.sourceOut, .clear, red),
                                    (.destinationOver, blue, red)] {
            let ctx = start()
            ctx.setBlendMode(mode)
            ctx.fill(Rect(0, 0, 2, 1))
            XCTAssertEqual(ctx.buffer[0, 0], left, "\(mode)")
            XCTAssertEqual(ctx.buffer[1, 0], right, "\(mode)")
        }
    }

    func testAlphaHalvesWhatIsPainted() {
        // Alpha 0.5: opaque white becomes (127.5, 127.5, 127.5, 127.5) → 128 on a clear
        // buffer. A rectangle half a pixel wide covers 0.5 of its pixel: alpha 0.25 → 64 ±1.
        let ctx = GraphicsContext(width: 2, height: 1)
        ctx.setAlpha(0.5)
        ctx.setFillColor(.white)
        ctx.fill(Rect(0, 0, 1, 1))
        ctx.fill(Rect(1, 0, 0.5, 1))
        XCTAssertEqual(ctx.buffer[0, 0], Pixel(r: 128, g: 128, b: 128, a: 128))
        XCTAssertEqual(Int(ctx.buffer[1, 0].a), 64, accuracy: 1)
    }

    func testClearIgnoresBlendModeAndAlphaButKeepsTheClip() {
        let ctx = context(4, 1, filledWith: Color(red: 0, green: 0, blue: 1))
        ctx.setBlendMode(.multiply)
        ctx.setAlpha(0.3)
        ctx.clip(to: Rect(0, 0, 3, 1))
        ctx.clear(Rect(1, 0, 3, 1))
        XCTAssertEqual(ctx.buffer[0, 0], Pixel(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(ctx.buffer[1, 0], .clear)
        XCTAssertEqual(ctx.buffer[2, 0], .clear)
        XCTAssertEqual(ctx.buffer[3, 0], Pixel(r: 0, g: 0, b: 255, a: 255), "outside the clip")
    }

    func testNormalFastPathMatchesTheFormulas() {
        // On an opaque destination source-atop (Fa = αb = 1, Fb = 1 − αs) is source-over, but
        // it goes through the plain formulas while normal takes the integer path: a
        // translucent anti-aliased disc must come out the same, ±1.
        func draw(_ mode: BlendMode) -> PixelBuffer {
            let ctx = context(24, 24, filledWith: Color(red: 0.2, green: 0.6, blue: 0.9))
            ctx.setBlendMode(mode)
            ctx.setAlpha(0.7)
            ctx.setFillColor(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8))
            ctx.fillEllipse(in: Rect(2.3, 3.1, 18.2, 15.7))
            return ctx.buffer
        }
        let fast = draw(.normal), formulas = draw(.sourceAtop)
        XCTAssertLessThanOrEqual(largestDifference(fast, formulas), 1)
        XCTAssertNotEqual(fast, context(24, 24, filledWith: Color(red: 0.2, green: 0.6, blue: 0.9)).buffer)
    }

    /// The alpha-weighted centroid and the variance along x of the pixels `include` accepts.
    func moments(_ b: PixelBuffer, _ include: (Int, Int) -> Bool) -> (mass: Double, x: Double, y: Double, varianceX: Double) {
        var mass = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<b.height { for x in 0..<b.width where include(x, y) {
            let a = Double(b[x, y].a) / 255
            mass += a; sx += a * (Double(x) + 0.5); sy += a * (Double(y) + 0.5)
        } }
        let cx = sx / mass
        var vx = 0.0
        for y in 0..<b.height { for x in 0..<b.width where include(x, y) {
            vx += Double(b[x, y].a) / 255 * (Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
        } }
        return (mass, cx, sy / mass, vx / mass)
    }

    func testShadowFallsAtItsBaseSpaceOffsetWithGaussianSpread() {
        // Scale 2: the square (2, 2, 4, 4) points is pixels 4..<12, centre (8, 8). The shadow
        // offset (10, 8) points is (20, 16) pixels in base space, so the shadow's centre is
        // (28, 24). Blur 2 points is σ = blur/2 = 1 point = 2 pixels. The shadow colour is
        // opaque black and the shape red, so the shadow is the black pixels; nothing of it
        // reaches the shape (the shadow square is x 24..<32, y 20..<28, and the blur reaches
        // ⌈3σ⌉ = 6 pixels further, to x 18 at the least, while the shape ends at x 12).
        // Its mass is the square's 64 pixels; its variance along x is the 8-pixel box's
        // (8² − 1)/12 = 5.25 plus σ² = 4 (the kernel cut at 3σ loses under 1 %): 9.25 ± 0.15.
        let ctx = GraphicsContext(width: 48, height: 48, scale: 2)
        ctx.setShadow(offset: Size(10, 8), blur: 2, color: .black)
        ctx.setFillColor(Color(red: 1, green: 0, blue: 0))
        ctx.fill(Rect(2, 2, 4, 4))
        let shadow = moments(ctx.buffer) { x, y in ctx.buffer[x, y].r == 0 }
        XCTAssertEqual(shadow.mass, 64, accuracy: 0.5)
        XCTAssertEqual(shadow.x, 28, accuracy: 0.02)
        XCTAssertEqual(shadow.y, 24, accuracy: 0.02)
        XCTAssertEqual(shadow.varianceX, 9.25, accuracy: 0.15)
        XCTAssertEqual(ctx.buffer[8, 8], Pixel(r: 255, g: 0, b: 0, a: 255), "the shape is painted over its shadow")
        XCTAssertEqual(ctx.buffer[28, 24].r, 0)
    }

    func testShadowOffsetIgnoresTheCTM() {
        // The CTM scales by 3 and turns a quarter: the square (1, −3, 2, 2) maps (x, y) →
        // 3·(−y, x) + (20, 4) to x 23..<29, y 7..<13, centre (26, 10). The shadow, offset
        // (0, 12) base points, centre (26, 22), is not turned or scaled with the CTM. No
        // blur: its mass is the square's 36 pixels exactly (±0.1 for the rotation's rounding).
        let ctx = GraphicsContext(width: 40, height: 40)
        ctx.translateBy(x: 20, y: 4)
        ctx.scaleBy(x: 3, y: 3)
        ctx.rotate(by: .pi / 2)
        ctx.setShadow(offset: Size(0, 12), blur: 0, color: .black)
        ctx.setFillColor(Color(red: 1, green: 0, blue: 0))
        ctx.fill(Rect(1, -3, 2, 2))
        let shadow = moments(ctx.buffer) { x, y in ctx.buffer[x, y].r == 0 }
        XCTAssertEqual(shadow.mass, 36, accuracy: 0.1)
        XCTAssertEqual(shadow.x, 26, accuracy: 0.02)
        XCTAssertEqual(shadow.y, 22, accuracy: 0.02)
        XCTAssertEqual(ctx.buffer[26, 10], Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    func testShadowAlphaFollowsThePaintAndTheClipCutsIt() {
        // A translucent shape (alpha 0.5 state, colour alpha 0.5: 0.25) casts a shadow of
        // colour alpha 0.8 × 0.25 = 0.2 (51) where unblurred. The clip x 0..<10 keeps the
        // shadow from x ≥ 10 even though the shape itself lies inside the clip.
        let ctx = GraphicsContext(width: 20, height: 4)
        ctx.clip(to: Rect(0, 0, 10, 4))
        ctx.setAlpha(0.5)
        ctx.setShadow(offset: Size(6, 0), blur: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 0.8))
        ctx.setFillColor(Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        ctx.fill(Rect(0, 0, 8, 4))
        XCTAssertEqual(Int(ctx.buffer[7, 1].a), 51 + 64 - 51 * 64 / 255, accuracy: 2, "shape over its shadow")
        XCTAssertEqual(ctx.buffer[10, 1], .clear)
        XCTAssertEqual(ctx.buffer[13, 1], .clear)
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        XCTAssertNil(ctx.state.shadow)
    }
}
