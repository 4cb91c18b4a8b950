import CLua
import Geometry
import Layers
import LuaShim
import Raster
import Views

/// A Swift function Lua calls: it reads its arguments from `lua`'s stack and returns how many
/// results it pushed. A thrown failure becomes a Lua error raised from C (see luashim.h).
typealias ScriptFunction = (ScriptSession, Lua) throws(ScriptFailure) -> Int32

/// One loaded scene: its Lua state (`host`), kept alive after loading so later callbacks
/// (timers, gestures, completions) can run in it, and what its scripts see and hold.
final class ScriptSession {
    let scenePath: String
    let limits: ScriptLimits
    /// Pixels per point SVG images are rasterised at.
    let imageScale: Double
    /// Pixels per point the scene is drawn at: `UIScreen.main.scale`.
    let screenScale: Double
    let settings: SceneSettings
    var watchedPaths: Set<String> = []
    private(set) var log: [String] = []
    /// The bytes `log` holds, counted as `ScriptLimits.keptLogBytes` says.
    private var loggedBytes = 0
    var printHandler: ((String) -> Void)?
    /// Asked now and then while the scene's code or its clock's events run, with the real
    /// seconds they have run for: a reason stops them there (`SceneRuntime.interruption`).
    var interruption: ((Double) -> String?)?
    /// The strings the engine keeps from the scene, which count against its memory cap.
    var keptStrings = KeptStrings()

    /// The Lua state and the plumbing between it and Swift.
    let host = LuaHost()
    var chunkNames = ChunkNames()
    /// The instances of script classes, by the engine object each is (see `ScriptInstance`).
    var instances: [ObjectIdentifier: ScriptInstance] = [:]
    /// How many instances may be kept before those of objects that are gone are dropped.
    var instancePruneThreshold = 256
    /// Members scripts added to engine types' tables (extensions), by type, and those tables.
    var extensions: [String: Set<String>] = [:]
    var namespaceTables: [String: Int32] = [:]
    /// UIView's own hitTest for the views whose class's hitTest runs now (its `super`).
    var engineHitTests: [(view: View, hitTest: (Point) -> View?)] = []
    /// The recogniser's own handling of the touch whose class's touch method runs now (its `super`).
    var engineTouches: [(recognizer: GestureRecognizer, engine: () -> Void)] = []
    /// `UIScreen.main`.
    let screen = ScriptScreen()
    /// The failures of drawing code so far (each once), and those the previewer has not taken.
    var drawingErrors: [SceneError] = []
    var newDrawingErrors: [SceneError] = []
    /// The custom layer properties classes declare (`properties = { progress = 0 }`), with
    /// their defaults, so animations know their kind before a layer has them.
    var customPropertyDefaults: [String: PropertyValue] = [:]
    /// The bound types of those metatables, by name.
    var types: [String: ScriptType] = [:]
    var imageCache: [String: Image] = [:]
    /// The drawing contexts and text renderer of Core Graphics drawing.
    let graphics = ScriptGraphics()
    /// An error from Lua code Swift called where it could not report it (a `layout`
    /// function run by UIKit-style code); the Swift function that started it reports it.
    var pendingFailure: ScriptFailure?
    /// The `layout` function of each view that has one (UIKit keeps it in the subclass).
    var layoutFunctions: [ObjectIdentifier: LuaFunctionReference] = [:]
    /// The `action` function of each gesture recogniser a script gave one.
    var gestureActions: [ObjectIdentifier: LuaFunctionReference] = [:]
    /// The fields scripts keep on objects of their own (a view controller's `herb`), a table each.
    var ownFields: [ObjectIdentifier: LuaFunctionReference] = [:]
    /// The `onTap` function of each button a script gave one.
    var tapHandlers: [ObjectIdentifier: LuaFunctionReference] = [:]
    /// How deeply `layout` functions are running inside one another.
    var layoutDepth = 0
    /// The clock, the animations and the transactions of the scene.
    lazy var timeline: ScriptTimeline = {
        let timeline = ScriptTimeline(limits: limits, rootView: settings.root)
        // The animation log names the line that added each animation.
        timeline.host.origin = { [unowned self] in self.sceneLine }
        timeline.clock.whereScheduling = { [unowned self] in
            self.host.isInsideLua ? self.host.currentThread?.whereRunning() : nil
        }
        timeline.gestures.keyboard.onWarning = { [unowned self] note in self.newWarnings.append(note) }
        timeline.gestures.onHold = { [unowned self] time in self.scheduleHold(at: time) }
        return timeline
    }()
    /// The scene's line running now (`file:line`), or nil outside scene code: where the
    /// animation log and the inspector say things were made.
    var sceneLine: String? {
        guard host.isInsideLua, let place = host.currentThread?.whereRunning(), !place.isEmpty else { return nil }
        return String(place.dropLast(2))
    }
    /// Makes the Lua of a scene that is not written in Lua (a Swift scene); nil reads Lua.
    var translator: SceneTranslator?
    /// Kinema's notes about the scene (a text field refused text past its limit) that the
    /// previewer has not taken.
    var newWarnings: [String] = []

    init(scenePath: String, limits: ScriptLimits, imageScale: Double, screenScale: Double) {
        self.scenePath = scenePath
        self.limits = limits
        self.imageScale = imageScale.isFinite && imageScale > 0 ? imageScale : 1
        self.screenScale = screenScale.isFinite && screenScale > 0 ? screenScale : 1
        var title = FileSystem.fileName(of: scenePath)
        if title.hasSuffix(".lua") { title.removeLast(4) }
        settings = SceneSettings(title: title)
    }

