/// UIViewAnimatingState: an animator is inactive until it starts (or is paused or scrubbed),
/// active while running or paused, and stopped after `stopAnimation(false)` until
/// `finishAnimation(at:)`.
public enum AnimatingState: String, Sendable {
    case inactive, active, stopped
}
