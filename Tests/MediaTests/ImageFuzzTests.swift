import FuzzTesting
import Foundation
import Media
import Raster
import XCTest

/// The image readers against damaged files: PNG, GIF, BMP and SVG files (made here, or the
/// committed SVG assets) with bytes flipped, runs overwritten (header sizes among them),
/// slices cut, repeated or inserted, and SVG attributes swapped for extreme values. Each is
/// read or refused with a `MediaError`, never a trap, with at most `ImageFile.maximumPixels`
/// pixels, in bounded time. `KINEMA_FUZZ_INPUTS` sets how many cases (400 by default; the
/// same seed gives the same cases).
final class ImageFuzzTests: XCTestCase {
    private let cases = (ProcessInfo.processInfo.environment["KINEMA_FUZZ_INPUTS"].flatMap { Int($0) } ?? 2000) / 5

    /// Valid files of each kind the readers take, as bytes.
    private func seeds(in folder: TemporaryDirectory) throws -> [(name: String, bytes: [UInt8])] {
        var picture = PixelBuffer(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 { picture[x, y] = Pixel(r: UInt8(x * 6), g: UInt8(y * 11), b: 90, a: UInt8(255 - x)) }
        }
        try PNGFile.write(picture, path: folder.file("seed.png"))
        let gif = try GIFWriter(path: folder.file("seed.gif"), width: 37, height: 23)
        try gif.append(picture, delay: 5)
        try gif.append(picture.tinted(Color(red: 1, green: 0, blue: 0)), delay: 5)
        try gif.finish()
        // A 3 × 2 24-bit BMP: file header, BITMAPINFOHEADER, rows bottom-up padded to 4 bytes.
        func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        let row: [UInt8] = [0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0, 0]
        let bmp: [UInt8] = [0x42, 0x4D] + le32(54 + 24) + le32(0) + le32(54) + le32(40) + le32(3) + le32(2)
            + [1, 0, 24, 0] + le32(0) + le32(24) + le32(2835) + le32(2835) + le32(0) + le32(0) + row + row
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets")
        var seeds = [("png", try Array(Data(contentsOf: URL(fileURLWithPath: folder.file("seed.png"))))),
                     ("gif", try Array(Data(contentsOf: URL(fileURLWithPath: folder.file("seed.gif"))))),
                     ("bmp", bmp)]
        for name in ["bell.svg", "lock.svg", "flake1.svg"] {
            seeds.append(("svg", try Array(Data(contentsOf: assets.appendingPathComponent(name)))))
        }
        return seeds
    }

    private func mutated(_ bytes: [UInt8], svg: Bool, _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<rng.int(1...4) where !bytes.isEmpty {
            let at = rng.int(0...(bytes.count - 1))
            switch rng.int(0...6) {
            case 0:
                bytes[at] ^= UInt8(truncatingIfNeeded: 1 << rng.int(0...7))
            case 1:  // a header-sized run: a huge, zero or random 32-bit value, either byte order
                let value: UInt32 = rng.pick([0xFFFF_FFFF, 0, 30000, 0x7FFF_FFFF, UInt32(truncatingIfNeeded: rng.next())])
                let run = rng.chance(0.5) ? value.bigEndian : value.littleEndian
                for i in 0..<4 where at + i < bytes.count { bytes[at + i] = UInt8(truncatingIfNeeded: run >> (8 * UInt32(i))) }
            case 2:
                bytes.removeSubrange(rng.int(0...at)...)
            case 3:
                let end = min(bytes.count, at + rng.int(1...64))
                bytes.insert(contentsOf: bytes[at..<end], at: rng.int(0...bytes.count))
            case 4:
                bytes.insert(contentsOf: (0..<rng.int(1...16)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: at)
            case 5 where svg:
                let text = String(decoding: bytes, as: UTF8.self)
                let extreme = rng.pick(["30000", "1e308", "-5", "0", "nan", "100000000", "4096.5", ""])
                let attribute = rng.pick(["width=\"", "height=\"", "viewBox=\"0 0 ", "d=\"M0 0 "])
                bytes = Array(text.replacingOccurrences(of: attribute, with: attribute + extreme + " ").utf8)
            default:
                bytes[at] = UInt8(truncatingIfNeeded: rng.next())
            }
        }
        return bytes
    }

    func testDamagedImagesAreReadOrRefusedInBoundsAndTime() throws {
        let folder = try TemporaryDirectory()
        let seeds = try seeds(in: folder)
        for (name, bytes) in seeds {
            let image = try ImageFile.load(path: try folder.write("clean.\(name)", bytes: bytes))
            XCTAssertGreaterThan(image.width * image.height, 0, "the \(name) seed itself reads")
        }
        var rng = SplitMix64(seed: 3)
        var read = 0, refused = 0, slowest = 0.0, slowestCase = ""
        // The slowest case is kept in the temporary folder, to replay it.
        for index in 0..<cases {
            let seed = seeds[index % seeds.count]
            let path = try folder.write("case.\(seed.name)", bytes: mutated(seed.bytes, svg: seed.name == "svg", &rng))
            let start = ContinuousClock.now
            do {
                let image = try ImageFile.load(path: path, scale: rng.pick([1, 2, 3]))
                if image.width <= 0 || image.width * image.height > ImageFile.maximumPixels {
                    let kept = NSTemporaryDirectory() + "kinema-image-fuzz-failed-\(index)." + seed.name
                    try? FileManager.default.copyItem(atPath: path, toPath: kept)
                    XCTFail("case \(index): \(image.width) × \(image.height) pixels (kept as \(kept))")
                }
                read += 1
            } catch is MediaError {
                refused += 1
            } catch {
                XCTFail("case \(index): \(error)")
            }
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            if seconds > slowest {
                slowest = seconds
                let kept = NSTemporaryDirectory() + "kinema-image-fuzz-slowest." + seed.name
                try? FileManager.default.removeItem(atPath: kept)
                try? FileManager.default.copyItem(atPath: path, toPath: kept)
                slowestCase = "case \(index), a damaged \(seed.name), kept as \(kept)"
            }
        }
        XCTAssertGreaterThan(read, cases / 10, "some damage leaves a readable image")
        XCTAssertGreaterThan(refused, cases / 10, "and some does not")
        XCTAssertLessThan(slowest, 2, slowestCase)
    }
}
