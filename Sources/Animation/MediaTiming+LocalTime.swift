extension MediaTiming {
    /// The basic local time, in `0...duration`, at parent time `t`: the active local time folded
    /// by repeats and autoreverse, with fill applied. Nil when the node has no effect at `t`.
    ///
    /// - Before `beginTime`: nil, or with backwards fill the state at `beginTime`.
    /// - In the active period `[beginTime, beginTime + activeDuration)`: the active local time
    ///   wraps round the active period (so a `timeOffset` starts part-way through and plays the
    ///   skipped part at the end), then folds into a cycle; a cycle boundary belongs to the cycle
    ///   that starts there.
    /// - From the end on: nil (at the very end a non-filled node is removed), or with forwards fill
    ///   the state reached at the end: `duration` after whole forward cycles, 0 after whole
    ///   autoreversed ones, half-way through a cycle for a repeat count of *n*.5.
    /// - Negative speed plays the active period backwards, from its end to its start; speed 0
    ///   stays at `timeOffset` (a positive multiple of the active length shows the end).
    /// - An infinite `duration` (a layer) has no cycles: the result is the active local time.
    public func basicLocalTime(parent t: Double) -> Double? {
        guard let (position, boundaryToEnd) = activePosition(parent: t) else { return nil }
        return cycleTime(at: position, boundaryToEnd: boundaryToEnd)
    }

    /// The basic local time as a fraction of `duration` (0...1), nil when the node has no
    /// effect. A zero-duration node jumps to its end (0 with autoreverses, else 1) at `beginTime`.
    public func progress(parent t: Double) -> Double? {
        guard let local = basicLocalTime(parent: t) else { return nil }
        let d = cycleDuration
        guard d > 0 else {
            return t - beginTime >= 0 && !autoreverses ? 1 : 0
        }
        guard d.isFinite else { return 0 }
        return min(max(local / d, 0), 1)
    }

    /// Whether the active period is over at parent time `t` (for isRemovedOnCompletion and
    /// animationDidStop). A paused or endlessly repeating node never ends.
    public func hasEnded(parent t: Double) -> Bool {
        guard isWellFormed, !t.isNaN else { return false }
        let elapsed = t - beginTime
        guard elapsed >= 0 else { return false }
        let length = activeLocalDuration
        if speed == 0 { return length == 0 }
        return elapsed * abs(speed) >= length
    }

    /// Where in the active period (local time, `0...activeLocalDuration`) the node is at parent
    /// time `t`, and whether an exact cycle boundary there counts as the end of the cycle before
    /// it (true) or the start of the one after (false). Nil when the node has no effect.
    private func activePosition(parent t: Double) -> (Double, Bool)? {
        guard isWellFormed, !t.isNaN else { return nil }
        let length = activeLocalDuration
        let elapsed = t - beginTime
        var progressed = 0.0, isEnd = false
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
        } else if speed != 0 {
            progressed = elapsed * abs(speed)
            if progressed >= length {
                guard fillMode.fillsForwards, length.isFinite else { return nil }
                progressed = length
                isEnd = true
            }
        } else if length == 0 {
            guard fillMode.fillsForwards else { return nil }
            isEnd = true
        }
        guard length > 0 else { return (0, false) }

        if speed == 0 {
            // Paused: the local time is timeOffset. Reaching a positive multiple of a length
            // from below shows the end, so scrubbing by timeOffset can reach the last frame.
            let fromBelow = timeOffset > 0
            guard length.isFinite else { return (timeOffset, fromBelow) }
            return (wrap(timeOffset, into: length, boundaryToEnd: fromBelow), fromBelow)
        }
        let forward = speed > 0
        if length.isInfinite {
            return (timeOffset + (forward ? progressed : -progressed), !forward)
        }
        // Count in the direction of play from where timeOffset starts it; backwards play starts
        // at the end of the active period and moves towards its start.
        let start = wrap(forward ? timeOffset : -timeOffset, into: length, boundaryToEnd: false)
        let along = isEnd ? (start == 0 ? length : start) : wrap(start + progressed, into: length, boundaryToEnd: false)
        // Moving forwards, a boundary during play starts the next cycle and the final instant
        // ends the last one; moving backwards the other way round.
        return (forward ? along : length - along, forward == isEnd)
    }

    /// The time within one cycle (`0...duration`) at active position `position`.
    private func cycleTime(at position: Double, boundaryToEnd: Bool) -> Double {
        let d = cycleDuration
        guard d > 0 else { return 0 }
        let cycle = fullCycleDuration
        guard cycle.isFinite else { return position }
        let inCycle = wrap(position, into: cycle, boundaryToEnd: boundaryToEnd)
        return inCycle <= d ? inCycle : 2 * d - inCycle
    }

    /// `x` modulo `length`, in `0..<length`; with `boundaryToEnd` a nonzero exact multiple gives
    /// `length` instead of 0.
    private func wrap(_ x: Double, into length: Double, boundaryToEnd: Bool) -> Double {
        var m = x - length * (x / length).rounded(.down)
        m = min(max(m, 0), length)
        if boundaryToEnd, m == 0, x != 0 { m = length }
        return m
    }
}
