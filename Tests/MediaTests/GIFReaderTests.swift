import Foundation
@testable import Media
import Raster
import XCTest

/// Kinema's GIF reader against ImageMagick: GIFs ImageMagick wrote (interlaced with a
/// transparent index, a 200-colour global table, the same image with the table moved into the
/// image as a local one) read to exactly the pixels ImageMagick's own PNGs of them hold.
final class GIFReaderTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testGIFsReadAsImageMagickReadsThem() throws {
        for (gif, png) in [("interlaced.gif", "interlaced.png"), ("local.gif", "local.png"), ("localtable.gif", "local.png")] {
            let read = try ImageFile.load(path: fixtures.appendingPathComponent(gif).path)
            let expected = try PNGFile.read(path: fixtures.appendingPathComponent(png).path)
            XCTAssertEqual(read.width, expected.width, gif)
            XCTAssertEqual(read.height, expected.height, gif)
            XCTAssertEqual(read.pixels, expected.pixels, gif)
        }
        let interlaced = try ImageFile.load(path: fixtures.appendingPathComponent("interlaced.gif").path)
        XCTAssertEqual(interlaced[0, 0].a, 0, "the transparent corner")
        XCTAssertEqual(interlaced[22, 16].a, 255)
    }

    /// Damage is an error naming what is wrong, at any cut of a valid file's image data.
    func testDamagedLZWDataIsAnErrorNotACrash() throws {
        let bytes = try Array(Data(contentsOf: fixtures.appendingPathComponent("local.gif")))
        for cut in stride(from: 20, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged.insert(contentsOf: [0xFF, 0x0F, 0xF0, 0x55, 0xAA], at: cut)
            let result = damaged.withUnsafeBytes { raw in Result { () throws(MediaError) in
                try GIFReader.firstImage(raw, maximumPixels: 1 << 20) } }
            if case .failure(let error) = result {
                XCTAssertTrue(error.message.hasPrefix("damaged GIF data") || error.message.hasPrefix("the GIF"), error.message)
            }
        }
        // A code used before it is defined.
        XCTAssertThrowsError(try GIFReader.decode([0b1111_1100, 0xFF], minimumCodeSize: 2, count: 4))
    }
}
