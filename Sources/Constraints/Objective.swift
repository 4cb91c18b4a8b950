/// The cost the solver minimises: the errors of the optional constraints, one row per
/// priority in use, highest priority first.
///
/// Levels are compared lexicographically, never summed: a symbol may enter the basis only
/// when its first nonzero coefficient, from the highest level down, is negative, so no
/// amount of gain at a lower level pays for any loss at a higher one. Summing levels with
/// large weights (kiwi's `strength::create`) can keep only a few levels apart in a
/// double; this keeps all of UIKit's 999 apart at the cost of one row per level in use.
struct Objective {
    struct Level {
        let priority: Double
        var row: Row
        /// Optional constraints at this priority; the level goes with the last.
        var users: Int
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []
    private var ignored: [Row.Change] = []
    private var mergeBuffer: [Row.Cell] = []

    /// Where `priority`'s level is, or would be inserted.
    private func search(_ priority: Double) -> (index: Int, found: Bool) {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            let p = levels[mid].priority
            if p == priority { return (mid, true) }
            if p > priority { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// Counts one more constraint at `priority`, making its level if new.
    mutating func retain(_ priority: Double) {
        let (i, found) = search(priority)
        if found { levels[i].users += 1 } else { levels.insert(Level(priority: priority, row: Row(), users: 1), at: i) }
    }

    /// Counts one constraint fewer at `priority`, dropping the level with the last.
    mutating func release(_ priority: Double) {
        let (i, found) = search(priority)
        guard found else { return }
        levels[i].users -= 1
        if levels[i].users == 0 { levels.remove(at: i) }
    }

    /// Adds `factor · row` to the cost at `priority`, a retained level.
    mutating func add(_ row: Row, times factor: Double, at priority: Double) {
        let (i, found) = search(priority)
        guard found else { return }
        levels[i].row.add(row, times: factor, changes: &ignored)
        ignored.removeAll(keepingCapacity: true)
    }

    /// Adds `factor · symbol` to the cost at `priority`, a retained level.
    mutating func add(_ symbol: Symbol, times factor: Double, at priority: Double) {
        let (i, found) = search(priority)
        guard found else { return }
        levels[i].row.add(symbol, factor, changes: &ignored)
        ignored.removeAll(keepingCapacity: true)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for i in levels.indices { levels[i].row.substitute(symbol, with: row, changes: &ignored, buffer: &mergeBuffer) }
        ignored.removeAll(keepingCapacity: true)
    }

    mutating func remove(_ symbol: Symbol) {
        for i in levels.indices { levels[i].row.remove(symbol) }
    }

    /// True when `symbol` has a cost at some level.
    func costs(_ symbol: Symbol) -> Bool { levels.contains { $0.row.search(symbol).found } }

    /// The lowest symbol whose entering lowers the cost: Bland's rule, which cannot cycle.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for k in levels.indices {
            for cell in levels[k].row.cells where cell.coefficient < 0 && cell.symbol.isPivotable {
                if let best, cell.symbol >= best { break }
                // Its first nonzero cost must be this negative one: none at a level above.
                if !levels[..<k].contains(where: { $0.row.search(cell.symbol).found }) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// The dual simplex's ratio test: whether entering `s` (coefficient `a` > 0 in the
    /// leaving row) costs less than entering `t` (coefficient `b` > 0), comparing
    /// cost ÷ coefficient level by level; ties go to the lower symbol.
    ///
    /// Ratios within rounding of each other are a tie at that level, settled by the levels
    /// below: deciding on the last bit would leave the other symbol a cost of zero there
    /// (rounding is struck out of rows) and a negative one below, a solution no longer
    /// the least at the lower levels.
    func ratio(of s: Symbol, _ a: Double, isLessThan t: Symbol, _ b: Double) -> Bool {
        for level in levels {
            let x = level.row.coefficient(of: s) / a, y = level.row.coefficient(of: t) / b
            if abs(x - y) >= Row.epsilon { return x < y }
        }
        return s < t
    }
}
