// Moving a constraint's constant in place, as NSLayoutConstraint.constant does: the row is
// not rebuilt; the marker absorbs the change and the dual simplex repairs what fell out of
// bounds, starting from the solution before.

extension Solver {
    /// Sets the constant of `constraint`'s expression (`expression relation 0`) to
    /// `constant` and solves, without removing and re-adding it.
    ///
    /// For `item1 == m · item2 + c`, kept as `item1 − m · item2 − c == 0`, the constant is
    /// −c. Throws `unsatisfiable` if a required constraint cannot hold at the new constant,
    /// leaving the old constant in place; also throws for an unknown constraint or a
    /// non-finite constant.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard let record = constraints[id] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteConstant(constant, for: constraint) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        move(record, by: delta)
        if let stuck = tableau.dualOptimize() {
            // The stuck row and its basic symbol: the constraints they belong to.
            var proof = tableau.row(stuck) ?? Row(), ignored: [Row.Change] = []
            proof.add(stuck, 1, changes: &ignored)
            let conflicts = owners(of: proof).filter { $0 !== constraint }
            move(record, by: -delta)
            tableau.noteAllInfeasibleRows()
            _ = tableau.dualOptimize()
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
        constraints[id]?.constant = constant
    }

    /// Rewrites the tableau for `record`'s constant moved by `delta`. The constraint's row
    /// as made reads `constant + … + k · marker = 0`, so the new constant is the old row
    /// with the marker moved by δ ÷ k: offset the marker, or the second error (whose
    /// coefficient is −k) when that is basic and the marker is not, as one row is cheaper
    /// than every row that holds the marker.
    private mutating func move(_ record: ConstraintRecord, by delta: Double) {
        tableau.infeasible.removeAll(keepingCapacity: true)
        let amount = delta / record.markerCoefficient
        if let other = record.other, !tableau.isBasic(record.marker), tableau.isBasic(other) {
            tableau.offset(other, by: -amount)
        } else {
            tableau.offset(record.marker, by: amount)
        }
    }
}
