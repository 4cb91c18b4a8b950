import Layers
import Views

/// Scene time: the script's timers, callbacks and animations run on one deterministic clock
/// that the previewer, `render`, `probe` and `check` move forward with `advance(to:)`.
extension SceneRuntime {
    /// Scene time in seconds: 0 after loading, then wherever `advance(to:)` left it.
    public var now: Double { session.timeline.clock.now }

    /// Runs the animations of this scene: what `root.layer.presentationTree(at: now)` shows.
    public var host: AnimationHost { session.timeline.host }

    /// Every error the scene's callbacks raised since it loaded, in order, each as
    /// `file:line: message`; a clock limit (a runaway timer chain) has no line.
    public var errors: [SceneError] { session.timeline.errors }

    /// The failures of drawing code (a class's `draw(ctx)`) since the last call, each once.
    public func takeDrawingErrors() -> [SceneError] {
        defer { session.newDrawingErrors = [] }
        return session.newDrawingErrors
    }

    /// Kinema's notes about the scene since the last call (a text field refused text past
    /// `TextField.maxLength`), each once per object it is about.
    public func takeWarnings() -> [String] {
        defer { session.newWarnings = [] }
        return session.newWarnings
    }

    /// Whether a text field is first responder now: typing and keys go to it.
    public var isEditingText: Bool { session.timeline.gestures.keyboard.isEditing }

    /// Schedules input (recorded in the window or read from an events file): each event runs
    /// when `advance(to:)` reaches its time, or at once on the next advance if its time has
    /// passed. Presses hit-test the views on what is on screen then, and drive their gesture
    /// recognisers and buttons; typing and keys go to the text field that is first responder;
    /// errors in their handlers go to `errors`.
    public func deliver(_ events: [InputEvent]) {
        session.schedule(events)
    }

    /// Runs every event due at or before `t` (timers, animation delegates, completion
    /// blocks), each at its own time, and then sets `now` to `t`. The scene stays usable
    /// after a callback fails: the errors are collected in `errors`, and the first one of
    /// this call is thrown once every due event has run. Time only moves forward: a `t`
    /// before `now`, or one that is not finite, changes nothing. To go back, load again
    /// and advance from 0.
    public func advance(to t: Double) throws(SceneError) {
        let before = session.timeline.errors.count
        session.advance(to: t)
        if session.timeline.errors.count > before { throw session.timeline.errors[before] }
    }
}
