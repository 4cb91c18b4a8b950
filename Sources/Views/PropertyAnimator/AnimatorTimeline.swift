/// The life of an active property animator on the scene clock, as stretches that each start
/// when something was done to it (started, paused, scrubbed, reversed, continued). Inside a
/// stretch the animator's fraction and every track's progress are functions of time, so
/// they are computed at any moment, never integrated frame by frame: the state at time t
/// depends only on what was done before t.
///
/// A *track* is one animation block: track 0 is the animator's own (it gives
/// `fractionComplete` when scrubbing linearly), the others are the blocks added to it. Each
/// track starts along the animator's fraction F at its *window* (0 for the blocks given at
/// once; later for `addAnimations(_:delayFactor:)` and blocks added while running) and
/// reaches its end with the animator.
struct AnimatorTimeline {
    /// The animator's own timing over its duration.
    let curve: AnimatorCurve
    /// The animator's duration: the unit of `durationFactor`.
    let duration: Double
    /// Where each track starts along F.
    private(set) var windows: [Double] = [0]
    /// The stretches in the order they began; each lasts until the next.
    private(set) var stretches: [(start: Double, stretch: Stretch)]

    enum Stretch {
        /// Paused (or stopped): the fraction and every track's progress stay put.
        case held(fraction: Double, progress: [AxisPair])
        /// Running along the animator's own curve: F goes from `fraction` at `time` at `rate`
        /// per second (negative when reversed), clamped to 0...1.
        case timed(time: Double, fraction: Double, rate: Double)
        /// Continued with other timing: every track goes from where it was to `target`.
        case retimed(Retimed)
    }

    /// A run with new timing parameters, "as if the animation was started from its current
    /// position with a new duration and timing parameters" (UIViewAnimating.h).
    struct Retimed {
        var time: Double
        /// Kept so a reversal can run back with the same timing.
        var parameters: AnimatorTimingParameters
        /// F as reported: linear from `fraction` to `target` over `duration`, the run's length.
        var fraction: Double
        var duration: Double
        /// 1 towards the end, 0 towards the start.
        var target: Double
        var tracks: [Track]

        struct Track {
            var start: AxisPair
            /// Seconds after `time` before the track moves (a block whose window is ahead).
            var delay: Double
            var curve: AnimatorCurve
        }
    }

    /// A timeline held at F = `fraction` from `now`, with tracks starting at `windows`
    /// (track 0 is added in front).
    init(curve: AnimatorCurve, duration: Double, windows: [Double], fraction: Double, scrubsLinearly: Bool, now: Double) {
        self.curve = curve
        self.duration = duration
        self.windows = [0] + windows
        stretches = []
        scrub(to: fraction, scrubsLinearly: scrubsLinearly, at: now)
    }

    // MARK: Reading

    /// The stretch that applies at `t`: the last one begun by then (the first before any).
    private func stretch(at t: Double) -> Stretch {
        stretches.last { $0.start <= t }?.stretch ?? stretches[0].stretch
    }

    /// The animator's fraction F at `t` (what `fractionComplete` reports while running).
    func fraction(at t: Double) -> Double {
        switch stretch(at: t) {
        case .held(let fraction, _): return fraction
        case let .timed(time, fraction, rate): return AnimatorTimeline.advance(fraction, rate: rate, for: t - time)
        case .retimed(let run):
            let s = run.duration > 0 ? min(max((t - run.time) / run.duration, 0), 1) : 1
            return run.fraction + (run.target - run.fraction) * s
        }
    }

    /// The progress of `track` at `t`, per axis: 0 shows the block's old values, 1 its new ones.
    func progress(of track: Int, at t: Double) -> AxisPair {
        switch stretch(at: t) {
        case .held(_, let progress): return track < progress.count ? progress[track] : AxisPair(0)
        case let .timed(time, fraction, rate):
            let s = local(track, AnimatorTimeline.advance(fraction, rate: rate, for: t - time))
            return AxisPair { curve.progress(at: s * curve.span, axis: $0) }
        case .retimed(let run):
            guard track < run.tracks.count else { return AxisPair(0) }
            let item = run.tracks[track]
            let τ = t - run.time - item.delay
            return AxisPair { item.start[$0] + (run.target - item.start[$0]) * item.curve.progress(at: τ, axis: $0) }
        }
    }

