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

            --overlay blended, offscreen, redraw and misses draw the debug overlays F steps \
            through in the window, tinting the scene at half strength: blended, each layer green \
            where the compositor knows it is opaque and red where it blends; offscreen, yellow \
            over groups, masks, shadows without a path, rasterization and backdrops; redraw, \
            yellow over the rectangles the frame at --time repainted after the frame before it; \
            misses, magenta over the layers whose bitmaps that frame made afresh rather than \
            reused. For redraw and misses the two 60 Hz frames before --time (1/60 s apart) are \
            drawn first, as playing up to it in the window draws them; at --time 0 there is no \
            frame before, and the whole scene shows repainted and made afresh.

            Example:
              kinema render Scenes/Welcome.lua --time 1.5 --scale 2 -o welcome.png
              kinema render Scenes/Welcome.lua --time 0.8 --overlay timing -o timing.png
              kinema render Scenes/Welcome.lua --time 0.8 --overlay inspector --select card -o inspector.png
              kinema render Scenes/Welcome.lua --time 0.5 --overlay redraw -o redraw.png
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
        // The frames before, when an overlay compares with them, drawn first into the same
        // buffer: two, so a layer that moves or scales is past its first frame of doing so.
        let runUp = overlay.contains(where: \.comparesWithFramesBefore) ? [2.0, 1.0].map { time - $0 / 60 }.filter { $0 >= 0 } : []
        let session = try scene.openSession(size: size, time: runUp.first ?? time, input: events, scale: scale)
        for view in overlay { view.show(in: session) }
        // The inspector's column widens the frame.
        let pixels = try FrameSize.pixels(of: session.frameSize, scale: scale)
        var frame = PixelBuffer(width: pixels.width, height: pixels.height)
        for (k, before) in runUp.enumerated() {
            session.time = before
            session.render(into: &frame, scale: scale, full: k == 0)
        }
        // Shown afresh: the flashes of the frames before do not carry over.
        if !runUp.isEmpty { for view in overlay { view.show(in: session) } }
        session.time = time
        try selection.apply(to: session)
        session.render(into: &frame, scale: scale, full: runUp.isEmpty)
        if let error = session.error { throw CommandFailure.scene(error.description) }
        do {
            try PNGFile.write(frame, path: output)
        } catch {
            throw CommandFailure.environment("\(error)")
        }
    }
}
