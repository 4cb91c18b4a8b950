import CLua
import Geometry
import Layers
import LuaShim
import Raster
import Views

/// A Swift function Lua calls: it reads its arguments from `lua`'s stack and returns how many
/// results it pushed. A thrown failure becomes a Lua error raised from C (see luashim.h).
typealias ScriptFunction = (ScriptSession, Lua) throws(ScriptFailure) -> Int32

/// One loaded scene: the Lua state, kept alive after loading so later callbacks (timers,
/// gestures, completions) can run in it, and the Swift objects Lua refers to.
///
/// Lua holds Swift objects through handles: a userdata holding a number that keys
/// `objects`. When Lua collects the userdata, the shim queues the handle and the session
/// lets go of the object the next time Swift runs (never during a collection).
final class ScriptSession {
    let scenePath: String
    let limits: ScriptLimits
    /// Pixels per point SVG images are rasterised at.
    let imageScale: Double
    let settings: SceneSettings
    var watchedPaths: Set<String> = []
    private(set) var log: [String] = []
    var printHandler: ((String) -> Void)?

    private(set) var state: OpaquePointer?
    var chunkNames = ChunkNames()
    var objects: [Int64: AnyObject] = [:]
    private var nextHandle: Int64 = 1
    /// A weak-valued registry table from object address to userdata: one Lua value per object.
    private var identityTable: Int32 = LUA_NOREF
    /// The threads of the Swift functions running now, innermost last: a callback Swift
    /// starts must run on the thread that is running, which may be a coroutine.
    private var threads: [Lua] = []
    /// The Swift functions Lua holds, by the number the trampoline passes back.
    private var functions: [ScriptFunction] = []
    /// Functions kept in the registry by `pushSharedFunction`, by key.
    private var sharedFunctions: [String: Int32] = [:]
    /// The instances of script classes, by the engine object each is (see `ScriptInstance`).
    var instances: [ObjectIdentifier: ScriptInstance] = [:]
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
    /// The metatables created so far, by name.
    var metatables: Set<String> = []
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
    lazy var timeline = ScriptTimeline(limits: limits, rootView: settings.root)

    init(scenePath: String, limits: ScriptLimits, imageScale: Double) {
        self.scenePath = scenePath
        self.limits = limits
        self.imageScale = imageScale.isFinite && imageScale > 0 ? imageScale : 1
        var title = FileSystem.fileName(of: scenePath)
        if title.hasSuffix(".lua") { title.removeLast(4) }
        settings = SceneSettings(title: title)
    }

    deinit {
        if let state { ks_close(state) }
    }

    /// The folder the scene is in, as given ("" for the current one).
    var sceneDirectory: String { FileSystem.directory(of: scenePath) }

    // MARK: Loading

