/// CAKeyframeAnimation's value at a fraction of its duration, for `values` (a path is
/// `PathKeyframes`).
///
/// Everything that does not depend on the fraction — checked or computed key times, spline
/// tangent weights, paced arc-length tables — is worked out in `init`.
public struct Keyframes: Sendable {
    /// The keyframe values.
    public let values: [AnimatableValue]
    /// How values are filled in between.
    public let mode: CalculationMode
    let timeline: KeyTimeline
    /// One timing function per segment (linear and cubic modes), nil for linear pacing.
    let timingFunctions: [TimingFunction]?
    /// Kochanek–Bartels tangent weights per keyframe (cubic modes).
    let tangents: [TangentWeights]
    /// Per segment, the spline's length at evenly spaced parameters (cubicPaced).
    let arcLengths: [[Double]]

    /// Checks and prepares keyframes as CAKeyframeAnimation would use them:
    /// - linear and cubic: `keyTimes` (nil: evenly spaced) needs one entry per value, and
    ///   `timingFunctions` (nil: linear) one per segment, n − 1;
    /// - discrete: `keyTimes` needs n + 1 entries, value i holding from key time i to i + 1
    ///   (nil: n equal steps), or n entries, as Core Animation tolerates, the last value then
    ///   holding from the last key time on; timing functions are ignored;
    /// - paced and cubicPaced: key times and timing functions are ignored; key times come from
    ///   the distances between values (`Interpolation.distance`) or along the spline;
    /// - cubic modes: `tension`, `continuity` and `bias` (nil: all 0, a Catmull-Rom spline) need
    ///   one entry per value.
    /// Key times must lie in 0...1 and never decrease (equal ones make a jump); before the first
    /// key time the first value holds, after the last the last one.
    public init(values: [AnimatableValue], keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
                mode: CalculationMode, tension: [Double]? = nil, continuity: [Double]? = nil,
                bias: [Double]? = nil) throws(KeyframeError) {
        guard !values.isEmpty else { throw .noValues }
        let n = values.count
        self.values = values
        self.mode = mode
        tangents = mode.isCubic
            ? try Keyframes.tangentWeights(count: n, tension: tension, continuity: continuity, bias: bias,
                                           times: mode == .cubic ? keyTimes : nil)
            : []
        switch mode {
        case .linear, .cubic:
            timeline = try keyTimes.map { times throws(KeyframeError) in
                try KeyTimeline(checking: times, expected: n, mode: mode)
            } ?? KeyTimeline(evenlySpaced: max(n, 2))
            if let functions = timingFunctions, n > 1, functions.count != n - 1 {
                throw .timingFunctionCount(expected: n - 1, actual: functions.count)
            }
            self.timingFunctions = n > 1 ? timingFunctions : nil
            arcLengths = []
        case .discrete:
            timeline = try keyTimes.map { times throws(KeyframeError) in
                try KeyTimeline(checkingDiscrete: times, keyframes: n)
            } ?? KeyTimeline(evenlySpaced: n + 1)
            self.timingFunctions = nil
            arcLengths = []
        case .paced:
            timeline = KeyTimeline(lengths: (0..<max(n - 1, 1)).map { i in
                n > 1 ? Interpolation.distance(values[i], values[i + 1]) : 0
            })
            self.timingFunctions = nil
            arcLengths = []
        case .cubicPaced:
            self.timingFunctions = nil
            let tables = n > 1 ? Keyframes.arcLengthTables(values: values, tangents: tangents) : [[0]]
            arcLengths = tables
            timeline = KeyTimeline(lengths: tables.map { $0.last! })
        }
    }

    /// The value at `fraction` of the duration (NaN counts as 0).
    public func value(at fraction: Double) -> AnimatableValue {
        let f = fraction.isNaN ? 0 : fraction
        if mode == .discrete {
            return values[min(max(timeline.lastIndex(atOrBefore: f), 0), values.count - 1)]
        }
        guard values.count > 1 else { return values[0] }
        let (i, along) = timeline.segment(at: f)
        let u = timingFunctions?[i].value(at: along) ?? along
        switch mode {
        case .linear, .paced:
            return Interpolation.interpolate(values[i], values[i + 1], u)
        case .cubic:
            return splineValue(segment: i, at: u)
        case .cubicPaced:
            return splineValue(segment: i, at: parameter(segment: i, atLengthFraction: u))
        case .discrete:
            return values[i]
        }
    }

    /// The key times in use: as given, evenly spaced, or paced.
    public var keyTimes: [Double] { timeline.times }
}
