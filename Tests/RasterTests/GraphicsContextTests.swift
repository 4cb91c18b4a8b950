import Geometry
import Raster
import XCTest

/// GraphicsContext: coordinates, the state stack, the current path, fills, strokes and
/// clipping. Every expected pixel is worked out in the comments; tolerances are 0 where the
/// shapes lie on whole pixels.
final class GraphicsContextTests: XCTestCase {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let redPixel = Pixel(r: 255, g: 0, b: 0, a: 255)
    static let bluePixel = Pixel(r: 0, g: 0, b: 255, a: 255)

    /// The pixels whose alpha is not zero, as (x, y) pairs.
    func painted(_ b: PixelBuffer) -> Set<[Int]> {
        var set: Set<[Int]> = []
        for y in 0..<b.height { for x in 0..<b.width where b[x, y].a != 0 { set.insert([x, y]) } }
        return set
    }

    /// Every pixel of the rectangle x0..<x1, y0..<y1.
    func pixels(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Set<[Int]> {
        var set: Set<[Int]> = []
        for y in y0..<y1 { for x in x0..<x1 { set.insert([x, y]) } }
        return set
    }

    func testFillRectAtScale2CoversExactlyItsPixels() {
        // Scale 2: the point rectangle (1, 1, 2, 3) is the pixel rectangle x 2..<6, y 2..<8,
        // on whole pixels, so every pixel in it is exactly opaque red and none outside changes.
        let ctx = GraphicsContext(width: 10, height: 10, scale: 2)
        ctx.setFillColor(Self.red)
        ctx.fill(Rect(1, 1, 2, 3))
        XCTAssertEqual(painted(ctx.buffer), pixels(2, 2, 6, 8))
        for p in pixels(2, 2, 6, 8) { XCTAssertEqual(ctx.buffer[p[0], p[1]], Self.redPixel) }
        XCTAssertEqual(ctx.ctm, AffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(ctx.boundingBoxOfClipPath, Rect(0, 0, 5, 5), "the whole 10-pixel buffer is 5 points")
    }

    func testEvenOddRingLeavesItsHoleAndWindingFillsIt() {
        // Two rectangles drawn the same way round: even-odd crosses two edges to reach the
        // inner one (a hole), non-zero counts winding 2 there (filled).
        for (rule, holeAlpha) in [(FillRule.evenOdd, UInt8(0)), (.winding, 255)] {
            let ctx = GraphicsContext(width: 12, height: 12)
            ctx.addRect(Rect(1, 1, 10, 10))
            ctx.addRect(Rect(4, 4, 4, 4))
            ctx.fillPath(using: rule)
            XCTAssertEqual(ctx.buffer[5, 5].a, holeAlpha, "\(rule)")
            XCTAssertEqual(ctx.buffer[2, 2], Pixel(r: 0, g: 0, b: 0, a: 255), "the default fill is opaque black")
            XCTAssertEqual(ctx.buffer[0, 0].a, 0)
            XCTAssertTrue(ctx.isPathEmpty, "filling consumes the path")
        }
    }

    func testTranslateThenRotatePlacesAUnitSquare() {
        // CTM = rotate(π/2) then translate(10, 5): (x, y) → (−y, x) → (10 − y, 5 + x). The
        // square (2, 0)–(3, 1) goes to corners (10, 7), (10, 8), (9, 8), (9, 7): pixel (9, 7).
        // cos(π/2) is 6e-17, not 0, so edges may be off by a hair: ±1 of 255.
        let ctx = GraphicsContext(width: 16, height: 16)
        ctx.translateBy(x: 10, y: 5)
        ctx.rotate(by: .pi / 2)
        ctx.fill(Rect(2, 0, 1, 1))
        for y in 0..<16 {
            for x in 0..<16 {
                if x == 9, y == 7 { XCTAssertGreaterThanOrEqual(ctx.buffer[x, y].a, 254) } else {
                    XCTAssertLessThanOrEqual(ctx.buffer[x, y].a, 1, "(\(x), \(y))")
                }
            }
        }
    }

    func testSaveAndRestoreBringBackColourAndCTM() {
        // Inside the saved state: blue, moved 5 right, so the unit square lands on pixel (5, 0).
        // After restoring: red and the identity CTM again, so the same square is pixel (0, 0).
        let ctx = GraphicsContext(width: 8, height: 2)
        ctx.setFillColor(Self.red)
        ctx.saveGState()
        ctx.setFillColor(Self.blue)
        ctx.translateBy(x: 5, y: 0)
        ctx.setLineWidth(7)
        ctx.fill(Rect(0, 0, 1, 1))
        ctx.restoreGState()
        ctx.fill(Rect(0, 0, 1, 1))
        XCTAssertEqual(ctx.buffer[5, 0], Self.bluePixel)
        XCTAssertEqual(ctx.buffer[0, 0], Self.redPixel)
        XCTAssertEqual(ctx.ctm, .identity)
        XCTAssertEqual(ctx.state.strokeStyle.width, 1)
        ctx.restoreGState()  // nothing saved: no change
        XCTAssertEqual(ctx.state.fillColor, Self.red)
    }

    func testCTMChangesInsideAPathMoveOnlyLaterPoints() {
        // move (0,0), line (4,0), then translate down 4: line (4,0) lands at device (4,4) and
        // (0,0) at (0,4): the square 0..<4 × 0..<4. Had the CTM applied at fill time, the
        // square would sit at y 4..<8.
        let ctx = GraphicsContext(width: 8, height: 8)
        ctx.move(to: Point(0, 0))
        ctx.addLine(to: Point(4, 0))
        ctx.translateBy(x: 0, y: 4)
        ctx.addLine(to: Point(4, 0))
        ctx.addLine(to: Point(0, 0))
        // The current point, device (0, 4), is (0, 0) in the present user space; the path's
        // device box (0, 0, 4, 4) is (0, −4, 4, 4) in it.
        XCTAssertEqual(ctx.currentPointOfPath, Point(0, 0))
        XCTAssertEqual(ctx.boundingBoxOfPath, Rect(0, -4, 4, 4))
        ctx.closePath()
        ctx.fillPath()
        XCTAssertEqual(painted(ctx.buffer), pixels(0, 0, 4, 4))
        XCTAssertNil(ctx.currentPointOfPath)
    }

    func testClipToRectLimitsAFillExactly() {
        // Scale 2: the clip (1, 0, 2, 5) points is pixels x 2..<6, all rows; a fill of the
        // whole 5 × 5 points paints only those. The path added before clip(to:) survives it.
        let ctx = GraphicsContext(width: 10, height: 10, scale: 2)
        ctx.addRect(Rect(0, 0, 1, 1))
        ctx.clip(to: Rect(1, 0, 2, 5))
        XCTAssertFalse(ctx.isPathEmpty)
        XCTAssertEqual(ctx.boundingBoxOfClipPath, Rect(1, 0, 2, 5))
        ctx.fill(Rect(0, 0, 5, 5))
        XCTAssertEqual(painted(ctx.buffer), pixels(2, 0, 6, 10))
        XCTAssertEqual(ctx.buffer[3, 3], Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    func testClipsIntersectAndRestoreWidensAgain() {
        // clip to rects x 0..<6 and then x 4..<10: only x 4..<6 remains. After restoring the
        // state saved before, a fill covers everything.
        let ctx = GraphicsContext(width: 10, height: 2)
        ctx.saveGState()
        ctx.clip(to: [Rect(0, 0, 3, 2), Rect(3, 0, 3, 2)])  // a union: x 0..<6
        ctx.addRect(Rect(4, 0, 6, 2))
        ctx.clip()
        XCTAssertTrue(ctx.isPathEmpty, "clipping consumes the path")
        XCTAssertEqual(ctx.boundingBoxOfClipPath, Rect(4, 0, 2, 2))
        ctx.fill(Rect(0, 0, 10, 2))
        XCTAssertEqual(painted(ctx.buffer), pixels(4, 0, 6, 2))
        ctx.restoreGState()
        ctx.setFillColor(Self.red)
        ctx.fill(Rect(0, 0, 10, 2))
        XCTAssertEqual(painted(ctx.buffer), pixels(0, 0, 10, 2))
    }

    func testEllipseClipIsAntiAliased() {
        // A disc of radius 5 round (5, 5): the centre pixel is inside (255), the corner pixel
        // (0, 0), whose nearest point (1, 1) is 5.66 from the centre, outside (0); pixel (0, 5)
        // straddles the circle (x from 0 to 1 at the row's middle, the circle crosses at
        // x = 5 − √(25 − 0.25) ≈ 0.03), so it is partly covered (between 200 and 254).
        let ctx = GraphicsContext(width: 10, height: 10)
        ctx.addEllipse(in: Rect(0, 0, 10, 10))
        ctx.clip(using: .evenOdd)
        ctx.fill(Rect(0, 0, 10, 10))
        XCTAssertEqual(ctx.buffer[5, 5].a, 255)
        XCTAssertEqual(ctx.buffer[0, 0].a, 0)
        XCTAssertGreaterThan(ctx.buffer[0, 5].a, 200)
        XCTAssertLessThan(ctx.buffer[0, 5].a, 255)
    }

    func testStrokeUnderANonUniformCTMIsWiderWhereStretched() {
        // scaleBy(2, 1), line width 2: a vertical line at user x = 5 is device x = 10, its
        // width 2 user units across x is 4 pixels, x 8..<12, the full 10 rows (butt caps at
        // y 0 and 10). A horizontal line at user y = 5 from x 1 to 8 keeps width 2 in y:
        // device y 4..<6, x 2..<16.
        let ctx = GraphicsContext(width: 20, height: 10)
        ctx.scaleBy(x: 2, y: 1)
        ctx.setLineWidth(2)
        ctx.move(to: Point(5, 0))
        ctx.addLine(to: Point(5, 10))
        ctx.strokePath()
        XCTAssertEqual(painted(ctx.buffer), pixels(8, 0, 12, 10))
        XCTAssertEqual(ctx.buffer[8, 5].a, 255)

        let other = GraphicsContext(width: 20, height: 10)
        other.scaleBy(x: 2, y: 1)
        other.setLineWidth(2)
        other.strokeLineSegments(between: [Point(1, 5), Point(8, 5)])
        XCTAssertEqual(painted(other.buffer), pixels(2, 4, 16, 6))
    }

    func testStrokeRectAndDashes() {
        // stroke(rect, width: 2) of (2, 2, 6, 6) paints the band 1 pixel either side of the
        // outline: x 1..<9 by y 1..<9 less the inside x 3..<7 by y 3..<7; the state's line
        // width stays 1.
        let ctx = GraphicsContext(width: 10, height: 10)
        ctx.stroke(Rect(2, 2, 6, 6), width: 2)
        XCTAssertEqual(painted(ctx.buffer), pixels(1, 1, 9, 9).subtracting(pixels(3, 3, 7, 7)))
        XCTAssertEqual(ctx.state.strokeStyle.width, 1)

        // Dashes 2 on, 2 off along y = 0.5..1.5 from x 0: pixels 0, 1, 4, 5, 8, 9 of row 1.
        let dashed = GraphicsContext(width: 12, height: 2)
        dashed.setLineDash(phase: 0, lengths: [2, 2])
        dashed.strokeLineSegments(between: [Point(0, 1), Point(12, 1)])
        XCTAssertEqual(painted(dashed.buffer), Set([0, 1, 4, 5, 8, 9].flatMap { [[$0, 0], [$0, 1]] }))
        // The line's width 1 straddles y = 1, half a pixel in rows 0 and 1.
        XCTAssertEqual(Int(dashed.buffer[0, 0].a), 128, accuracy: 1)
    }

    func testArcContinuesTheSubpathThroughTheCTM() {
        // A half-disc: move to the centre (4, 4), arc of radius 4 from angle 0 to π clockwise
        // (through the bottom, y down), close. Scale 2 doubles it: centre (8, 8), radius 8 in
        // pixels; pixel (8, 12) (below the centre) is inside, (8, 3) (above) is not.
        let ctx = GraphicsContext(width: 16, height: 16, scale: 2)
        ctx.move(to: Point(4, 4))
        ctx.addArc(center: Point(4, 4), radius: 4, startAngle: 0, endAngle: .pi, clockwise: true)
        ctx.closePath()
        ctx.fillPath()
        XCTAssertEqual(ctx.buffer[8, 12].a, 255)
        XCTAssertEqual(ctx.buffer[8, 3].a, 0)
        // Area π·8²/2 ≈ 100.5 pixels (curves flattened to 0.1 px lose a little).
        XCTAssertEqual(coveredArea(ctx.buffer), .pi * 32, accuracy: 1.5)
    }
}
