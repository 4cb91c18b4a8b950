import Layers

/// UIViewPropertyAnimator: animates the changes its blocks make to views, and can be started,
/// paused, scrubbed, reversed, re-timed, stopped and finished at any moment.
///
/// The blocks run when the animator becomes active (`startAnimation`, `pauseAnimation`,
/// setting `fractionComplete`) or at once when added to an active one; `record` turns each
/// into the changes it made. Each change gets a `DrivenAnimation` on its layer, which reads
/// its progress from the animator's `AnimatorTimeline`: so what is on screen at any scene
/// time is computed from what was done to the animator before it. Arrival at an end is
/// scheduled on the scene clock.
public final class PropertyAnimator {
    /// One property a block changed: the layer, Core Animation's key path, and how it moves.
    public struct Change {
        public let layer: Layer
        public let keyPath: String
        public let motion: Motion

        public enum Motion {
            /// From the model value before to the one after (already in the model), by
            /// `steps`: one additive animation each (several for a transform assigned several
            /// times, see `ViewPropertyChange.steps`).
            case values(before: PropertyValue, after: PropertyValue, steps: [ViewPropertyChange.Step])
            /// Along an animation a block nested in the animator's made (keyframes), taken off
            /// the layer, to be played by the animator's progress instead of by time.
            case timed(LayerAnimation)
        }

        /// A change from `before` to `after` by `steps` (one step when nil).
        public init(layer: Layer, keyPath: String, before: PropertyValue, after: PropertyValue,
                    steps: [ViewPropertyChange.Step]? = nil) {
            let steps = steps ?? [ViewPropertyChange.Step(before: before, after: after)]
            self.init(layer: layer, keyPath: keyPath, motion: .values(before: before, after: after, steps: steps))
        }

        public init(layer: Layer, keyPath: String, motion: Motion) {
            self.layer = layer
            self.keyPath = keyPath
            self.motion = motion
        }
    }

    /// Runs an animations block and returns the changes it made (already in the model).
    public typealias Recorder = (_ animations: () throws -> Void) throws -> [Change]

    /// The duration given at creation (a spring given by mass, stiffness and damping ignores it).
    public let duration: Double
    public let timingParameters: AnimatorTimingParameters
    public private(set) var state = AnimatingState.inactive
    /// True while active and not paused (also during a start delay).
    public private(set) var isRunning = false
    /// Whether the animations head for their start values.
    public private(set) var isReversed = false
    /// Whether scrubbing (`fractionComplete` while paused) moves values linearly; the curve
    /// resumes on continuing. UIKit's default is true.
    public var scrubsLinearly = true
    /// Whether the animator stays active and paused at an end instead of finishing (then no
    /// completion runs and it can be reversed).
    public var pausesOnCompletion = false
    /// Whether the animator can be paused and stopped; fixed while active.
    public private(set) var isInterruptible = true
    /// The delay given to the last `startAnimation(afterDelay:)`.
    public private(set) var delay = 0.0

    private let host: AnimationHost
    private let record: Recorder
    private let curve: AnimatorCurve
    /// Blocks waiting for the animator to become active, with their windows (delay factors).
    private var pending: [(animations: () throws -> Void, window: Double)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    /// Present while active or stopped.
    private var timeline: AnimatorTimeline?
    /// The animations on layers, with what they animate; kept while stopped for `finishAnimation`.
    private var animated: [Animated] = []
    /// Grows on every change of course, so an arrival scheduled before it does nothing.
    private var generation = 0
    /// Where the animation log files this animator's animations: one block from its creation on.
    private let logBlock: AnimationBlock

    private struct Animated {
        weak var layer: Layer?
        /// The copy on the layer; the layer keeps it, so the animator does not keep itself.
        weak var animation: DrivenAnimation?
        let keyPath: String
        let before: PropertyValue
        let after: PropertyValue
        let track: Int
        /// The animation of a nested block it plays, whose delegate hears when it ends.
        let timed: LayerAnimation?
    }

    /// An inactive animator of `duration` seconds paced by `timingParameters`, adding its
    /// animations through `host` and learning what its blocks change from `record`.
    public init(duration: Double, timingParameters: AnimatorTimingParameters, host: AnimationHost, record: @escaping Recorder) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timingParameters = timingParameters
        self.host = host
        self.record = record
        curve = AnimatorCurve(timingParameters, duration: self.duration)
        logBlock = host.newBlock("UIViewPropertyAnimator")
    }

