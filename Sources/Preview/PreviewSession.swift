import Geometry
import Layers
import Media
import Raster
import SceneScript
import Views

/// How a session starts.
public struct SessionOptions {
    /// Replaces the size the scene asks for (points), as `--size` does.
    public var sizeOverride: Size?
    /// The scene time to start at, in seconds.
    public var initialTime: Double
    /// Recorded pointer input (an events file), in time order.
    public var input: [InputEvent]

    /// Pixels per point the scene is drawn at, which scenes read as `UIScreen.main.scale`.
    public var screenScale: Double

    /// How many threads paint each frame, each a band of it.
    public var renderThreads: Int

    /// Makes the Lua of a scene that is not Lua (a Swift scene); nil reads the file as Lua.
    public var translator: SceneTranslator?

    public init(sizeOverride: Size? = nil, initialTime: Double = 0, input: [InputEvent] = [], screenScale: Double = 2,
                renderThreads: Int = 1) {
        self.sizeOverride = sizeOverride
        self.initialTime = initialTime
        self.input = input
        self.screenScale = screenScale
        self.renderThreads = max(renderThreads, 1)
    }
}

/// One open scene, headless: loads and reloads it (keeping the last good one when a reload
/// fails), keeps the playhead, and draws frames (scene + HUD) into pixel buffers. The window,
/// `render`, `probe`, `check` and the benchmarks all go through it.
public final class PreviewSession {
    public let scenePath: String
    public let options: SessionOptions
    /// Scene time in seconds. Setting it moves the scene to that instant: forwards by running
    /// what is due on the scene clock, backwards by running the scene again from the start
    /// (the state at a time is a pure function of the script, the input and the time).
    public var time: Double {
        get { currentTime }
        set { seek(to: newValue) }
    }
    private var currentTime: Double

    /// The scene that last loaded without error.
    private var runtime: SceneRuntime?
    /// Why the last load failed, or nil when it worked.
    public private(set) var error: SceneError?
    /// The scene file, what it required and the assets it loaded, in the last attempt and
    /// the last good load: a fix to any of them must trigger a reload.
    public private(set) var watchedPaths: Set<String>

    private let compositor: Compositor
    private let frameRoot = Layer()
    /// Layers drawn over the frame (the scene and the HUD strip under it) and under the error
    /// banner, in scene points: where the window puts its heads-up display (the timeline bar).
    public let hud = Layer()
    /// The timing bars over the scene (`T`, `render --overlay timing`).
    public let timingPanel = TimingPanel()
    /// Whether the timing bars show.
    public var showsTimingPanel = false
    /// The inspector beside the scene (`I`, `render --overlay inspector`).
    public let inspector = InspectorPanel()
    /// Whether the inspector shows: the frame grows by its column.
    public var showsInspector = false
    /// The curve graphs of the selected animation (`C`, `render --overlay curves`).
    public let curvePanel = CurvePanel()
    public var showsCurves = false
    /// The layer the inspector and the outline show, by its place in the scene's tree (so it
    /// survives the replays that scrubbing back and reloading run).
    public var selectedLayer: LayerPath?
    /// The animation the curve graphs show, by its number in the animation log.
    public var selectedAnimation: Int?
    /// The debug overlay drawn over the scene, under the HUD (`F`, `render --overlay blended`),
    /// or nil for none. Choosing one starts it afresh.
    public var debugOverlay: DebugOverlayKind? {
        get { debug.kind }
        set { debug.kind = newValue }
    }
    private let debug = DebugOverlay()
    private let overlay = ErrorOverlay()
    private let text = MediaTextRenderer()

