import ArgumentParser
import Foundation
import Geometry
import Media
import Raster

/// `kinema export`: a run of frames to a folder of PNGs or an animated GIF.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write frames from one scene time to another as a PNG sequence or an animated GIF.",
        discussion: """
            Frames are rendered at from, from + 1/fps, … up to and including to, and written to the \
            folder OUT as frame-00000.png, frame-00001.png, … (the folder is created if needed), or, \
            when OUT ends in .gif, as one looping animated GIF (each frame with its own 256-colour \
            palette; GIF times frames in hundredths of a second, so 30 fps alternates 3 and 4).

            Example:
              kinema export Scenes/Welcome.lua --from 0 --to 2 --fps 30 -o out/welcome
              kinema export Scenes/ShakeyBell.lua --to 2 --fps 25 --events Scenes/Input/ShakeyBell.events -o bell.gif
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The first frame's scene time, in seconds.") var from = 0.0
    @Option(help: "The last scene time, in seconds.") var to: Double
    @Option(help: "Frames per second of scene time.") var fps = 30.0
    @Option(help: SizeArgument.help, transform: { try SizeArgument.parse($0) }) var size: Size?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the frames into, or a .gif file.", valueName: "out"))
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
    }

    func run() throws {
        let session = try scene.openSession(size: size, time: from, input: try input.load(), scale: scale, threads: SceneArgument.machineThreads)
        let pixels = try FrameSize.pixels(of: session.sceneSize, scale: scale)
        let destination = try openDestination(width: pixels.width, height: pixels.height)
        // A small tolerance so that e.g. 0...1 at 30 fps ends exactly on 1 despite rounding.
        let count = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
        let progress = ProgressBar(total: count)
        do {
            try session.renderFrames(at: (0..<count).map { from + Double($0) / fps }, scale: scale) { k, frame, _ in
                if let error = session.error { throw CommandFailure.scene(error.description) }
                switch destination {
                case .folder:
                    try PNGFile.write(frame, path: output + "/" + String(format: "frame-%05d.png", k))
                case .gif(let writer):
                    // Frame k shows until frame k + 1's time, in whole hundredths rounded so the
                    // delays add up to the right total.
                    let delay = Int((Double(k + 1) * 100 / fps).rounded()) - Int((Double(k) * 100 / fps).rounded())
                    try writer.append(frame, delay: delay)
                }
                progress.update(k + 1)
            }
            if let error = session.error { throw CommandFailure.scene(error.description) }
            if case .gif(let writer) = destination { try writer.finish() }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure.environment("\(error)")
        }
    }

    /// Where the frames go.
    private enum Destination {
        case folder
        case gif(GIFWriter)
    }

    private func openDestination(width: Int, height: Int) throws -> Destination {
        if output.lowercased().hasSuffix(".gif") {
            do { return .gif(try GIFWriter(path: output, width: width, height: height)) } catch {
                throw CommandFailure.environment("\(error)")
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.environment("cannot create the folder \(output): \(error.localizedDescription)")
        }
        return .folder
    }
}
