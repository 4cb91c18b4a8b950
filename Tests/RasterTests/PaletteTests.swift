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

final class PaletteDitheringTests: XCTestCase {
    private func buffer(_ width: Int, _ height: Int, _ color: (Int, Int) -> Pixel) -> PixelBuffer {
        var b = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { b[x, y] = color(x, y) } }
        return b
    }

    func testColoursThePaletteHoldsStayExact() {
        // Flat areas in colours the palette has exactly pass no error on: dithering changes nothing.
        let colors = [Pixel(r: 0, g: 5, b: 9, a: 255), Pixel(r: 255, g: 133, b: 1, a: 255), Pixel(r: 51, g: 102, b: 204, a: 255)]
        let image = buffer(30, 10) { x, y in colors[(x / 10 + y) % 3] }
        let palette = Palette(of: image)
        XCTAssertEqual(palette.ditheredIndices(of: image), palette.indices(of: image))
    }

    func testAGreyRampKeepsItsAverageWithFourGreys() {
        // A ramp of 256 greys with a palette of four (each the mean of a quarter of the ramp,
        // about 32, 96, 160 and 224): nearest colours make four flat bands; diffusion makes
        // every 16 × 16 square between the darkest and lightest entries average within a few
        // levels of the ramp there. (Outside them no mix of entries can match.)
        let ramp = buffer(256, 16) { x, _ in Pixel(r: UInt8(x), g: UInt8(x), b: UInt8(x), a: 255) }
        let palette = Palette(of: ramp, maxColors: 4)
        XCTAssertEqual(palette.colors.count, 4)
        let darkest = Int(palette.colors.map(\.g).min()!), lightest = Int(palette.colors.map(\.g).max()!)
        // Each 16 × 16 square's mean grey against the ramp's there.
        func windowError(_ indices: [UInt8]) -> Double {
            var worst = 0.0
            for left in stride(from: 0, to: 256, by: 16) where left >= darkest && left + 16 <= lightest {
                var got = 0, want = 0
                for y in 0..<16 {
                    for x in left..<(left + 16) {
                        got += Int(palette.colors[Int(indices[y * 256 + x])].g)
                        want += x
                    }
                }
                worst = max(worst, Double(abs(got - want)) / 256)
            }
            return worst
        }
        let plain = windowError(palette.indices(of: ramp))
        let dithered = windowError(palette.ditheredIndices(of: ramp))
        XCTAssertGreaterThan(plain, 20, "four flat bands are far from the ramp")
        // Measured: 24.5 levels plain, 1.0 dithered.
        XCTAssertLessThan(dithered, 4)
        // Every pixel is one of the two entries around its grey, never a far one.
        for (i, index) in palette.ditheredIndices(of: ramp).enumerated() {
            XCTAssertLessThanOrEqual(abs(Int(palette.colors[Int(index)].g) - i % 256), 64)
        }
    }

    func testAHistogramOfTwoFramesGivesAPaletteOfBoth() {
        let red = buffer(4, 4) { _, _ in Pixel(r: 200, g: 10, b: 10, a: 255) }
        let blue = buffer(4, 4) { _, _ in Pixel(r: 10, g: 10, b: 200, a: 255) }
        var histogram = ColorHistogram(of: red)
        histogram.add(blue)
        XCTAssertEqual(histogram.total, 32)
        let palette = Palette(of: histogram)
        XCTAssertEqual(Set(palette.colors), [red[0, 0], blue[0, 0]])
        // The same palette as one image holding both.
        let both = buffer(8, 4) { x, _ in x < 4 ? red[0, 0] : blue[0, 0] }
        XCTAssertEqual(Set(Palette(of: both).colors), Set(palette.colors))
    }
}
