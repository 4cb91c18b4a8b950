// The two simplex loops: the primal one lowers a cost while every row stays in bounds, the
// dual one brings rows back in bounds while the cost stays least (after a constant moved).

extension Tableau {
    /// Which cost the primal simplex lowers.
    enum Goal {
        /// The optional constraints' errors, level by level (`objective`).
        case cost
        /// Phase one's artificial variable (`artificial`).
        case artificial
    }

    /// Pivots until no symbol lowers `goal`. Returns false if the goal can fall without
    /// bound, which neither of the solver's goals can: both are sums of symbols that are
    /// at least zero. Entering and leaving symbols follow Bland's rule, so it cannot cycle.
    @discardableResult
    mutating func optimize(_ goal: Goal) -> Bool {
        while let entering = enteringSymbol(for: goal) {
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(entering, leaving)
        }
        return true
    }

    private func enteringSymbol(for goal: Goal) -> Symbol? {
        switch goal {
        case .cost: objective.enteringSymbol()
        case .artificial: artificial?.cells.first { $0.coefficient < 0 && $0.symbol.isPivotable }?.symbol
        }
    }

    /// The restricted row that first stops `entering` from growing: least constant ÷
    /// −coefficient, ties to the lowest symbol (Bland's rule). A dummy row stops it at once
    /// whatever the coefficient's sign, as a dummy must stay zero.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?, bestRatio = Double.infinity
        for basic in columns[entering.serial] where !basic.isExternal {
            guard let row = rows[basic.serial] else { continue }
            let coefficient = row.coefficient(of: entering)
            let ratio: Double
            if basic.isDummy {
                ratio = 0
            } else if coefficient < 0 {
                ratio = -row.constant / coefficient
            } else {
                continue
            }
            if Self.precedes(ratio, basic, bestRatio, best) { best = basic; bestRatio = ratio }
        }
        return best
    }

    /// Dual simplex over the rows noted in `infeasible`. Returns nil once every row is in
    /// bounds, or the basic symbol of a row that no pivot can bring back: its required
    /// constraints contradict each other.
    mutating func dualOptimize() -> Symbol? {
        while let leaving = infeasible.popLast() {
            guard needsRepair(leaving), let row = rows[leaving.serial] else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasible.removeAll(keepingCapacity: true)
                return leaving
            }
            pivot(entering, leaving)
        }
        return nil
    }

    /// The symbol whose entering repairs `leaving`'s row at least cost: among those that
    /// move the row towards its bound, the least cost ÷ coefficient, compared level by level.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        // A row below zero needs a symbol that raises it; only a dummy's row can be above.
        let direction: Double = row.constant < 0 ? 1 : -1
        var best: Symbol?, bestCoefficient = 0.0
        for cell in row.cells where cell.symbol.isPivotable && direction * cell.coefficient > 0 {
            let coefficient = direction * cell.coefficient
            if let current = best,
               !objective.ratio(of: cell.symbol, coefficient, isLessThan: current, bestCoefficient) { continue }
            best = cell.symbol
            bestCoefficient = coefficient
        }
        return best
    }

    /// The row to pivot a constraint's nonbasic marker into before the row is dropped,
    /// chosen as Cassowary does so the other rows stay in bounds: a restricted row where it
    /// has a negative coefficient (least ratio), else a restricted row (least ratio), else
    /// an external one; ties to the lowest symbol. Nil when the marker appears nowhere.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[marker.serial] {
            guard let row = rows[basic.serial] else { continue }
            let coefficient = row.coefficient(of: marker)
            if basic.isExternal {
                if Self.precedes(0, basic, 0, third) { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if Self.precedes(ratio, basic, firstRatio, first) { first = basic; firstRatio = ratio }
            } else {
                let ratio = row.constant / coefficient
                if Self.precedes(ratio, basic, secondRatio, second) { second = basic; secondRatio = ratio }
            }
        }
        return first ?? second ?? third
    }

    /// Whether a row with `ratio` and basic symbol `basic` beats the best so far: a lower
    /// ratio, or the same and a lower symbol, so the choice does not hang on column order.
    private static func precedes(_ ratio: Double, _ basic: Symbol, _ bestRatio: Double, _ best: Symbol?) -> Bool {
        guard let best else { return true }
        return ratio < bestRatio || ratio == bestRatio && basic < best
    }
}
