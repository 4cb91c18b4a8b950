import Geometry
@testable import Layers
import Raster
import XCTest

/// `contentsRect` picks the part of the contents image a layer shows, its edge pixels
/// repeated where the rectangle reaches past the image.
final class ContentsRectTests: XCTestCase {
    /// A 2×1 image, red on the left and blue on the right, in a 10×10 layer (`.resize`).
    private func render(_ rect: Rect) -> PixelBuffer {
        var pixels = PixelBuffer(width: 2, height: 1)
        pixels[0, 0] = Color(red: 1, green: 0, blue: 0).premultipliedPixel
        pixels[1, 0] = Color(red: 0, green: 0, blue: 1).premultipliedPixel
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let layer = Layer()
        layer.frame = root.bounds
        layer.contents = Image(pixels: pixels)
        layer.contentsRect = rect
        root.addSublayer(layer)
        var buffer = PixelBuffer(width: 10, height: 10)
        Compositor().render(root, background: .white, scale: 1, into: &buffer, full: true)
        return buffer
    }

    func testTheRightHalfFillsTheLayer() {
        let buffer = render(Rect(x: 0.5, y: 0, width: 0.5, height: 1))
        for x in [0, 5, 9] {
            XCTAssertEqual(buffer[x, 5], Color(red: 0, green: 0, blue: 1).premultipliedPixel, "x = \(x)")
        }
    }

    /// Past the image's left edge its first column repeats: (-0.5, 0, 1, 1) is pixel column
    /// -1 (column 0 repeated) and column 0, both red.
    func testPastTheEdgeTheEdgePixelsRepeat() {
        let buffer = render(Rect(x: -0.5, y: 0, width: 1, height: 1))
        XCTAssertEqual(buffer[1, 5], Color(red: 1, green: 0, blue: 0).premultipliedPixel)
        XCTAssertEqual(buffer[8, 5], Color(red: 1, green: 0, blue: 0).premultipliedPixel)
    }

    func testAnEmptyRectShowsNothing() {
        XCTAssertEqual(render(Rect(x: 0.2, y: 0, width: 0, height: 1))[5, 5], Color.white.premultipliedPixel)
    }

    /// Scene fuzzer, seed 41643: a `contentsRect` of `{-12, -10, 67, 22}` copied the image
    /// out to its reach, 64 times its pixels (288 MB and 2 s for a 750×1334 image). Only the
    /// image's own pixels are kept now; the edges are repeated by sampling.
    func testARectFarPastTheImageKeepsOnlyTheImagesPixels() throws {
        let big = Image(pixels: PixelBuffer(width: 750, height: 1334), scale: 2)
        let shown = try XCTUnwrap(ShownContents(big, part: Rect(x: -12, y: -10, width: 67, height: 22),
                                                in: Rect(x: 0, y: 0, width: 43, height: 14), gravity: .resize))
        XCTAssertEqual(shown.pixels.width * shown.pixels.height, 750 * 1334)
        XCTAssertTrue(shown.extendsEdges)
        XCTAssertNil(ShownContents(big, part: Rect(x: 123, y: 79, width: 117, height: 41),
                                   in: Rect(x: 0, y: 0, width: 43, height: 14), gravity: .right),
                     "wholly past the reach: nothing")
    }

    func testFarPastTheEdgeTheCornerPixelsRepeat() {
        // From -4 to 5 image sizes, followed out to 4: the image's two columns lie in the
        // middle, its red column repeating to the left and its blue one to the right.
        let buffer = render(Rect(x: -4, y: -4, width: 9, height: 9))
        XCTAssertEqual(buffer[0, 0], Color(red: 1, green: 0, blue: 0).premultipliedPixel)
        XCTAssertEqual(buffer[9, 9], Color(red: 0, green: 0, blue: 1).premultipliedPixel)
    }
}
