/// Why the solver refused a request. After any of them the solver holds what it held
/// before, with the same values wherever those are unambiguous.
public enum SolverError: Error, CustomStringConvertible {
    /// The required constraint cannot hold together with `conflicts`: the constraints
    /// already in the solver that, with it, admit no solution (read from the tableau, so
    /// only those involved, in the order they were added).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint is in the solver already.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// The constraint's priority is not in 0 < p ≤ 1000.
    case invalidPriority(Constraint)
    /// A constant given for the constraint (`Solver.updateConstant(of:to:)`) is NaN or infinite.
    case nonFiniteConstant(Double, for: Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable's priority must be optional: above zero and below 1000.
    case invalidEditPriority(Priority, for: Variable)
    /// A suggested value is NaN or infinite.
    case nonFiniteSuggestion(Double, for: Variable)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            if conflicts.isEmpty { return "unsatisfiable constraint \(constraint): it cannot hold on its own" }
            return "unsatisfiable constraint \(constraint): it conflicts with "
                + conflicts.map { "\($0)" }.joined(separator: ", ")
        case let .duplicateConstraint(constraint): return "constraint \(constraint) is in the solver already"
        case let .unknownConstraint(constraint): return "constraint \(constraint) is not in the solver"
        case let .nonFiniteConstraint(constraint): return "constraint \(constraint) has a coefficient or constant that is not a finite number"
        case let .invalidPriority(constraint): return "constraint \(constraint) has priority \(constraint.priority), not in 0 < p <= 1000"
        case let .nonFiniteConstant(value, constraint): return "constant \(value) for constraint \(constraint) is not a finite number"
        case let .duplicateEditVariable(variable): return "\(variable) is an edit variable already"
        case let .unknownEditVariable(variable): return "\(variable) is not an edit variable"
        case let .invalidEditPriority(priority, variable): return "edit variable \(variable) needs an optional priority (0 < p < 1000), not \(priority)"
        case let .nonFiniteSuggestion(value, variable): return "suggested value \(value) for \(variable) is not a finite number"
        }
    }
}
