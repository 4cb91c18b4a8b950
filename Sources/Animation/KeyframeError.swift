/// Why keyframes cannot be built; `description` is a message for the scene author.
public enum KeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No values at all.
    case noValues
    /// A path with no line or curve in it.
    case emptyPath
    /// keyTimes has the wrong number of entries for the values and mode.
    case keyTimeCount(expected: Int, actual: Int, mode: CalculationMode)
    /// A key time is not a number in 0...1.
    case keyTimeOutOfRange(index: Int, value: Double)
    /// A key time is smaller than the one before it.
    case keyTimesDecrease(index: Int)
    /// timingFunctions needs one entry per segment between keyframes.
    case timingFunctionCount(expected: Int, actual: Int)
    /// tensionValues, continuityValues or biasValues needs one entry per keyframe.
    case cubicParameterCount(name: String, expected: Int, actual: Int)
    /// A tension, continuity or bias value is not a finite number.
    case cubicParameterNotFinite(name: String, index: Int)

    public var description: String {
        switch self {
        case .noValues:
            return "a keyframe animation needs at least one value"
        case .emptyPath:
            return "the keyframe path has no lines or curves to follow"
        case let .keyTimeCount(expected, actual, mode):
            let rule = mode == .discrete ? "one more than the number of keyframes in discrete mode"
                                         : "one per keyframe"
            return "keyTimes has \(actual) entries but needs \(expected) (\(rule))"
        case let .keyTimeOutOfRange(index, value):
            return "keyTimes[\(index + 1)] is \(value); key times are fractions from 0 to 1"
        case let .keyTimesDecrease(index):
            return "keyTimes[\(index + 1)] is smaller than the key time before it; key times must not decrease"
        case let .timingFunctionCount(expected, actual):
            return "timingFunctions has \(actual) entries but needs \(expected) (one per segment between keyframes)"
        case let .cubicParameterCount(name, expected, actual):
            return "\(name) has \(actual) entries but needs \(expected) (one per keyframe)"
        case let .cubicParameterNotFinite(name, index):
            return "\(name)[\(index + 1)] is not a finite number"
        }
    }
}
