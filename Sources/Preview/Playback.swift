/// Scene time in the previewer: follows the wall clock × `speed` unless paused, never goes
/// below 0, and is not clamped at the scene's duration (Core Animation apps keep running).
public struct Playback: Equatable, Sendable {
    /// One frame step (← and →): 1/60 s.
    public static let frameDuration = 1.0 / 60

    /// Scene time in seconds, 0 or more.
    public private(set) var time: Double
    /// Scene seconds per wall-clock second, 0 or more.
    public private(set) var speed: Double
    public var isPaused: Bool
    /// The monotonic time (seconds) of the last `advance`.
    private var lastTick: Double

    /// Starts at `time` (negative or NaN start at 0) with `speed` (a negative or non-finite speed is 1).
    public init(time: Double, speed: Double, isPaused: Bool, now: Double) {
        self.time = Playback.clamped(time)
        self.speed = speed.isFinite && speed >= 0 ? speed : 1
        self.isPaused = isPaused
        lastTick = now
    }

    /// Moves scene time on by the real time elapsed since the last call (× speed), unless paused.
    /// A clock going backwards moves nothing.
    public mutating func advance(to now: Double) {
        let elapsed = now - lastTick
        lastTick = now
        guard !isPaused, elapsed > 0 else { return }
        time = Playback.clamped(time + elapsed * speed)
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
