/// Scene time in the previewer: follows the wall clock × `speed` unless paused, never goes
/// below 0, and stops at the timeline's end when it has one (a scene whose animations all
/// end), or starts again from 0 there when looping; a scene that runs for ever (an endless
/// animation, an emitter) has no end and keeps running, as Core Animation apps do.
public struct Playback: Equatable, Sendable {
    /// One frame step (← and →): 1/60 s.
    public static let frameDuration = 1.0 / 60

    /// Scene time in seconds, 0 or more.
    public private(set) var time: Double
    /// Scene seconds per wall-clock second, 0 or more.
    public private(set) var speed: Double
    public var isPaused: Bool
    /// Whether reaching the end starts again from 0 (L).
    public var isLooping = false
    /// The monotonic time (seconds) of the last `advance`.
    private var lastTick: Double

    /// Starts at `time` (negative or NaN start at 0) with `speed` (a negative or non-finite speed is 1).
    public init(time: Double, speed: Double, isPaused: Bool, now: Double) {
        self.time = Playback.clamped(time)
        self.speed = speed.isFinite && speed >= 0 ? speed : 1
        self.isPaused = isPaused
        lastTick = now
    }

    /// Moves scene time on by the real time elapsed since the last call (× speed), unless paused,
    /// up to `end` (the timeline's length; nil for a scene without one): there it stays, or,
    /// looping, goes on from 0. A clock going backwards moves nothing. The end may grow as the
    /// scene schedules more (input started something): time then goes on to the new end.
    public mutating func advance(to now: Double, end: Double? = nil) {
        let elapsed = now - lastTick
        lastTick = now
        guard !isPaused, elapsed > 0 else { return }
        let next = Playback.clamped(time + elapsed * speed)
        guard let end, end > 0, end.isFinite, next > end else {
            time = next
            return
        }
        // Past the end already (a drag ran on after it) time stays where it is.
        time = isLooping ? next.truncatingRemainder(dividingBy: end) : max(time, end)
    }

    /// Whether time stands at the end `end` (nil: there is none).
    public func isAtEnd(of end: Double?) -> Bool {
        guard let end, end.isFinite else { return false }
        return time >= end
    }

    /// Jumps to `time`, clamped to 0 or more (NaN is 0).
    public mutating func seek(to time: Double) {
        self.time = Playback.clamped(time)
    }

    /// Steps `frames` frames forwards (backwards when negative) and pauses. A time on the
    /// 1/60 s grid moves to another grid point exactly, so stepping never accumulates error.
    public mutating func step(frames: Int) {
        isPaused = true
        let position = time / Playback.frameDuration
        let nearest = position.rounded()
        if abs(position - nearest) < 1e-6 {
            seek(to: (nearest + Double(frames)) / 60)
        } else {
            seek(to: time + Double(frames) * Playback.frameDuration)
        }
    }

    /// Sets the playback speed; a negative or non-finite speed is ignored.
    public mutating func setSpeed(_ speed: Double) {
        guard speed.isFinite, speed >= 0 else { return }
        self.speed = speed
    }

    private static func clamped(_ time: Double) -> Double {
        time >= 0 ? min(time, Double.greatestFiniteMagnitude) : 0
    }
}
