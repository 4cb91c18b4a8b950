import Geometry

/// One pointer event on the scene clock: where the mouse went down, moved or came up, or
/// where the wheel turned and by how much, in scene points. Recorded input from the window
/// and `--events` files both become these.
public struct InputEvent: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case down, move, up
        /// The wheel (or a trackpad's two fingers) scrolled by `delta` over `location`.
        case scroll
    }

    /// Scene time in seconds.
    public var time: Double
    public var kind: Kind
    public var location: Point
    /// How far a `scroll` moves the content, in scene points (positive: towards the content's
    /// end, as the offset grows); zero for the other kinds.
    public var delta: Point
    /// The line of an events file the event came from, so a limit it runs into is reported
    /// there; nil for input from the window. Not part of equality: the same press is the same
    /// event wherever it was written down.
    public var source: (file: String, line: Int)?

    public init(time: Double, kind: Kind, location: Point, delta: Point = .zero, source: (file: String, line: Int)? = nil) {
        self.time = time
        self.kind = kind
        self.location = location
        self.delta = delta
        self.source = source
    }

    public static func == (a: InputEvent, b: InputEvent) -> Bool {
        a.time == b.time && a.kind == b.kind && a.location == b.location && a.delta == b.delta
    }
}
