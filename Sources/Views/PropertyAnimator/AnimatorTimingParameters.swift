import Animation

/// UITimingCurveProvider: how a property animator paces its animations — a cubic Bézier
/// (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`).
public enum AnimatorTimingParameters: Hashable, Sendable {
    case cubic(TimingFunction)
    case spring(SpringTimingParameters)

    /// UICubicTimingParameters(): Core Animation's default curve.
    public static let defaultCubic = AnimatorTimingParameters.cubic(.default)

    /// UIView.AnimationCurve by name: `easeInOut` (also `easeInEaseOut`), `easeIn`, `easeOut`,
    /// `linear`; nil for any other name.
    public init?(curveName: String) {
        switch curveName {
        case "easeInOut", "easeInEaseOut": self = .cubic(.easeInEaseOut)
        case "easeIn": self = .cubic(.easeIn)
        case "easeOut": self = .cubic(.easeOut)
        case "linear": self = .cubic(.linear)
        default: return nil
        }
    }

    /// The names `init(curveName:)` takes, as UIView.AnimationCurve spells them.
    public static let curveNames = ["easeInOut", "easeIn", "easeOut", "linear"]
}
