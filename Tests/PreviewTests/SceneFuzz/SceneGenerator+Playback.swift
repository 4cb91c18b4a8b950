import FuzzTesting
import Geometry
import Views

/// How the session drives a generated scene: pointer input and the playhead's moves.
extension SceneGenerator {
    /// Taps and drags at random places in a scene of `size`, one after another in time, some
    /// followed by typing and keys (for a text field the press made first responder).
    mutating func input(in size: Size) -> [InputEvent] {
        var events: [InputEvent] = []
        var t = 0.0
        func point(_ g: inout SceneGenerator) -> Point {
            Point(x: g.rng.number(-5...(size.width + 5)), y: g.rng.number(-5...(size.height + 5)))
        }
        for _ in 0..<(chance(0.5) ? int(1...5) : 0) {
            t += rng.number(0...1)
            var at = point(&self)
            events.append(InputEvent(time: t, kind: .down, location: at))
            for _ in 0..<(chance(0.5) ? int(1...12) : 0) {
                t += rng.number(0...0.1)
                at = Point(x: at.x + rng.number(-30...30), y: at.y + rng.number(-30...30))
                events.append(InputEvent(time: t, kind: .move, location: at))
            }
            t += rng.number(0...0.3)
            events.append(InputEvent(time: t, kind: .up, location: at))
            for _ in 0..<(chance(0.3) ? int(1...6) : 0) {
                t += rng.number(0...0.2)
                events.append(chance(0.6) ? .typing(typedText(), at: t) : .pressing(pick(InputEvent.Key.allCases), at: t))
            }
        }
        return events
    }

    /// Text as a keyboard or a paste gives it: words, graphemes of several scalars, a lone
    /// combining mark, line breaks, or now and then more than a text field holds.
    private mutating func typedText() -> String {
        switch int(0...5) {
        case 0: return "\u{301}"
        case 1: return "👍🏽 é\u{301}"
        case 2: return "line\nbreak\r\n"
        case 3: return String(repeating: "paste ", count: pick([10, 20_000]))
        default: return "fuzz \(int(0...99))"
        }
    }

    /// Where the playhead goes: 0, random times (so sometimes backwards), and now and then a
    /// million seconds on and back.
    mutating func playheadTimes() -> [Double] {
        var times = [0.0]
        for _ in 0..<int(1...4) { times.append(rng.number(0...4)) }
        if chance(0.3) { times += [1e6, rng.number(0...2)] }
        if chance(0.03) { times.append(1e300) }
        return times
    }
}
