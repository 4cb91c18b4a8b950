/// `CADisplayLink`: calls its target once a frame on the scene clock's 60 Hz grid.
///
/// The frame rule: frame k is scene time k/60. A link added (or un-paused) at scene time t
/// first fires at the first frame strictly after t (k = ⌊60·t⌋ + 1, with a microsecond of
/// tolerance for times already on the grid), then every frame (every round(60 / fps) frames
/// with `preferredFramesPerSecond`), until it is invalidated or removed. A paused link skips
/// the frames it is paused for. While it fires, `timestamp` is k/60 and `targetTimestamp`
/// the time of the frame it will fire at next; both read 0 before the first frame.
final class ScriptDisplayLink: ScriptObject {
    static let typeName = "CADisplayLink"
    static let keys = ["timestamp", "targetTimestamp", "duration", "isPaused", "preferredFramesPerSecond"]
    /// The scene clock's frame rate: the grid links fire on.
    static let framesPerSecond = 60

    /// What the link calls each frame.
    enum Action {
        /// `CADisplayLink(function(link) ... end)`.
        case function(LuaFunctionReference)
        /// `CADisplayLink(target, "step")`: `target:step(link)`.
        case method(String, ScriptSession.TargetObject)
    }

    /// Nil once invalidated: the link lets go of its target, as UIKit's does.
    private(set) var action: Action?
    /// True while it is in the run loop (added and neither removed nor invalidated).
    var isAdded = false
    var isPaused = false
    var preferredFramesPerSecond = 0
    private(set) var timestamp = 0.0
    private(set) var targetTimestamp = 0.0
    /// The grid frame it fires at next, while added and not paused.
    var nextFrame = 0
    /// Called when `isPaused` becomes false while added: the link must be woken.
    var onResume: ((ScriptDisplayLink) -> Void)?

    init(action: Action) { self.action = action }

    var isInvalidated: Bool { action == nil }
    /// True when the next frames should call it.
    var isRunning: Bool { isAdded && !isPaused && action != nil }

    /// Grid frames between two calls: 1 at 60 fps (or 0, the default).
    var interval: Int {
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < ScriptDisplayLink.framesPerSecond else { return 1 }
        return max(1, Int((Double(ScriptDisplayLink.framesPerSecond) / Double(preferredFramesPerSecond)).rounded()))
    }

    func invalidate() {
        action = nil
        isAdded = false
        onResume = nil
    }

    /// Marks frame k as the one firing now and moves `nextFrame` on.
    func beginFrame(_ k: Int) {
        timestamp = ScriptDisplayLink.time(ofFrame: k)
        nextFrame = k + interval
        targetTimestamp = ScriptDisplayLink.time(ofFrame: nextFrame)
    }

    static func time(ofFrame k: Int) -> Double { Double(k) / Double(framesPerSecond) }

    /// The first grid frame strictly after scene time `t`.
    static func frame(after t: Double) -> Int {
        Int((t * Double(framesPerSecond) + 1e-6).rounded(.down)) + 1
    }

    // MARK: ScriptObject

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "timestamp": lua.push(timestamp)
        case "targetTimestamp": lua.push(targetTimestamp)
        case "duration": lua.push(1 / Double(ScriptDisplayLink.framesPerSecond))
        case "isPaused": lua.push(isPaused)
        case "preferredFramesPerSecond": lua.push(preferredFramesPerSecond)
        default: throw Self.unknown(key)
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "isPaused":
            guard let paused = lua.bool(at: index) else {
                throw .message("CADisplayLink's isPaused must be true or false (got \(lua.typeName(at: index)))")
            }
            let resumes = isPaused && !paused
            isPaused = paused
            if resumes, isRunning { onResume?(self) }
        case "preferredFramesPerSecond":
            guard let fps = lua.number(at: index), fps.isFinite, fps >= 0, fps == fps.rounded() else {
                throw .message("CADisplayLink's preferredFramesPerSecond must be a whole number, 0 or more (0 is 60)")
            }
            preferredFramesPerSecond = Int(fps)
        case "timestamp", "targetTimestamp", "duration":
            throw .message("CADisplayLink's '\(key)' is read-only")
        default: throw Self.unknown(key)
        }
    }

    var scriptDescription: String { Self.typeName }

    private static func unknown(_ key: String) -> ScriptFailure {
        .message(Suggestion.message("CADisplayLink has no property '\(key)'", for: key, in: keys))
    }
}

/// `RunLoop.main` (and `RunLoop.current`, the same): what a display link is added to. The
/// scene has one run loop, the scene clock; every mode runs on it alike.
final class ScriptRunLoop: ScriptObject {
    static let typeName = "RunLoop"
    /// The modes `add(to:forMode:)` accepts, by their Swift, Objective-C and short names.
    static let modes = ["common", "default", "tracking", "commonModes", "defaultRunLoopMode",
                        "NSRunLoopCommonModes", "NSDefaultRunLoopMode", "UITrackingRunLoopMode"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("RunLoop has no property '\(key)'")
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        throw .message("RunLoop has no property '\(key)'")
    }

    var scriptDescription: String { "RunLoop.main" }
}

/// The display links in the run loop, in the order they were added, and the one clock event
/// that fires them: one event per frame for all links (not one each), while any is running.
final class DisplayLinkFrames {
    var links: [ScriptDisplayLink] = []
    /// The frame the clock has an event for, if any.
    var pendingFrame: Int?
    let runLoop = ScriptRunLoop()
}
