import Foundation
import Media
import Raster
import XCTest

/// The GIF writer, read back by a small decoder written here from the GIF89a specification
/// (not from the writer), and by SDL2_image for the first frame.
final class GIFWriterTests: XCTestCase {
    /// One decoded frame: its delay (hundredths of a second), its pixels and its own colour
    /// table (nil when it uses the global one).
    private struct Frame {
        var delay: Int
        var pixels: [Pixel]
        var localTable: [Pixel]?
    }

    /// A decoded GIF: `loopCount` is the NETSCAPE2.0 block's count, nil without one.
    private struct Film {
        var width: Int, height: Int
        var globalTable: [Pixel]?
        var loopCount: Int?
        var frames: [Frame]
        var loops: Bool { loopCount == 0 }
    }

    private func readTable(_ bytes: [UInt8], at i: Int, flags: UInt8) -> [Pixel] {
        (0..<(2 << Int(flags & 7))).map { k in Pixel(r: bytes[i + 3 * k], g: bytes[i + 3 * k + 1], b: bytes[i + 3 * k + 2], a: 255) }
    }

    /// Reads the blocks of a GIF89a with local or global colour tables, as the writer makes them.
    private func decode(_ bytes: [UInt8]) throws -> Film {
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        XCTAssertEqual(Array(bytes[0..<6]), Array("GIF89a".utf8))
        var film = Film(width: u16(6), height: u16(8), globalTable: nil, loopCount: nil, frames: [])
        var i = 13
        if bytes[10] & 0x80 != 0 {
            film.globalTable = readTable(bytes, at: i, flags: bytes[10])
            i += 3 * film.globalTable!.count
        }
        var delay = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:
                let label = bytes[i + 1]
                if label == 0xF9 { delay = u16(i + 4) }
                if label == 0xFF, String(decoding: bytes[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0" { film.loopCount = u16(i + 16) }
                i += 2
                while bytes[i] != 0 { i += Int(bytes[i]) + 1 }
                i += 1
            case 0x2C:
                let w = u16(i + 5), h = u16(i + 7), flags = bytes[i + 9]
                i += 10
                var local: [Pixel]?
                if flags & 0x80 != 0 {
                    local = readTable(bytes, at: i, flags: flags)
                    i += 3 * local!.count
                }
                let table = try XCTUnwrap(local ?? film.globalTable, "a frame with no colour table")
                let minimum = Int(bytes[i]); i += 1
                var data: [UInt8] = []
                while bytes[i] != 0 { data += bytes[(i + 1)..<(i + 1 + Int(bytes[i]))]; i += Int(bytes[i]) + 1 }
                i += 1
                let indices = lzwDecode(data, minimumCodeSize: minimum)
                XCTAssertEqual(indices.count, w * h)
                film.frames.append(Frame(delay: delay, pixels: indices.map { table[Int($0)] }, localTable: local))
            case 0x3B:
                return film
            default:
                XCTFail("unexpected block \(bytes[i]) at \(i)")
                return film
            }
        }
        XCTFail("no trailer")
        return film
    }

