@testable import kinema
import XCTest

/// How export reads OUT, --loop and ffmpeg's encoder list, and where it looks for ffmpeg.
final class ExportFormatTests: XCTestCase {
    func testTheOutputsNameChoosesTheFormat() throws {
        let noFolders: (String) -> Bool = { _ in false }
        XCTAssertEqual(try ExportFormat.of("film.mp4", isFolder: noFolders), .video(.mp4))
        XCTAssertEqual(try ExportFormat.of("out/Film.WEBM", isFolder: noFolders), .video(.webm))
        XCTAssertEqual(try ExportFormat.of("a.b/film.apng", isFolder: noFolders), .video(.apng))
        XCTAssertEqual(try ExportFormat.of("film.webp", isFolder: noFolders), .video(.webp))
        XCTAssertEqual(try ExportFormat.of("film.gif", isFolder: noFolders), .gif)
        XCTAssertEqual(try ExportFormat.of("frames", isFolder: noFolders), .pngFolder)
        XCTAssertEqual(try ExportFormat.of("frames.v2/", isFolder: noFolders), .pngFolder)
        XCTAssertEqual(try ExportFormat.of(".hidden", isFolder: noFolders), .pngFolder)
        // An existing folder with a dot is a folder; one named like a film is refused.
        XCTAssertEqual(try ExportFormat.of("frames.v2", isFolder: { $0 == "frames.v2" }), .pngFolder)
        XCTAssertThrowsError(try ExportFormat.of("taken.mp4", isFolder: { _ in true }))
        for refused in ["film.mov", "film.png", ""] {
            XCTAssertThrowsError(try ExportFormat.of(refused, isFolder: noFolders), refused) { error in
                XCTAssertEqual((error as? CommandFailure)?.status, 2)
            }
        }
    }

    func testLoopReadsForeverOrAPlayCount() {
        XCTAssertEqual(PlayCount(argument: "forever"), .forever)
        XCTAssertEqual(PlayCount(argument: "Infinite"), .forever)
        XCTAssertEqual(PlayCount(argument: "0"), .forever)
        XCTAssertEqual(PlayCount(argument: "1"), .times(1))
        XCTAssertEqual(PlayCount(argument: "65535")?.plays, 65535)
        XCTAssertEqual(PlayCount.forever.plays, 0)
        for bad in ["-1", "65536", "1.5", "twice", ""] { XCTAssertNil(PlayCount(argument: bad), bad) }
    }

    func testEncoderNamesComeAfterTheLegend() {
        let listing = """
            Encoders:
             V..... = Video
             .....D = Supports direct rendering method 1
             ------
             V....D libx264              libx264 H.264 / AVC / MPEG-4 AVC / MPEG-4 part 10 (codec h264)
             V....D libwebp_anim         libwebp WebP image (codec webp)
             A....D aac                  AAC (Advanced Audio Coding)
            """
        XCTAssertEqual(FFmpeg.encoderNames(in: listing), ["libx264", "libwebp_anim", "aac"])
    }

    func testFFmpegIsTheOverrideOrTheFirstOnPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let program = try folder.write("#!/bin/sh\n", to: "ffmpeg")
        XCTAssertEqual(chmod(program, 0o755), 0)
        XCTAssertEqual(try FFmpeg.locate(for: "x", environment: ["PATH": "/nonexistent:\(folder.url.path)"]).path, program)
        XCTAssertEqual(try FFmpeg.locate(for: "x", environment: ["PATH": "", "KINEMA_FFMPEG": program]).path, program)
        XCTAssertThrowsError(try FFmpeg.locate(for: "x", environment: ["PATH": ""]))
        XCTAssertThrowsError(try FFmpeg.locate(for: "x", environment: ["PATH": folder.url.path, "KINEMA_FFMPEG": "/nonexistent/ffmpeg"]))
        // A file that cannot run is not an ffmpeg.
        XCTAssertEqual(chmod(program, 0o644), 0)
        XCTAssertThrowsError(try FFmpeg.locate(for: "x", environment: ["PATH": folder.url.path]))
    }

    func testTheSharedPalettesSamplesSpreadOverTheExport() {
        XCTAssertEqual(ExportCommand.sampleIndices(count: 5, samples: 32), [0, 1, 2, 3, 4])
        let spread = ExportCommand.sampleIndices(count: 601, samples: 32)
        XCTAssertEqual(spread.count, 32)
        XCTAssertEqual(spread.first, 0)
        XCTAssertEqual(spread.last, 600)
        XCTAssertEqual(spread, spread.sorted())
        XCTAssertEqual(Set(spread).count, 32)
    }

    func testMP4GetsEvenSidesAndTheOthersKeepTheirs() {
        XCTAssertTrue(VideoFormat.mp4.encodedSize(width: 101, height: 75) == (102, 76))
        XCTAssertTrue(VideoFormat.mp4.encodedSize(width: 750, height: 1334) == (750, 1334))
        XCTAssertTrue(VideoFormat.webm.encodedSize(width: 101, height: 75) == (101, 75))
        XCTAssertEqual(FFmpegNumber.text(30), "30")
        XCTAssertEqual(FFmpegNumber.text(29.97), "29.97")
    }
}
