import Geometry
import Layers
import Raster
import Views

/// One file of a translated scene: its path (errors and watching name it) and the Lua it runs
/// as, whose lines are the file's lines.
public struct TranslatedChunk: Sendable, Equatable {
    public let path: String
    public let lua: String
    /// The column of the first statement of each line that starts one, so an error at a
    /// line also names its column.
    public let columns: [Int: Int]

    public init(path: String, lua: String, columns: [Int: Int] = [:]) {
        self.path = path
        self.lua = lua
        self.columns = columns
    }
}

/// Turns the scene at a path (a Swift file, a folder of them, a playground) into the Lua it
/// runs as: one chunk per file, run in order.
public typealias SceneTranslator = (_ path: String) throws(SceneError) -> [TranslatedChunk]

/// A scene script and the world it builds. `load()` runs the Lua file once, which builds
/// the view and layer tree under `root`; the Lua state stays alive afterwards so that
/// later callbacks can run in it. Every failure — a syntax error, a runtime error, an
/// unknown property, a missing asset, a script that runs too long or uses too much
/// memory — comes back as a `SceneError` naming the file and line; nothing crashes.
///
/// To reload a scene, make a new runtime and keep showing the old one if the new one fails
/// (calling `load()` again also starts afresh, with a new root view).
public final class SceneRuntime {
    /// The default scene size in points (`scene.size` when the script does not set it).
    public static let defaultSize = SceneSettings.defaultSize

    /// The scene file, as given (messages show it like this).
    public let scenePath: String
    public let limits: ScriptLimits
    private let imageScale: Double
    private let screenScale: Double
    /// The Lua state and the Swift objects it refers to.
    private(set) var session: ScriptSession

    /// - Parameters:
    ///   - scenePath: the Lua file; required modules and `Assets/` are found next to it.
    ///   - limits: the memory cap and instruction budget of each run of Lua code.
    ///   - imageScale: pixels per point that SVG images are rasterised at.
    ///   - screenScale: pixels per point the scene is drawn at (`UIScreen.main.scale`, the
    ///     scale views that draw draw at); the image scale when not given.
    public init(scenePath: String, limits: ScriptLimits = ScriptLimits(), imageScale: Double = 1, screenScale: Double? = nil) {
        self.scenePath = scenePath
        self.limits = limits
        self.imageScale = imageScale
        self.screenScale = screenScale ?? imageScale
        session = ScriptSession(scenePath: scenePath, limits: limits, imageScale: imageScale, screenScale: self.screenScale)
    }

    /// Turns a scene file that is not Lua (a Swift scene) into the Lua it runs as, whose lines
    /// are the file's lines; nil reads the file as Lua.
    public var translator: SceneTranslator? {
        didSet { session.translator = translator }
    }

    /// Runs the scene file, building the tree; then runs the `layout` functions of its views.
    public func load() throws(SceneError) {
        if session.host.state != nil {
            let (printHandler, interruption) = (session.printHandler, session.interruption)
            session = ScriptSession(scenePath: scenePath, limits: limits, imageScale: imageScale, screenScale: screenScale)
            session.printHandler = printHandler
            session.interruption = interruption
            session.translator = translator
        }
        try session.loadScene()
    }

    /// The root view, sized to the scene (`scene.root`, `view` in scripts).
    public var root: View { session.settings.root }
    /// `scene.size`, in points.
    public var size: Size { session.settings.size }
    /// The size the scene last turned to with a `resize` event, or nil when it has not turned.
    public var turnedSize: Size? { session.settings.turnedSize }
    /// `scene.backgroundColor` (white unless the scene says otherwise; nil means clear).
    public var backgroundColor: Color { session.settings.backgroundColor ?? .clear }
    /// `scene.title`; the file name without `.lua` unless the scene sets one.
    public var title: String { session.settings.title }
    /// The timeline's length in seconds: `scene.duration` when the scene sets one, else the
    /// latest finite time anything scheduled so far is due (the end of an animation, a timer,
    /// a completion), and at least 1.
    public var duration: Double {
        session.settings.duration ?? max(1, session.timeline.clock.latestScheduled ?? 0)
    }

    /// Every animation the scene added so far, in order (the log keeps the last
    /// `AnimationLog.capacity`).
    public var animationRecords: [AnimationRecord] { session.timeline.host.log.records }
    /// The layer and animation of the logged animation numbered `index`, for views that
    /// select and graph it.
    public func animationSubject(ofRecord index: Int) -> AnimationSubject? { session.timeline.host.log.subject(ofRecord: index) }

    /// Whether the scene runs for ever: an animation repeats without end, or an emitter keeps
    /// giving birth. Its timeline then has no end to stop at (timers and display links need
    /// no such mark: each schedules the next, which moves `duration` on).
    public var runsForever: Bool {
        session.settings.root.layer.subtree.contains { layer in
            layer.attachedAnimations.contains { !$0.animation.timing.activeDuration.isFinite }
                || ((layer as? EmitterLayer).map { $0.birthRate > 0 && !$0.emitterCells.isEmpty } ?? false)
        }
    }

    /// The files a reload should follow, as paths relative to the current directory (or
    /// absolute) in the way `scenePath` was given: the scene, every file it required, every
    /// image it loaded, and where missing ones were looked for. Filled in also when loading fails.
    public var watchedPaths: Set<String> { session.watchedPaths }

    /// The lines the scene printed, in order.
    public var log: [String] { session.log }

    /// Asked every few milliseconds while the scene's Lua code or the events of one clock
    /// advance run, with the real seconds they have run for (each callback counts from its
    /// own start): a reason it returns stops them there with an error at the running line,
    /// and stops the clock as its other limits do. The previewer uses it to take its window
    /// back from a scene that runs away when the user quits, saves or reaches for the scene.
    public var interruption: ((_ elapsed: Double) -> String?)? {
        get { session.interruption }
        set { session.interruption = newValue }
    }

    /// Called with each line the scene prints, as it prints it.
    public var onPrint: ((String) -> Void)? {
        get { session.printHandler }
        set { session.printHandler = newValue }
    }
}
