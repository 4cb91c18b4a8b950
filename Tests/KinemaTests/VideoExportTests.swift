import Foundation
import Media
import Raster
import XCTest

/// `kinema export` to .mp4, .webm, .apng and .webp through ffmpeg: each format read back by
/// ffmpeg (or webp's own tools: Debian's ffmpeg 5.1 cannot decode animated WebP), and every
/// way the export can fail.
final class VideoExportTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    /// 101 × 75 points, odd both ways, with no background: opaque blue on the left, red at
    /// half opacity top right, clear bottom right, and a green square moving right by 1.33
    /// points a frame at 30 fps so that no two frames are alike (WebP merges equal ones).
    private let scene = """
        scene.size = {101, 75}
        scene.backgroundColor = nil
        scene.root.layer:addSublayer(Layer{ frame = {0, 0, 50, 75}, backgroundColor = "#3366cc" })
        scene.root.layer:addSublayer(Layer{ frame = {50, 0, 51, 37}, backgroundColor = "#e6285a", opacity = 0.5 })
        local mover = Layer{ frame = {55, 50, 10, 10}, backgroundColor = "#20c040" }
        scene.root.layer:addSublayer(mover)
        mover:add(CABasicAnimation{ keyPath = "position.x", fromValue = 60, toValue = 100, duration = 1 }, "move")

        """

    /// Places to look at, away from every edge (H.264 and VP9 blur colour across edges at
    /// half resolution): in the blue, in the half-transparent red, in the clear corner.
    private let samples = [(x: 20, y: 40), (x: 80, y: 15), (x: 90, y: 70)]

    /// The export's frames: 0 to 0.2 s at 30 fps.
    private let frameCount = 7

    private func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

    /// Exports the scene to `name` and returns kinema's result.
    private func export(_ name: String, _ extra: [String] = [], environment: [String: String?] = [:],
                        scene source: String? = nil) throws -> KinemaProcess.Result {
        let scenePath = try folder.write(source ?? scene, to: "scene.lua")
        return try KinemaProcess.run(["export", scenePath, "--to", "0.2", "--fps", "30", "-o", name] + extra,
                                     environment: environment, in: folder.url)
    }

    /// The frame kinema renders at `time`, premultiplied.
    private func reference(at time: Double) throws -> PixelBuffer {
        let scenePath = try folder.write(scene, to: "scene.lua")
        let result = try KinemaProcess.run(["render", scenePath, "--time", String(time), "-o", "reference.png"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        return try PNGFile.read(path: path("reference.png"))
    }

    /// ffprobe's view of the first video stream, counting frames by decoding them.
    private func probe(_ name: String) throws -> [String: String] {
        let ffprobe = try ExternalTool.require("ffprobe", package: "ffmpeg")
        let result = try ExternalTool.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                    "stream=codec_name,width,height,pix_fmt,nb_read_frames,color_space",
                                                    "-of", "default=noprint_wrappers=1", name], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        var fields: [String: String] = [:]
        for line in String(decoding: result.output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// Every frame of `name` as ffmpeg decodes it: straight RGBA bytes, `width` pixels a row.
    private func decodeFrames(_ name: String, width: Int, height: Int) throws -> [[UInt8]] {
        let ffmpeg = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        let result = try ExternalTool.run(ffmpeg, ["-v", "error", "-i", name, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let size = width * height * 4
        XCTAssertEqual(result.output.count % size, 0)
        let bytes = [UInt8](result.output)
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<($0 + size)]) }
    }

    private func pixel(_ bytes: [UInt8], width: Int, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return bytes[i..<(i + 4)].map(Int.init)
    }

    private func assertClose(_ got: [Int], _ want: [Int], within tolerance: Int, _ message: String, line: UInt = #line) {
        XCTAssertEqual(got.count, want.count, message, line: line)
        for (g, w) in zip(got, want) where abs(g - w) > tolerance {
            XCTFail("\(message): got \(got), want \(want) within \(tolerance)", line: line)
            return
        }
    }

    /// The files in the test's folder other than the scene, the reference and the captured output.
    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            !$0.hasSuffix(".out") && !$0.hasSuffix(".err") && $0 != "scene.lua" && !$0.hasSuffix(".sh")
        }
    }

    // MARK: Round trips

    /// H.264 and VP9 are lossy and stored as 8-bit limited-range Y'CbCr 4:2:0. In the middle
    /// of a flat area that costs a few levels: rounding to 219 luma and 224 chroma steps and
    /// back (up to about 2), plus the encoder's quantisation of a flat block (measured: at
    /// most 3 in all). 6 allows for that, and still fails when the colour matrix is wrong:
    /// BT.709 data read as BT.601 turned #e6285a into #d40f59, 23 levels off.
    private let lossyTolerance = 6

    func testMP4IsH264OfEvenSizeWithTheScenesColoursOverBlack() throws {
        _ = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        let result = try export("film.mp4")
        XCTAssertEqual(result.status, 0, result.errors)
        let info = try probe("film.mp4")
        XCTAssertEqual(info["codec_name"], "h264")
        // 101 × 75 has odd sides; yuv420p H.264 needs even ones: one more column and row.
        XCTAssertEqual(info["width"], "102")
        XCTAssertEqual(info["height"], "76")
        XCTAssertEqual(info["pix_fmt"], "yuv420p")
        XCTAssertEqual(info["color_space"], "bt709")
        XCTAssertEqual(info["nb_read_frames"], String(frameCount))
        let frames = try decodeFrames("film.mp4", width: 102, height: 76)
        XCTAssertEqual(frames.count, frameCount)
        let expected = try reference(at: 0)
        for (x, y) in samples {
            // A premultiplied colour is the colour over black; the video is opaque.
            let p = expected[x, y]
            assertClose(pixel(frames[0], width: 102, x, y), [Int(p.r), Int(p.g), Int(p.b), 255], within: lossyTolerance, "mp4 at (\(x), \(y))")
        }
        // The added column and row copy the blue and black edges next to them.
        assertClose(pixel(frames[0], width: 102, 101, 2), pixel(frames[0], width: 102, 99, 2), within: lossyTolerance, "padding column")
        assertClose(pixel(frames[0], width: 102, 20, 75), [51, 102, 204, 255], within: lossyTolerance, "padding row")
    }

    func testWebMIsVP9OfTheScenesOwnSize() throws {
        _ = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        let result = try export("film.webm")
        XCTAssertEqual(result.status, 0, result.errors)
        let info = try probe("film.webm")
        XCTAssertEqual(info["codec_name"], "vp9")
        XCTAssertEqual(info["width"], "101")
        XCTAssertEqual(info["height"], "75")
        XCTAssertEqual(info["pix_fmt"], "yuv420p")
        XCTAssertEqual(info["nb_read_frames"], String(frameCount))
        let frames = try decodeFrames("film.webm", width: 101, height: 75)
        XCTAssertEqual(frames.count, frameCount)
        let expected = try reference(at: 0.2)
        for (x, y) in samples {
            let p = expected[x, y]
            assertClose(pixel(frames[frameCount - 1], width: 101, x, y), [Int(p.r), Int(p.g), Int(p.b), 255], within: lossyTolerance,
                        "webm at (\(x), \(y))")
        }
    }

    func testAPNGIsLosslessWithStraightAlphaAndLoopsAsAsked() throws {
        _ = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        let result = try export("film.apng")
        XCTAssertEqual(result.status, 0, result.errors)
        let info = try probe("film.apng")
        XCTAssertEqual(info["codec_name"], "apng")
        XCTAssertEqual(info["width"], "101")
        XCTAssertEqual(info["height"], "75")
        XCTAssertEqual(info["pix_fmt"], "rgba")
        XCTAssertEqual(info["nb_read_frames"], String(frameCount))
        let frames = try decodeFrames("film.apng", width: 101, height: 75)
        XCTAssertEqual(frames.count, frameCount)
        // Lossless: premultiplied again, the first and last frames are exactly what render draws
        // (straight alpha rounds to nearest, so premultiplied pixels survive the trip).
        for (index, time) in [(0, 0.0), (frameCount - 1, 0.2)] {
            let expected = try reference(at: time)
            let bytes = frames[index]
            var mismatches = 0
            for i in 0..<(101 * 75) {
                let a = UInt32(bytes[4 * i + 3])
                func premultiplied(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
                let got = Pixel(r: premultiplied(bytes[4 * i]), g: premultiplied(bytes[4 * i + 1]), b: premultiplied(bytes[4 * i + 2]), a: UInt8(a))
                if got != expected.pixels[i] { mismatches += 1 }
            }
            XCTAssertEqual(mismatches, 0, "frame \(index)")
        }
        // Straight alpha: the half-transparent red is #e6285a (230, 40, 90) at alpha 128
        // (opacity 0.5), within the one level premultiplying to 8 bits at alpha 128 can lose;
        // the corner is clear.
        XCTAssertEqual(pixel(frames[0], width: 101, 80, 15)[3], 128)
        assertClose(pixel(frames[0], width: 101, 80, 15), [230, 40, 90, 128], within: 1, "apng half red")
        XCTAssertEqual(pixel(frames[0], width: 101, 90, 70), [0, 0, 0, 0])
        // acTL's num_plays: 0 for ever by default, else --loop.
        XCTAssertEqual(try apngPlays("film.apng"), 0)
        let once = try export("once.apng", ["--loop", "3"])
        XCTAssertEqual(once.status, 0, once.errors)
        XCTAssertEqual(try apngPlays("once.apng"), 3)
    }

    /// The num_plays field of the APNG's acTL chunk.
    private func apngPlays(_ name: String) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: folder.url.appendingPathComponent(name)))
        let tag = Array("acTL".utf8)
        let at = try XCTUnwrap((0..<(bytes.count - 12)).first { Array(bytes[$0..<($0 + 4)]) == tag }, "no acTL chunk")
        return bytes[(at + 8)..<(at + 12)].reduce(0) { $0 << 8 | Int($1) }
    }

    func testWebPIsAnimatedWithAlphaEveryFrameAndItsLoopCount() throws {
        _ = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        let result = try export("film.webp", ["--loop", "2"])
        XCTAssertEqual(result.status, 0, result.errors)
        let riff = try WebPChunks(data: try Data(contentsOf: folder.url.appendingPathComponent("film.webp")))
        XCTAssertTrue(riff.hasAlpha)
        XCTAssertTrue(riff.isAnimated)
        XCTAssertEqual(riff.canvas.width, 101)
        XCTAssertEqual(riff.canvas.height, 75)
        XCTAssertEqual(riff.loopCount, 2)
        XCTAssertEqual(riff.frameDurations.count, frameCount)
        // 7 frames of 1/30 s in whole milliseconds: 33 or 34 each.
        XCTAssertTrue(riff.frameDurations.allSatisfy { $0 == 33 || $0 == 34 }, "\(riff.frameDurations)")

        // The first frame's pixels, through webp's own tools (ffmpeg 5.1 cannot decode animated WebP).
        let webpmux = try ExternalTool.require("webpmux", package: "webp")
        let dwebp = try ExternalTool.require("dwebp", package: "webp")
        XCTAssertEqual(try ExternalTool.run(webpmux, ["-get", "frame", "1", "film.webp", "-o", "first.webp"], in: folder.url).status, 0)
        XCTAssertEqual(try ExternalTool.run(dwebp, ["first.webp", "-pam", "-o", "first.pam"], in: folder.url).status, 0)
        let pam = [UInt8](try Data(contentsOf: folder.url.appendingPathComponent("first.pam")))
        let header = Array("ENDHDR\n".utf8)
        let start = try XCTUnwrap((0..<pam.count).first { Array(pam[$0..<min($0 + header.count, pam.count)]) == header }) + header.count
        let bytes = Array(pam[start...])
        XCTAssertEqual(bytes.count, 101 * 75 * 4)
        // Colour is lossy (VP8 at quality 90, 4:2:0) and within a few levels in flat areas;
        // alpha is stored losslessly, so it is exact.
        XCTAssertEqual(pixel(bytes, width: 101, 20, 40)[3], 255)
        XCTAssertEqual(pixel(bytes, width: 101, 80, 15)[3], 128)
        XCTAssertEqual(pixel(bytes, width: 101, 90, 70)[3], 0)
        assertClose(Array(pixel(bytes, width: 101, 20, 40).prefix(3)), [51, 102, 204], within: lossyTolerance, "webp blue")
        assertClose(Array(pixel(bytes, width: 101, 80, 15).prefix(3)), [230, 40, 90], within: lossyTolerance, "webp half red")
    }

    // MARK: Failures

    func testWithoutFFmpegTheExportSaysHowToInstallItAndWritesNothing() throws {
        for environment in [["PATH": ""], ["KINEMA_FFMPEG": "/nonexistent/ffmpeg"]] as [[String: String?]] {
            let result = try export("film.mp4", environment: environment)
            XCTAssertEqual(result.status, 1, result.errors)
            XCTAssertTrue(result.errors.hasPrefix("kinema: exporting to .mp4 needs ffmpeg"), result.errors)
            XCTAssertTrue(result.errors.contains("install ffmpeg (apt-get install ffmpeg)"), result.errors)
            if environment["KINEMA_FFMPEG"] != nil { XCTAssertTrue(result.errors.contains("/nonexistent/ffmpeg"), result.errors) }
            XCTAssertEqual(try leftovers(), [])
        }
    }

    /// Writes an executable shell script into the folder.
    private func script(_ name: String, _ body: String) throws -> String {
        let file = try folder.write("#!/bin/sh\n" + body, to: name)
        XCTAssertEqual(chmod(file, 0o755), 0)
        return file
    }

    /// A stand-in ffmpeg that lists libx264 among its encoders, so the export starts.
    private let listsEncoders = """
        case "$*" in *-encoders*) echo " ------"; echo " V....D libx264   fake H.264"; exit 0;; esac

        """

    func testAnFFmpegWithoutTheEncoderIsNamed() throws {
        let fake = try script("fake.sh", """
            echo " ------"
            echo " V....D apng   APNG"
            """)
        let result = try export("film.mp4", environment: ["KINEMA_FFMPEG": fake])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("has no libx264 encoder, which exporting to .mp4 needs"), result.errors)
        XCTAssertEqual(try leftovers(), [])
    }

    func testAnFFmpegThatDiesMidwayIsReportedWithItsLastLinesAndLeavesNoFile() throws {
        // It reads 100 KB of the 5 MB of frames, complains and exits: kinema's next writes
        // meet a closed pipe, which must be an error (SIGPIPE is ignored), not a crash.
        let fake = try script("dying.sh", listsEncoders + """
            head -c 100000 > /dev/null
            echo "fake ffmpeg: reading frames" >&2
            echo "fake ffmpeg: the encoder gave up" >&2
            exit 3
            """)
        let result = try export("film.mp4", ["--size", "200x200", "--to", "1"], environment: ["KINEMA_FFMPEG": fake])
        XCTAssertEqual(result.status, 1, "status \(result.status): \(result.errors)")
        XCTAssertTrue(result.errors.hasPrefix("kinema: ffmpeg could not write film.mp4"), result.errors)
        XCTAssertTrue(result.errors.contains("exit status 3"), result.errors)
        XCTAssertTrue(result.errors.contains("fake ffmpeg: reading frames\n  fake ffmpeg: the encoder gave up"), result.errors)
        XCTAssertEqual(try leftovers(), [])
    }

    func testARealFFmpegKilledMidwayLeavesNoPartialFile() throws {
        let ffmpeg = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        // ffmpeg may write only 4 KB: the file-size limit kills it (SIGXFSZ) with a partial file
        // written, which kinema must remove.
        let limited = try script("limited.sh", """
            case "$*" in *-encoders*) exec \(ffmpeg) "$@";; esac
            ulimit -f 4
            exec \(ffmpeg) "$@"
            """)
        let result = try export("film.apng", ["--size", "200x200", "--to", "1"], environment: ["KINEMA_FFMPEG": limited])
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.hasPrefix("kinema: ffmpeg could not write film.apng"), result.errors)
        XCTAssertTrue(result.errors.contains("killed by signal \(SIGXFSZ) (SIGXFSZ)"), result.errors)
        XCTAssertEqual(try leftovers(), [])
    }

    func testAnOutputFFmpegCannotCreateQuotesFFmpeg() throws {
        _ = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        // /proc exists but takes no new files, for root too: ffmpeg fails opening its output.
        let result = try export("/proc/film.mp4")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.hasPrefix("kinema: ffmpeg could not write /proc/film.mp4"), result.errors)
        // ffmpeg's own line, naming the file the user asked for (not the temporary name).
        XCTAssertTrue(result.errors.contains("\n  /proc/film.mp4: "), result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/proc/film.mp4"))
    }

    func testASceneErrorMidwayStopsFFmpegAndLeavesNoFile() throws {
        _ = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        let failing = scene + "delay(0.1, function() error('boom') end)\n"
        let result = try export("film.mp4", scene: failing)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("scene.lua:8: boom"), result.errors)
        XCTAssertEqual(try leftovers(), [])
    }

    func testAnInterruptedExportStopsFFmpegAndRemovesThePartialFile() throws {
        let ffmpeg = try ExternalTool.require("ffmpeg", package: "ffmpeg")
        // The wrapper notes ffmpeg's process id (exec keeps it) so the test can see it end.
        let wrapper = try script("pid.sh", """
            case "$*" in *-encoders*) exec \(ffmpeg) "$@";; esac
            echo $$ > "\(path("ffmpeg.pid"))"
            exec \(ffmpeg) "$@"
            """)
        let scenePath = try folder.write(scene, to: "scene.lua")
        let (process, _, _) = try KinemaProcess.start(["export", scenePath, "--to", "600", "--size", "300x300", "-o", "long.webm"],
                                                      environment: ["KINEMA_FFMPEG": wrapper], in: folder.url)
        defer { if process.isRunning { process.terminate() } }
        // Wait until ffmpeg runs and has made its temporary file.
        let deadline = Date().addingTimeInterval(20)
        var partial: String?
        while Date() < deadline, partial == nil || !FileManager.default.fileExists(atPath: path("ffmpeg.pid")) {
            partial = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).first { $0.hasSuffix(".part") }
            usleep(20_000)
        }
        XCTAssertEqual(partial?.hasPrefix(".long.webm.kinema-"), true, "no temporary file appeared")
        let pidText = try String(contentsOfFile: path("ffmpeg.pid"), encoding: .utf8)
        let ffmpegPID = try XCTUnwrap(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        process.terminate()  // SIGTERM
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 128 + SIGTERM)
        // ffmpeg was killed and waited for: no such process any more.
        XCTAssertEqual(kill(ffmpegPID, 0), -1)
        XCTAssertEqual(errno, ESRCH)
        XCTAssertEqual(try leftovers().filter { $0 != "ffmpeg.pid" }, [])
    }

    func testBadOutputsAreRefusedBeforeAnythingRuns() throws {
        let cases: [([String], String)] = [
            (["-o", "missing/film.mp4"], "cannot write missing/film.mp4: there is no folder missing"),
            (["-o", "film.mov"], ".mov is not a format kinema writes; use a folder (PNG frames) or a file ending in .gif, .mp4, .webm, .apng, .webp"),
            (["-o", "film.png"], "for an animated PNG use .apng"),
            (["-o", "film.mp4", "--loop", "2"], "--loop is for .gif, .apng and .webp; an MP4 has no play count"),
            (["-o", "film.webm", "--no-dither"], "--no-dither is for .gif"),
            (["-o", "film.apng", "--gif-palette", "shared"], "--gif-palette is for .gif"),
            (["-o", "frames", "--loop", "2"], "PNG frames do not play"),
        ]
        let scenePath = try folder.write(scene, to: "scene.lua")
        for (arguments, message) in cases {
            let result = try KinemaProcess.run(["export", scenePath, "--to", "0.2"] + arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.contains(message), result.errors)
        }
        XCTAssertEqual(try leftovers(), [])
        // A folder named like a video is refused too, not filled with PNGs.
        try FileManager.default.createDirectory(atPath: path("taken.mp4"), withIntermediateDirectories: false)
        let taken = try KinemaProcess.run(["export", scenePath, "--to", "0.2", "-o", "taken.mp4"], in: folder.url)
        XCTAssertEqual(taken.status, 2)
        XCTAssertTrue(taken.errors.contains("taken.mp4 is a folder"), taken.errors)
    }
}

/// The chunks of a WebP file that say what it is (RIFF, the WebP container specification).
struct WebPChunks {
    var hasAlpha = false
    var isAnimated = false
    var canvas = (width: 0, height: 0)
    var loopCount: Int?
    var frameDurations: [Int] = []

    init(data: Data) throws {
        let bytes = [UInt8](data)
        func u24(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 }
        func u32(_ i: Int) -> Int { u24(i) | Int(bytes[i + 3]) << 24 }
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8) else {
            throw XCTSkip("not a WebP file")
        }
        var i = 12
        while i + 8 <= bytes.count {
            let tag = String(decoding: bytes[i..<(i + 4)], as: UTF8.self), size = u32(i + 4), body = i + 8
            switch tag {
            case "VP8X":
                hasAlpha = bytes[body] & 0x10 != 0
                isAnimated = bytes[body] & 0x02 != 0
                canvas = (u24(body + 4) + 1, u24(body + 7) + 1)
            case "ANIM":
                loopCount = Int(bytes[body + 4]) | Int(bytes[body + 5]) << 8
            case "ANMF":
                frameDurations.append(u24(body + 12))
            default:
                break
            }
            i = body + size + (size & 1)
        }
    }
}
