import CSDL2
import Foundation
import Media
import Raster
import XCTest

final class PNGFileTests: XCTestCase {
    /// Opaque, semi-transparent (premultiplied, so channels ≤ alpha) and fully transparent pixels.
    private let samples: [Pixel] = [
        Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 255, b: 0, a: 255), Pixel(r: 12, g: 34, b: 56, a: 255),
        Pixel(r: 64, g: 32, b: 0, a: 128), Pixel(r: 1, g: 0, b: 1, a: 3), Pixel(r: 200, g: 100, b: 50, a: 200),
        Pixel(r: 0, g: 0, b: 0, a: 0), Pixel(r: 10, g: 10, b: 10, a: 10), Pixel(r: 0, g: 0, b: 0, a: 77),
    ]

    func testRoundTripKeepsEveryPixel() throws {
        let dir = try TemporaryDirectory()
        let buffer = PixelBuffer(width: 3, height: 3, pixels: samples)
        try PNGFile.write(buffer, path: dir.file("round.png"))
        let back = try PNGFile.read(path: dir.file("round.png"))
        XCTAssertEqual(back.width, 3)
        XCTAssertEqual(back.height, 3)
        for (got, want) in zip(back.pixels, samples) {
            XCTAssertEqual(Int(got.a), Int(want.a), "\(got) vs \(want)")
            for (g, w) in [(got.r, want.r), (got.g, want.g), (got.b, want.b)] {
                XCTAssertLessThanOrEqual(abs(Int(g) - Int(w)), 1, "\(got) vs \(want)")
            }
        }
    }

    /// The file holds straight alpha: premultiplied (64, 32, 0, 128) is stored as
    /// (round(64·255/128), round(32·255/128), 0, 128) = (128, 64, 0, 128), and a transparent
    /// pixel with leftover colour is stored as all zeros.
    func testFileHoldsStraightAlpha() throws {
        let dir = try TemporaryDirectory()
        let buffer = PixelBuffer(width: 2, height: 1, pixels: [Pixel(r: 64, g: 32, b: 0, a: 128), Pixel(r: 9, g: 9, b: 9, a: 0)])
        try PNGFile.write(buffer, path: dir.file("straight.png"))
        let raw = try XCTUnwrap(IMG_Load(dir.file("straight.png")))
        defer { SDL_FreeSurface(raw) }
        let rgba = try XCTUnwrap(SDL_ConvertSurfaceFormat(raw, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0))
        defer { SDL_FreeSurface(rgba) }
        let bytes = try XCTUnwrap(rgba.pointee.pixels).assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: bytes, count: 8)), [128, 64, 0, 128, 0, 0, 0, 0])
    }

    func testReadPremultipliesStraightFile() throws {
        // Straight (255, 128, 0, 128) premultiplies to (round(255·128/255), round(128·128/255), 0) = (128, 64, 0).
        let dir = try TemporaryDirectory()
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)))
        defer { SDL_FreeSurface(surface) }
        let bytes = try XCTUnwrap(surface.pointee.pixels).assumingMemoryBound(to: UInt8.self)
        bytes[0] = 255; bytes[1] = 128; bytes[2] = 0; bytes[3] = 128
        XCTAssertEqual(IMG_SavePNG(surface, dir.file("s.png")), 0)
        XCTAssertEqual(try PNGFile.read(path: dir.file("s.png")).pixels, [Pixel(r: 128, g: 64, b: 0, a: 128)])
    }

    func testWritingEmptyOrToMissingFolderFailsWithMessage() throws {
        XCTAssertThrowsError(try PNGFile.write(PixelBuffer(width: 0, height: 4), path: "/tmp/never.png")) { error in
            XCTAssertTrue("\(error)".contains("empty"), "\(error)")
        }
        let buffer = PixelBuffer(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255))
        XCTAssertThrowsError(try PNGFile.write(buffer, path: "/nonexistent-kinema-dir/x.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write PNG '/nonexistent-kinema-dir/x.png'"), "\(error)")
        }
    }

    func testAFullDiskIsAnError() throws {
        // /dev/full takes the open and fails the write, which buffering delays to the close.
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"))
        let buffer = PixelBuffer(width: 64, height: 64, fill: Pixel(r: 1, g: 2, b: 3, a: 255))
        XCTAssertThrowsError(try PNGFile.write(buffer, path: "/dev/full")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write PNG '/dev/full'"), "\(error)")
        }
    }
}
