/// CAMediaTiming of one node of the time tree (a layer or an animation): how the parent's
/// time maps to the node's own.
///
/// Two stages, as in Core Animation: the *active local time* is
/// `(t_parent − beginTime) × speed + timeOffset`; the *basic local time* then folds the
/// active period into one cycle of `0...duration` (repeats, autoreverse, fill). Layers have
/// an infinite `duration`; animations default to 0 (callers substitute 0.25 s as CA does).
///
/// A node whose `beginTime`, `speed` or `timeOffset` is not finite has no effect at any time.
public struct MediaTiming: Hashable, Sendable {
    /// When the active period starts, in the parent's time.
    public var beginTime = 0.0
    /// The length of one plain cycle, in local time.
    public var duration = 0.0
    /// How many times faster than the parent local time runs; 0 pauses, negative plays backwards.
    public var speed = 1.0
    /// An offset added to active local time: a node starts `timeOffset` into its active period
    /// and wraps round to play the part it skipped at the end.
    public var timeOffset = 0.0
    /// How many cycles play; fractional counts end part-way through a cycle; 0 means 1;
    /// `.infinity` (or `.greatestFiniteMagnitude`) repeats forever.
    public var repeatCount = 0.0
    /// How long the cycles repeat for, in local time. Core Animation leaves setting both this
    /// and `repeatCount` undefined; here a positive `repeatDuration` wins.
    public var repeatDuration = 0.0
    /// Whether each cycle plays forwards and then backwards (a cycle then lasts 2 × duration).
    public var autoreverses = false
    /// What shows before `beginTime` and after the active period.
    public var fillMode = FillMode.removed

    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The active local time at parent time `t`: `(t − beginTime) × speed + timeOffset`
    /// (convertTime(_:from:) from the parent).
    public func activeLocalTime(parent t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// The parent time whose active local time is `t` (convertTime(_:to:) the parent). A paused
    /// node (speed 0) has the same local time at every parent time; it answers `beginTime`.
    public func parentTime(activeLocal t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / speed + beginTime
    }

    /// The length of the active period in the parent's time: `duration × repeatCount` (a count
    /// of 0 counts as 1; doubled with autoreverses) or `repeatDuration`, divided by |speed|.
    /// Infinite when repeating forever or paused; 0 for a node with no duration.
    public var activeDuration: Double {
        let local = activeLocalDuration
        guard local > 0 else { return 0 }
        guard speed != 0 else { return .infinity }
        return local / abs(speed)
    }

    /// The length of one plain cycle; a negative or NaN duration counts as 0.
    var cycleDuration: Double { duration > 0 ? duration : 0 }

    /// One cycle including the way back when autoreversing.
    var fullCycleDuration: Double { autoreverses ? 2 * cycleDuration : cycleDuration }

    /// The length of the active period in local time.
    var activeLocalDuration: Double {
        guard cycleDuration > 0 else { return 0 }
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return fullCycleDuration * count
    }

    /// Whether the parameters that place the node in time are usable numbers.
    var isWellFormed: Bool { beginTime.isFinite && speed.isFinite && timeOffset.isFinite }
}
