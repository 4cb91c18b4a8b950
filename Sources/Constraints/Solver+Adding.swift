// Adding a constraint: its row is written in the nonbasic symbols, solved for a subject
// that can enter the basis, or brought in by phase one with an artificial variable.

extension Solver {
    /// The symbols made for a constraint's row.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
        var markerCoefficient: Double
    }

    /// Adds `constraint` and solves.
    ///
    /// Throws `unsatisfiable` with the constraints it contradicts when it is required and
    /// cannot hold; an optional constraint is never refused for that, only met as far as its
    /// priority allows. Also throws for a constraint held already, a non-finite coefficient
    /// or constant, or a priority outside 0 < p ≤ 1000. After a throw the solver holds what
    /// it held before, with the same values wherever those are unambiguous.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard constraints[id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint) }

        let (row, tag) = makeRow(for: constraint)
        do {
            try enter(row, tag: tag)
        } catch {
            tableau.release(tag.marker)
            if let other = tag.other { tableau.release(other) }
            for term in constraint.expression.terms { releaseIfUnused(term.variable) }
            tableau.optimize(.cost)
            tableau.infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiable(constraint, conflicts: error.conflicts)
        }

        for term in constraint.expression.terms { variables[ObjectIdentifier(term.variable)]?.users += 1 }
        let priority = constraint.priority.rawValue
        if !constraint.priority.isRequired {
            tableau.objective.retain(priority)
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.isError {
                if let basicRow = tableau.row(error) {
                    tableau.objective.add(basicRow, times: 1, at: priority)
                } else {
                    tableau.objective.add(error, times: 1, at: priority)
                }
            }
        }
        setOwner(of: tag.marker, to: constraint)
        if let other = tag.other { setOwner(of: other, to: constraint) }
        constraints[id] = ConstraintRecord(constraint: constraint, marker: tag.marker, other: tag.other,
                                           markerCoefficient: tag.markerCoefficient,
                                           constant: constraint.expression.constant, order: nextOrder)
        nextOrder += 1
        tableau.optimize(.cost)
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    /// Why a row could not go in: the constraints held already that the proof involves.
    struct Conflict: Error {
        var conflicts: [Constraint]
    }

    /// The constraint's row with basic variables replaced by their rows, a slack for an
    /// inequality, errors for an optional constraint, a dummy for a required equality, and a
    /// constant that is not negative.
    private mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        var ignored: [Row.Change] = []
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau.row(symbol) {
                row.add(basicRow, times: term.coefficient, changes: &ignored)
            } else {
                row.add(symbol, term.coefficient, changes: &ignored)
            }
        }
        let optional = !constraint.priority.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤ (expression − slack for ≥); an optional one may
            // miss by its error: expression + slack − error = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(slack, sign, changes: &ignored)
            var error: Symbol?
            if optional {
                error = tableau.makeSymbol(.error)
                row.add(error!, -sign, changes: &ignored)
            }
            tag = Tag(marker: slack, other: error, markerCoefficient: sign)
        case .equal where optional:
            // expression = plus − minus, both errors at least zero.
            let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
            row.add(plus, -1, changes: &ignored)
            row.add(minus, 1, changes: &ignored)
            tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
        case .equal:
            let dummy = tableau.makeSymbol(.dummy)
            row.add(dummy, 1, changes: &ignored)
            tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// Puts `row` into the tableau, or throws the constraints that stop it.
    private mutating func enter(_ row: Row, tag: Tag) throws(Conflict) {
        var row = row
        if let subject = subject(of: row, tag: tag) {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(subject, row)
        } else if row.cells.allSatisfy(\.symbol.isDummy) {
            // Only required equalities' dummies: the row is a sum of required equalities.
            // With a zero constant it repeats them and its dummy may go basic; otherwise it
            // contradicts them.
            guard Row.isNearZero(row.constant) else { throw Conflict(conflicts: owners(of: row)) }
            row.solve(for: tag.marker)
            tableau.substitute(tag.marker, with: row)
            tableau.insertRow(tag.marker, row)
        } else {
            try enterWithArtificialVariable(row)
        }
    }

    /// The symbol to solve a new row for: an external variable (one that appears nowhere
    /// else first, as it needs no substitution), else the row's slack or error if its
    /// coefficient is negative, so its value comes out at least zero.
    private func subject(of row: Row, tag: Tag) -> Symbol? {
        var firstExternal: Symbol?
        for cell in row.cells where cell.symbol.isExternal {
            if tableau.column(cell.symbol).isEmpty { return cell.symbol }
            if firstExternal == nil { firstExternal = cell.symbol }
        }
        if let firstExternal { return firstExternal }
        if tag.marker.isPivotable && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: the row goes in as the value of an artificial variable, which the primal
    /// simplex drives to zero. If it cannot, the least the row can be is above zero, and the
    /// artificial variable's row proves it: the constraints whose symbols it holds are the
    /// conflict. The artificial variable and, on failure, its row leave the tableau.
    private mutating func enterWithArtificialVariable(_ row: Row) throws(Conflict) {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insertRow(artificial, row)
        tableau.artificial = row
        tableau.optimize(.artificial)
        let satisfied = Row.isNearZero(tableau.artificial?.constant ?? 0)
        tableau.artificial = nil
        if !satisfied {
            let proof = tableau.removeRow(artificial) ?? Row()
            tableau.release(artificial)
            throw Conflict(conflicts: owners(of: proof))
        }
        if var basicRow = tableau.removeRow(artificial), !basicRow.cells.isEmpty {
            // Still basic at zero: hand its row to another symbol, a restricted one if any
            // (a dummy only when the row repeats required equalities).
            let entering = basicRow.cells.first { $0.symbol.isPivotable }?.symbol ?? basicRow.cells[0].symbol
            basicRow.solve(for: entering, replacing: artificial)
            tableau.substitute(entering, with: basicRow)
            tableau.insertRow(entering, basicRow)
        }
        tableau.release(artificial)
    }

    /// The constraints that own symbols of `row`, each once, in the order they were added.
    func owners(of row: Row) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        let found = row.cells.compactMap { owner(of: $0.symbol) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return found.sorted { order(of: $0) < order(of: $1) }
    }

    private func owner(of symbol: Symbol) -> Constraint? { symbol.serial < owners.count ? owners[symbol.serial] : nil }

    private func order(of constraint: Constraint) -> Int { constraints[ObjectIdentifier(constraint)]?.order ?? .max }

    private mutating func setOwner(of symbol: Symbol, to constraint: Constraint?) {
        while owners.count <= symbol.serial { owners.append(nil) }
        owners[symbol.serial] = constraint
    }

    /// The variable's symbol, made (with no users yet) the first time the solver meets it.
    private mutating func symbol(for variable: Variable) -> Symbol {
        let id = ObjectIdentifier(variable)
        if let record = variables[id] { return record.symbol }
        let symbol = tableau.makeSymbol(.external)
        variables[id] = VariableRecord(variable: variable, symbol: symbol, users: 0, order: nextOrder)
        nextOrder += 1
        return symbol
    }

    /// Forgets `variable` once no constraint holds it, freeing its symbol.
    mutating func releaseIfUnused(_ variable: Variable) {
        let id = ObjectIdentifier(variable)
        guard let record = variables[id], record.users == 0 else { return }
        tableau.release(record.symbol)
        variables[id] = nil
    }

    /// Frees a removed constraint's symbol and forgets its owner.
    mutating func release(_ symbol: Symbol) {
        tableau.release(symbol)
        setOwner(of: symbol, to: nil)
    }
}
