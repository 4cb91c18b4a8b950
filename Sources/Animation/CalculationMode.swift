/// CAAnimationCalculationMode: how a keyframe animation fills in between its keyframes.
public enum CalculationMode: String, CaseIterable, Sendable {
    /// Straight interpolation between neighbouring values, at the key times.
    case linear
    /// Each value holds until the next key time; keyTimes has one more entry than values.
    case discrete
    /// Linear at constant speed: keyTimes and timingFunctions are ignored.
    case paced
    /// A Catmull-Rom spline through the values, shaped by tension, continuity and bias
    /// (Kochanek–Bartels).
    case cubic
    /// The cubic spline travelled at constant speed: keyTimes and timingFunctions are ignored.
    case cubicPaced

    /// Whether values lie on a spline.
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