    /// How far the animations are, 0...1: the time fraction while running; while paused what
    /// was set, or the progress on screen when paused while scrubbing linearly.
    public var fractionComplete: Double { timeline?.fraction(at: host.now) ?? 0 }

    /// Sets `fractionComplete` (clamped to 0...1), making an inactive animator active and paused.
    public func setFractionComplete(_ fraction: Double) throws {
        guard !isRunning, state != .stopped else {
            throw PropertyAnimatorError("fractionComplete can be set only while the animator is paused (it is \(stateDescription))")
        }
        try activate()
        timeline?.scrub(to: fraction, scrubsLinearly: scrubsLinearly, at: host.now)
    }

    /// Sets `isReversed`; a running animator turns round at once.
    public func setReversed(_ reversed: Bool) {
        guard reversed != isReversed else { return }
        isReversed = reversed
        guard isRunning else { return }
        timeline?.reverse(at: host.now)
        scheduleArrival()
    }

    /// Sets `isInterruptible`, which UIKit allows only while the animator is not active.
    public func setInterruptible(_ interruptible: Bool) throws {
        guard state != .active else {
            throw PropertyAnimatorError("isInterruptible can change only while the animator is not active (it is \(stateDescription))")
        }
        isInterruptible = interruptible
    }

    /// "running", "paused", "inactive" or "stopped", for messages.
    public var stateDescription: String {
        state == .active ? (isRunning ? "running" : "paused") : state.rawValue
    }

    // MARK: Blocks and completions

    /// addAnimations(_:delayFactor:): on an inactive animator the block waits and starts
    /// `delayFactor` of the way through; on an active one it runs now and animates over what
    /// remains, starting after `delayFactor` of the remaining time.
    public func addAnimations(_ animations: @escaping () throws -> Void, delayFactor: Double = 0) throws {
        guard state != .stopped else {
            throw PropertyAnimatorError("addAnimations cannot add to a stopped animator; finish it with finishAnimation(at:) (it is stopped)")
        }
        let factor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
        guard var timeline else {
            pending.append((animations, factor))
            return
        }
        let f = timeline.fraction(at: host.now)
        timeline.addTrack(window: f + factor * (1 - f), at: host.now)
        self.timeline = timeline
        try attach(record(animations), track: timeline.windows.count - 1)
    }

    /// addCompletion(_:): runs when the animator finishes, with where it finished.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Driving

    /// startAnimation(afterDelay:): runs from where the animator is along its own curve.
    public func startAnimation(afterDelay delay: Double = 0) throws {
        guard state != .stopped else {
            throw PropertyAnimatorError("startAnimation cannot restart a stopped animator; finish it with finishAnimation(at:) (it is stopped)")
        }
        guard !isRunning else { return }
        try activate()
        self.delay = delay.isFinite ? max(delay, 0) : 0
        timeline?.run(at: host.now, delay: self.delay, reversed: isReversed, remaining: nil, scrubsLinearly: scrubsLinearly)
        isRunning = true
        scheduleArrival()
    }

    /// pauseAnimation(): holds everything where it is (an inactive animator becomes active at its start).
    public func pauseAnimation() throws {
        guard state != .stopped else {
            throw PropertyAnimatorError("pauseAnimation cannot pause a stopped animator; finish it with finishAnimation(at:) (it is stopped)")
        }
        guard isInterruptible else {
            throw PropertyAnimatorError("pauseAnimation needs an interruptible animator (isInterruptible is false)")
        }
        try activate()
        guard isRunning else { return }
        timeline?.hold(at: host.now, scrubsLinearly: scrubsLinearly)
        isRunning = false
        generation += 1
    }

