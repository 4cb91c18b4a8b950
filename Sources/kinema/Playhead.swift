/// Scene time in the previewer: follows the wall clock × `speed` unless paused.
struct Playhead {
    /// Scene time in seconds.
    var time: Double
    var speed: Double
    var isPaused: Bool
    /// The monotonic time (seconds) of the last `advance`.
    private var lastTick: Double

    init(time: Double, speed: Double, isPaused: Bool, now: Double) {
        self.time = time
        self.speed = speed
        self.isPaused = isPaused
        lastTick = now
    }

    /// Moves scene time on by the real time elapsed since the last call (× speed), unless paused.
    mutating func advance(to now: Double) {
        let elapsed = max(now - lastTick, 0)
        lastTick = now
        if !isPaused { time += elapsed * speed }
    }
}