    public init(scenePath: String, options: SessionOptions = SessionOptions()) {
        self.scenePath = scenePath
        self.options = options
        currentTime = options.initialTime.isFinite ? max(options.initialTime, 0) : 0
        input = options.input
        watchedPaths = [scenePath]
        compositor = Compositor(textRenderer: text)
        compositor.threads = options.renderThreads
        // A replicator's copy k shows its sublayers k·instanceDelay earlier: the presentation
        // of the same model layers at the shifted time.
        compositor.timeShiftedPresentation = { [unowned self] sublayer, shift in
            sublayer.modelLayer?.presentationTree(at: self.currentTime + shift) ?? sublayer
        }
        frameRoot.addSublayer(debug.layer)
        frameRoot.addSublayer(hud)
        frameRoot.addSublayer(curvePanel.layer)
        frameRoot.addSublayer(timingPanel.layer)
        frameRoot.addSublayer(inspector.layer)
        frameRoot.addSublayer(overlay.layer)
    }

    /// The scene's size in points.
    /// The scene's size: as it turned last (a `resize` event), else `--size`, else its own.
    public var sceneSize: Size { runtime?.turnedSize ?? options.sizeOverride ?? runtime?.size ?? SceneRuntime.defaultSize }
    /// The height of a strip under the scene, in points, that only the HUD draws in: where the
    /// window puts its timeline bar, so the bar never covers the scene. 0 headless.
    public var hudStripHeight = 0.0 {
        didSet { if !(hudStripHeight.isFinite && hudStripHeight >= 0) { hudStripHeight = 0 } }
    }
    /// The frame's size in points: the scene and the HUD strip under it, and the inspector's
    /// column beside them when it shows.
    public var frameSize: Size {
        Size(width: sceneSize.width + (showsInspector ? InspectorPanel.width : 0), height: sceneSize.height + hudStripHeight)
    }
    /// The scene's title, or its file name.
    public var title: String {
        if let title = runtime?.title, !title.isEmpty { return title }
        return String(scenePath.split(separator: "/").last ?? Substring(scenePath))
    }
    /// The root view of the last good scene.
    public var root: View? { runtime?.root }
    /// What the scene printed while loading.
    public var log: [String] { runtime?.log ?? [] }
    /// Receives what the scene prints, once per line: replaying the scene to scrub backwards
    /// prints the same lines in the same order, so those already passed on are skipped; a
    /// reload of the file starts again.
    public var onPrint: ((String) -> Void)?
    /// How many of the scene's printed lines have been passed on.
    private var printedCount = 0
    /// Receives Kinema's own notes about the scene (an emitter thinned to its particle cap),
    /// each once.
    public var onWarning: ((String) -> Void)?
    private var warned: Set<String> = []
    /// Asked now and then while the scene's code runs, with the real seconds it has run for;
    /// a reason stops it there (see `SceneRuntime.interruption`). The window sets it.
    public var interruption: ((_ elapsed: Double) -> String?)? {
        didSet { runtime?.interruption = interruption }
    }
    /// The timeline's length: `scene.duration`, or the last end of anything scheduled.
    public var duration: Double { runtime?.duration ?? 1 }
    /// Whether the scene runs for ever (an endless animation, an emitter): its timeline has no
    /// end to stop at.
    public var runsForever: Bool { runtime?.runsForever ?? false }
    /// The presentation tree last drawn, above which the HUD sits.
    private var presented: Layer?

    /// The input the scene has had, in time order: the events file's and then what
    /// `pointer(_:at:)`, `wheel(at:delta:)`, `type(_:)` and `press(_:)` recorded. Replaying the scene (scrubbing back, reloading) replays it.
    public private(set) var input: [InputEvent]
    /// How many of `input` the running scene has been given: each event goes to the scene
    /// when the playhead reaches it, so input recorded later can replace what lies ahead.
    private var delivered = 0
    /// Whether the pointer is pressed in the scene (a move or release without a press is not
    /// input the scene sees).
    private var pointerIsDown = false

    /// Runs the scene file again. On success the new scene replaces the old; on failure the
    /// old one stays on screen with the error over it.
    @discardableResult
    public func reload() -> SceneError? {
        printedCount = 0
        return runScene()
    }

