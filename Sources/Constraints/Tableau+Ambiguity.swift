// Whether a variable's value is pinned down: the optimal solutions form a face of the
// feasible region, and a variable is ambiguous when it is not constant on that face.

extension Tableau {
    /// A change of a variable's value this small is rounding, not ambiguity.
    private static let ambiguityTolerance = 1e-7

    /// This tableau cut down to the solutions exactly as good as the current one at every
    /// priority level. At the optimum every nonbasic symbol's cost, read from the highest
    /// level down, is zero or positive; the positive ones must stay zero on the face, as
    /// must dummies, so they are struck out. What is left moves at no cost.
    func optimalFace() -> Tableau {
        var face = self
        for serial in columns.indices where rows[serial] == nil && !columns[serial].isEmpty {
            let symbol = symbols[serial]
            if symbol.isDummy || objective.costs(symbol) { face.strike(symbol) }
        }
        face.objective = Objective()
        return face
    }

    /// On an optimal face: true when the external `symbol` takes more than one value. A
    /// nonbasic variable is free, and so is a basic one whose row holds another variable;
    /// otherwise its row is maximised and minimised by the primal simplex over the face.
    func varies(_ symbol: Symbol) -> Bool {
        guard let row = rows[symbol.serial] else { return true }
        if row.cells.contains(where: { $0.symbol.isExternal }) { return true }
        return !row.cells.isEmpty && (canRaise(row) || canRaise(negated(row)))
    }

    /// True when the face has a solution where `row` is above its value now.
    private func canRaise(_ row: Row) -> Bool {
        var scratch = self
        var goal = negated(row)
        goal.constant = 0
        scratch.artificial = goal
        guard scratch.optimize(.artificial) else { return true }
        return (scratch.artificial?.constant ?? 0) < -Self.ambiguityTolerance
    }

    private func negated(_ row: Row) -> Row {
        var row = row
        row.negate()
        return row
    }
}
