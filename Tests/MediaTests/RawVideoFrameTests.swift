import Media
import Raster
import XCTest

/// The raw RGBA bytes video export sends to ffmpeg.
final class RawVideoFrameTests: XCTestCase {
    /// Opaque blue, red at half alpha (premultiplied), and clear.
    private let frame = PixelBuffer(width: 3, height: 1, pixels: [
        Pixel(r: 51, g: 102, b: 204, a: 255), Pixel(r: 115, g: 20, b: 45, a: 128), .clear,
    ])

    func testStraightAlphaDividesColourByAlpha() {
        var bytes: [UInt8] = []
        RawVideoFrame.straightRGBA(frame, into: &bytes)
        // 115 · 255 / 128 = 229.1, 20 · 255 / 128 = 39.8, 45 · 255 / 128 = 89.6, rounded.
        XCTAssertEqual(bytes, [51, 102, 204, 255, 229, 40, 90, 128, 0, 0, 0, 0])
    }

    func testOpaqueIsTheColourOverBlackWithItsEdgesCopiedIntoThePadding() {
        var bytes: [UInt8] = [1, 2, 3]
        RawVideoFrame.opaqueRGBA(frame, width: 4, height: 2, into: &bytes)
        let row: [UInt8] = [51, 102, 204, 255, 115, 20, 45, 255, 0, 0, 0, 255, 0, 0, 0, 255]
        XCTAssertEqual(bytes, row + row)
        // Two columns and rows of padding repeat the last ones too.
        let tall = PixelBuffer(width: 1, height: 2, pixels: [Pixel(r: 1, g: 2, b: 3, a: 255), Pixel(r: 4, g: 5, b: 6, a: 255)])
        RawVideoFrame.opaqueRGBA(tall, width: 2, height: 4, into: &bytes)
        XCTAssertEqual(bytes, [1, 2, 3, 255, 1, 2, 3, 255] + [4, 5, 6, 255, 4, 5, 6, 255] + [4, 5, 6, 255, 4, 5, 6, 255] + [4, 5, 6, 255, 4, 5, 6, 255])
    }
}
