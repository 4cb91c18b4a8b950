/// UIViewAnimatingState: an animator is inactive until it starts (or is paused or scrubbed),
/// active while running or paused, and stopped after `stopAnimation(false)` until
/// `finishAnimation(at:)`.
public enum AnimatingState: String, Sendable {
    case inactive, active, stopped
}

/// UIViewAnimatingPosition: where an animator finished, as its completions hear it.
public enum AnimatingPosition: String, Sendable, CaseIterable {
    case end, start, current
}

/// What a property animator refuses to do in its state, where UIKit raises an exception.
public struct PropertyAnimatorError: Error, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
