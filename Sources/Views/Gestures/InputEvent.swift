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

    public init(time: Double, kind: Kind, location: Point) {
        self.time = time
        self.kind = kind
        self.location = location
    }
}