    /// Loads the scene file into a new runtime and runs it to the current time.
    private func runScene() -> SceneError? {
        // SVG images rasterise at 2× so they stay sharp on HiDPI windows and when scaled up.
        let attempt = SceneRuntime(scenePath: scenePath, imageScale: 2, screenScale: options.screenScale)
        attempt.translator = options.translator
        attempt.interruption = interruption
        var emitted = 0
        attempt.onPrint = { [unowned self] line in
            emitted += 1
            guard emitted > self.printedCount else { return }
            self.printedCount = emitted
            self.onPrint?(line)
        }
        do {
            try attempt.load()
        } catch {
            self.error = error
            watchedPaths = attempt.watchedPaths.union(runtime?.watchedPaths ?? []).union([scenePath])
            return error
        }
        if let size = options.sizeOverride { attempt.root.frame = Rect(origin: .zero, size: size) }
        runtime = attempt
        delivered = 0
        compositor.invalidate()
        // The new scene resumes at the same instant; an error on the way is shown over it.
        error = advance(attempt, to: currentTime)
        watchedPaths = attempt.watchedPaths.union([scenePath])
        return error
    }

    /// Runs `runtime`'s clock to `t`, with the input due by then, returning the first
    /// callback error.
    private func advance(_ runtime: SceneRuntime, to t: Double) -> SceneError? {
        let due = input[delivered...].prefix { $0.time <= t }
        if !due.isEmpty {
            runtime.deliver(Array(due))
            delivered += due.count
        }
        defer { passOnWarnings(from: runtime) }
        do {
            try runtime.advance(to: t)
            return nil
        } catch {
            return error
        }
    }

    /// Passes the scene's notes (a text field refusing text past its limit) to `onWarning`,
    /// each once, though a replay makes them again.
    private func passOnWarnings(from runtime: SceneRuntime) {
        for note in runtime.takeWarnings() where warned.insert(note).inserted {
            onWarning?("\(scenePath): \(note)")
        }
    }

    private func seek(to t: Double) {
        let target = t.isFinite ? max(t, 0) : currentTime
        defer { currentTime = target }
        guard let runtime else { return }
        if target >= runtime.now {
            if let failure = advance(runtime, to: target) { error = failure }
            return
        }
        currentTime = target
        runScene()
    }

    /// The pointer pressed, moved or released at `location` (scene points) now: recorded at
    /// the current time, so a replay gives it again, and run at once. Input recorded for
    /// later times (the playhead was moved back before it) is dropped, as new input makes a
    /// new future. A move or release without a press is ignored, and so is input while no
    /// scene has loaded.
    /// Whether the pointer is pressed in the scene: a drag needs its time to run, even past
    /// the timeline's end.
    public var isPointerDown: Bool { pointerIsDown }

    public func pointer(_ kind: InputEvent.Kind, at location: Point) {
        guard let runtime else { return }
        switch kind {
        case .down: pointerIsDown = true
        case .move: guard pointerIsDown else { return }
        case .up:
            guard pointerIsDown else { return }
            pointerIsDown = false
        case .scroll: return wheel(at: location, delta: .zero)
        // Typing and turning are not the pointer's: `type(_:)`, `press(_:)` and `resize(to:)` record them.
        case .type, .key, .resize: return
        }
        record(InputEvent(time: currentTime, kind: kind, location: location), in: runtime)
    }

    /// The wheel turned over `location` (scene points) now, moving content by `delta` points:
    /// recorded and run as `pointer` input is.
    public func wheel(at location: Point, delta: Point) {
        guard let runtime, delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        record(InputEvent(time: currentTime, kind: .scroll, location: location, delta: delta), in: runtime)
    }

    /// Text typed (or pasted) now, for the text field that is first responder then: recorded
    /// and run as `pointer` input is, so scrubbing back and reloading type it again.
    public func type(_ text: String) {
        guard let runtime, !text.isEmpty else { return }
        record(.typing(text, at: currentTime), in: runtime)
    }

    /// A key pressed now for the text field that is first responder (Backspace, Return, or
    /// Esc, which resigns it): recorded and run as `pointer` input is.
    public func press(_ key: InputEvent.Key) {
        guard let runtime else { return }
        record(.pressing(key, at: currentTime), in: runtime)
    }

