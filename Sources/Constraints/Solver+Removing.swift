// Removing a constraint: its errors leave the cost, its marker is pivoted into the basis
// and that row, which holds the constraint, is dropped.

extension Solver {
    /// Removes `constraint` and solves. Throws `unknownConstraint` if the solver does not
    /// hold it.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let priority = constraint.priority.rawValue
        if !constraint.priority.isRequired {
            // Before any pivot, or the substitutions would carry the errors' cost along.
            for error in [record.marker, record.other].compactMap({ $0 }) where error.isError {
                if let basicRow = tableau.row(error) {
                    tableau.objective.add(basicRow, times: -1, at: priority)
                } else {
                    tableau.objective.add(error, times: -1, at: priority)
                }
            }
            tableau.objective.release(priority)
        }
        if !tableau.isBasic(record.marker), let leaving = tableau.markerLeavingRow(record.marker) {
            tableau.pivot(record.marker, leaving)
        }
        // The marker's row is the one that holds the constraint: with it gone, neither the
        // marker nor the second error appears anywhere but in rounding.
        release(record.marker)
        if let other = record.other { release(other) }
        for term in constraint.expression.terms {
            variables[ObjectIdentifier(term.variable)]?.users -= 1
            releaseIfUnused(term.variable)
        }
        tableau.optimize(.cost)
        tableau.infeasible.removeAll(keepingCapacity: true)
    }
}
