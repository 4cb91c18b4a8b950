import FileWatch
import Foundation
import Geometry
import Preview
import Raster

/// The previewer's loop: window events, file changes, reloads, rendering and presentation.
final class Presenter {
    private let session: PreviewSession
    private let window: Window
    private let watcher: FileWatcher
    private let scenePath: String
    private let verbose: Bool
    /// The playhead, the timeline bar and what the keys and the pointer do to them.
    private let controls: PlaybackControls
    private var frame = PixelBuffer(width: 0, height: 0)
    private var layout: FrameLayout?
    /// The frame on screen is stale even if the session reports nothing changed.
    private var needsPresent = true
    /// When the reload waiting to reach the screen was asked for (a file event or a key), for `--verbose`.
    private var reloadStart: Double?
    /// When the oldest pointer input the scene took since the last presented frame happened,
    /// for `--verbose`.
    private var inputStart: Double?
    /// Whether that reload loaded the scene (or kept the last good one because of an error).
    private var reloadSucceeded = true
    /// At most one frame per display refresh, even where vsync does not block (software renderers, Xvfb).
    private let frameInterval: Double
    /// Whether the scene runs for ever (an endless animation, an emitter), as of this turn of the loop.
    private var runsForever = false
    /// File changes seen but not yet reloaded.
    private var changes: [FileChange] = []
    /// When `interruptionReason` last looked at the window and the files.
    private var lastInterruptionCheck = 0.0
    /// How long the scene's code may run before a waiting key, click or save stops it: long
    /// enough for any scene that keeps 60 fps, short enough to feel like an answer.
    static let patience = 0.25
    /// How far one notch of the wheel scrolls, in points.
    static let wheelStep = 40.0

    /// Wraps a session whose scene has been loaded once (successfully or not).
    init(session: PreviewSession, scenePath: String, window: Window, watcher: FileWatcher, playback: Playback, verbose: Bool) {
        self.session = session
        self.scenePath = scenePath
        self.window = window
        self.watcher = watcher
        controls = PlaybackControls(playback: playback)
        self.verbose = verbose
        frameInterval = window.refreshInterval
        watcher.watch(session.watchedPaths)
        session.hud.addSublayer(controls.bar.layer)
        session.interruption = { [unowned self] elapsed in self.interruptionReason(afterRunning: elapsed) }
    }

