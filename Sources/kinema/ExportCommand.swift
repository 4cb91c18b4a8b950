import ArgumentParser
import Foundation
import Geometry
import Media
import Raster

/// `kinema export`: a run of frames to a folder of PNGs.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write frames from one scene time to another as a PNG sequence.",
        discussion: """
            Frames are rendered at from, from + 1/fps, … up to and including to, and written to the \
            folder OUT as frame-00000.png, frame-00001.png, … (the folder is created if needed). \
            Animated GIF output (OUT ending in .gif) is not available yet.

            Example:
              kinema export Scenes/Welcome.lua --from 0 --to 2 --fps 30 -o out/welcome
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The first frame's scene time, in seconds.") var from = 0.0
    @Option(help: "The last scene time, in seconds.") var to: Double
    @Option(help: "Frames per second of scene time.") var fps = 30.0
    @Option(help: SizeArgument.help, transform: { try SizeArgument.parse($0) }) var size: Size?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the frames into.", valueName: "out"))
    var output: String

    /// More frames than this is surely a mistake in --from, --to or --fps.
    static let largestFrameCount = 100_000

    func validate() throws {
        try ArgumentCheck.finite(from, "--from")
        try ArgumentCheck.finite(to, "--to")
        try ArgumentCheck.positive(fps, "--fps", atMost: 1000)
        try ArgumentCheck.positive(scale, "--scale", atMost: 16)
        guard to >= from else { throw ValidationError("--to (\(to)) must not be before --from (\(from))") }
        guard (to - from) * fps < Double(ExportCommand.largestFrameCount) else {
            throw ValidationError("that is more than \(ExportCommand.largestFrameCount) frames")
        }
        guard !output.lowercased().hasSuffix(".gif") else {
            throw ValidationError("GIF export is not available yet; give a folder for a PNG sequence")
        }
    }

    func run() throws {
        let session = try scene.openSession(size: size, time: from, input: try input.load())
        let pixels = try FrameSize.pixels(of: session.sceneSize, scale: scale)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.environment("cannot create the folder \(output): \(error.localizedDescription)")
        }
        // A small tolerance so that e.g. 0...1 at 30 fps ends exactly on 1 despite rounding.
        let count = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
        let progress = ProgressBar(total: count)
        var frame = PixelBuffer(width: pixels.width, height: pixels.height)
        for k in 0..<count {
            session.time = from + Double(k) / fps
            session.render(into: &frame, scale: scale)
            if let error = session.error { throw CommandFailure.scene(error.description) }
            let path = output + "/" + String(format: "frame-%05d.png", k)
            do { try PNGFile.write(frame, path: path) } catch { throw CommandFailure.environment("\(error)") }
            progress.update(k + 1)
        }
    }
}
