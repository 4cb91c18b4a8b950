import ArgumentParser
import Geometry
import Media
import Raster

/// `kinema render`: one frame to a PNG, headless.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the frame at a scene time to a PNG, without a window or display.",
        discussion: """
            --overlay timing draws the timing bars over the scene, as T shows them in the window:
            a row per animation the scene added, on its timeline, and the playhead. --overlay
            curves graphs the selected animation (--animation N, else the latest on the layer
            --select names, else the scene's latest); --overlay inspector adds the inspector's
            column beside the scene, the --select layer outlined.

            Example:
              kinema render Scenes/Welcome.lua --time 1.5 --scale 2 -o welcome.png
              kinema render Scenes/Welcome.lua --time 0.8 --overlay timing -o timing.png
              kinema render Scenes/Welcome.lua --time 0.8 --overlay inspector --select card -o inspector.png
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The scene time to render, in seconds.") var time: Double
    @Option(help: SizeArgument.help, transform: { try SizeArgument.parse($0) }) var size: Size?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "out.png"))
    var output: String
    @Option(help: Overlay.help) var overlay: [Overlay] = []
    @OptionGroup var selection: SelectionArgument

    func validate() throws {
        try ArgumentCheck.finite(time, "--time")
        try ArgumentCheck.positive(scale, "--scale", atMost: 16)
    }

    func run() throws {
        let events = try input.load()
        let session = try scene.openSession(size: size, time: time, input: events, scale: scale)
        session.time = time
        for view in overlay { view.show(in: session) }
        try selection.apply(to: session)
        // The inspector's column widens the frame.
        let pixels = try FrameSize.pixels(of: session.frameSize, scale: scale)
        var frame = PixelBuffer(width: pixels.width, height: pixels.height)
        session.render(into: &frame, scale: scale, full: true)
        if let error = session.error { throw CommandFailure.scene(error.description) }
        do {
            try PNGFile.write(frame, path: output)
        } catch {
            throw CommandFailure.environment("\(error)")
        }
    }
}
