import Foundation
import Media
import Raster
import XCTest

/// `render`, `probe`, `check`, `export` and `bench` on small scenes written for each test.
final class HeadlessTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private let blueScene = """
        scene.size = {40, 30}
        scene.backgroundColor = "#3366cc"

        """

    func testRenderWritesAPNGOfTheScenesSizeTimesTheScale() throws {
        let scene = try folder.write(blueScene, to: "blue.lua")
        let result = try KinemaProcess.run(["render", scene, "--time", "0", "--scale", "2", "-o", "blue.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("blue.png").path)
        XCTAssertEqual(image.width, 80)
        XCTAssertEqual(image.height, 60)
        // #3366cc is (51, 102, 204), opaque.
        XCTAssertEqual(image[0, 0], Pixel(r: 51, g: 102, b: 204, a: 255))
        XCTAssertEqual(image[79, 59], Pixel(r: 51, g: 102, b: 204, a: 255))
    }

    func testRenderDrawsTheInspectorBesideTheSceneAndNamesAMissingSelection() throws {
        let scene = try folder.write(blueScene + "view.layer:addSublayer(CALayer{ name = \"card\", frame = {5, 5, 10, 10} })\n",
                                     to: "inspect.lua")
        var result = try KinemaProcess.run(["render", scene, "--time", "0", "--overlay", "inspector", "--overlay", "curves",
                                            "--select", "card", "-o", "i.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("i.png").path)
        XCTAssertEqual(image.width, 40 + 300, "the inspector's column widens the frame")
        result = try KinemaProcess.run(["render", scene, "--time", "0", "--overlay", "inspector", "--select", "crad", "-o", "j.png"],
                                       in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("no layer named 'crad'; did you mean 'card'?"), result.errors)
        result = try KinemaProcess.run(["render", scene, "--time", "0", "--overlay", "curves", "--animation", "3", "-o", "k.png"],
                                       in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("--animation 3: the scene has added 0 animations"), result.errors)
    }

    func testSizeOptionReplacesTheScenesSize() throws {
        let scene = try folder.write(blueScene, to: "blue.lua")
        let result = try KinemaProcess.run(["render", scene, "--time", "0", "--size", "20x10", "--scale", "3", "-o", "small.png"],
                                           in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let image = try PNGFile.read(path: folder.url.appendingPathComponent("small.png").path)
        XCTAssertEqual([image.width, image.height], [60, 30])
    }

    func testSceneErrorExitsWithStatus1AndNamesTheLine() throws {
        let scene = try folder.write("scene.size = {40, 30}\nerror(\"boom\")\n", to: "broken.lua")
        for arguments in [["render", scene, "--time", "0", "-o", "broken.png"], ["check", scene], ["probe", scene, "--time", "0"]] {
            let result = try KinemaProcess.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.hasPrefix("\(scene):2: "), result.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("broken.png").path))
    }

    func testFramesOfMoreThan4096By4096PixelsAreRefusedUpFront() throws {
        // 16,000 × 16,000 pixels took 2 GB and 15 s to export to GIF.
        let scene = try folder.write("scene.size = {40, 30}\n", to: "huge.lua")
        for arguments in [["export", scene, "--to", "0.1", "--size", "16000x16000", "-o", "huge.gif"],
                          ["render", scene, "--time", "0", "--size", "4097x4096", "-o", "huge.png"],
                          ["bench", scene, "--size", "2048x2048", "--scale", "2.01"]] {
            let result = try KinemaProcess.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.contains("pixels, more than 16777216 (4096 × 4096)"), result.errors)
        }
        let fits = try KinemaProcess.run(["render", scene, "--time", "0", "--size", "8192x2048", "-o", "wide.png"], in: folder.url)
        XCTAssertEqual(fits.status, 0, fits.errors)
    }

    func testAPipeAsTheSceneIsABadArgumentNotAWait() throws {
        let pipe = folder.url.appendingPathComponent("pipe.lua").path
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let result = try KinemaProcess.run(["check", pipe], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("is not a regular file"), result.errors)
        // A link to a scene is followed.
        let scene = try folder.write("scene.size = {10, 10}\n", to: "real.lua")
        let link = folder.url.appendingPathComponent("link.lua").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
        XCTAssertEqual(try KinemaProcess.run(["check", link], in: folder.url).status, 0)
    }

    func testHostileScenesEndWithStatus1AndALine() throws {
        let scenes = [
            ("xpcall.lua", "local x = 1\nxpcall(function() error('x') end, function() while true do end end)\n", 2),
            ("pattern.lua", "local s = string.rep('a', 1e5)\nlocal found = s:find('.-.-.-.-.-.-b')\n", 2),
            ("table.lua", "local x = 1\nerror({})\n", 2),
        ]
        for (name, source, line) in scenes {
            let scene = try folder.write(source, to: name)
            let start = Date()
            let result = try KinemaProcess.run(["check", scene], in: folder.url)
            XCTAssertEqual(result.status, 1, name)
            XCTAssertTrue(result.errors.hasPrefix("\(scene):\(line): "), result.errors)
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, name)
        }
    }

    func testProbeOfALayerTheSceneLacksExitsWithStatus1AndNamesIt() throws {
        let scene = try folder.write(blueScene + "scene.root.layer:addSublayer(Layer{ name = \"food\", frame = {0, 0, 4, 4} })\n",
                                     to: "food.lua")
        let result = try KinemaProcess.run(["probe", scene, "--time", "0", "--layer", "food", "--layer", "foo"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "\(scene): no layer named 'foo'; did you mean 'food'?\n")
        XCTAssertEqual(result.output, "")
        let found = try KinemaProcess.run(["probe", scene, "--time", "0", "--layer", "food"], in: folder.url)
        XCTAssertEqual(found.status, 0, found.errors)
        XCTAssertTrue(found.output.contains("\"name\": \"food\""), found.output)
    }

    func testCheckOfAGoodSceneSucceedsSilently() throws {
        let scene = try folder.write(blueScene, to: "blue.lua")
        let result = try KinemaProcess.run(["check", scene], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "")
    }

    /// A scene that fails while loading runs once: what it printed before failing shows once.
    func testCheckOfAFailingScenePrintsItsOutputOnce() throws {
        let scene = try folder.write("print('before')\nerror('broken')\n", to: "broken.lua")
        let result = try KinemaProcess.run(["check", scene], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "before\n")
        XCTAssertEqual(result.errors, "\(scene):2: broken\n")
    }

    func testExportWritesOneFrameEveryStepUpToAndIncludingTheEnd() throws {
        let scene = try folder.write(blueScene, to: "blue.lua")
        let result = try KinemaProcess.run(["export", scene, "--from", "0", "--to", "0.1", "--fps", "30", "-o", "frames"],
                                           in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("frames").path)
        // 0, 1/30, 2/30 and 3/30 = 0.1.
        XCTAssertEqual(files.sorted(), ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"])
    }

    func testExportToAGIFWritesOneLoopingFilmOfAllTheFrames() throws {
        let scene = try folder.write(blueScene, to: "blue.lua")
        // 0 to 1 s at 30 fps: 31 frames; GIF delays are whole hundredths, 3 or 4 each.
        let result = try KinemaProcess.run(["export", scene, "--to", "1", "--fps", "30", "-o", "film.gif"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let bytes = [UInt8](try Data(contentsOf: folder.url.appendingPathComponent("film.gif")))
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(bytes.last, 0x3B)
        // Graphic control extensions: 21 F9 04, then flags, then the delay (little-endian).
        var delays: [Int] = []
        for i in 0..<(bytes.count - 6) where bytes[i] == 0x21 && bytes[i + 1] == 0xF9 && bytes[i + 2] == 0x04 {
            delays.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8)
        }
        XCTAssertEqual(delays.count, 31)
        // Frame k lasts round(100 (k + 1) / 30) − round(100 k / 30): together round(3100 / 30),
        // 103 hundredths, the 31 frames' 1.033 s to the nearest hundredth.
        XCTAssertEqual(delays.reduce(0, +), 103)
        XCTAssertTrue(delays.allSatisfy { $0 == 3 || $0 == 4 })
        let image = try ImageFile.load(path: folder.url.appendingPathComponent("film.gif").path)
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image[0, 0], Pixel(r: 51, g: 102, b: 204, a: 255))
    }

    func testBenchPrintsOneJSONLine() throws {
        let scene = try folder.write(blueScene, to: "blue.lua")
        for (flags, mode) in [([String](), "incremental"), (["--full"], "full")] {
            let result = try KinemaProcess.run(["bench", scene, "--frames", "10", "--size", "30x20"] + flags, in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            let lines = result.output.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.output)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            XCTAssertEqual(json["mode"] as? String, mode)
            XCTAssertEqual(json["size"] as? [Int], [30, 20])
            XCTAssertEqual(json["frames"] as? Int, 10)
            XCTAssertEqual(json["threads"] as? Int, 1)
            for key in ["median_ms", "p95_ms", "max_ms"] {
                XCTAssertGreaterThanOrEqual(try XCTUnwrap(json[key] as? Double, key), 0, key)
            }
            // A still scene: full mode redraws all 30 × 20 pixels, incremental mode nothing after warm-up.
            XCTAssertEqual(json["pixels_per_frame"] as? Int, mode == "full" ? 600 : 0)
        }
    }

    func testBenchReplaysEventsSoTappedAnimationsAreTimed() throws {
        // A tap at 0.1 s starts a 0.5 s fade; without it every frame after warm-up is idle.
        let scene = try folder.write("""
            scene.size = {30, 20}
            local box = View{ frame = {0, 0, 30, 20}, backgroundColor = "red" }
            view:addSubview(box)
            box:addGestureRecognizer(UITapGestureRecognizer{ action = function()
              UIView.animate{ withDuration = 0.5, animations = function() box.alpha = 0 end }
            end })
            """, to: "tap.lua")
        _ = try folder.write("0.1 tap 15 10\n", to: "tap.txt")
        var pixels: [Int] = []
        for flags in [[], ["--events", "tap.txt"]] {
            let result = try KinemaProcess.run(["bench", scene, "--frames", "30"] + flags, in: folder.url)
            XCTAssertEqual(result.status, 0, result.errors)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            pixels.append(try XCTUnwrap(json["pixels_per_frame"] as? NSNumber).intValue)
        }
        XCTAssertEqual(pixels[0], 0)
        XCTAssertGreaterThan(pixels[1], 0, "the fade repaints the box")
        let missing = try KinemaProcess.run(["bench", scene, "--events", "none.txt"], in: folder.url)
        XCTAssertEqual(missing.status, 2, missing.errors)
    }

    func testEventsDriveGesturesInProbeAndCheck() throws {
        let scene = try folder.write("""
            scene.size = {200, 200}
            local box = View{ name = "box", frame = {0, 0, 20, 20} }
            view:addSubview(box)
            box:addGestureRecognizer(UIPanGestureRecognizer(function(g)
              if g.state == "ended" then box.center = g:location(view) end
              if g.location(g, view).x > 150 then error("too far right") end
            end))
            """, to: "drag.lua")
        _ = try folder.write("0.5 drag 10 10 110 60 0.25\n", to: "drag.txt")
        let probe = try KinemaProcess.run(["probe", scene, "--time", "1", "--events", "drag.txt", "--layer", "box"], in: folder.url)
        XCTAssertEqual(probe.status, 0, probe.errors)
        XCTAssertTrue(probe.output.contains("\"position\": [110, 60]"), probe.output)
        // The same drag, further right, fails in its handler: check reports it with its line.
        _ = try folder.write("0.5 drag 10 10 180 60 0.25\n", to: "far.txt")
        let check = try KinemaProcess.run(["check", scene, "--until", "1", "--events", "far.txt"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.errors.contains("drag.lua:6: too far right (the UIPanGestureRecognizer was cancelled)"), check.errors)
    }
}
