// Edit variables, as in Cassowary: an optional `variable == value` whose value is moved by
// suggestValue, through the same in-place constant change as updateConstant.

extension Solver {
    /// Makes `variable` an edit variable held at its current value with `priority`, which
    /// must be optional. Throws if it is an edit variable already or the priority is not in
    /// 0 < p < 1000.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid, !priority.isRequired else { throw .invalidEditPriority(priority, for: variable) }
        let constraint = Constraint(Expression(variable) - value(of: variable), .equal, priority: priority)
        try add(constraint)
        edits[id] = constraint
    }

    /// Stops editing `variable`. Throws if it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(constraint)
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Asks for `variable`, an edit variable, to be `value`, and solves: it gets there as far
    /// as its edit priority allows. Throws if it is not an edit variable or the value is not
    /// finite.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(value, for: variable) }
        // The edit reads `variable − value == 0`; being optional, it cannot conflict.
        try updateConstant(of: constraint, to: -value)
    }
}
