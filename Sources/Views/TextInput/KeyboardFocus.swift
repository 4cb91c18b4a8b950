/// Which text field of a scene is first responder, so typing goes to it: one per scene, as
/// UIKit keeps one first responder per window. The gesture router holds it and hands it the
/// typed text and keys; each text field of the scene shares it, so becoming first responder
/// resigns the one before.
public final class KeyboardFocus {
    /// The text field editing now, if any. Weak: a text field that is gone edits nothing.
    public internal(set) weak var firstResponder: TextField?
    /// Receives Kinema's notes about the scene's text fields (one refused text past
    /// `TextField.maxLength`), each once per text field.
    public var onWarning: ((String) -> Void)?

    public init() {}

    /// Whether a text field is editing: the window then takes keys as typing.
    public var isEditing: Bool { firstResponder != nil }
}
