import ArgumentParser
import FileWatch
import Geometry
import Raster

/// `kinema bench`: how fast frames render, as one JSON line.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Render consecutive frames headless and print their timing as one JSON line.",
        discussion: """
            Frame k is rendered at scene time k/fps after \(warmUpFrames) untimed warm-up frames; a frame's \
            time is from the end of the frame before to its own end. With more than one thread, each \
            frame is painted in bands and the next frame's tree is built while it is painted. By \
            default only what changed is recomposited; --full redraws every pixel of every frame; \
            --paused keeps the scene at time 0, so every frame after the first is idle. \
            Prints {"mode", "size" (pixels), "frames", "threads", "median_ms", "p95_ms", "max_ms", \
            "pixels_per_frame"}. Build with -c release for meaningful numbers.

            Example:
              kinema bench Scenes/Welcome.lua --frames 240 --size 750x1334
            """)

    static let warmUpFrames = 5

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: SizeArgument.help, transform: { try SizeArgument.parse($0) }) var size: Size?
    @Option(help: "How many frames to time.") var frames = 120
    @Option(help: "Pixels per point (UIScreen.main.scale in the scene).") var scale: Double = 1
    @Option(help: "Frames per second of scene time: frame k is at k/fps.") var fps = 60.0
    @Option(help: "Rendering threads: each paints a band of every frame.")
    var threads = 1
    @Flag(help: "Redraw every pixel of every frame instead of only what changed.") var full = false
    @Flag(help: "Keep the scene at time 0, as a paused timeline does: every frame after the first is idle.")
    var paused = false
    @Option(help: Overlay.help) var overlay: [Overlay] = []
    @OptionGroup var selection: SelectionArgument

    func validate() throws {
        try ArgumentCheck.range(frames, "--frames", 1...100_000)
        try ArgumentCheck.positive(scale, "--scale", atMost: 16)
        try ArgumentCheck.positive(fps, "--fps", atMost: 1000)
        try ArgumentCheck.range(threads, "--threads", 1...16)
    }

    func run() throws {
        let session = try scene.openSession(size: size, input: try input.load(), scale: scale, threads: threads, onPrint: { _ in })
        for view in overlay { view.show(in: session) }
        try selection.apply(to: session)
        let pixels = try FrameSize.pixels(of: session.frameSize, scale: scale)
        let whole = IntRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        let count = BenchCommand.warmUpFrames + frames
        var times = FrameTimes()
        var pixelsDrawn = 0
        // A frame's time is from the end of the one before to its own end: with the next frame's
        // tree built while this one is painted (`renderFrames`), that is the rate frames come at.
        var lastDone = MonotonicClock.seconds()
        try session.renderFrames(at: (0..<count).map { paused ? 0 : Double($0) / fps }, scale: scale, full: full) { k, _, dirty in
            let done = MonotonicClock.seconds()
            defer { lastDone = done }
            guard k >= BenchCommand.warmUpFrames else { return }
            times.append((done - lastDone) * 1000)
            pixelsDrawn += dirty.reduce(0) { total, rectangle in
                let drawn = rectangle.intersection(whole)
                return total + drawn.width * drawn.height
            }
        }
        if let error = session.error { throw CommandFailure.scene(error.description) }
        let report = BenchReport(full: full, width: pixels.width, height: pixels.height, frames: frames, threads: threads,
                                 times: times, pixelsPerFrame: Double(pixelsDrawn) / Double(frames))
        print(report.json)
    }
}