    /// The window turned between portrait and landscape: the scene takes `size` now, its view
    /// controllers hearing `viewWillTransition(to:with:)`; recorded and run as `pointer` input is.
    public func resize(to size: Size) {
        guard let runtime, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, size != sceneSize else { return }
        record(.resizing(to: size, at: currentTime), in: runtime)
    }

    /// Whether a text field of the scene is first responder now: the window then takes keys
    /// as typing for it.
    public var isEditingText: Bool { runtime?.isEditingText ?? false }

    private func record(_ event: InputEvent, in runtime: SceneRuntime) {
        input.removeSubrange(delivered...)
        input.append(event)
        if let failure = advance(runtime, to: currentTime) { error = failure }
    }

    /// Draws the frame at `time` into `buffer`, which should be `frameSize × scale` pixels,
    /// and returns the rectangles that changed since the previous call (everything the first
    /// time, after a reload, or when the buffer's size changed).
    @discardableResult
    public func render(into buffer: inout PixelBuffer, scale: Double, full: Bool = false) -> [IntRect] {
        let frame = compose(viewport: buffer.bounds, scale: scale, full: full)
        compositor.paint(frame, into: &buffer)
        return frame.damage
    }

    /// Draws the frames at `times`, in order, into one buffer of `frameSize × scale` pixels,
    /// handing each to `body` (with its index and the rectangles that changed since the frame
    /// before) as soon as it is painted.
    ///
    /// A run of frames is drawn as Core Animation's render server draws one frame while the app
    /// commits the next: while the render threads paint frame k, the calling thread moves the
    /// scene to frame k + 1's time and builds that frame's tree. With more than one render thread
    /// the run takes less time than a `render` call per frame (the tree's build no longer waits
    /// for the painting); the pixels are the same. While `body` sees frame k, `time` is already
    /// frame k + 1's.
    public func renderFrames(at times: [Double], scale: Double, full: Bool = false,
                             _ body: (_ index: Int, _ frame: PixelBuffer, _ damage: [IntRect]) throws -> Void) rethrows {
        guard let first = times.first else { return }
        var buffer = blankFrame(scale: scale)
        let viewport = buffer.bounds
        time = first
        var next = compose(viewport: viewport, scale: scale, full: full)
        for k in times.indices {
            let frame = next
            compositor.paint(frame, into: &buffer) {
                guard k + 1 < times.count else { return }
                time = times[k + 1]
                next = compose(viewport: viewport, scale: scale, full: full)
            }
            try body(k, buffer, frame.damage)
        }
    }

    /// What `render` paints at the current time into a buffer of `viewport`'s size, composed:
    /// the scene's presentation tree under the HUD and the error banner, turned into draws.
    private func compose(viewport: IntRect, scale: Double, full: Bool) -> ComposedFrame {
        frameRoot.frame = Rect(origin: .zero, size: frameSize)
        hud.frame = frameRoot.bounds
        timingPanel.update(records: showsTimingPanel ? runtime?.animationRecords ?? [] : [], time: currentTime, duration: duration,
                           sceneSize: sceneSize, isShown: showsTimingPanel, selected: selectedAnimation)
        overlay.show(error?.description, in: sceneSize)
        debug.update(sceneSize: sceneSize)
        presented?.removeFromSuperlayer()
        presented = runtime?.root.layer.presentationTree(at: currentTime)
        if let presented { frameRoot.insertSublayer(presented, at: 0) }
        updateInspection(presented: presented)
        let background = runtime?.backgroundColor ?? .white
        let sceneArea = IntRect(enclosing: Rect(x: 0, y: 0, width: sceneSize.width * scale, height: sceneSize.height * scale))
        let frame = compositor.compose(frameRoot, background: background, scale: scale, viewport: viewport, full: full,
                                       time: currentTime,
                                       diagnosing: presented.flatMap { debug.request(for: $0, sceneArea: sceneArea) })
        // A class's drawing that failed keeps its last content; its error shows from the next frame.
        if let drawingError = runtime?.takeDrawingErrors().first, error == nil { error = drawingError }
        warnAboutHeldBackLayers()
        return frame
    }

