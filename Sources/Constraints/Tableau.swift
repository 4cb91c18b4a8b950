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
    /// Indexed by serial: the basic symbols whose rows hold the symbol, in no set order.
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
    private var mergeBuffer: [Row.Cell] = []

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
        for cell in row.cells { columns[cell.symbol.serial].append(basic) }
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
            rows[basic.serial]?.substitute(symbol, with: row, changes: &changes, buffer: &mergeBuffer)
            applyChanges(to: basic)
            if needsRepair(basic) { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row, changes: &changes, buffer: &mergeBuffer)
        changes.removeAll(keepingCapacity: true)
    }

    /// Swaps the nonbasic `entering` into the basis for the basic `leaving`, whose row must
    /// hold `entering`.
    mutating func pivot(_ entering: Symbol, _ leaving: Symbol) {
        guard var row = rows[leaving.serial] else { return }
        rows[leaving.serial] = nil
        // The row keeps its other symbols under its new basic symbol: rename it in their
        // columns rather than leave and join each. `entering`'s own column goes with the
        // substitution.
        for cell in row.cells where cell.symbol != entering {
            Self.replace(leaving, with: entering, in: &columns[cell.symbol.serial])
        }
        row.solve(for: entering, replacing: leaving)
        columns[leaving.serial].append(entering)
        substitute(entering, with: row)
        rows[entering.serial] = row
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
                columns[change.symbol.serial].append(basic)
            } else {
                Self.remove(basic, from: &columns[change.symbol.serial])
            }
        }
        changes.removeAll(keepingCapacity: true)
    }

    // A column is unordered: a symbol joins at the end and leaves by trading places with
    // the last. Its order still follows from the calls alone, so results stay repeatable;
    // choices that must not depend on it break ties by symbol.
    private static func remove(_ symbol: Symbol, from column: inout [Symbol]) {
        guard let i = index(of: symbol, in: column) else { return }
        column[i] = column[column.count - 1]
        column.removeLast()
    }

    private static func replace(_ symbol: Symbol, with replacement: Symbol, in column: inout [Symbol]) {
        if let i = index(of: symbol, in: column) { column[i] = replacement }
    }

    /// A plain scan over the raw words: columns can hold hundreds of rows.
    private static func index(of symbol: Symbol, in column: [Symbol]) -> Int? {
        column.withUnsafeBufferPointer { buffer in
            // From the end: a row that just joined a column is the likeliest to leave it again.
            var i = buffer.count
            while i > 0 {
                i -= 1
                if buffer[i].raw == symbol.raw { return i }
            }
            return nil
        }
    }
}
