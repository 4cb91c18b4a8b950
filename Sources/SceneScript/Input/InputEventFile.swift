import Geometry
import Views

/// Reads input event files (SCENE_API.md, "Input event files"): one event a line, `#`
/// starts a comment, times in scene seconds, positions in scene points.
///
///     0.5 down 100 200
///     0.55 move 120 200
///     0.9 up 180 200
///     1.0 tap 40 40                  # down, and up `tapDuration` later
///     2.0 drag 100 300 300 300 0.5   # down at 2.0, a move every frame, up at 2.5
///     3.0 scroll 160 240 0 120       # the wheel over (160, 240): the content 120 points on
///     4.0 key backspace              # also "return", and "escape" (resigns, as the window's Esc)
///     4.5 type Hello, world #1
///
/// A `type` line types the rest of the line after the one space (or tab) that follows
/// `type`, exactly as written: spaces, and `#` too, are typed, so a `type` line has no
/// comment (the last line above types "Hello, world #1"). A line break cannot be typed (a
/// text field is one line; "\r\n" ends a line as "\n" does). The text goes to the text field that is first responder then.
public enum InputEventFile {
    /// How long a `tap` holds the pointer down.
    public static let tapDuration = 0.05
    /// How often a `drag` moves the pointer: once a frame at 60 Hz.
    public static let dragStep = 1.0 / 60
    /// The longest drag a line may ask for, which keeps its moves to a few tens of thousands.
    public static let maxDragDuration = 600.0
    /// The most events a file may hold, a drag counting its moves (one a frame): enough for
    /// over an hour of continuous dragging, little enough to replay in a second or two.
    public static let maxEvents = 500_000

    /// The events of `text` in time order; `file` names it in errors, which say which line is
    /// wrong and why.
    public static func parse(_ text: String, file: String) throws(SceneError) -> [InputEvent] {
        var events: [InputEvent] = []
        var lastTime = -Double.infinity
        // Any line break ends a line: "\r\n" is one Character, which a split at "\n" would not see.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            func fail(_ message: String) -> SceneError { SceneError(file: file, line: index + 1, message: message) }
            guard words.count >= 2 else { throw fail("an event needs a time and a kind, as in '0.5 down 100 200'") }
            guard let time = Double(words[0]), time.isFinite, time >= 0 else {
                throw fail("'\(words[0])' is not a time in seconds (a number, 0 or more)")
            }
            guard time >= lastTime else { throw fail("times must not go backwards (\(words[0]) comes after \(lastTime))") }
            lastTime = time
            let kind = words[1]
            let first = events.count
            defer { for i in first..<events.count { events[i].source = (file, index + 1) } }
            /// The `count` numbers after the kind, which the line must have (`form` names them).
            func numbers(_ count: Int, _ form: String) throws(SceneError) -> [Double] {
                var numbers: [Double] = []
                for word in words.dropFirst(2) {
                    guard let n = Double(word), n.isFinite else { throw fail("'\(word)' is not a number") }
                    numbers.append(n)
                }
                guard numbers.count == count else { throw fail("'\(kind)' takes \(form), as in '\(time) \(kind) \(exampleArguments[kind] ?? "")'") }
                return numbers
            }
            switch kind {
            case "type":
                guard let text = typedText(in: rawLine), !text.isEmpty else {
                    throw fail("'type' takes the text to type after one space, as in '\(time) type Hello, world'")
                }
                events.append(.typing(text, at: time))
            case "key":
                let names = InputEvent.Key.allCases.map(\.rawValue)
                guard words.count == 3, let key = InputEvent.Key(rawValue: words[2]) else {
                    let given = words.count == 3 ? "'\(words[2])' is not a key" : "'key' takes one key name"
                    throw fail(Suggestion.message("\(given); use one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                                                  + ", as in '\(time) key return'", for: words.count == 3 ? words[2] : "", in: names))
                }
                events.append(.pressing(key, at: time))
            case "down", "move", "up":
                let numbers = try numbers(2, "x y")
                events.append(InputEvent(time: time, kind: InputEvent.Kind(rawValue: kind)!, location: Point(x: numbers[0], y: numbers[1])))
            case "scroll":
                let numbers = try numbers(4, "x y dx dy")
                events.append(InputEvent(time: time, kind: .scroll, location: Point(x: numbers[0], y: numbers[1]),
                                         delta: Point(x: numbers[2], y: numbers[3])))
            case "resize":
                let numbers = try numbers(2, "width height")
                guard numbers[0] > 0, numbers[1] > 0, numbers[0] <= 16384, numbers[1] <= 16384 else {
                    throw fail("'resize' takes a width and a height from 1 to 16384 points")
                }
                events.append(.resizing(to: Size(width: numbers[0], height: numbers[1]), at: time))
            case "tap":
                let numbers = try numbers(2, "x y")
                let p = Point(x: numbers[0], y: numbers[1])
                events.append(InputEvent(time: time, kind: .down, location: p))
                events.append(InputEvent(time: time + tapDuration, kind: .up, location: p))
            case "drag":
                let numbers = try numbers(5, "x0 y0 x1 y1 duration")
                let from = Point(x: numbers[0], y: numbers[1]), to = Point(x: numbers[2], y: numbers[3])
                let duration = numbers[4]
                guard duration > 0, duration <= maxDragDuration else {
                    throw fail("a drag's duration must be more than 0 and at most \(Int(maxDragDuration)) seconds")
                }
                events += drag(from: from, to: to, start: time, duration: duration)
            default:
                throw fail(Suggestion.message("unknown event '\(kind)'; use one of \"down\", \"move\", \"up\", \"tap\", \"drag\", \"scroll\", "
                                              + "\"type\", \"key\", \"resize\"",
                                              for: kind, in: ["down", "move", "up", "tap", "drag", "scroll", "type", "key", "resize"]))
            }
            guard events.count <= maxEvents else {
                throw fail("the file holds more than \(maxEvents) events here (a drag counts a move a frame, \(Int((1 / dragStep).rounded())) a second)")
            }
        }
        // Drags and taps span time, so later lines may land inside them: order by time, keeping
        // the file's order among equal times.
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    private static let exampleArguments = ["down": "100 200", "move": "120 200", "up": "180 200",
                                           "tap": "40 40", "drag": "100 300 300 300 0.5",
                                           "scroll": "160 240 0 120", "resize": "667 375"]

    /// What a `type` line types: the rest of `line` after the time, the word `type` and one
    /// space or tab; nil when no space follows `type`.
    static func typedText(in line: Substring) -> String? {
        func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }
        var rest = line.drop(while: isBlank)
        rest = rest.drop(while: { !isBlank($0) }).drop(while: isBlank)  // the time
        guard rest.hasPrefix("type") else { return nil }
        rest = rest.dropFirst(4)
        guard let separator = rest.first, isBlank(separator) else { return nil }
        return String(rest.dropFirst())
    }

    /// A press at `from`, a move every `dragStep` along the straight line, and a release at `to`.
    static func drag(from: Point, to: Point, start: Double, duration: Double) -> [InputEvent] {
        var out = [InputEvent(time: start, kind: .down, location: from)]
        let steps = max(Int((duration / dragStep).rounded(.up)), 1)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            out.append(InputEvent(time: start + duration * f, kind: .move, location: from.lerp(to: to, f)))
        }
        out.append(InputEvent(time: start + duration, kind: .up, location: to))
        return out
    }
}
