import ArgumentParser
import Foundation
import Geometry
import Media
import Preview
import Raster

/// `kinema export`: a run of frames to a folder of PNGs, an animated GIF, or through ffmpeg
/// to an MP4, WebM, animated PNG or animated WebP.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write frames from one scene time to another as PNGs, an animated GIF, a video or an animated PNG or WebP.",
        discussion: """
            Frames are rendered at from, from + 1/fps, … up to and including to. OUT chooses:
              folder  PNG frames frame-00000.png, frame-00001.png, … (created if needed)
              .gif    animated GIF, 256 colours a frame, dithered, written by kinema
              .mp4    H.264 video (libx264, yuv420p, BT.709), opaque, even sides
              .webm   VP9 video (libvpx-vp9, yuv420p, BT.709), opaque
              .apng   animated PNG, lossless, with alpha
              .webp   animated WebP, lossy colour (quality 90), lossless alpha

            A folder whose name has a dot needs a / at the end. GIF frames are dithered \
            (Floyd–Steinberg; --no-dither turns it off) and each has its own palette, or all \
            share one with --gif-palette shared; GIF times frames in hundredths of a second, so \
            30 fps alternates 3 and 4. H.264 needs even sides: an odd width or height gets one \
            more column or row, a copy of the last.

            .mp4, .webm, .apng and .webp are written by ffmpeg (apt-get install ffmpeg); the \
            environment variable KINEMA_FFMPEG names another ffmpeg to run. MP4 and WebM have no \
            alpha: where the scene is transparent (only when it sets scene.backgroundColor = nil; \
            it is white otherwise) they show black. GIF, APNG and WebP loop for ever unless \
            --loop gives a number of plays; MP4 and WebM have no play count, so --loop is refused \
            for them. A file is written under a temporary name beside OUT and renamed when \
            complete: a failure or Ctrl-C leaves no partial file.

            Example:
              kinema export Scenes/Welcome.lua --from 0 --to 2 --fps 30 -o out/welcome
              kinema export Scenes/ShakeyBell.lua --to 2 --fps 25 --events Scenes/Input/ShakeyBell.events -o bell.gif
              kinema export Scenes/SnowEmitter.lua --to 10 --fps 60 --scale 2 -o snow.mp4
              kinema export Scenes/LogoReveal.lua --to 3 --loop 1 -o logo.webp
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The first frame's scene time, in seconds.") var from = 0.0
    @Option(help: "The last scene time, in seconds.") var to: Double
    @Option(help: "Frames per second of scene time.") var fps = 30.0
    @Option(help: SizeArgument.help, transform: { try SizeArgument.parse($0) }) var size: Size?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(help: ArgumentHelp("How many times a .gif, .apng or .webp plays: forever (or 0), or 1 to 65535 (1 plays once).",
                               valueName: "plays"))
    var loop: PlayCount?
    @Flag(inversion: .prefixedNo, help: "Dither .gif frames (Floyd–Steinberg error diffusion); --no-dither maps each pixel to its nearest palette colour.")
    var dither = true
    @Option(help: ArgumentHelp("per-frame: each .gif frame gets its own 256-colour palette; shared: one palette, from up to 32 frames spread over the export, for all.",
                               valueName: "palette"))
    var gifPalette: GIFPaletteMode?
    @Option(name: .shortAndLong, help: ArgumentHelp("A folder for PNG frames, or a .gif, .mp4, .webm, .apng or .webp file.", valueName: "out"))
    var output: String

    /// `--gif-palette`.
    enum GIFPaletteMode: String, ExpressibleByArgument, CaseIterable {
        case perFrame = "per-frame"
        case shared
    }

    /// More frames than this is surely a mistake in --from, --to or --fps.
    static let largestFrameCount = 100_000
    /// How many frames a shared GIF palette is built from.
    static let paletteSamples = 32
    /// WebP's largest side.
    static let largestWebPSide = 16383

    func validate() throws {
        try ArgumentCheck.finite(from, "--from")
        try ArgumentCheck.finite(to, "--to")
        try ArgumentCheck.positive(fps, "--fps", atMost: 1000)
        try ArgumentCheck.positive(scale, "--scale", atMost: 16)
        guard to >= from else { throw ValidationError("--to (\(to)) must not be before --from (\(from))") }
        guard (to - from) * fps < Double(ExportCommand.largestFrameCount) else {
            throw ValidationError("that is more than \(ExportCommand.largestFrameCount) frames")
        }
    }

    func run() throws {
        let format = try ExportFormat.of(output)
        try checkOptions(for: format)
        var ffmpeg: FFmpeg?
        if case .video(let video) = format {
            let program = try FFmpeg.locate(for: "exporting to .\(video.fileExtension)")
            guard try program.encoders().contains(video.encoder) else {
                throw CommandFailure.environment("\(program.path) has no \(video.encoder) encoder, which exporting to "
                                                 + ".\(video.fileExtension) needs; Debian's ffmpeg has it (apt-get install ffmpeg)")
            }
            ffmpeg = program
        }
        let session = try scene.openSession(size: size, time: from, input: try input.load(), scale: scale, threads: SceneArgument.machineThreads)
        let pixels = try FrameSize.pixels(of: session.sceneSize, scale: scale)
        if format == .video(.webp), max(pixels.width, pixels.height) > ExportCommand.largestWebPSide {
            throw CommandFailure.usage("a WebP is at most \(ExportCommand.largestWebPSide) pixels a side; "
                                       + "this export is \(pixels.width)×\(pixels.height)")
        }
        // A small tolerance so that e.g. 0...1 at 30 fps ends exactly on 1 despite rounding.
        let count = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
        let times = (0..<count).map { from + Double($0) / fps }
        let plays = loop?.plays ?? 0
        do {
            switch format {
            case .pngFolder:
                try createFolder()
                let progress = ProgressBar(total: count)
                try render(session, times) { k, frame in
                    try PNGFile.write(frame, path: output + (output.hasSuffix("/") ? "" : "/") + String(format: "frame-%05d.png", k))
                    progress.update(k + 1)
                }
            case .gif:
                try exportGIF(session, times, width: pixels.width, height: pixels.height, plays: plays)
            case .video(let video):
                let writer = try VideoWriter(format: video, ffmpeg: ffmpeg!, path: output, width: pixels.width, height: pixels.height,
                                             fps: fps, plays: plays)
                let progress = ProgressBar(total: count)
                do {
                    try render(session, times) { k, frame in
                        try writer.append(frame)
                        progress.update(k + 1)
                    }
                    try writer.finish()
                } catch {
                    writer.cancel()
                    throw error
                }
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure.environment("\(error)")
        }
    }

    /// Renders the frames at `times`, handing each to `body`; a scene error stops the export.
    private func render(_ session: PreviewSession, _ times: [Double], _ body: (Int, PixelBuffer) throws -> Void) throws {
        try session.renderFrames(at: times, scale: scale) { k, frame, _ in
            if let error = session.error { throw CommandFailure.scene(error.description) }
            try body(k, frame)
        }
        if let error = session.error { throw CommandFailure.scene(error.description) }
    }

    /// The GIF: with `--gif-palette shared`, a first pass over sampled frames builds the one
    /// palette; the frames are then rendered again, in order, and written.
    private func exportGIF(_ session: PreviewSession, _ times: [Double], width: Int, height: Int, plays: Int) throws {
        let samples = gifPalette == .shared ? ExportCommand.sampleIndices(count: times.count, samples: ExportCommand.paletteSamples) : []
        let progress = ProgressBar(total: samples.count + times.count)
        var palette: Palette?
        if !samples.isEmpty {
            var histogram = ColorHistogram()
            try render(session, samples.map { times[$0] }) { k, frame in
                histogram.add(frame)
                progress.update(k + 1)
            }
            palette = Palette(of: histogram)
        }
        let partial = PartialOutput(destination: output)
        do {
            let writer: GIFWriter
            do {
                writer = try GIFWriter(path: partial.temporary, width: width, height: height, plays: plays, dither: dither,
                                       sharedPalette: palette)
            } catch {
                throw CommandFailure.environment("\(error)")
            }
            try render(session, times) { k, frame in
                // Frame k shows until frame k + 1's time, in whole hundredths rounded so the
                // delays add up to the right total.
                let delay = Int((Double(k + 1) * 100 / fps).rounded()) - Int((Double(k) * 100 / fps).rounded())
                try writer.append(frame, delay: delay)
                progress.update(samples.count + k + 1)
            }
            try writer.finish()
            try partial.commit()
        } catch {
            partial.discard()
            throw error
        }
    }

    /// `samples` indices spread evenly over `0..<count`, first and last included (all of
    /// them when there are no more than `samples`).
    static func sampleIndices(count: Int, samples: Int) -> [Int] {
        guard count > samples else { return Array(0..<count) }
        guard samples > 1 else { return [0] }
        return (0..<samples).map { Int((Double($0) * Double(count - 1) / Double(samples - 1)).rounded()) }
    }

    /// Refuses options the format has no use for, and a file in a folder that does not exist.
    private func checkOptions(for format: ExportFormat) throws {
        if loop != nil, !format.loops {
            let why: String
            if case .video(let video) = format {
                why = "an \(video.fileExtension.uppercased()) has no play count (a player loops it if asked, as <video loop> does)"
            } else {
                why = "PNG frames do not play"
            }
            throw CommandFailure.usage("--loop is for .gif, .apng and .webp; \(why)")
        }
        if format != .gif {
            if !dither { throw CommandFailure.usage("--no-dither is for .gif; \(format.label) is not dithered") }
            if gifPalette != nil { throw CommandFailure.usage("--gif-palette is for .gif, not \(format.label)") }
        }
        if format != .pngFolder {
            let folder = (output as NSString).deletingLastPathComponent
            if !folder.isEmpty, !ExportFormat.isExistingFolder(folder) {
                throw CommandFailure.usage("cannot write \(output): there is no folder \(folder)")
            }
        }
    }

    private func createFolder() throws {
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.environment("cannot create the folder \(output): \(error.localizedDescription)")
        }
    }
}
