import Raster
import XCTest

final class PaletteTests: XCTestCase {
    private func buffer(_ width: Int, _ height: Int, _ color: (Int, Int) -> Pixel) -> PixelBuffer {
        var b = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { b[x, y] = color(x, y) } }
        return b
    }

    func testFewColoursAreKeptExactly() {
        // Each entry is the mean of its pixels, so three flat colours come back exactly.
        let colors = [Pixel(r: 0, g: 5, b: 9, a: 255), Pixel(r: 255, g: 133, b: 1, a: 255), Pixel(r: 51, g: 102, b: 204, a: 255)]
        let image = buffer(30, 10) { x, _ in colors[x / 10] }
        let palette = Palette(of: image)
        XCTAssertEqual(palette.colors.count, 3)
        for (i, index) in palette.indices(of: image).enumerated() {
            XCTAssertEqual(palette.colors[Int(index)], colors[(i % 30) / 10])
        }
    }

    func testAGradientGetsAFullPaletteThatStaysClose() {
        // 4,096 colours, 16 steps a channel: 256 boxes cannot hold them all, but no pixel may
        // end up further than a couple of steps (2 · 16 levels) from its colour on any channel.
        let image = buffer(64, 64) { x, y in
            Pixel(r: UInt8(x % 16 * 16), g: UInt8(y % 16 * 16), b: UInt8((x / 16 + 4 * (y / 16)) * 16), a: 255)
        }
        let palette = Palette(of: image)
        XCTAssertEqual(palette.colors.count, 256)
        for (p, index) in zip(image.pixels, palette.indices(of: image)) {
            let c = palette.colors[Int(index)]
            XCTAssertLessThanOrEqual(abs(Int(c.r) - Int(p.r)), 32)
            XCTAssertLessThanOrEqual(abs(Int(c.g) - Int(p.g)), 32)
            XCTAssertLessThanOrEqual(abs(Int(c.b) - Int(p.b)), 32)
        }
    }

    func testAColourTheImageLacksMapsToTheNearestEntry() {
        let image = buffer(2, 1) { x, _ in x == 0 ? Pixel(r: 4, g: 4, b: 4, a: 255) : Pixel(r: 252, g: 252, b: 252, a: 255) }
        let palette = Palette(of: image)
        XCTAssertEqual(palette.colors[Int(palette.index(of: Pixel(r: 200, g: 210, b: 190, a: 255)))], Pixel(r: 252, g: 252, b: 252, a: 255))
        XCTAssertEqual(palette.colors[Int(palette.index(of: Pixel(r: 30, g: 10, b: 50, a: 255)))], Pixel(r: 4, g: 4, b: 4, a: 255))
    }
}