    /// Runs the scene file once, building its tree.
    func load() throws(SceneError) {
        watchedPaths.insert(scenePath)
        let source = try sourceText(of: scenePath)
        guard let state = ks_newstate(max(1 << 20, limits.memoryCap), max(1, Int64(limits.instructionBudget)),
                                      Unmanaged.passUnretained(self).toOpaque())
        else { throw SceneError(file: scenePath, message: "not enough memory to start Lua") }
        self.state = state
        let lua = Lua(state)
        guard ks_opensandbox(state) == LUA_OK else { throw sceneError(poppingFrom: lua) }
        installGlobals(lua)
        guard compile(source, path: scenePath, on: lua) else { throw sceneError(poppingFrom: lua) }
        guard ks_pcall(state, 0, 0) == LUA_OK else { throw sceneError(poppingFrom: lua) }
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
        case .failure(let error): throw SceneError(file: path, message: "cannot read the scene: \(error.message)")
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

    // MARK: Calling Swift from Lua

    /// Pushes a Lua function that runs `function`. The function is numbered in this
    /// session's table, and the shim's one trampoline calls `dispatch` with its number.
    func pushFunction(_ function: @escaping ScriptFunction, on lua: Lua) {
        functions.append(function)
        ks_pushswiftfunction(lua.state, ScriptSession.dispatch, Int32(functions.count - 1))
    }

    /// Pushes the one Lua function for `function` that this session keeps under `key`, so
    /// that what runs often (making a class) does not number a new function each time.
    func pushSharedFunction(_ key: String, _ function: @escaping ScriptFunction, on lua: Lua) {
        if let reference = sharedFunctions[key] {
            lua.pushReference(reference)
            return
        }
        pushFunction(function, on: lua)
        lua.pushCopy(of: -1)
        sharedFunctions[key] = lua.makeReference()
    }

    /// The one Swift function Lua calls: finds the numbered function and runs it.
    private static let dispatch: ks_SwiftDispatch = { state, entry in
        invoke(state) { session, lua throws(ScriptFailure) in try session.functions[Int(entry)](session, lua) }
    }

    /// Runs the body of a Swift function called from Lua: finds the session, lets go of
    /// collected objects, and turns a thrown failure into the trampoline's error codes.
    private static func invoke(_ state: OpaquePointer?,
                       _ body: (ScriptSession, Lua) throws(ScriptFailure) -> Int32) -> Int32 {
        guard let state, let context = ks_swiftcontext(state) else { return 0 }
        let session = Unmanaged<ScriptSession>.fromOpaque(context).takeUnretainedValue()
        let lua = Lua(state)
        session.releaseCollectedObjects()
        guard lua.reserve(40) else {
            lua.push("stack overflow")
            return KS_RAISE
        }
        session.threads.append(lua)
        defer { session.threads.removeLast() }
        do {
            return try body(session, lua)
        } catch {
            switch error {
            case .message(let message):
                lua.push(message)
                return KS_RAISE
            case .positioned(let message):
                lua.push(message)
                return KS_RETHROW
            }
        }
    }

    /// True while a Swift function called from Lua runs (Lua code is waiting for it).
    var isInsideLua: Bool { !threads.isEmpty }

    /// The thread Swift calls Lua on now: the one that called Swift, else the main thread.
    var currentThread: Lua? { threads.last ?? state.map(Lua.init) }

    /// Calls the Lua function `reference` with arguments pushed by `pushArguments`, on the
    /// thread that is running now. A failure is returned, not raised.
    func call(_ reference: Int32, pushArguments: (Lua) -> Int32) -> ScriptFailure? {
        guard let lua = currentThread else { return nil }
        guard lua.reserve(20) else { return .message("stack overflow") }
        let base = lua.top
        defer { lua.setTop(base) }
        lua.pushReference(reference)
        let count = pushArguments(lua)
        guard ks_pcall(lua.state, count, 0) == LUA_OK else { return .positioned(lua.string(at: -1) ?? "unknown error") }
        return nil
    }

    /// Throws the failure a nested callback left behind, if any.
    func throwPendingFailure() throws(ScriptFailure) {
        guard let failure = pendingFailure else { return }
        pendingFailure = nil
        throw failure
    }

    /// Lets go of a registry reference (a function Swift no longer holds).
    func releaseReference(_ reference: Int32) {
        guard let state else { return }
        Lua(state).releaseReference(reference)
    }

    func appendLog(_ line: String) {
        log.append(line)
        printHandler?(line)
    }

    // MARK: Handles

    private func releaseCollectedObjects() {
        guard let state else { return }
        var handle: Int64 = 0
        while ks_popfreed(state, &handle) != 0 {
            objects.removeValue(forKey: handle)
        }
    }

    /// Pushes a new Lua value for `object` (a value, which has no identity) as an instance of
    /// the bound type `type` named `name`.
    func pushNewHandle(for object: AnyObject, as type: @autoclosure () -> ScriptType, named name: String, on lua: Lua) {
        ensureMetatable(type(), named: name, on: lua)
        let handle = nextHandle
        nextHandle += 1
        objects[handle] = object
        lua.pushHandle(handle, metatable: name)
    }

    /// Pushes the one Lua value standing for `object` (a layer, a view), made on first push,
    /// as an instance of the bound type `type` named `name`.
    func pushIdentity(of object: AnyObject, as type: @autoclosure () -> ScriptType, named name: String, on lua: Lua) {
        if identityTable == LUA_NOREF {
            lua.newTable()
            lua.newTable()
            lua.push("v")
            lua.rawSet(-2, "__mode")
            lua_setmetatable(lua.state, -2)
            identityTable = lua.makeReference()
        }
        lua.pushReference(identityTable)
        let table = lua.top
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_pushlightuserdata(lua.state, address)
        if lua_rawget(lua.state, table) == LUA_TUSERDATA {
            lua.remove(at: table)
            return
        }
        lua.pop()
        pushNewHandle(for: object, as: type(), named: name, on: lua)
        lua_pushlightuserdata(lua.state, address)
        lua.pushCopy(of: -2)
        lua_rawset(lua.state, table)
        lua.remove(at: table)
    }

    /// The Swift object behind the handle at `index`, if it is one.
    func object(at index: Int32, in lua: Lua) -> AnyObject? {
        lua.handle(at: index).flatMap { objects[$0] }
    }
}
