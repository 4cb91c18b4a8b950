/// An incremental Cassowary solver: linear equalities and inequalities, each required or
/// optional at a UIKit priority, solved after every change by the simplex method.
///
/// Each call leaves the solver solved: `add` and `remove` re-optimise with the primal
/// simplex, `updateConstant(of:to:)` and `suggestValue(_:for:)` with the dual simplex from
/// the solution before, which is what makes a moved constant cheap. Required constraints
/// hold exactly (to rounding); optional ones are met as well as their priorities allow,
/// higher priorities first (see `Priority`). A variable no constraint fixes takes the value
/// the simplex leaves it at; `isAmbiguous(_:)` tells which those are.
///
/// The same calls in the same order give the same results, bit for bit: nothing depends on
/// the order of a dictionary.
public struct Solver {
    /// What the solver keeps of a constraint it holds.
    struct ConstraintRecord {
        let constraint: Constraint
        /// The symbol that tracks the constraint through pivots: its slack, its dummy or its
        /// first error.
        let marker: Symbol
        /// An optional constraint's second error symbol.
        let other: Symbol?
        /// The marker's coefficient in the row as made: a constant moved by δ is the marker
        /// moved by δ ÷ this.
        let markerCoefficient: Double
        /// The expression's constant now, after `updateConstant(of:to:)`.
        var constant: Double
        /// When it was added, to list conflicts in a fixed order.
        let order: Int
    }

    struct VariableRecord {
        let variable: Variable
        let symbol: Symbol
        /// The constraints (edits included) that hold the variable; it goes with the last.
        var users: Int
        /// When the solver first met it, to list variables in a fixed order.
        let order: Int
    }

    var tableau = Tableau()
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var variables: [ObjectIdentifier: VariableRecord] = [:]
    /// Edit variables and the constraints that hold them at their suggested values.
    var edits: [ObjectIdentifier: Constraint] = [:]
    /// Indexed by symbol serial: the constraint whose marker or error symbol it is, to name
    /// the constraints a conflict involves.
    var owners: [Constraint?] = []
    var nextOrder = 0

    public init() {}

    /// True when the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    /// The constant of `constraint`'s expression in the solver now: the one it was made
    /// with, or the last given to `updateConstant(of:to:)`. Nil if the solver does not hold it.
    public func constant(of constraint: Constraint) -> Double? { constraints[ObjectIdentifier(constraint)]?.constant }

    /// The value of `variable` in the current solution; zero for a variable no constraint holds.
    public func value(of variable: Variable) -> Double {
        guard let record = variables[ObjectIdentifier(variable)] else { return 0 }
        return tableau.row(record.symbol)?.constant ?? 0
    }
}
