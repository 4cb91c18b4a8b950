import Geometry
import Raster
import XCTest

/// GraphicsContext: CGGradient drawing, images and the mask seam text drawing uses.
/// Gradient colours come from a 1024-entry table, so a pixel's t is rounded to a multiple of
/// 1/1023: ±1 of 255 on gradient pixels.
final class GraphicsContextGradientImageTests: XCTestCase {
    let redToBlue = [GradientStop(location: 0, color: Color(red: 1, green: 0, blue: 0)),
                     GradientStop(location: 1, color: Color(red: 0, green: 0, blue: 1))]

    func testLinearGradientMiddleAndEnds() {
        // From x = 0 to x = 10: pixel 4's centre 4.5 is t = 0.45: red 0.55 × 255 = 140.25,
        // blue 0.45 × 255 = 114.75.
        let ctx = GraphicsContext(width: 10, height: 1)
        ctx.drawLinearGradient(redToBlue, start: Point(0, 0), end: Point(10, 0))
        assertPixel(ctx.buffer[4, 0], 140, 0, 115, 255, accuracy: 1)
        assertPixel(ctx.buffer[0, 0], 242, 0, 13, 255, accuracy: 1)  // t = 0.05
    }

    func testLinearGradientPaintsNothingBeyondItsEndsWithoutOptions() {
        // From x = 2 to x = 8: pixel centres 0.5 and 1.5 (t < 0) and 8.5, 9.5 (t > 1) are
        // left alone without options; with both options they take the end colours exactly.
        let plain = GraphicsContext(width: 10, height: 1)
        plain.drawLinearGradient(redToBlue, start: Point(2, 0), end: Point(8, 0))
        for x in [0, 1, 8, 9] { XCTAssertEqual(plain.buffer[x, 0], .clear, "x = \(x)") }
        XCTAssertEqual(plain.buffer[2, 0].a, 255)
        XCTAssertEqual(plain.buffer[7, 0].a, 255)

        let extended = GraphicsContext(width: 10, height: 1)
        extended.drawLinearGradient(redToBlue, start: Point(2, 0), end: Point(8, 0),
                                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(extended.buffer[0, 0], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(extended.buffer[9, 0], Pixel(r: 0, g: 0, b: 255, a: 255))

        let before = GraphicsContext(width: 10, height: 1)
        before.drawLinearGradient(redToBlue, start: Point(2, 0), end: Point(8, 0), options: .drawsBeforeStartLocation)
        XCTAssertEqual(before.buffer[0, 0], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(before.buffer[9, 0], .clear)
    }

    func testGradientColoursMixUnpremultipliedAndFillOnlyTheClip() {
        // Clear (transparent black) to white, t = 0.5 at pixel 1's centre: mixing each
        // component gives (0.5, 0.5, 0.5) at alpha 0.5, premultiplied (0.25, 0.25, 0.25, 0.5):
        // bytes (63.75, 63.75, 63.75, 127.5). (Premultiplied mixing would give 127.5 grey.)
        // A clip to pixel 1 keeps pixels 0 and 2 clear.
        let ctx = GraphicsContext(width: 3, height: 1)
        ctx.clip(to: Rect(1, 0, 1, 1))
        ctx.drawLinearGradient([GradientStop(location: 0, color: .clear), GradientStop(location: 1, color: .white)],
                               start: Point(0.5, 0), end: Point(2.5, 0))
        assertPixel(ctx.buffer[1, 0], 64, 64, 64, 128, accuracy: 1)
        XCTAssertEqual(ctx.buffer[0, 0], .clear)
        XCTAssertEqual(ctx.buffer[2, 0], .clear)
    }

    func testLinearGradientFollowsTheCTM() {
        // Scale 2: the gradient from 0 to 5 points runs over pixels 0 to 10; pixel 4 is
        // t = 4.5 / 10 = 0.45 as in the unscaled case.
        let ctx = GraphicsContext(width: 10, height: 2, scale: 2)
        ctx.drawLinearGradient(redToBlue, start: Point(0, 0), end: Point(5, 0))
        assertPixel(ctx.buffer[4, 1], 140, 0, 115, 255, accuracy: 1)
    }

    func testTwoCircleRadialGradient() {
        // Start circle (2, 5.5) radius 0, end circle (5, 5.5) radius 4; on the row through
        // both centres (pixel row 5, centres y = 5.5) a point x lies on circle t when
        // |x − 2 − 3t| = 4t: t = (x − 2)/7 (right of the focus) or t = 2 − x (left, with
        // r(t) = 4t ≥ 0 only for x ≤ 2). Black to white:
        //   pixel 7 (x = 7.5): t = 5.5/7 = 0.7857 → 200.4
        //   pixel 1 (x = 1.5): t = 0.5 → 127.5 (the circle (3.5, 5.5) r 2 has its left end there)
        //   pixel 0 (x = 0.5): t = 1.5 > 1 → unpainted without options, white with drawsAfterEnd.
        let stops = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]
        let ctx = GraphicsContext(width: 12, height: 11)
        ctx.drawRadialGradient(stops, startCenter: Point(2, 5.5), startRadius: 0, endCenter: Point(5, 5.5), endRadius: 4)
        assertPixel(ctx.buffer[7, 5], 200, 200, 200, 255, accuracy: 1)
        assertPixel(ctx.buffer[1, 5], 128, 128, 128, 255, accuracy: 1)
        XCTAssertEqual(ctx.buffer[0, 5], .clear)
        XCTAssertEqual(ctx.buffer[11, 5], .clear, "x = 11.5 is t = 1.36, outside the end circle")

        let extended = GraphicsContext(width: 12, height: 11)
        extended.drawRadialGradient(stops, startCenter: Point(2, 5.5), startRadius: 0, endCenter: Point(5, 5.5),
                                    endRadius: 4, options: .drawsAfterEndLocation)
        XCTAssertEqual(extended.buffer[0, 5], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(extended.buffer[11, 5], Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    func testImageIsDrawnUprightAndExactOnWholePixels() {
        // A 2 × 2 image (top row red, green; bottom row blue, white) drawn in the point
        // rectangle (1, 1, 1, 1) at scale 2 covers pixels 2..<4 × 2..<4, each pixel centre
        // on an image pixel centre: an exact copy, top row at the top (UIKit's upright image).
        let image = PixelBuffer(width: 2, height: 2, pixels: [
            Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 255, b: 0, a: 255),
            Pixel(r: 0, g: 0, b: 255, a: 255), Pixel(r: 255, g: 255, b: 255, a: 255),
        ])
        let ctx = GraphicsContext(width: 6, height: 6, scale: 2)
        ctx.draw(image, in: Rect(1, 1, 1, 1))
        XCTAssertEqual(ctx.buffer[2, 2], image[0, 0])
        XCTAssertEqual(ctx.buffer[3, 2], image[1, 0])
        XCTAssertEqual(ctx.buffer[2, 3], image[0, 1])
        XCTAssertEqual(ctx.buffer[3, 3], image[1, 1])
        XCTAssertEqual(coveredArea(ctx.buffer), 4, "nothing outside the rectangle")

        // Alpha and blend mode come from the state unless given: 0.5 halves the red pixel.
        let faded = GraphicsContext(width: 6, height: 6, scale: 2)
        faded.setAlpha(0.5)
        faded.draw(image, in: Rect(1, 1, 1, 1))
        XCTAssertEqual(faded.buffer[2, 2], Pixel(r: 128, g: 0, b: 0, a: 128))
        faded.draw(Image(pixels: image, scale: 2), in: Rect(0, 0, 1, 1), alpha: 1)
        XCTAssertEqual(faded.buffer[0, 0], image[0, 0])
    }

    func testMaskSeamPaintsTheFillColourThroughCoverage() {
        // Coverage 255 and 128 over a 2 × 1 point rectangle at scale 1: red at full and at
        // 128/255 (premultiplied (128, 0, 0, 128)); the state's alpha 0.5 then halves both.
        let mask = AlphaMask(width: 2, height: 1, coverage: [255, 128])
        let ctx = GraphicsContext(width: 2, height: 2)
        ctx.setFillColor(Color(red: 1, green: 0, blue: 0))
        ctx.fill(mask: mask, in: Rect(0, 0, 2, 1))
        XCTAssertEqual(ctx.buffer[0, 0], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(ctx.buffer[1, 0], Pixel(r: 128, g: 0, b: 0, a: 128))
        ctx.setAlpha(0.5)
        ctx.fill(mask: mask, in: Rect(0, 1, 2, 1), color: Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(ctx.buffer[0, 1], Pixel(r: 0, g: 0, b: 128, a: 128))
        XCTAssertEqual(Int(ctx.buffer[1, 1].a), 64, accuracy: 1)
    }
}
