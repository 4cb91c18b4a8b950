import Geometry

/// One pointer event on the scene clock: where the mouse went down, moved or came up, in
/// scene points. Recorded input from the window and `--events` files both become these.
public struct InputEvent: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case down, move, up
    }

    /// Scene time in seconds.
    public var time: Double
    public var kind: Kind
    public var location: Point
    /// The line of an events file the event came from, so a limit it runs into is reported
    /// there; nil for input from the window. Not part of equality: the same press is the same
    /// event wherever it was written down.
    public var source: (file: String, line: Int)?

    public init(time: Double, kind: Kind, location: Point, source: (file: String, line: Int)? = nil) {
        self.time = time
        self.kind = kind
        self.location = location
        self.source = source
    }

    public static func == (a: InputEvent, b: InputEvent) -> Bool {
        a.time == b.time && a.kind == b.kind && a.location == b.location
    }
}
