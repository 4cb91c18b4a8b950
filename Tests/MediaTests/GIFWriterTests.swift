import Foundation
import Media
import Raster
import XCTest

/// The GIF writer, read back by a small decoder written here from the GIF89a specification
/// (not from the writer), and by SDL2_image for the first frame.
final class GIFWriterTests: XCTestCase {
    /// One decoded frame: its delay (hundredths of a second) and its pixels.
    private struct Frame {
        var delay: Int
        var pixels: [Pixel]
    }

    /// Reads the blocks of a GIF89a with local colour tables, as the writer makes them.
    private func decode(_ bytes: [UInt8]) throws -> (width: Int, height: Int, loops: Bool, frames: [Frame]) {
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        XCTAssertEqual(Array(bytes[0..<6]), Array("GIF89a".utf8))
        let width = u16(6), height = u16(8)
        var i = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var frames: [Frame] = [], delay = 0, loops = false
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:
                let label = bytes[i + 1]
                if label == 0xF9 { delay = u16(i + 4) }
                if label == 0xFF, String(decoding: bytes[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0" { loops = u16(i + 16) == 0 }
                i += 2
                while bytes[i] != 0 { i += Int(bytes[i]) + 1 }
                i += 1
            case 0x2C:
                let w = u16(i + 5), h = u16(i + 7), flags = bytes[i + 9]
                i += 10
                var table: [Pixel] = []
                if flags & 0x80 != 0 {
                    for k in 0..<(2 << Int(flags & 7)) { table.append(Pixel(r: bytes[i + 3 * k], g: bytes[i + 3 * k + 1], b: bytes[i + 3 * k + 2], a: 255)) }
                    i += 3 * table.count
                }
                let minimum = Int(bytes[i]); i += 1
                var data: [UInt8] = []
                while bytes[i] != 0 { data += bytes[(i + 1)..<(i + 1 + Int(bytes[i]))]; i += Int(bytes[i]) + 1 }
                i += 1
                let indices = lzwDecode(data, minimumCodeSize: minimum)
                XCTAssertEqual(indices.count, w * h)
                frames.append(Frame(delay: delay, pixels: indices.map { table[Int($0)] }))
            case 0x3B:
                return (width, height, loops, frames)
            default:
                XCTFail("unexpected block \(bytes[i]) at \(i)")
                return (width, height, loops, frames)
            }
        }
        XCTFail("no trailer")
        return (width, height, loops, frames)
    }

    /// GIF's LZW, decoded the textbook way: a table of strings, codes widening when the table
    /// reaches the next power of two, a clear code resetting it.
    private func lzwDecode(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table: [[UInt8]] = [], width = minimumCodeSize + 1, bit = 0, out: [UInt8] = [], previous: [UInt8]?
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []]; width = minimumCodeSize + 1; previous = nil }
        reset()
        while bit + width <= data.count * 8 {
            var code = 0
            for k in 0..<width where data[(bit + k) / 8] >> ((bit + k) % 8) & 1 == 1 { code |= 1 << k }
            bit += width
            if code == clear { reset(); continue }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else { entry = previous! + [previous![0]] }
            out += entry
            if let previous { table.append(previous + [entry[0]]) }
            previous = entry
            if table.count == 1 << width, width < 12 { width += 1 }
        }
        return out
    }

    private func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> Pixel) -> PixelBuffer {
        var b = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { b[x, y] = color(x, y) } }
        return b
    }

    func testFramesDelaysAndLoopReadBack() throws {
        let dir = try TemporaryDirectory()
        // Frame 1: four flat colours at the middle of their 5-bit cells, kept exactly.
        let quarters = [Pixel(r: 252, g: 4, b: 4, a: 255), Pixel(r: 4, g: 252, b: 4, a: 255),
                        Pixel(r: 4, g: 4, b: 252, a: 255), Pixel(r: 252, g: 252, b: 252, a: 255)]
        let first = image(40, 30) { x, y in quarters[(x / 20) + 2 * (y / 15)] }
        // Frame 2: a noisy image with thousands of colours, long enough to fill the 4,096-entry
        // LZW table several times over.
        var seed: UInt32 = 12345
        let second = image(40, 30) { _, _ in
            seed = seed &* 1664525 &+ 1013904223
            return Pixel(r: UInt8(seed >> 24), g: UInt8(seed >> 16 & 0xFF), b: UInt8(seed >> 8 & 0xFF), a: 255)
        }
        let writer = try GIFWriter(path: dir.file("a.gif"), width: 40, height: 30)
        try writer.append(first, delay: 3)
        try writer.append(second, delay: 4)
        try writer.finish()

        let decoded = try decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.file("a.gif")))))
        XCTAssertEqual(decoded.width, 40)
        XCTAssertEqual(decoded.height, 30)
        XCTAssertTrue(decoded.loops)
        XCTAssertEqual(decoded.frames.map(\.delay), [3, 4])
        XCTAssertEqual(decoded.frames[0].pixels, first.pixels)
        // 256 colours for a random image: every channel within 64 levels of the original.
        for (got, want) in zip(decoded.frames[1].pixels, second.pixels) {
            XCTAssertLessThanOrEqual(abs(Int(got.g) - Int(want.g)), 64)
        }

        // ImageFile (its own GIF reader) reads the first frame the same way.
        let viaImageFile = try ImageFile.load(path: dir.file("a.gif"))
        XCTAssertEqual(viaImageFile.pixels, first.pixels)
    }

    func testAFrameOfTheWrongSizeOrAfterTheEndIsRefused() throws {
        let dir = try TemporaryDirectory()
        let writer = try GIFWriter(path: dir.file("b.gif"), width: 4, height: 4)
        XCTAssertThrowsError(try writer.append(PixelBuffer(width: 5, height: 4), delay: 3))
        try writer.finish()
        XCTAssertThrowsError(try writer.append(PixelBuffer(width: 4, height: 4), delay: 3))
        XCTAssertThrowsError(try GIFWriter(path: dir.file("c.gif"), width: 0, height: 4))
    }
}