    /// The folder the scene is in, as given ("" for the current one).
    var sceneDirectory: String { FileSystem.directory(of: scenePath) }

    // MARK: Loading

    /// Runs the scene file once, building its tree.
    func load() throws(SceneError) {
        watchedPaths.insert(scenePath)
        // A translated scene is one chunk per file (a Swift folder's declarations first), each
        // compiled under its own file's name so errors name it.
        let chunks: [(path: String, source: SourceText)]
        if let translator {
            let translated = try translator(scenePath)
            for chunk in translated {
                watchedPaths.insert(chunk.path)
                chunkNames.noteColumns(chunk.columns, of: chunk.path)
            }
            chunks = translated.map { ($0.path, SourceText(translated: $0.lua)) }
        } else {
            chunks = [(scenePath, try sourceText(of: scenePath))]
        }
        guard let lua = host.open(memoryCap: limits.memoryCap, instructionBudget: Int64(limits.instructionBudget), context: self)
        else { throw SceneError(file: scenePath, message: "not enough memory to start Lua") }
        guard ks_opensandbox(lua.state) == LUA_OK else { throw sceneError(poppingFrom: lua) }
        if translator != nil { ks_setfloatnumbers(lua.state, 1) }
        installGlobals(lua)
        for chunk in chunks {
            guard compile(chunk.source, path: chunk.path, on: lua) else { throw sceneError(poppingFrom: lua) }
            guard ks_pcall(lua.state, 0, 0) == LUA_OK else { throw sceneError(poppingFrom: lua) }
        }
        // Views with a `layout` function are laid out once the scene is built, as UIKit lays
        // out a view controller's views before they appear.
        settings.root.layoutIfNeeded()
        if let failure = pendingFailure {
            pendingFailure = nil
            throw sceneError(from: failure)
        }
    }

    /// The checked text of the Lua file at `path`.
    func sourceText(of path: String) throws(SceneError) -> SourceText {
        let bytes: [UInt8]
        switch FileSystem.contents(of: path) {
        case .success(let b): bytes = b
        case .failure(let error):
            // A file that is there but cannot be read (a pipe, a device) is wrong as a whole: line 1.
            let exists = FileSystem.resolved(path) != nil
            throw SceneError(file: path, line: exists ? 1 : nil, message: "cannot read the scene: \(error.message)")
        }
        do throws(SourceText.Problem) {
            return try SourceText(file: bytes)
        } catch {
            throw SceneError(file: path, line: error.line, message: error.message)
        }
    }

    /// Compiles `source` as the chunk for `path`, leaving the function (or the message) on top.
    func compile(_ source: SourceText, path: String, on lua: Lua) -> Bool {
        let chunkName = chunkNames.register(path)
        let status = source.bytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return ks_loadtext(lua.state, "", 0, chunkName) }
            return ks_loadtext(lua.state, base.assumingMemoryBound(to: CChar.self), bytes.count, chunkName)
        }
        return status == LUA_OK
    }

    private func sceneError(poppingFrom lua: Lua) -> SceneError {
        let message = lua.string(at: -1) ?? "unknown error"
        lua.pop()
        return chunkNames.sceneError(from: message, defaultFile: scenePath)
    }

    func sceneError(from failure: ScriptFailure) -> SceneError {
        switch failure {
        case .message(let message): return SceneError(file: scenePath, message: message)
        case .positioned(let message): return chunkNames.sceneError(from: message, defaultFile: scenePath)
        }
    }

    /// Throws the failure a nested callback left behind, if any.
    func throwPendingFailure() throws(ScriptFailure) {
        guard let failure = pendingFailure else { return }
        pendingFailure = nil
        throw failure
    }

    /// Keeps a printed line in `log` up to `limits.keptLogBytes`, and passes it to the handler.
    func appendLog(_ line: String) {
        let room = limits.keptLogBytes - loggedBytes
        if room > 0 {
            let bytes = line.utf8.count + 1
            if bytes <= room {
                log.append(line)
                loggedBytes += bytes
            } else {
                log.append(String(decoding: line.utf8.prefix(room - 1), as: UTF8.self))
                log.append("[the log keeps the first \(limits.keptLogBytes) bytes the scene prints; the rest went to the console only]")
                loggedBytes = limits.keptLogBytes
            }
        }
        printHandler?(line)
    }

    // MARK: Handles

    /// Pushes a new Lua value for `object` (a value, which has no identity) as an instance of
    /// the bound type `type` named `name`.
    func pushNewHandle(for object: AnyObject, as type: @autoclosure () -> ScriptType, named name: String, on lua: Lua) {
        ensureMetatable(type(), named: name, on: lua)
        host.pushNewHandle(for: object, metatable: name, on: lua)
    }

    /// Pushes the one Lua value standing for `object` (a layer, a view), made on first push,
    /// as an instance of the bound type `type` named `name`.
    func pushIdentity(of object: AnyObject, as type: @autoclosure () -> ScriptType, named name: String, on lua: Lua) {
        ensureMetatable(type(), named: name, on: lua)
        host.pushIdentity(of: object, metatable: name, on: lua)
    }

    /// The Swift object behind the handle at `index`, if it is one.
    func object(at index: Int32, in lua: Lua) -> AnyObject? { host.object(at: index, in: lua) }
}
