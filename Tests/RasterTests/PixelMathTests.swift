import Geometry
import Raster
import XCTest

/// Compositing arithmetic, through the public drawing calls, against exact rounding.
final class PixelMathTests: XCTestCase {
    func testSourceOverRoundsCorrectlyForEveryAlpha() {
        // Grey s with alpha a (premultiplied s ≤ a) over opaque grey d: s + d·(255 − a)/255,
        // rounded to nearest, for a sample of the whole range.
        for a in stride(from: 0, through: 255, by: 5) {
            for s in stride(from: 0, through: a, by: 7) {
                for d in [0, 1, 77, 128, 254, 255] {
                    var b = PixelBuffer(width: 1, height: 1, fill: Pixel(r: UInt8(d), g: UInt8(d), b: UInt8(d), a: 255))
                    let src = PixelBuffer(width: 1, height: 1, fill: Pixel(r: UInt8(s), g: UInt8(s), b: UInt8(s), a: UInt8(a)))
                    b.draw(src, transform: .identity)
                    let expected = Double(s) + (Double(d) * Double(255 - a) / 255).rounded()
                    XCTAssertEqual(Double(b[0, 0].r), expected, "s \(s) a \(a) d \(d)")
                    XCTAssertEqual(b[0, 0].a, 255)
                }
            }
        }
    }

    func testOpacityScalesWithExactRounding() {
        // Every opacity step of an opaque white pixel drawn over clear: alpha = round(255 · o).
        for step in 0...50 {
            let o = Double(step) / 50
            var b = PixelBuffer(width: 1, height: 1)
            b.draw(PixelBuffer(width: 1, height: 1, fill: Pixel(r: 255, g: 255, b: 255, a: 255)), transform: .identity, opacity: o)
            XCTAssertEqual(b[0, 0].a, UInt8((255 * o).rounded()), "opacity \(o)")
            XCTAssertEqual(b[0, 0].r, b[0, 0].a)
        }
    }

    func testInvalidPremultipliedInputSaturates() {
        // A source whose channels exceed its alpha cannot carry into the next channel.
        var b = PixelBuffer(width: 1, height: 1, fill: Pixel(r: 250, g: 250, b: 250, a: 255))
        b.draw(PixelBuffer(width: 1, height: 1, fill: Pixel(r: 255, g: 0, b: 255, a: 10)), transform: .identity)
        XCTAssertEqual(b[0, 0], Pixel(r: 255, g: 240, b: 255, a: 255))
    }

    func testClearAndColourConversion() {
        var b = PixelBuffer(width: 4, height: 3, fill: Pixel(r: 1, g: 1, b: 1, a: 1))
        b.clear(IntRect(x: 1, y: 1, width: 10, height: 1), to: Pixel(r: 9, g: 8, b: 7, a: 255))
        XCTAssertEqual(b[0, 1], Pixel(r: 1, g: 1, b: 1, a: 1))
        XCTAssertEqual(b[3, 1], Pixel(r: 9, g: 8, b: 7, a: 255))
        XCTAssertEqual(b[1, 0], Pixel(r: 1, g: 1, b: 1, a: 1))
        b.clear()
        XCTAssertEqual(b, PixelBuffer(width: 4, height: 3))
        // Solid paints are premultiplied: 50% white is (128, 128, 128, 128).
        var c = PixelBuffer(width: 1, height: 1)
        c.fill(.rect(Rect(0, 0, 1, 1)), paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        XCTAssertEqual(c[0, 0], Pixel(r: 128, g: 128, b: 128, a: 128))
    }
}