    /// Runs until the window is closed.
    func run() {
        while true {
            let frameStart = MonotonicClock.seconds()
            var reloadRequested = false
            for event in WindowEvent.pending(editing: window.takesText) {
                switch event {
                case .quit: return
                case .reload: reloadRequested = true
                case .toggleTimingPanel:
                    session.showsTimingPanel.toggle()
                    needsPresent = true
                case .toggleInspector:
                    // The window grows by the column (and shrinks back), so the scene keeps its size.
                    let before = session.frameSize.width
                    session.showsInspector.toggle()
                    window.widen(by: session.frameSize.width / before)
                    needsPresent = true
                case .toggleCurves:
                    session.showsCurves.toggle()
                    needsPresent = true
                case .openSelection: openSelection()
                case .hover(let x, let y):
                    guard let layout else { break }
                    session.timingPanel.hover(at: layout.scenePoint(atWindowPoint: Point(x: x, y: y), pixelsPerPoint: window.pixelsPerPoint))
                case .pointerLeft: session.timingPanel.hover(at: nil)
                case .cycleDebugOverlay:
                    session.debugOverlay = DebugOverlayKind.cycled(from: session.debugOverlay)
                    needsPresent = true
                case .redraw:
                    needsPresent = true
                    turnSceneToWindow()
                case .playback(let command): controls.perform(command)
                case .pointer(let phase, let x, let y, let waited):
                    if route(phase, atWindowPoint: Point(x: x, y: y)) {
                        inputStart = min(inputStart ?? .infinity, MonotonicClock.seconds() - waited)
                    }
                case .wheel(let x, let y, let dx, let dy):
                    guard let layout else { break }
                    let point = layout.scenePoint(atWindowPoint: Point(x: x, y: y), pixelsPerPoint: window.pixelsPerPoint)
                    // Over a panel the wheel scrolls its rows (a notch a row, towards the user later).
                    if session.scrollPanels(at: point, byRows: Int((-dy).rounded(.awayFromZero))) { break }
                    session.time = controls.time
                    // A notch moves content 40 points; a wheel turned away from the user scrolls up.
                    session.wheel(at: point, delta: Point(x: dx * Presenter.wheelStep, y: -dy * Presenter.wheelStep))
                case .text(let text):
                    session.time = controls.time
                    session.type(text)
                case .textKey(let key):
                    session.time = controls.time
                    session.press(key)
                case .paste:
                    guard let text = Window.clipboardText else { break }
                    session.time = controls.time
                    session.type(text)
                }
                // Keys are typing while a text field edits, and the previewer's own otherwise.
                window.takesText = session.isEditingText
            }
            changes += watcher.poll(timeout: 0)
            if !changes.isEmpty { changes += restOfBurst() }
            if reloadRequested || !changes.isEmpty {
                // Taken first: a save during the reload (which may stop a runaway scene for it) is kept.
                let since = changes.map(\.timestamp).min() ?? frameStart
                changes = []
                reload(since: since)
            }
            // A drag in the scene runs on past the end (its velocity needs time); so does a scene
            // that runs for ever.
            // Asked once a turn: it walks the scene's layers.
            runsForever = session.runsForever
            controls.advance(to: MonotonicClock.seconds(),
                             end: runsForever || session.isPointerDown ? nil : session.duration)
            if !window.isHidden {
                drawFrame()
                // The turn's work up to presenting, without the wait for the next: the frame-time graph's bar.
                session.recordFrameTime(milliseconds: (MonotonicClock.seconds() - frameStart) * 1000)
            }
            // Playing on (or scrubbing, or a reload) may begin or end a text field's editing.
            window.takesText = session.isEditingText
            // Wait out the rest of the frame on the watcher, so a save wakes the loop at once.
            let remaining = frameStart + frameInterval - MonotonicClock.seconds()
            if remaining > 0 { changes += watcher.poll(timeout: remaining) }
        }
    }

    /// Turns the scene between portrait and landscape when the window is resized across them:
    /// the scene's width and height swap, and its view controllers hear
    /// `viewWillTransition(to:with:)` (recorded, so scrubbing and reloads replay it). Not while
    /// the inspector shows.
    private func turnSceneToWindow() {
        // Beside the inspector's column the window's shape says nothing of the scene's.
        guard !session.showsInspector else { return }
        let output = window.outputSize
        let scene = session.sceneSize
        guard output.width != output.height, scene.width != scene.height,
              (output.width > output.height) != (scene.width > scene.height) else { return }
        session.time = controls.time
        session.resize(to: Size(width: scene.height, height: scene.width))
    }

    /// Why scene code that has run for `elapsed` seconds (the scene, a callback, or events
    /// the clock runs) should stop so the loop can answer the window: a key, a click or a
    /// quit waiting in SDL's queue, which stays there for the loop, or a save, kept for the
    /// reload. Looks at most every 20 ms, and only once the code has run for `patience`.
    private func interruptionReason(afterRunning elapsed: Double) -> String? {
        let now = MonotonicClock.seconds()
        guard elapsed >= Presenter.patience, now - lastInterruptionCheck >= 0.02 else { return nil }
        lastInterruptionCheck = now
        let saved = watcher.poll(timeout: 0)
        changes += saved
        guard !saved.isEmpty || WindowEvent.requestIsWaiting(editing: window.takesText) else { return nil }
        return "stopped after \(String(format: "%.2f", elapsed)) s of running to answer the window "
            + "(a save, a key or a click came); press R to run the scene again"
    }

    /// Tools save in bursts spread over microseconds to a few milliseconds (touch: new times,
    /// then close; vim: rename, create, write, chmod): the changes that follow within a short
    /// quiet spell, so that one save is one reload.
    private func restOfBurst() -> [FileChange] {
        var burst: [FileChange] = []
        let limit = MonotonicClock.seconds() + 0.05
        while MonotonicClock.seconds() < limit {
            let more = watcher.poll(timeout: 0.003)
            if more.isEmpty { break }
            burst += more
        }
        return burst
    }

