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
            XCTAssertTrue("\(error)".contains("more than Kinema decodes"), "\(error)")
        }
    }

    func testImagesDeclaringTooManyPixelsAreRefusedBeforeDecoding() throws {
        // Headers alone (what follows is never read): each declares 30000 × 30000 pixels, which
        // would decode to 3.6 GB.
        let dir = try TemporaryDirectory()
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 255), UInt8(v >> 8 & 255)] }
        func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16) }
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(30000) + be32(30000)
            + [1, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 64)
        let gif = Array("GIF89a".utf8) + le16(30000) + le16(30000) + [UInt8](repeating: 0, count: 64)
        let bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 16) + le32(30000) + le32(-30000 & 0xFFFF_FFFF) + [UInt8](repeating: 0, count: 64)
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8] + [0x75, 0x30, 0x75, 0x30] + [UInt8](repeating: 0, count: 64)
        let webp = Array("RIFF".utf8) + le32(100) + Array("WEBPVP8X".utf8) + le32(10) + [0, 0, 0, 0]
            + [UInt8(29999 & 255), UInt8(29999 >> 8 & 255), 0, UInt8(29999 & 255), UInt8(29999 >> 8 & 255), 0] + [UInt8](repeating: 0, count: 64)
        let svgBomb = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30000\" height=\"30000\"><rect width=\"1\" height=\"1\"/></svg>".utf8)
        let svgInches = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"312.5in\" height=\"312.5in\"></svg>".utf8)
        let svgBox = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30000 30000\"></svg>".utf8)
        for (name, bytes) in [("a.png", png), ("a.gif", gif), ("a.bmp", bmp), ("a.jpg", jpeg), ("a.webp", webp),
                              ("a.svg", svgBomb), ("inches.svg", svgInches), ("box.svg", svgBox)] {
            let path = try dir.write(name, bytes: bytes)
            assertLoadFails(path, saying: "30000×30000 pixels is more than Kinema decodes (16777216 pixels, 4096 × 4096, and 16384 a side)")
        }
        // An SVG within the limit by itself is refused at a scale that takes it past.
        let big = try dir.write("big.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3000\" height=\"3000\"></svg>".utf8))
        XCTAssertThrowsError(try ImageFile.load(path: big, scale: 2)) { error in
            XCTAssertTrue("\(error)".hasSuffix("6000×6000 pixels at scale 2.0 is more than Kinema decodes (16777216 pixels, 4096 × 4096, and 16384 a side)"), "\(error)")
        }
        let sizeless = try dir.write("sizeless.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 L1e9 1e9\"/></svg>".utf8))
        assertLoadFails(sizeless, saying: "the SVG gives neither width and height nor a viewBox, so its size is unknown")
    }

    func testAnSVGPathBombIsRefusedAndShortEdgesAreNot() throws {
        // 20,000 long random lines over a 100 × 100 picture: nanosvg's rows each carry thousands
        // of crossing edges (minutes of work). The same number of short edges draws at once.
        let dir = try TemporaryDirectory()
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % n
        }
        func svg(_ path: String) -> [UInt8] {
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\"><path d=\"M50 50 \(path) Z\" fill=\"red\"/></svg>".utf8)
        }
        let long = (0..<20_000).map { _ in "L\(next(101)) \(next(101))" }.joined(separator: " ")
        let bomb = try dir.write("bomb.svg", bytes: svg(long))
        let start = Date()
        assertLoadFails(bomb, saying: "its shapes are too complex to draw")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "refused without drawing (a hang guard)")
        var x = 50, y = 50
        let short = (0..<20_000).map { _ -> String in
            x = min(99, max(0, x + next(5) - 2))
            y = min(99, max(0, y + next(5) - 2))
            return "L\(x) \(y)"
        }.joined(separator: " ")
        let scribble = try dir.write("scribble.svg", bytes: svg(short))
        XCTAssertEqual(try ImageFile.load(path: scribble, scale: 2).width, 200)
    }

    func testTheSVGSizeIsReadInItsUnits() throws {
        // 0.5in is 48 px at 96 per inch (as SDL_image reads it); 36pt is 48 px too.
        let dir = try TemporaryDirectory()
        let path = try dir.write("u.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0.5in\" height=\"36pt\"><rect width=\"48\" height=\"48\" fill=\"#00ff00\"/></svg>".utf8))
        let image = try ImageFile.load(path: path, scale: 2)
        XCTAssertEqual(image.width, 96)
        XCTAssertEqual(image.height, 96)
    }

    /// SDL_image's SVG reader takes each side as the number its text starts with ("100000000
    /// 40" is 1e8), or the viewBox's when that is 0 or no number: the size check must read
    /// them alike, or a file passes it declaring 40 × 52 and is rasterised 1e8 wide (a crash,
    /// image fuzzer). A PNG chunk running past the end of the file held libpng 25 s.
    func testDeclaredSizesAreReadAsTheDecodersReadThem() throws {
        let dir = try TemporaryDirectory()
        func svg(_ width: String, _ height: String) throws -> String {
            try dir.write("s.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 40 52\"><rect width=\"40\" height=\"52\"/></svg>".utf8))
        }
        assertLoadFails(try svg("100000000 40", "nan 52"), saying: "100000000×52 pixels")
        assertLoadFails(try svg("30", "-20"), saying: "declares a size of 30×-20 pixels")
        let image = try ImageFile.load(path: try svg("abc", "0"))
        XCTAssertEqual([image.width, image.height], [40, 52], "no number, and 0, take the viewBox's")
        XCTAssertEqual(try ImageFile.load(path: try svg("20px wide", "26 tall")).width, 20)
        // A space before the number reads as no number: the side is the viewBox's, whose numbers
        // read one after another up to the first that does not.
        let spaced = try dir.write("v.svg", bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\" 20\" height=\"20\" viewBox=\"0 0 100000000 nan 40 40\"><rect width=\"40\" height=\"40\"/></svg>".utf8))
        assertLoadFails(spaced, saying: "100000000×20 pixels")

        try PNGFile.write(PixelBuffer(width: 37, height: 23, fill: Pixel(r: 1, g: 2, b: 3, a: 255)), path: dir.file("p.png"))
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.file("p.png"))))
        let idat = try XCTUnwrap((0..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual(Array("IDAT".utf8)) }) - 4
        bytes.replaceSubrange(idat..<(idat + 4), with: [0x7F, 0xFF, 0xFF, 0xFF])
        assertLoadFails(try dir.write("long.png", bytes: bytes), saying: "its \"IDAT\" chunk declares 2147483647 bytes")
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
