/// What the previewer's keys ask of playback and of the timeline bar.
public enum PlaybackCommand: Equatable, Sendable {
    /// Space: stop or restart the scene clock.
    case togglePause
    /// ← and →: move `frames` frames (1/60 s each, negative going back) and pause.
    case step(frames: Int)
    /// 1 to 4: play at 1×, 0.5×, 0.25× or 0.1×, like the Simulator's slow animations.
    case setSpeed(Double)
    /// Home: back to time 0, keeping the play or pause state.
    case rewind
    /// H: hide or show the timeline bar.
    case toggleTimelineBar
    /// L: start again from 0 at the timeline's end, or stop there.
    case toggleLoop

    /// The speeds the number keys 1, 2, 3 and 4 choose, in that order.
    public static let speeds = [1, 0.5, 0.25, 0.1]
}
