/// Key times with their checks and the lookup from a fraction of the duration to a segment.
struct KeyTimeline: Sendable {
    /// Non-decreasing fractions in 0...1, at least two.
    let times: [Double]

    init(times: [Double]) { self.times = times }

    /// `count` evenly spaced key times from 0 to 1.
    init(evenlySpaced count: Int) {
        times = (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times at the cumulative sums of `lengths`, as fractions of the total; evenly spaced
    /// when the total is 0 or not finite.
    init(lengths: [Double]) {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { self.init(evenlySpaced: lengths.count + 1); return }
        var times = [0.0], sum = 0.0
        for length in lengths {
            sum += length
            times.append(min(sum / total, 1))
        }
        times[times.count - 1] = 1
        self.init(times: times)
    }

    /// Checks caller-supplied key times: `expected` entries, each in 0...1, never decreasing.
    init(checking times: [Double], expected: Int, mode: CalculationMode) throws(KeyframeError) {
        guard times.count == expected else { throw .keyTimeCount(expected: expected, actual: times.count, mode: mode) }
        for (i, t) in times.enumerated() {
            guard t >= 0, t <= 1 else { throw .keyTimeOutOfRange(index: i, value: t) }
            if i > 0, t < times[i - 1] { throw .keyTimesDecrease(index: i) }
        }
        self.times = times
    }

    /// Checks discrete key times for `keyframes` values: Apple documents one more key time than
    /// values, value i holding from key time i to i + 1. As many key times as values, which
    /// Core Animation takes without a word, is taken too: the last value holds from the last
    /// key time on.
    init(checkingDiscrete times: [Double], keyframes: Int) throws(KeyframeError) {
        try self.init(checking: times, expected: times.count == keyframes ? keyframes : keyframes + 1, mode: .discrete)
    }

    /// The index of the last key time at or before `f`, or −1 before the first; a run of equal
    /// key times counts as passed, so a zero-length segment makes a jump.
    func lastIndex(atOrBefore f: Double) -> Int {
        var lo = 0, hi = times.count   // the first index whose time is > f lies in lo...hi
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= f { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    /// The segment (between key times i and i + 1) that `f` falls in, and how far along it
    /// (0...1). Before the first key time: segment 0 at 0; after the last: the last at 1.
    func segment(at f: Double) -> (index: Int, fraction: Double) {
        let last = times.count - 2
        let i = lastIndex(atOrBefore: f)
        guard i >= 0 else { return (0, 0) }
        guard i <= last else { return (last, 1) }
        let span = times[i + 1] - times[i]
        return (i, span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1)
    }
}