    /// continueAnimation(withTimingParameters:durationFactor:): runs on from where things are,
    /// towards the end (or the start when reversed), for `durationFactor` × `duration`
    /// seconds, or the time the rest of the animator's curve takes when the factor is 0. With
    /// nil parameters it picks up the animator's own curve; with others it re-times what
    /// remains, as if started afresh from here (a spring keeps any velocity).
    public func continueAnimation(withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double) throws {
        guard state != .stopped else {
            throw PropertyAnimatorError("continueAnimation cannot continue a stopped animator; finish it with finishAnimation(at:) (it is stopped)")
        }
        try activate()
        guard var timeline else { return }
        let now = host.now
        let remaining: Double? = durationFactor > 0 && durationFactor.isFinite ? durationFactor * duration : nil
        if let parameters {
            let target = isReversed ? 0.0 : 1.0
            timeline.retime(at: now, parameters: parameters, target: target,
                            remaining: remaining ?? abs(target - timeline.fraction(at: now)) * duration)
        } else {
            timeline.run(at: now, reversed: isReversed, remaining: remaining, scrubsLinearly: scrubsLinearly)
        }
        self.timeline = timeline
        isRunning = true
        scheduleArrival()
    }

    /// stopAnimation(_:): leaves every animated property at the value on screen. Without
    /// finishing the animator becomes inactive and no completion runs; otherwise it waits,
    /// stopped, for `finishAnimation(at:)`.
    public func stopAnimation(withoutFinishing: Bool) throws {
        guard isInterruptible else {
            throw PropertyAnimatorError("stopAnimation needs an interruptible animator (isInterruptible is false)")
        }
        switch state {
        case .inactive: return
        case .stopped:
            if withoutFinishing { reset() }
            return
        case .active:
            freeze(at: .current)
            if withoutFinishing {
                endNestedBlocks(finished: false)
                reset()
            } else {
                timeline?.hold(at: host.now, scrubsLinearly: scrubsLinearly)
                state = .stopped
                isRunning = false
                generation += 1
            }
        }
    }

    /// finishAnimation(at:): on a stopped animator, puts the properties at their end or start
    /// values (or leaves them), then runs the completions with `position`.
    public func finishAnimation(at position: AnimatingPosition) throws {
        guard state == .stopped else {
            throw PropertyAnimatorError("finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first (it is \(stateDescription))")
        }
        // Of several changes to one property, the first holds its start and the last its end.
        for item in position == .start ? animated.reversed() : animated where position != .current {
            guard let layer = item.layer, let accessor = KeyPathAccessor(item.keyPath, of: layer) else { continue }
            accessor.set(layer, AnimatedValue(position == .start ? item.before : item.after))
        }
        complete(at: position)
    }

    // MARK: Inside

    /// Makes an inactive animator active and paused at its start (its end when reversed),
    /// running the blocks that waited.
    private func activate() throws {
        guard state == .inactive else { return }
        let blocks = pending
        pending = []
        var recorded: [[Change]] = []
        var failure: Error?
        for block in blocks {
            do { recorded.append(try record(block.animations)) } catch {
                failure = error
                recorded.append([])
            }
        }
        timeline = AnimatorTimeline(curve: curve, duration: duration, windows: blocks.map(\.window),
                                    fraction: isReversed ? 1 : 0, scrubsLinearly: scrubsLinearly, now: host.now)
        state = .active
        for (i, changes) in recorded.enumerated() { attach(changes, track: i + 1) }
        if let failure { throw failure }
    }

