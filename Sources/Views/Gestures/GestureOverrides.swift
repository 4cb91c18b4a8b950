/// What an instance of a gesture recognizer class written in a scene overrides (a
/// UIGestureRecognizer subclass): the touch methods, which may call the engine's own as
/// `super` and set `state`, and `reset()`. Only instances of such classes have one.
public protocol GestureOverrides: AnyObject {
    /// The class's `touchesBegan/Moved/Ended/Cancelled` for `phase`; false when it has none
    /// (the engine's runs). `engine` is the recogniser's own handling, its `super`.
    func touches(_ touch: Touch, phase: Touch.Phase, of recognizer: GestureRecognizer,
                 engine: () -> Void) -> Bool
    /// The class's `reset()`, run when a gesture is over and the recogniser returns to possible.
    func reset(_ recognizer: GestureRecognizer)
}
