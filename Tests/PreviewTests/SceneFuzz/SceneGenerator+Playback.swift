import FuzzTesting
import Geometry
import Views

/// How the session drives a generated scene: pointer input and the playhead's moves.
extension SceneGenerator {
    /// Taps and drags at random places in a scene of `size`, one after another in time.
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
        }
        return events
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
