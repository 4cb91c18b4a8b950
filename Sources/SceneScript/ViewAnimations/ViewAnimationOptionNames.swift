import Animation
import Views

/// The names scripts give UIView.AnimationOptions and UIView.KeyframeAnimationOptions, spelled
/// as Swift's members (`"curveEaseOut"`, `"repeat"`, `"calculationModePaced"`).
struct ViewAnimationOptionNames {
    var options: ViewAnimationOptions = []
    var curve: ViewAnimationCurve?
    var calculationMode: CalculationMode = .linear

    static let flags: [(String, ViewAnimationOptions)] = [
        ("layoutSubviews", .layoutSubviews), ("allowUserInteraction", .allowUserInteraction),
        ("beginFromCurrentState", .beginFromCurrentState), ("repeat", .repeat), ("autoreverse", .autoreverse),
        ("overrideInheritedDuration", .overrideInheritedDuration), ("overrideInheritedCurve", .overrideInheritedCurve),
        ("overrideInheritedOptions", .overrideInheritedOptions), ("allowAnimatedContent", .allowAnimatedContent),
    ]
    static let curves: [(String, ViewAnimationCurve)] = [
        ("curveEaseInOut", .easeInOut), ("curveEaseIn", .easeIn), ("curveEaseOut", .easeOut), ("curveLinear", .linear),
    ]
    static let calculationModes: [(String, CalculationMode)] = [
        ("calculationModeLinear", .linear), ("calculationModeDiscrete", .discrete), ("calculationModePaced", .paced),
        ("calculationModeCubic", .cubic), ("calculationModeCubicPaced", .cubicPaced),
    ]
    /// Transition options, which UIView.animate accepts and, as UIKit, ignores.
    static let transitions = [
        "showHideTransitionViews", "transitionNone", "transitionFlipFromLeft", "transitionFlipFromRight",
        "transitionFlipFromTop", "transitionFlipFromBottom", "transitionCurlUp", "transitionCurlDown",
        "transitionCrossDissolve",
    ]

    /// Reads `names` for `function`; keyframe blocks take calculation modes, others transitions.
    init(_ names: [String], for function: String, keyframes: Bool) throws(ScriptFailure) {
        let flags = Dictionary(uniqueKeysWithValues: Self.flags)
        let curves = Dictionary(uniqueKeysWithValues: Self.curves)
        let modes = Dictionary(uniqueKeysWithValues: Self.calculationModes)
        var mode: String?
        for name in names {
            if let flag = flags[name] {
                options.insert(flag)
            } else if let curve = curves[name] {
                if let other = self.curve, other != curve {
                    throw .message("\(function): options name two curves, '\(Self.name(of: other))' and '\(name)'")
                }
                self.curve = curve
            } else if keyframes, let calculationMode = modes[name] {
                if let mode, mode != name { throw .message("\(function): options name two calculation modes, '\(mode)' and '\(name)'") }
                mode = name
                self.calculationMode = calculationMode
            } else if !keyframes, Self.transitions.contains(name) {
                continue
            } else {
                let valid = Self.flags.map(\.0) + Self.curves.map(\.0) + (keyframes ? Self.calculationModes.map(\.0) : Self.transitions)
                let message = "\(function): '\(name)' is not an option here"
                let suggested = Suggestion.message(message, for: name, in: valid)
                throw .message(suggested != message ? suggested
                    : message + "; use " + valid.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
    }

    private static func name(of curve: ViewAnimationCurve) -> String {
        curves.first { $0.1 == curve }?.0 ?? curve.rawValue
    }
}