    /// d progress / dt of `track` at `t`, per axis, per second.
    func velocity(of track: Int, at t: Double) -> AxisPair {
        switch stretch(at: t) {
        case .held: return AxisPair(0)
        case let .timed(time, fraction, rate):
            let f = AnimatorTimeline.advance(fraction, rate: rate, for: t - time)
            let a = windows[track]
            // F stands still before the run starts and once at an end; a track stands still
            // before its window.
            let stopped = t < time || (rate > 0 && f >= 1) || (rate < 0 && f <= 0) || rate == 0
            let outside = a >= 1 || f < a || (f == a && rate < 0)
            if stopped || outside { return AxisPair(0) }
            let s = local(track, f)
            return AxisPair { curve.velocity(at: s * curve.span, axis: $0) * curve.span * rate / (1 - a) }
        case .retimed(let run):
            guard track < run.tracks.count else { return AxisPair(0) }
            let item = run.tracks[track]
            let τ = t - run.time - item.delay
            return AxisPair { (run.target - item.start[$0]) * item.curve.velocity(at: τ, axis: $0) }
        }
    }

    /// When the last stretch arrives at an end, and whether it is the end (true) or the start;
    /// nil while held.
    var arrival: (time: Double, atEnd: Bool)? {
        guard let last = stretches.last else { return nil }
        switch last.stretch {
        case .held: return nil
        case let .timed(time, fraction, rate):
            if rate > 0 { return (time + (1 - fraction) / rate, true) }
            if rate < 0 { return (time + fraction / -rate, false) }
            return fraction >= 1 ? (time, true) : fraction <= 0 ? (time, false) : nil
        case .retimed(let run):
            return (run.time + run.duration, run.target >= 1)
        }
    }

    /// The fraction of track `track` (0...1) at the animator's fraction `f`: 0 until its window.
    private func local(_ track: Int, _ f: Double) -> Double {
        let a = windows[track]
        guard a < 1 else { return f >= 1 ? 1 : 0 }
        return min(max((f - a) / (1 - a), 0), 1)
    }

    private static func advance(_ fraction: Double, rate: Double, for elapsed: Double) -> Double {
        guard rate != 0 else { return fraction }
        return min(max(fraction + rate * max(elapsed, 0), 0), 1)
    }

    // MARK: Changing

    /// Pauses at `now`: every track stays where it is. The fraction reported from then on is
    /// the animator's own progress when scrubbing linearly (so scrubbing carries on from what
    /// is on screen), else F.
    mutating func hold(at now: Double, scrubsLinearly: Bool) {
        let progress = windows.indices.map { self.progress(of: $0, at: now) }
        let fraction = scrubsLinearly ? min(max(progress[0].x, 0), 1) : self.fraction(at: now)
        stretches.append((now, .held(fraction: fraction, progress: progress)))
    }

    /// Holds at F = `fraction` (clamped to 0...1): each track shows its fraction of the way
    /// linearly, or along the animator's curve when not scrubbing linearly.
    mutating func scrub(to fraction: Double, scrubsLinearly: Bool, at now: Double) {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let progress = windows.indices.map { track -> AxisPair in
            let s = local(track, f)
            return scrubsLinearly ? AxisPair(s) : AxisPair { curve.progress(at: s * curve.span, axis: $0) }
        }
        stretches.append((now, .held(fraction: f, progress: progress)))
    }

    /// Runs along the animator's own curve from `now + delay` towards the start (reversed)
    /// or the end, taking `remaining` seconds, or the rest of the curve's time when nil. A
    /// run that follows a pause or other timing picks up the curve where its progress equals
    /// what is on screen (UIKit's time conversion when scrubbing linearly).
    mutating func run(at now: Double, delay: Double = 0, reversed: Bool, remaining: Double?, scrubsLinearly: Bool) {
        let start = resumeFraction(at: now, scrubsLinearly: scrubsLinearly)
        let end = reversed ? 0.0 : 1.0
        let time = remaining ?? abs(end - start) * curve.span
        let entry: Stretch = time > 0 && start != end
            ? .timed(time: now + max(delay, 0), fraction: start, rate: (end - start) / time)
            : .timed(time: now + max(delay, 0), fraction: end, rate: 0)
        stretches.append((now, entry))
    }