    /// Says once per emitter when the frame just drawn thinned its particles to the cap, and
    /// once per replicator when it drew fewer copies than it has.
    private func warnAboutHeldBackLayers() {
        for emitter in compositor.cappedEmitters {
            let name = emitter.name.map { "'\($0)'" } ?? "an unnamed emitter"
            guard warned.insert("emitter " + name).inserted else { continue }
            onWarning?("\(scenePath): emitter \(name) would make more than \(EmitterLayer.maxParticles) particles at once; "
                       + "births are thinned evenly to that many")
        }
        for replicator in compositor.cappedReplicators {
            let name = replicator.name.map { "'\($0)'" } ?? "an unnamed replicator"
            guard warned.insert("replicator " + name).inserted else { continue }
            onWarning?("\(scenePath): replicator \(name) would draw more than \(ReplicatorLayer.maxDrawnInstances) copies in a frame "
                       + "(nested replicators multiply); the copies past that are not drawn")
        }
    }

    /// Adds one frame's real time, in milliseconds, to the frame-time overlay's graph (the
    /// window measures its frames).
    public func recordFrameTime(milliseconds: Double) { debug.recordFrameTime(milliseconds) }

    /// A new buffer with the frame at `time` drawn at `scale` pixels per point.
    public func renderImage(scale: Double) -> PixelBuffer {
        var buffer = blankFrame(scale: scale)
        render(into: &buffer, scale: scale, full: true)
        return buffer
    }

    /// A buffer of `frameSize × scale` pixels (at least one each way), all clear.
    private func blankFrame(scale: Double) -> PixelBuffer {
        PixelBuffer(width: max(Int((frameSize.width * scale).rounded()), 1),
                    height: max(Int((frameSize.height * scale).rounded()), 1))
    }

    /// The probe JSON of the named layers (or only `layerNames` when not empty): their
    /// presentation values at `time`, in tree order, masks right after the layers they mask.
    /// Names no layer has are left out; `missingLayers` says which.
    public func probeJSON(layerNames: [String]) -> String {
        ProbeEncoder().encode(time: currentTime, size: sceneSize, root: probedTree(), names: layerNames)
    }

    /// The probe JSON of the scene's animations, as timing rows (`probe --animations`): every
    /// animation added up to `time`, in order, with its timing on the scene clock.
    public func animationsJSON() -> String {
        AnimationTimingEncoder().encode(time: currentTime, records: animationRecords)
    }

    /// Every animation the scene added up to now, in order.
    public var animationRecords: [AnimationRecord] { runtime?.animationRecords ?? [] }

    /// The layer and animation of the logged animation numbered `index`.
    public func animationSubject(ofRecord index: Int) -> AnimationSubject? { runtime?.animationSubject(ofRecord: index) }

    /// One error per name in `layerNames` that no layer (or mask) of the scene has at `time`,
    /// suggesting the nearest name there is: `Scenes/X.lua: no layer named 'fod'; did you
    /// mean 'food'?`.
    public func missingLayers(_ layerNames: [String]) -> [SceneError] {
        let names = ProbeEncoder.names(under: probedTree())
        let known = Set(names)
        var reported: Set<String> = []
        return layerNames.filter { !known.contains($0) && reported.insert($0).inserted }.map { name in
            SceneError(file: scenePath, message: Suggestion.message("no layer named '\(name)'", for: name, in: names))
        }
    }

    private func probedTree() -> Layer {
        runtime?.root.layer.presentationTree(at: currentTime) ?? Layer()
    }

    /// Every error in the scene up to `until` (its duration when nil): the load's, then
    /// those of every callback due on the way.
    public func check(until: Double?) -> [SceneError] {
        // A scene that failed to load is not run again (its prints would print twice).
        if runtime == nil, let error { return [error] }
        if runtime == nil, let failure = reload() { return [failure] }
        guard let runtime else { return error.map { [$0] } ?? [] }
        let end = until ?? runtime.duration
        if end > runtime.now { _ = advance(runtime, to: end) }
        return runtime.errors
    }
}
