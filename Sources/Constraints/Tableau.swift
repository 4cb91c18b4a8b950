/// The simplex tableau: a row for each basic symbol giving its value in terms of the
/// nonbasic (parametric) ones, which are zero, and the cost to minimise.
///
/// Rows and columns are dense arrays indexed by symbol serial. A column lists the basic
/// symbols whose rows hold a symbol, so substituting a symbol touches only the rows it is
/// in rather than every row. Serials of released symbols are reused, so a solver that adds
/// and removes constraints for ever stays the size of what it holds.
///
/// Invariant (as in Cassowary): external symbols appear only in the rows of basic
/// external symbols, never in a restricted row nor in the cost, so pivots for the cost
/// never move an external symbol.
struct Tableau {
    /// Indexed by serial: the row of each basic symbol, nil for the others.
    private(set) var rows: [Row?] = []
    /// Indexed by serial: the basic symbols whose rows hold the symbol, in order.
    private(set) var columns: [[Symbol]] = []
    /// Indexed by serial: the symbol that holds the serial now.
    private(set) var symbols: [Symbol] = []
    private var freeSerials: [Int] = []
    var objective = Objective()
    /// The cost of phase one while a row goes in with an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may need the dual simplex: a restricted symbol below zero, a
    /// dummy away from zero.
    var infeasible: [Symbol] = []
    private var changes: [Row.Change] = []

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let serial = freeSerials.popLast() {
            symbols[serial] = Symbol(serial: serial, kind: kind)
            return symbols[serial]
        }
        let symbol = Symbol(serial: rows.count, kind: kind)
        rows.append(nil)
        columns.append([])
        symbols.append(symbol)
        return symbol
    }

    /// Strikes `symbol` out of the tableau (its row, if basic, goes; elsewhere it is zero for
    /// good, as it is now) and frees its serial for reuse.
    mutating func release(_ symbol: Symbol) {
        removeRow(symbol)
        strike(symbol)
        objective.remove(symbol)
        artificial?.remove(symbol)
        freeSerials.append(symbol.serial)
    }

    /// Sets the nonbasic `symbol` to zero for good: its cells leave every row.
    mutating func strike(_ symbol: Symbol) {
        for basic in columns[symbol.serial] { rows[basic.serial]?.remove(symbol) }
        columns[symbol.serial] = []
    }

    func row(_ symbol: Symbol) -> Row? { rows[symbol.serial] }
    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.serial] != nil }
    func column(_ symbol: Symbol) -> [Symbol] { columns[symbol.serial] }

    /// Makes `basic` basic with `row` as its value.
    mutating func insertRow(_ basic: Symbol, _ row: Row) {
        for cell in row.cells { Self.insert(basic, into: &columns[cell.symbol.serial]) }
        rows[basic.serial] = row
    }

    /// Takes `basic`'s row out of the tableau, leaving the symbol nonbasic.
    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows[basic.serial] else { return nil }
        for cell in row.cells { Self.remove(basic, from: &columns[cell.symbol.serial]) }
        rows[basic.serial] = nil
        return row
    }

    /// Replaces the nonbasic `symbol` by `row` everywhere: in the rows that hold it, in the
    /// cost and in phase one's cost. Rows that fall out of bounds are noted in `infeasible`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let column = columns[symbol.serial]
        columns[symbol.serial] = []
        for basic in column {
            rows[basic.serial]?.substitute(symbol, with: row, changes: &changes)
            applyChanges(to: basic)
            if needsRepair(basic) { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row, changes: &changes)
        changes.removeAll(keepingCapacity: true)
    }

    /// Swaps the nonbasic `entering` into the basis for the basic `leaving`, whose row must
    /// hold `entering`.
    mutating func pivot(_ entering: Symbol, _ leaving: Symbol) {
        guard var row = removeRow(leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    /// Rewrites the tableau for `symbol` becoming `symbol + amount`: how a constraint's new
    /// constant is taken in without rebuilding its row (its marker absorbs the change, as
    /// Cassowary does for edit constants). Rows that fall out of bounds are noted.
    mutating func offset(_ symbol: Symbol, by amount: Double) {
        if rows[symbol.serial] != nil {
            rows[symbol.serial]?.constant -= amount
            if needsRepair(symbol) { infeasible.append(symbol) }
            return
        }
        for basic in columns[symbol.serial] {
            guard let coefficient = rows[basic.serial]?.coefficient(of: symbol) else { continue }
            rows[basic.serial]?.constant += coefficient * amount
            if needsRepair(basic) { infeasible.append(basic) }
        }
    }

    /// True when `basic`'s value breaks its bound: a slack or error below zero, a dummy
    /// away from zero. External symbols are unbounded.
    func needsRepair(_ basic: Symbol) -> Bool {
        guard !basic.isExternal, let constant = rows[basic.serial]?.constant else { return false }
        return basic.isDummy ? !Row.isNearZero(constant) : constant < -Row.epsilon
    }

    /// Notes every basic symbol that needs repair, for the dual simplex after an undo.
    mutating func noteAllInfeasibleRows() {
        infeasible = rows.indices.compactMap { rows[$0] == nil ? nil : symbols[$0] }.filter(needsRepair)
    }

    private mutating func applyChanges(to basic: Symbol) {
        for change in changes {
            if change.added {
                Self.insert(basic, into: &columns[change.symbol.serial])
            } else {
                Self.remove(basic, from: &columns[change.symbol.serial])
            }
        }
        changes.removeAll(keepingCapacity: true)
    }

    private static func insert(_ symbol: Symbol, into column: inout [Symbol]) {
        let i = position(of: symbol, in: column)
        if i == column.count || column[i] != symbol { column.insert(symbol, at: i) }
    }

    private static func remove(_ symbol: Symbol, from column: inout [Symbol]) {
        let i = position(of: symbol, in: column)
        if i < column.count && column[i] == symbol { column.remove(at: i) }
    }

    private static func position(of symbol: Symbol, in column: [Symbol]) -> Int {
        var low = 0, high = column.count
        while low < high {
            let mid = (low + high) / 2
            if column[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