    /// Reverses a run at `now`: along the curve it runs back the way it came; after
    /// `retime` it heads for the other end with the same timing parameters, keeping its
    /// velocity, in the time the animator's curve would take from here.
    mutating func reverse(at now: Double) {
        guard let last = stretches.last?.stretch else { return }
        switch last {
        case .held: return
        case let .timed(_, _, rate):
            stretches.append((now, .timed(time: now, fraction: fraction(at: now), rate: -rate)))
        case .retimed(let run):
            let target = 1 - run.target
            retime(at: now, parameters: run.parameters, target: target, remaining: abs(target - fraction(at: now)) * duration)
        }
    }

    /// Continues every track from where it is at `now` to `target` (1 the end, 0 the start)
    /// with `parameters` over `remaining` seconds. A track still moving hands its velocity on
    /// to a spring; a block whose window is ahead starts as far into the run as it was ahead.
    mutating func retime(at now: Double, parameters: AnimatorTimingParameters, target: Double, remaining: Double) {
        let f = fraction(at: now)
        let tracks = windows.indices.map { track -> Retimed.Track in
            let start = progress(of: track, at: now), velocity = self.velocity(of: track, at: now)
            let a = windows[track]
            let delay = target >= 1 && a > f && f < 1 ? (a - f) / (1 - f) * remaining : 0
            func handoff(_ axis: Axis) -> Double {
                let distance = target - start[axis]
                return abs(distance) > 1e-9 ? velocity[axis] / distance : 0
            }
            let extra = Velocity(dx: handoff(.x), dy: handoff(.y))
            return Retimed.Track(start: start, delay: delay,
                                 curve: AnimatorCurve(parameters, duration: remaining - delay, extraVelocity: extra))
        }
        // A spring given by mass, stiffness and damping takes as long as it takes.
        let length = tracks.map { $0.delay + $0.curve.span }.max() ?? max(remaining, 0)
        stretches.append((now, .retimed(Retimed(time: now, parameters: parameters, fraction: f, duration: length,
                                                target: target, tracks: tracks))))
    }

    /// Adds a track that starts at F = `window`, at `now`: it joins the current stretch
    /// at progress 0 (its window is never behind F).
    mutating func addTrack(window: Double, at now: Double) {
        windows.append(min(max(window, 0), 1))
        guard let last = stretches.indices.last else { return }
        switch stretches[last].stretch {
        case .held(let fraction, var progress):
            progress.append(AxisPair(0))
            stretches[last].stretch = .held(fraction: fraction, progress: progress)
        case .timed: break
        case .retimed(var run):
            let f = fraction(at: now)
            let a = windows[windows.count - 1]
            let elapsed = now - run.time
            let left = max(run.duration - elapsed, 0)
            let delay = elapsed + (run.target >= 1 && a > f && f < 1 ? (a - f) / (1 - f) * left : 0)
            run.tracks.append(Retimed.Track(start: AxisPair(0), delay: delay,
                                            curve: AnimatorCurve(run.parameters, duration: left)))
            stretches[last].stretch = .retimed(run)
        }
    }

    /// The F a run along the animator's curve starts from at `now`.
    private func resumeFraction(at now: Double, scrubsLinearly: Bool) -> Double {
        switch stretch(at: now) {
        case .held(let fraction, _):
            return scrubsLinearly ? curveFraction(reaching: fraction) : fraction
        case .timed: return fraction(at: now)
        case .retimed:
            return scrubsLinearly ? curveFraction(reaching: progress(of: 0, at: now).x) : fraction(at: now)
        }
    }

    /// The F at which the animator's curve first shows progress `p`.
    private func curveFraction(reaching p: Double) -> Double {
        guard curve.span > 0 else { return min(max(p, 0), 1) }
        return curve.time(reaching: p) / curve.span
    }
}
