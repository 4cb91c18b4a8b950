/// A linear relation `expression relation 0` with a priority, such as `x + y - 10 == 0`.
///
/// A constraint is an identity: the solver adds, removes and updates this object, and two
/// constraints that read the same are two constraints (adding both is allowed; a required
/// pair is simply redundant). It never changes once made; the solver keeps the constant it
/// was last given by `Solver.updateConstant(of:to:)`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side, one term per variable, no zero coefficients.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    /// `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression.gathered
        self.relation = relation
        self.priority = priority
    }

    /// `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// A new constraint with the same relation at `priority`.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let tail = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(tail)"
    }
}
