/// A linear expression: a sum of `coefficient · variable` terms plus a constant.
///
/// Build one with the arithmetic operators (`2 * x + y - 10`) or from its parts. The terms
/// are kept as written, a variable may appear more than once; a `Constraint` gathers them.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// The expression with no terms.
    public init(_ constant: Double) { self.init(constant: constant) }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The same sum with one term per variable, in the order each first appears, and no
    /// term whose coefficient is zero.
    var gathered: Expression {
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        for term in terms {
            let id = ObjectIdentifier(term.variable)
            if let i = index[id] {
                merged[i].coefficient += term.coefficient
            } else {
                index[id] = merged.count
                merged.append(term)
            }
        }
        return Expression(terms: merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            if text.isEmpty {
                text = c == 1 ? "" : c == -1 ? "-" : "\(Self.format(c))*"
            } else {
                text += c < 0 ? " - " : " + "
                if abs(c) != 1 { text += "\(Self.format(abs(c)))*" }
            }
            text += term.variable.description
        }
        if text.isEmpty { return Self.format(constant) }
        if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
        return text
    }

    /// `value` without a trailing ".0" when it is a whole number.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
