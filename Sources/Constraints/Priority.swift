/// How much a constraint matters, on UIKit's scale: 1000 is required, anything in 0 < p < 1000
/// is optional.
///
/// Optional priorities are strictly ordered, never weighed against each other: the solver
/// minimises the error of each priority level in turn, from the highest down (a
/// lexicographic objective), so a constraint of priority 751 wins over any number of
/// constraints of priority 750, and every distinct value is a level of its own (749.5 lies
/// between 749 and 750). Within one level the errors add up: two constraints of priority 250
/// pulling apart meet where the sum of their errors is least.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { rawValue = Double(value) }
    public init(floatLiteral value: Double) { rawValue = value }

    /// 1000: the constraint must hold; adding it throws when it cannot.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let defaultHigh = Priority(750)
    /// 250, UIKit's `defaultLow`.
    public static let defaultLow = Priority(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// True for 1000.
    public var isRequired: Bool { rawValue == 1000 }

    /// True for priorities the solver takes: finite, above zero and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { Expression.format(rawValue) }
}
