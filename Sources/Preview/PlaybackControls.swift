import Geometry

/// The previewer's playback: the playhead, the timeline bar that shows it, and the input
/// that drives both (keys as `PlaybackCommand`s, the pointer on the bar). Headless, so the
/// window only translates its events and every rule here is testable without one.
public final class PlaybackControls {
    public private(set) var playback: Playback
    /// Add `bar.layer` to the session's HUD.
    public let bar = TimelineBar()
    public private(set) var isBarHidden = false
    /// What the pointer went down on, until it goes up.
    private var grab: Grab?

    private enum Grab {
        /// Scrubbing along the track; the play state to restore on release.
        case scrub(wasPaused: Bool)
        /// The play/pause button: the rest of the press is the bar's too.
        case button
    }

    public init(playback: Playback) {
        self.playback = playback
    }

    /// Scene time in seconds.
    public var time: Double { playback.time }
    /// True while the pointer is scrubbing the track.
    public var isScrubbing: Bool {
        if case .scrub? = grab { return true }
        return false
    }

    /// The timeline's end: the scene's duration, or nil while the scene runs for ever.
    public private(set) var end: Double?

    /// Moves scene time on to the monotonic time `now` (seconds), unless paused, up to `end`
    /// (the scene's duration; nil for a scene that runs for ever), where it stops, or when
    /// looping starts again.
    public func advance(to now: Double, end: Double? = nil) {
        self.end = end
        playback.advance(to: now, end: end)
    }

    public func perform(_ command: PlaybackCommand) {
        switch command {
        case .togglePause:
            // At the end, Space plays again from the start, as a video player does.
            if !isPausedAfterGrab, playback.isAtEnd(of: end) {
                playback.seek(to: 0)
                return
            }
            if isPausedAfterGrab, playback.isAtEnd(of: end) { playback.seek(to: 0) }
            setPaused(!isPausedAfterGrab)
        case .toggleLoop: playback.isLooping.toggle()
        case .step(let frames):
            playback.step(frames: frames)
            setPaused(true)
        case .setSpeed(let speed): playback.setSpeed(speed)
        case .rewind: playback.seek(to: 0)
        case .toggleTimelineBar: isBarHidden.toggle()
        }
    }

    /// Shows the current state on the bar in a scene of `sceneSize` points, drawn at `scale`
    /// pixels a point, whose timeline is `duration` seconds long. Call before each frame; it
    /// costs nothing when nothing changed.
    public func updateBar(duration: Double, sceneSize: Size, scale: Double, isEndless: Bool = false) {
        bar.update(time: playback.time, duration: duration, isPaused: isPausedAfterGrab, speed: playback.speed,
                   isHidden: isBarHidden, sceneSize: sceneSize, scale: scale, isLooping: playback.isLooping, isEndless: isEndless,
                   isAtEnd: playback.isAtEnd(of: end))
    }

    // MARK: Pointer

    /// The pointer went down at `point` (scene points). On the track it starts scrubbing
    /// (pausing until release); on the button it plays or pauses. Returns false when the bar
    /// is hidden or the point is not on it: the event is the scene's.
    public func pointerDown(at point: Point) -> Bool {
        // A second button pressed during a press belongs to whoever has the first.
        if grab != nil { return true }
        guard !isBarHidden else { return false }
        if bar.isOnButton(point) {
            grab = .button
            perform(.togglePause)
            return true
        }
        guard let time = bar.time(at: point) else { return false }
        grab = .scrub(wasPaused: playback.isPaused)
        playback.isPaused = true
        playback.seek(to: time)
        return true
    }

    /// The pointer moved to `point` while down; while scrubbing, time follows it along the
    /// track, backwards too, clamped to the track's ends. Returns false when the press is not
    /// the bar's.
    public func pointerMoved(to point: Point) -> Bool {
        guard let grab else { return false }
        if case .scrub = grab { playback.seek(to: bar.time(atX: point.x)) }
        return true
    }

    /// The pointer went up at `point`: scrubbing stops there and the play state from before
    /// it comes back. Returns false when the press was not the bar's.
    public func pointerUp(at point: Point) -> Bool {
        guard let grab else { return false }
        self.grab = nil
        if case .scrub(let wasPaused) = grab {
            playback.seek(to: bar.time(atX: point.x))
            playback.isPaused = wasPaused
        }
        return true
    }

    /// Whether playback will be paused once any scrub ends: what the bar and Space go by.
    private var isPausedAfterGrab: Bool {
        if case .scrub(let wasPaused)? = grab { return wasPaused }
        return playback.isPaused
    }

    /// Pauses or plays; while scrubbing, the choice takes effect on release.
    private func setPaused(_ paused: Bool) {
        if case .scrub? = grab {
            grab = .scrub(wasPaused: paused)
            playback.isPaused = true
        } else {
            playback.isPaused = paused
        }
    }
}
