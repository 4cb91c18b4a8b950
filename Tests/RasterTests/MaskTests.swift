import GoldenTesting
import Geometry
import Raster
import XCTest

final class MaskTests: XCTestCase {
    func testAlphaMaskOfAPath() {
        // A rectangle from x = 1.5 to 3 over a 5 × 1 mask placed at x = 1: columns 1…5.
        let mask = AlphaMask(path: .rect(Rect(1.5, 0, 1.5, 1)), transform: .identity, rule: .nonZero,
                             bounds: IntRect(x: 1, y: 0, width: 5, height: 1))
        XCTAssertEqual(mask.coverage, [128, 255, 0, 0, 0])
        XCTAssertEqual(mask[1, 0], 128)
        XCTAssertEqual(mask[0, 0], 0) // outside the mask
        XCTAssertEqual(mask.bounds, IntRect(x: 1, y: 0, width: 5, height: 1))
    }

    func testIntersectedMultipliesOverTheSharedRectangle() {
        let a = AlphaMask(width: 3, height: 1, originX: 0, originY: 0, coverage: [255, 128, 64])
        let b = AlphaMask(width: 3, height: 1, originX: 1, originY: 0, coverage: [128, 255, 0])
        let c = a.intersected(with: b)
        XCTAssertEqual(c.bounds, IntRect(x: 1, y: 0, width: 2, height: 1))
        // 128 × 128 / 255 = 64.25 → 64; 64 × 255 / 255 = 64.
        XCTAssertEqual(c.coverage, [64, 64])
        let apart = a.intersected(with: b.offsetBy(dx: 10, dy: 0))
        XCTAssertTrue(apart.bounds.isEmpty)
        XCTAssertTrue(apart.coverage.isEmpty)
    }

    func testApplyMaskAndAlphaMask() {
        var b = PixelBuffer(width: 3, height: 2, fill: Pixel(r: 200, g: 100, b: 50, a: 255))
        // The mask covers only the top row's last two pixels.
        b.applyMask(AlphaMask(width: 2, height: 1, originX: 1, originY: 0, coverage: [255, 51]))
        XCTAssertEqual(b.pixels, [.clear, Pixel(r: 200, g: 100, b: 50, a: 255), Pixel(r: 40, g: 20, b: 10, a: 51),
                                  .clear, .clear, .clear])
        let m = b.alphaMask(originX: 4, originY: 5)
        XCTAssertEqual(m.bounds, IntRect(x: 4, y: 5, width: 3, height: 2))
        XCTAssertEqual(m.coverage, [0, 255, 51, 0, 0, 0])
    }

    func testTinted() {
        // Half-transparent orange tint over a pixel of alpha 102: alpha 102 × 0.5 = 51, and the
        // colour's premultiplied channels (255, 128, 0) at 128 scaled by 102/255.
        let b = PixelBuffer(width: 2, height: 1, pixels: [Pixel(r: 10, g: 20, b: 30, a: 102), .clear])
        let t = b.tinted(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        XCTAssertEqual(t[0, 0], Pixel(r: 51, g: 26, b: 0, a: 51))
        XCTAssertEqual(t[1, 0], .clear)
    }

    func testFillAndDrawThroughMasks() {
        // Coverage times mask: a full-coverage fill through a mask of 128 gives alpha 128.
        var b = PixelBuffer(width: 4, height: 1)
        let mask = AlphaMask(width: 2, height: 1, originX: 1, originY: 0, coverage: [128, 255])
        b.fill(.rect(Rect(0, 0, 4, 1)), paint: .solid(.white), mask: mask)
        XCTAssertEqual(b.pixels.map(\.a), [0, 128, 255, 0])
        var d = PixelBuffer(width: 4, height: 1)
        d.draw(PixelBuffer(width: 4, height: 1, fill: Pixel(r: 255, g: 255, b: 255, a: 255)), transform: .identity,
               opacity: 0.5, mask: mask)
        XCTAssertEqual(d.pixels.map(\.a), [0, 64, 128, 0])
    }

    func testMaskGolden() {
        // A checkerboard drawn through a rounded-rectangle mask (masksToBounds with a corner
        // radius), then a star-shaped mask intersected with a disc over a gradient fill.
        var b = canvas(160, 80)
        let board = checkerboard(width: 70, height: 60, cell: 6, Pixel(r: 30, g: 60, b: 200, a: 255),
                                 Pixel(r: 250, g: 200, b: 40, a: 255))
        let clip = AlphaMask(path: .roundedRect(Rect(10, 10, 70, 60), cornerRadius: 16), transform: .identity,
                             rule: .nonZero, bounds: IntRect(x: 0, y: 0, width: 160, height: 80))
        b.draw(board, transform: .translation(10, 10, 0), mask: clip)
        let star = polygon((0..<10).map { i in
            let r = i % 2 == 0 ? 36.0 : 15.0, a = -Double.pi / 2 + Double(i) * Double.pi / 5
            return Point(x: 120 + r * cos(a), y: 42 + r * sin(a))
        })
        let starMask = AlphaMask(path: star, transform: .identity, rule: .nonZero, bounds: IntRect(x: 80, y: 0, width: 80, height: 80))
        let disc = AlphaMask(path: .oval(in: Rect(92, 16, 56, 56)), transform: .identity, rule: .nonZero,
                             bounds: IntRect(x: 85, y: 5, width: 75, height: 75))
        b.fill(.rect(Rect(80, 0, 80, 80)),
               paint: .gradient(Gradient(kind: .axial, stops: [GradientStop(location: 0, color: Color(hex: 0xE11D48)),
                                                               GradientStop(location: 1, color: Color(hex: 0x4338CA))],
                                         start: Point(90, 0), end: Point(150, 80))),
               mask: starMask.intersected(with: disc))
        assertGolden(b, named: "masks", tolerance: 1)
    }
}
