import Animation

/// UIView.AnimationCurve, chosen with the `curve…` animation options.
public enum ViewAnimationCurve: String, CaseIterable, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// The Core Animation curve UIKit runs it with.
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
