import Foundation
import Media
import Raster
import XCTest

/// `kinema export -o OUT.gif`: dithering, the shared palette and the play count.
final class GIFExportTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

    /// What the GIF's blocks say: a global colour table or not, the NETSCAPE2.0 loop count
    /// (nil without one), and for each image whether it has its own colour table.
    private struct Blocks {
        var hasGlobalTable = false
        var loopCount: Int?
        var localTables: [Bool] = []
    }

    private func blocks(_ name: String) throws -> Blocks {
        let bytes = [UInt8](try Data(contentsOf: folder.url.appendingPathComponent(name)))
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        func tableSize(_ flags: UInt8) -> Int { flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0 }
        func skipSubBlocks(_ i: inout Int) { while bytes[i] != 0 { i += Int(bytes[i]) + 1 }; i += 1 }
        var found = Blocks(hasGlobalTable: bytes[10] & 0x80 != 0)
        var i = 13 + tableSize(bytes[10])
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:
                if bytes[i + 1] == 0xFF, String(decoding: bytes[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0" {
                    found.loopCount = Int(bytes[i + 16]) | Int(bytes[i + 17]) << 8
                }
                i += 2
                skipSubBlocks(&i)
            case 0x2C:
                let flags = bytes[i + 9]
                found.localTables.append(flags & 0x80 != 0)
                i += 10 + tableSize(flags) + 1
                skipSubBlocks(&i)
            case 0x3B:
                return found
            default:
                XCTFail("unexpected block \(bytes[i]) at \(i)")
                return found
            }
        }
        XCTFail("no trailer")
        return found
    }

    func testDitheringIsOnByDefaultAndSmoothsAGradient() throws {
        // Two gradients and a flat disc: thousands of colours for 256 entries.
        let scene = try folder.write("""
            scene.size = {256, 96}
            scene.root.layer:addSublayer(GradientLayer{ frame = {0, 0, 256, 48}, colors = {"#ff6b9a", "#3a60ff"},
                startPoint = {0, 0}, endPoint = {1, 0} })
            scene.root.layer:addSublayer(GradientLayer{ frame = {0, 48, 256, 48}, colors = {"#000000", "#ffffff"},
                startPoint = {0, 0}, endPoint = {1, 1} })
            scene.root.layer:addSublayer(Layer{ frame = {100, 10, 30, 30}, backgroundColor = "#ffcc00", cornerRadius = 15 })

            """, to: "gradient.lua")
        XCTAssertEqual(try KinemaProcess.run(["render", scene, "--time", "0", "-o", "gradient.png"], in: folder.url).status, 0)
        let original = try PNGFile.read(path: path("gradient.png"))
        for (name, flags) in [("dithered.gif", [String]()), ("plain.gif", ["--no-dither"])] {
            let result = try KinemaProcess.run(["export", scene, "--to", "0", "-o", name] + flags, in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
        }
        let dithered = try ImageFile.load(path: path("dithered.gif")), plain = try ImageFile.load(path: path("plain.gif"))
        XCTAssertNotEqual(dithered.pixels, plain.pixels)
        // The flat disc's middle is a colour the palette holds: exact either way.
        XCTAssertEqual(dithered[115, 25], original[115, 25])
        XCTAssertEqual(plain[115, 25], original[115, 25])
        // Banding: each 8 × 8 box's mean against the rendered frame's (measured: 0.37 levels
        // plain, 0.14 dithered), and the mean length of one-colour runs along rows, a band's
        // width (measured: 7.4 pixels plain, 2.3 dithered).
        let plainError = boxMeanError(plain, original), ditheredError = boxMeanError(dithered, original)
        XCTAssertLessThan(ditheredError * 2, plainError, "dithered \(ditheredError), plain \(plainError)")
        let plainRun = meanRun(plain), ditheredRun = meanRun(dithered)
        XCTAssertLessThan(ditheredRun * 2, plainRun, "dithered \(ditheredRun), plain \(plainRun)")
    }

    private func boxMeanError(_ image: PixelBuffer, _ reference: PixelBuffer, box: Int = 8) -> Double {
        var total = 0.0, count = 0
        for top in stride(from: 0, through: image.height - box, by: box) {
            for left in stride(from: 0, through: image.width - box, by: box) {
                var difference = [0, 0, 0]
                for y in top..<(top + box) {
                    for x in left..<(left + box) {
                        let a = image[x, y], b = reference[x, y]
                        difference[0] += Int(a.r) - Int(b.r); difference[1] += Int(a.g) - Int(b.g); difference[2] += Int(a.b) - Int(b.b)
                    }
                }
                for d in difference { total += Double(abs(d)) / Double(box * box); count += 1 }
            }
        }
        return total / Double(count)
    }

    private func meanRun(_ image: PixelBuffer) -> Double {
        var runs = 0
        for y in 0..<image.height {
            runs += 1
            for x in 1..<image.width where image[x, y] != image[x - 1, y] { runs += 1 }
        }
        return Double(image.width * image.height) / Double(runs)
    }

    /// A scene whose background fades from red to blue over a second.
    private func fadingScene() throws -> String {
        try folder.write("""
            scene.size = {40, 30}
            local card = Layer{ frame = {0, 0, 40, 30}, backgroundColor = "#ff0000" }
            scene.root.layer:addSublayer(card)
            card:add(CABasicAnimation{ keyPath = "backgroundColor", fromValue = "#ff0000", toValue = "#0000ff", duration = 1 }, "fade")

            """, to: "fade.lua")
    }

    func testASharedPaletteIsOneGlobalTableForEveryFrame() throws {
        let scene = try fadingScene()
        let shared = try KinemaProcess.run(["export", scene, "--to", "1", "--fps", "10", "--gif-palette", "shared", "-o", "shared.gif"],
                                           in: folder.url)
        XCTAssertEqual(shared.status, 0, shared.errors)
        let sharedBlocks = try blocks("shared.gif")
        XCTAssertTrue(sharedBlocks.hasGlobalTable)
        XCTAssertEqual(sharedBlocks.localTables, Array(repeating: false, count: 11))
        // The palette covers the whole fade: the last frame is still blue, the first red.
        let first = try ImageFile.load(path: path("shared.gif"))
        XCTAssertEqual(first[20, 15], Pixel(r: 255, g: 0, b: 0, a: 255))

        for flags in [[String](), ["--gif-palette", "per-frame"]] {
            let own = try KinemaProcess.run(["export", scene, "--to", "1", "--fps", "10", "-o", "own.gif"] + flags, in: folder.url)
            XCTAssertEqual(own.status, 0, own.errors)
            let ownBlocks = try blocks("own.gif")
            XCTAssertFalse(ownBlocks.hasGlobalTable)
            XCTAssertEqual(ownBlocks.localTables, Array(repeating: true, count: 11))
        }
    }

    func testLoopSetsThePlayCount() throws {
        let scene = try fadingScene()
        // For ever by default and for "forever" or 0; once with no loop block; n plays as n - 1 repeats.
        for (flags, loopCount) in [([String](), 0), (["--loop", "forever"], 0), (["--loop", "0"], 0), (["--loop", "1"], nil),
                                   (["--loop", "5"], 4)] as [([String], Int?)] {
            let result = try KinemaProcess.run(["export", scene, "--to", "0.1", "-o", "loop.gif"] + flags, in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertEqual(try blocks("loop.gif").loopCount, loopCount, flags.joined(separator: " "))
        }
        for bad in ["-1", "65536", "twice"] {
            let result = try KinemaProcess.run(["export", scene, "--to", "0.1", "-o", "loop.gif", "--loop", bad], in: folder.url)
            XCTAssertEqual(result.status, 2, bad)
        }
    }

    func testAFailedGIFExportLeavesNoFile() throws {
        let scene = try folder.write("scene.size = {40, 30}\ndelay(0.1, function() error('boom') end)\n", to: "boom.lua")
        let result = try KinemaProcess.run(["export", scene, "--to", "1", "-o", "boom.gif"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("boom.lua:2: boom"), result.errors)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".gif") || $0.hasSuffix(".part") }
        XCTAssertEqual(left, [])
    }
}