    /// Adds a driven animation for each step of each change, following `track`.
    private func attach(_ changes: [Change], track: Int) {
        for change in changes {
            switch change.motion {
            case let .values(before, after, steps):
                for step in steps {
                    let animation = DrivenAnimation()
                    animation.fromValue = step.before
                    animation.toValue = step.after
                    attach(animation, for: change, track: track) { _ in (before, after) }
                }
            case .timed(let timed):
                let animation = DrivenAnimation()
                animation.timedAnimation = timed
                attach(animation, for: change, track: track) { added in
                    guard let before = added.value(on: change.layer, at: (0, 0)),
                          let after = added.value(on: change.layer, at: (1, 1)) else { return nil }
                    return (before, after)
                }
            }
        }
    }

    /// Adds `animation` for `change` on `track`, keeping the property's start and end values
    /// `ends` gives for the copy on the layer.
    private func attach(_ animation: DrivenAnimation, for change: Change, track: Int,
                        ends: (DrivenAnimation) -> (PropertyValue, PropertyValue)?) {
        animation.keyPath = change.keyPath
        animation.driver = self
        animation.track = track
        animation.driverTime = host.now
        guard let added = host.adding(in: logBlock, { host.add(animation, to: change.layer, forKey: nil) }) as? DrivenAnimation,
              let (before, after) = ends(added) else { return }
        animated.append(Animated(layer: change.layer, animation: added, keyPath: change.keyPath,
                                 before: before, after: after, track: track, timed: added.timedAnimation))
    }

    /// Schedules the arrival of the run under way at its end; a later change of course
    /// makes it do nothing. The clock keeps a running animator alive until then.
    private func scheduleArrival() {
        generation += 1
        let expected = generation
        guard let arrival = timeline?.arrival else { return }
        host.schedule(max(arrival.time, host.now)) { [self] in
            guard expected == generation, isRunning else { return }
            arrive(atEnd: arrival.atEnd)
        }
    }

    private func arrive(atEnd: Bool) {
        if pausesOnCompletion {
            timeline?.hold(at: host.now, scrubsLinearly: scrubsLinearly)
            isRunning = false
            generation += 1
            return
        }
        freeze(at: atEnd ? .end : .start)
        complete(at: atEnd ? .end : .start)
    }

    /// Writes what each animation shows at `position` into the model (exactly its start or
    /// end values there, whatever rounding left in the progress on arrival) and removes the
    /// animations. The offset is added to the model, so other animations on the same property
    /// keep summing.
    private func freeze(at position: AnimatingPosition) {
        let now = host.now
        for item in animated {
            guard let layer = item.layer, let animation = item.animation else { continue }
            let progress: (x: Double, y: Double)
            switch position {
            case .start: progress = (0, 0)
            case .end: progress = (1, 1)
            case .current: progress = self.progress(ofTrack: item.track, at: now)
            }
            if let value = animation.value(on: layer, at: progress), let accessor = KeyPathAccessor(item.keyPath, of: layer) {
                accessor.set(layer, AnimatedValue(value))
            }
            host.remove(animation, from: layer)
        }
    }

    /// Finishes: the animator becomes inactive and the completions run with `position`.
    private func complete(at position: AnimatingPosition) {
        let toCall = completions
        endNestedBlocks(finished: true)
        reset()
        for completion in toCall { completion(position) }
    }

    /// Tells the blocks nested in the animator's that their animations are over, so their
    /// completions run.
    private func endNestedBlocks(finished: Bool) {
        for item in animated {
            guard let timed = item.timed else { continue }
            timed.delegate?.animationDidStop(timed, finished: finished)
        }
    }

    /// Back to a fresh inactive animator with no blocks and no completions.
    private func reset() {
        for item in animated {
            if let layer = item.layer, let animation = item.animation { host.remove(animation, from: layer) }
        }
        animated = []
        pending = []
        completions = []
        timeline = nil
        state = .inactive
        isRunning = false
        generation += 1
    }
}

extension PropertyAnimator: AnimationDriver {
    public func progress(ofTrack track: Int, at time: Double) -> (x: Double, y: Double) {
        guard let timeline else { return (1, 1) }
        let p = timeline.progress(of: track, at: time)
        return (p.x, p.y)
    }
}
