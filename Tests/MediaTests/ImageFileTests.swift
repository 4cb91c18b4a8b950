import CSDL2
import Foundation
import Media
import Raster
import XCTest

final class ImageFileTests: XCTestCase {
    /// A 40×20 SVG: left half opaque red, right half half-transparent blue.
    private let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
          <rect x="0" y="0" width="20" height="20" fill="#ff0000"/>
          <rect x="20" y="0" width="20" height="20" fill="#0000ff" fill-opacity="0.5"/>
        </svg>
        """

    func testLoadsPNGWrittenByPNGFile() throws {
        let dir = try TemporaryDirectory()
        var buffer = PixelBuffer(width: 4, height: 2, fill: Pixel(r: 0, g: 0, b: 255, a: 255))
        buffer[3, 1] = Pixel(r: 50, g: 0, b: 0, a: 100)
        try PNGFile.write(buffer, path: dir.file("a.png"))
        XCTAssertEqual(try ImageFile.load(path: dir.file("a.png")), buffer)
        XCTAssertEqual(try ImageFile.load(path: dir.file("a.png"), scale: 3), buffer, "bitmaps ignore the scale")
    }

    func testLoadsJPEG() throws {
        let dir = try TemporaryDirectory()
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 16, 8, 32, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)))
        defer { SDL_FreeSurface(surface) }
        // Solid (0, 128, 255): JPEG is lossy, but a flat colour survives within a few levels.
        XCTAssertEqual(SDL_FillRect(surface, nil, SDL_MapRGBA(surface.pointee.format, 0, 128, 255, 255)), 0)
        XCTAssertEqual(IMG_SaveJPG(surface, dir.file("b.jpg"), 95), 0, String(cString: SDL_GetError()))
        let image = try ImageFile.load(path: dir.file("b.jpg"))
        XCTAssertEqual(image.width, 16)
        XCTAssertEqual(image.height, 8)
        let p = image[5, 5]
        XCTAssertEqual(p.a, 255)
        XCTAssertLessThanOrEqual(abs(Int(p.r) - 0), 4)
        XCTAssertLessThanOrEqual(abs(Int(p.g) - 128), 4)
        XCTAssertLessThanOrEqual(abs(Int(p.b) - 255), 4)
    }

    func testLoadsSVGAtIntrinsicSizePremultiplied() throws {
        let dir = try TemporaryDirectory()
        try dir.write("c.svg", bytes: Array(svg.utf8))
        let image = try ImageFile.load(path: dir.file("c.svg"))
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 20)
        XCTAssertEqual(image[5, 10], Pixel(r: 255, g: 0, b: 0, a: 255))
        // 0.5 opacity → alpha 127 or 128, and premultiplied blue equals alpha.
        let blue = image[30, 10]
        XCTAssertLessThanOrEqual(abs(Int(blue.a) - 128), 1)
        XCTAssertEqual(blue.b, blue.a)
        XCTAssertEqual(blue.r, 0)
    }

    func testRasterisesSVGAtScale() throws {
        let dir = try TemporaryDirectory()
        try dir.write("c.svg", bytes: Array(svg.utf8))
        let image = try ImageFile.load(path: dir.file("c.svg"), scale: 2)
        XCTAssertEqual(image.width, 80)
        XCTAssertEqual(image.height, 40)
        // The red/blue edge moves from x = 20 to x = 40.
        XCTAssertEqual(image[38, 20], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[41, 20].r, 0)
        XCTAssertGreaterThan(image[41, 20].b, 100)
    }

    func testMissingFile() {
        assertLoadFails("/nonexistent/kinema/x.png", saying: "cannot load image '/nonexistent/kinema/x.png': no such file")
    }

    func testDirectory() throws {
        let dir = try TemporaryDirectory()
        assertLoadFails(dir.path, saying: "cannot load image '\(dir.path)': it is a directory")
    }

    func testEmptyFile() throws {
        let dir = try TemporaryDirectory()
        assertLoadFails(try dir.write("empty.png", bytes: []), saying: "the file is empty")
    }

    func testTextFileNamedPNG() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("notes.png", bytes: Array("just some words, not an image\n".utf8))
        assertLoadFails(path, saying: "cannot load image '\(path)': ")
    }

    func testMalformedSVG() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("bad.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8))
        assertLoadFails(path, saying: "cannot load image '\(path)': ")
        XCTAssertThrowsError(try ImageFile.load(path: path, scale: 2))
    }

    func testTruncatedPNG() throws {
        let dir = try TemporaryDirectory()
        try PNGFile.write(PixelBuffer(width: 64, height: 64, fill: Pixel(r: 1, g: 2, b: 3, a: 255)), path: dir.file("full.png"))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.file("full.png"))))
        // Keep the signature and IHDR (33 bytes) and a little of the data: a plausible PNG cut short.
        let path = try dir.write("cut.png", bytes: Array(bytes.prefix(45)))
        assertLoadFails(path, saying: "cannot load image '\(path)': ")
        XCTAssertThrowsError(try PNGFile.read(path: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot read PNG '\(path)': "), "\(error)")
        }
    }

    func testBadScale() throws {
        let dir = try TemporaryDirectory()
        try dir.write("c.svg", bytes: Array(svg.utf8))
        for scale in [0, -1, Double.nan, .infinity] {
            XCTAssertThrowsError(try ImageFile.load(path: dir.file("c.svg"), scale: scale)) { error in
                XCTAssertTrue("\(error)".contains("invalid scale"), "\(error)")
            }
        }
        XCTAssertThrowsError(try ImageFile.load(path: dir.file("c.svg"), scale: 1e12)) { error in
            XCTAssertTrue("\(error)".contains("larger than"), "\(error)")
        }
    }

    /// Loading `path` must throw a MediaError that names the file, gives a reason and contains `expected`.
    private func assertLoadFails(_ path: String, saying expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try ImageFile.load(path: path), line: line) { error in
            let message = (error as? MediaError)?.message ?? "not a MediaError: \(error)"
            let prefix = "cannot load image '\(path)': "
            XCTAssertTrue(message.hasPrefix(prefix), message, line: line)
            XCTAssertGreaterThan(message.count, prefix.count + 5, "the message should give a reason: \(message)", line: line)
            XCTAssertTrue(message.contains(expected), message, line: line)
        }
    }
}