    private func decodeFile(_ path: String) throws -> Film {
        try decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
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
        let writer = try GIFWriter(path: dir.file("a.gif"), width: 40, height: 30, dither: false)
        try writer.append(first, delay: 3)
        try writer.append(second, delay: 4)
        try writer.finish()

        let decoded = try decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.file("a.gif")))))
        XCTAssertEqual(decoded.width, 40)
        XCTAssertEqual(decoded.height, 30)
        XCTAssertTrue(decoded.loops)
        XCTAssertEqual(decoded.frames.map(\.delay), [3, 4])
        XCTAssertEqual(decoded.frames[0].pixels, first.pixels)
        // 256 colours for a random image, undithered: every channel within 64 levels of the original.
        for (got, want) in zip(decoded.frames[1].pixels, second.pixels) {
            XCTAssertLessThanOrEqual(abs(Int(got.g) - Int(want.g)), 64)
        }

        // ImageFile (its own GIF reader) reads the first frame the same way.
        let viaImageFile = try ImageFile.load(path: dir.file("a.gif"))
        XCTAssertEqual(viaImageFile.pixels, first.pixels)
    }

    func testPlaysBecomeTheLoopCountOfRepeats() throws {
        let dir = try TemporaryDirectory()
        let frame = image(4, 4) { _, _ in Pixel(r: 10, g: 20, b: 30, a: 255) }
        // plays: 0 for ever (loop count 0); 1 once (no NETSCAPE2.0 block at all, as every
        // viewer then plays it once); 3 is a loop count of 2 repeats.
        for (plays, loopCount) in [(0, 0), (1, nil), (3, 2), (GIFWriter.mostPlays, 65535)] as [(Int, Int?)] {
            let writer = try GIFWriter(path: dir.file("p\(plays).gif"), width: 4, height: 4, plays: plays)
            try writer.append(frame, delay: 5)
            try writer.finish()
            XCTAssertEqual(try decodeFile(dir.file("p\(plays).gif")).loopCount, loopCount, "plays \(plays)")
        }
        XCTAssertThrowsError(try GIFWriter(path: dir.file("bad.gif"), width: 4, height: 4, plays: GIFWriter.mostPlays + 1))
    }

    func testASharedPaletteIsTheGlobalTableOfEveryFrame() throws {
        let dir = try TemporaryDirectory()
        // Two frames of different flat colours: each alone would get a one-colour palette.
        let red = image(8, 8) { _, _ in Pixel(r: 220, g: 20, b: 60, a: 255) }
        let blue = image(8, 8) { x, _ in x < 4 ? Pixel(r: 30, g: 60, b: 200, a: 255) : Pixel(r: 220, g: 20, b: 60, a: 255) }
        var histogram = ColorHistogram()
        histogram.add(red)
        histogram.add(blue)
        let palette = Palette(of: histogram)
        let writer = try GIFWriter(path: dir.file("shared.gif"), width: 8, height: 8, sharedPalette: palette)
        try writer.append(red, delay: 3)
        try writer.append(blue, delay: 3)
        try writer.finish()
        let film = try decodeFile(dir.file("shared.gif"))
        let global = try XCTUnwrap(film.globalTable)
        XCTAssertEqual(Array(global.prefix(palette.colors.count)), palette.colors)
        XCTAssertEqual(film.frames.count, 2)
        XCTAssertTrue(film.frames.allSatisfy { $0.localTable == nil }, "a frame has its own table")
        XCTAssertEqual(film.frames[0].pixels, red.pixels)
        XCTAssertEqual(film.frames[1].pixels, blue.pixels)

        // Without one, each frame carries its own table and there is no global one.
        let perFrame = try GIFWriter(path: dir.file("own.gif"), width: 8, height: 8)
        try perFrame.append(red, delay: 3)
        try perFrame.append(blue, delay: 3)
        try perFrame.finish()
        let own = try decodeFile(dir.file("own.gif"))
        XCTAssertNil(own.globalTable)
        XCTAssertTrue(own.frames.allSatisfy { $0.localTable != nil })
    }

    func testDitheringSmoothsTheBandsOfAGradient() throws {
        let dir = try TemporaryDirectory()
        // Red along x, green along y, blue across both: about 20,000 colours, far more than 256.
        let gradient = image(256, 128) { x, y in Pixel(r: UInt8(x), g: UInt8(2 * y), b: UInt8(64 + (x + 2 * y) / 4), a: 255) }
        var films: [Bool: [Pixel]] = [:]
        for dither in [false, true] {
            let writer = try GIFWriter(path: dir.file("g.gif"), width: 256, height: 128, dither: dither)
            try writer.append(gradient, delay: 10)
            try writer.finish()
            films[dither] = try decodeFile(dir.file("g.gif")).frames[0].pixels
        }
        let plain = try XCTUnwrap(films[false]), dithered = try XCTUnwrap(films[true])
        XCTAssertNotEqual(plain, dithered)
        // Banding, as the eye sees it from a little way off: the mean of each 8 × 8 box against
        // the gradient's there. Flat bands of nearest colours are off by up to half a palette
        // step across each band; the dithered mix keeps each box's mean close. (Measured:
        // 1.67 levels plain, 0.41 dithered.)
        let plainError = Banding.meanBoxError(plain, gradient.pixels, width: 256, height: 128)
        let ditheredError = Banding.meanBoxError(dithered, gradient.pixels, width: 256, height: 128)
        XCTAssertGreaterThan(plainError, 1.2, "the undithered gradient should band")
        XCTAssertLessThan(ditheredError, 0.6)
        XCTAssertLessThan(ditheredError * 2.5, plainError)
        // The bands themselves: runs of one colour along a row (measured: 16 pixels plain,
        // 1.5 dithered).
        let plainRun = Banding.meanRun(plain, width: 256, height: 128)
        let ditheredRun = Banding.meanRun(dithered, width: 256, height: 128)
        XCTAssertGreaterThan(plainRun, 10)
        XCTAssertLessThan(ditheredRun, 3)
        // Pixels are still their nearest few entries: no channel more than a step or two away.
        for (got, want) in zip(dithered, gradient.pixels) {
            XCTAssertLessThanOrEqual(abs(Int(got.r) - Int(want.r)), 40)
        }
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

/// Measures of banding in an image of a smooth gradient.
enum Banding {
    /// The difference between the mean of `image` and the mean of `reference` over each
    /// `box × box` square and channel, averaged over them all.
    static func meanBoxError(_ image: [Pixel], _ reference: [Pixel], width: Int, height: Int, box: Int = 8) -> Double {
        var total = 0.0, count = 0
        for top in stride(from: 0, to: height - box + 1, by: box) {
            for left in stride(from: 0, to: width - box + 1, by: box) {
                var sums = [0, 0, 0, 0, 0, 0]
                for y in top..<(top + box) {
                    for x in left..<(left + box) {
                        let a = image[y * width + x], b = reference[y * width + x]
                        sums[0] += Int(a.r); sums[1] += Int(a.g); sums[2] += Int(a.b)
                        sums[3] += Int(b.r); sums[4] += Int(b.g); sums[5] += Int(b.b)
                    }
                }
                for c in 0..<3 { total += Double(abs(sums[c] - sums[c + 3])) / Double(box * box); count += 1 }
            }
        }
        return total / Double(max(count, 1))
    }

    /// The mean length of the runs of one colour along the rows: a band's width.
    static func meanRun(_ image: [Pixel], width: Int, height: Int) -> Double {
        var runs = 0
        for y in 0..<height {
            runs += 1
            for x in 1..<width where image[y * width + x] != image[y * width + x - 1] { runs += 1 }
        }
        return Double(width * height) / Double(runs)
    }
}
