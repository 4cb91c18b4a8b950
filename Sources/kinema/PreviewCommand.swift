import ArgumentParser
import FileWatch
import Foundation
import Geometry
import Preview

/// `kinema preview`: the live window.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Open the scene in a window and reload it on every save.",
        discussion: """
            The scene reloads whenever it, a file it requires or an asset it loads is saved, keeping \
            the current scene time and the paused state. A scene error is printed and drawn over \
            the last scene that worked; the window stays open. Scene code that has run for a quarter \
            of a second (an endless loop, an event chain) is stopped as soon as you save, press a key \
            or click, so the window always answers; R runs the scene again.

            Clicks and drags in the scene go to its gestures and buttons, and are recorded on the \
            scene clock: scrubbing back and reloading replay them; new input after scrubbing back \
            replaces what was recorded later. `--events FILE` starts with recorded input.

            The timeline bar under the scene shows the time; drag on it to scrub (backwards too), \
            click its button to play or pause. Keys: Space plays and pauses, ← and → step one \
            frame (1/60 s), 1 to 4 choose the speed (1×, 0.5×, 0.25×, 0.1×), Home goes back to \
            0, H hides and shows the bar, R reloads, Esc, Q or Ctrl+W quits. While a text field \
            edits, keys type into it instead (recorded like clicks): Backspace and Return are its \
            own, Ctrl+V pastes, Esc ends the editing and only Ctrl+W quits.

            Example:
              kinema preview Scenes/Welcome.lua --scale 2 --verbose
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: SizeArgument.help, transform: { try SizeArgument.parse($0) }) var size: Size?
    @Option(help: "Pixels per point of the window when it opens; resizing re-renders at the new scale.")
    var scale: Double = 1
    @Option(help: "Playback speed, 0 or more: 0.5 is half speed.") var speed: Double = 1
    @Flag(help: "Open with the scene clock stopped.") var paused = false
    @Option(help: "The scene time to start at, in seconds (0 or more).") var time: Double = 0
    @Flag(help: "Print every reload and how long it took from the file event to the frame on screen, and the same for pointer input.")
    var verbose = false

    func validate() throws {
        try ArgumentCheck.positive(scale, "--scale", atMost: 16)
        try ArgumentCheck.notNegative(speed, "--speed")
        try ArgumentCheck.notNegative(time, "--time")
    }

    func run() throws {
        let session = try scene.openSession(size: size, time: time, input: try input.load(), scale: scale, threads: SceneArgument.machineThreads, allowingErrors: true)
        if let error = session.error { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        let watcher: FileWatcher
        do { watcher = try FileWatcher() } catch { throw CommandFailure.environment("\(error)") }
        // The scene, and the timeline bar's strip under it.
        let points = session.sceneSize
        let barHeight = TimelineBarLayout.height(forSceneHeight: points.height)
        let window: Window
        do {
            window = try Window(title: Presenter.windowTitle(session.title),
                                width: windowSide(points.width), height: windowSide(points.height + barHeight))
        } catch {
            throw CommandFailure.environment("\(error)")
        }
        let playback = Playback(time: time, speed: speed, isPaused: paused, now: MonotonicClock.seconds())
        Presenter(session: session, scenePath: scene.path, window: window, watcher: watcher,
                  playback: playback, verbose: verbose).run()
    }

    /// A window side in screen points for a scene side in points; the window shrinks to the display anyway.
    private func windowSide(_ points: Double) -> Int {
        let side = (points * scale).rounded()
        return side.isFinite && side >= 1 ? Int(min(side, 16384)) : 1
    }
}
