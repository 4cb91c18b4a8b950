import Geometry

/// One input event on the scene clock: where the mouse went down, moved or came up, where
/// the wheel turned and by how much, in scene points; or text typed and keys pressed, which
/// go to the first responder. Recorded input from the window and `--events` files both
/// become these.
public struct InputEvent: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case down, move, up
        /// The wheel (or a trackpad's two fingers) scrolled by `delta` over `location`.
        case scroll
        /// `text` was typed (or pasted): it goes to the text field that is first responder.
        case type
        /// `key` was pressed, for the text field that is first responder.
        case key
        /// The scene turned to the size `delta` holds (width, height): the window went between
        /// portrait and landscape.
        case resize
    }

    /// The keys a text field hears besides typed text.
    public enum Key: String, CaseIterable, Equatable, Sendable {
        /// Takes the last character away.
        case backspace
        /// Ends editing as the text field's delegate and targets say.
        case `return`
        /// Resigns the first responder: the previewer's Esc while a text field edits.
        case escape
    }

    /// Scene time in seconds.
    public var time: Double
    public var kind: Kind
    /// Where the pointer is, in scene points; zero for typing and keys.
    public var location: Point
    /// How far a `scroll` moves the content, in scene points (positive: towards the content's
    /// end, as the offset grows); zero for the other kinds.
    public var delta: Point
    /// What a `type` event types; empty for the other kinds.
    public var text: String
    /// The key a `key` event presses; nil for the other kinds.
    public var key: Key?
    /// The line of an events file the event came from, so a limit it runs into is reported
    /// there; nil for input from the window. Not part of equality: the same press is the same
    /// event wherever it was written down.
    public var source: (file: String, line: Int)?

    public init(time: Double, kind: Kind, location: Point, delta: Point = .zero, text: String = "", key: Key? = nil,
                source: (file: String, line: Int)? = nil) {
        self.time = time
        self.kind = kind
        self.location = location
        self.delta = delta
        self.text = text
        self.key = key
        self.source = source
    }

    /// The scene turning to `size` at `time`.
    public static func resizing(to size: Size, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .resize, location: .zero, delta: Point(x: size.width, y: size.height))
    }

    /// The size a `resize` event turns the scene to.
    public var size: Size { Size(width: delta.x, height: delta.y) }

    /// `text` typed at `time`.
    public static func typing(_ text: String, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .type, location: .zero, text: text)
    }

    /// `key` pressed at `time`.
    public static func pressing(_ key: Key, at time: Double) -> InputEvent {
        InputEvent(time: time, kind: .key, location: .zero, key: key)
    }

    public static func == (a: InputEvent, b: InputEvent) -> Bool {
        a.time == b.time && a.kind == b.kind && a.location == b.location && a.delta == b.delta && a.text == b.text && a.key == b.key
    }
}
