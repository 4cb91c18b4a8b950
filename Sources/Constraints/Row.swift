/// A linear form `constant + Σ coefficient · symbol`: in the tableau the value of its basic
/// symbol, as an objective a cost. Cells are sorted by symbol, so a lookup is a binary
/// search and walking a row visits symbols in a fixed order.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// A symbol that appeared in (`added`) or left a row, so the tableau can keep its columns.
    struct Change {
        var symbol: Symbol
        var added: Bool
    }

    /// Coefficients and constants this close to zero are zero: what rounding leaves of a
    /// cancellation, which would otherwise stay in the row and steer pivots.
    static let epsilon = 1e-8

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) { self.constant = constant }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The index of `symbol`'s cell, or where it would be inserted.
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (i, found) = search(symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`; a cell that cancels to zero goes. Reports a cell made or
    /// removed in `changes`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, changes: inout [Change]) {
        let (i, found) = search(symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if Self.isNearZero(sum) {
                cells.remove(at: i)
                changes.append(Change(symbol: symbol, added: false))
            } else {
                cells[i].coefficient = sum
            }
        } else if !Self.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
            changes.append(Change(symbol: symbol, added: true))
        }
    }

    /// Adds `factor · row`.
    mutating func add(_ row: Row, times factor: Double, changes: inout [Change]) {
        var buffer: [Cell] = []
        add(row, times: factor, changes: &changes, buffer: &buffer)
    }

    /// Adds `factor · row`, merging the two sorted rows in one pass into `buffer`, which
    /// then trades places with the cells: the old cells' storage is left in `buffer` for the
    /// next merge, so a tableau that keeps one buffer merges without allocating.
    mutating func add(_ row: Row, times factor: Double, changes: inout [Change], buffer: inout [Cell]) {
        constant += factor * row.constant
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while j < row.cells.count {
            let incoming = row.cells[j]
            if i < cells.count && cells[i].symbol < incoming.symbol {
                buffer.append(cells[i])
                i += 1
                continue
            }
            let coefficient = factor * incoming.coefficient
            if i < cells.count && cells[i].symbol == incoming.symbol {
                let sum = cells[i].coefficient + coefficient
                if Self.isNearZero(sum) {
                    changes.append(Change(symbol: incoming.symbol, added: false))
                } else {
                    buffer.append(Cell(symbol: incoming.symbol, coefficient: sum))
                }
                i += 1
            } else if !Self.isNearZero(coefficient) {
                buffer.append(Cell(symbol: incoming.symbol, coefficient: coefficient))
                changes.append(Change(symbol: incoming.symbol, added: true))
            }
            j += 1
        }
        buffer.append(contentsOf: cells[i...])
        swap(&cells, &buffer)
    }

    /// Removes `symbol`'s cell and returns its coefficient (zero when there was none).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (i, found) = search(symbol)
        guard found else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// Replaces `symbol` by `row`, the expression it now equals (`buffer` as for `add`).
    mutating func substitute(_ symbol: Symbol, with row: Row, changes: inout [Change], buffer: inout [Cell]) {
        let coefficient = remove(symbol)
        if coefficient != 0 { add(row, times: coefficient, changes: &changes, buffer: &buffer) }
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = self` into the value of `symbol`, which must have a cell.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `leaving = self` into the value of `entering`, which must have a cell.
    mutating func solve(for entering: Symbol, replacing leaving: Symbol) {
        var ignored: [Change] = []
        add(leaving, -1, changes: &ignored)
        solve(for: entering)
    }
}