    private func reload(since start: Double) {
        let time = controls.time
        let error = session.reload()
        if let error { fputs("\(error)\n", stderr) }
        reloadSucceeded = error == nil
        session.time = time
        window.title = Presenter.windowTitle(session.title)
        watcher.watch(session.watchedPaths)
        reloadStart = min(reloadStart ?? start, start)
        needsPresent = true
    }

    /// Sends a pointer event to the timeline bar, and what the bar does not take to the scene;
    /// true when the scene took it. Window points become scene points through the letterbox
    /// layout on screen now.
    private func route(_ phase: WindowEvent.PointerPhase, atWindowPoint windowPoint: Point) -> Bool {
        guard let layout else { return false }
        let point = layout.scenePoint(atWindowPoint: windowPoint, pixelsPerPoint: window.pixelsPerPoint)
        let taken: Bool
        switch phase {
        case .down: taken = controls.pointerDown(at: point)
        case .moved: taken = controls.pointerMoved(to: point)
        case .up: taken = controls.pointerUp(at: point)
        }
        guard !taken else { return false }
        // The panels take clicks on them; while inspecting, a click in the scene picks a layer.
        if phase == .down {
            if session.selectInPanels(at: point) { return false }
            if session.showsInspector {
                if point.x < session.sceneSize.width, point.y < session.sceneSize.height { session.selectLayer(at: point) }
                return false
            }
        }
        // The scene takes the input at the playhead's time, recorded so replays give it again.
        session.time = controls.time
        switch phase {
        case .down: session.pointer(.down, at: point)
        case .moved: session.pointer(.move, at: point)
        case .up: session.pointer(.up, at: point)
        }
        return true
    }

    private func drawFrame() {
        let output = window.outputSize
        session.hudStripHeight = controls.isBarHidden ? 0 : TimelineBarLayout.height(forSceneHeight: session.sceneSize.height)
        let layout = FrameLayout(scene: session.frameSize, outputWidth: output.width, outputHeight: output.height)
        if layout != self.layout {
            self.layout = layout
            needsPresent = true
        }
        if frame.width != layout.width || frame.height != layout.height {
            frame = PixelBuffer(width: layout.width, height: layout.height)
        }
        controls.updateBar(duration: session.duration, sceneSize: session.sceneSize, scale: layout.scale,
                           isEndless: runsForever)
        session.time = controls.time
        let dirty = session.render(into: &frame, scale: layout.scale)
        guard needsPresent || !dirty.isEmpty else { return }
        window.present(frame, dirty: dirty, layout: layout)
        needsPresent = false
        if let start = inputStart {
            inputStart = nil
            if verbose {
                print("input → presented in \(String(format: "%.1f", (MonotonicClock.seconds() - start) * 1000)) ms")
                fflush(stdout)
            }
        }
        if let start = reloadStart {
            reloadStart = nil
            if verbose {
                let milliseconds = (MonotonicClock.seconds() - start) * 1000
                let what = reloadSucceeded ? "reloaded \(scenePath)" : "reloaded \(scenePath) with an error"
                print("\(what) in \(String(format: "%.1f", milliseconds)) ms (event → presented)")
                fflush(stdout)
            }
        }
    }

    /// E: opens the selected layer's line in the editor, or says why not.
    private func openSelection() {
        guard let origin = session.selectedLayerOrigin else {
            let why = session.selectedLayer == nil ? "nothing is selected (press I and click a layer)"
                : "the selected layer was made by Kinema, not by a line of the scene"
            fputs("kinema: E opens the selected layer's line; \(why)\n", stderr)
            return
        }
        print(EditorLaunch.open(origin) { message in fputs(message + "\n", stderr) })
        fflush(stdout)
    }

    /// "Kinema — " and the scene's title (the session falls back to the file name).
    static func windowTitle(_ title: String) -> String { "Kinema — \(title)" }
}
