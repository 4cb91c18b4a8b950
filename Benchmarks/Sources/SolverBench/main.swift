// Times the constraint solver on a UIKit-like layout of 500 constraints: a root view, 9
// rows stacked down it and 10 cells across each row (100 views, 4 variables each), with
// leading, trailing, top, width, height and centre relations, 100 inequalities and 99
// optional priorities. Prints medians and p95s over many repetitions of: adding all 500
// and solving, and moving one constraint's constant (as NSLayoutConstraint.constant = x
// does) and solving again, three ways, each followed by reading all 400 values as a layout
// pass would. Targets: under 2 ms and under 0.2 ms.
import BenchSupport
import Constraints

/// A view's frame as four variables.
struct Frame {
    let minX, minY, width, height: Variable
    init(_ name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
    var maxX: Expression { minX + width }
    var maxY: Expression { minY + height }
    var centerY: Expression { minY + height / 2 }
    var variables: [Variable] { [minX, minY, width, height] }
}

/// The 500 constraints, and the ones the benchmark moves.
struct Layout {
    var constraints: [Constraint] = []
    var variables: [Variable] = []
    var rowHeights: [Constraint] = []
    let rootWidth: Constraint, rootHeight: Constraint
    let lastRow: Frame, lastCell: Frame

    init() {
        let root = Frame("root")
        var frames = [root]
        constraints = [root.minX == 0, root.minY == 0, root.width == 375, root.height == 812]
        rootWidth = constraints[2]
        rootHeight = constraints[3]
        var previousRow: Frame?
        for r in 0..<9 {
            let row = Frame("row\(r)")
            frames.append(row)
            constraints += [row.minX == root.minX, row.width == root.width,
                            row.minY == (previousRow.map { $0.maxY + 4 } ?? root.minY + 20)]
            rowHeights.append((row.height == 64).withPriority(500))
            constraints.append(rowHeights[r])
            var first: Frame?, previous: Frame?
            for c in 0..<10 {
                let cell = Frame("row\(r).cell\(c)")
                frames.append(cell)
                constraints += [cell.minX == (previous.map { $0.maxX + 8 } ?? row.minX + 16),
                                cell.centerY == row.centerY,
                                cell.minY >= row.minY + 8,
                                (cell.height == 44).withPriority(750),
                                first.map { cell.width == $0.width } ?? (cell.width >= 10)]
                if first == nil { first = cell }
                previous = cell
            }
            constraints.append(previous!.maxX == row.maxX - 16)
            previousRow = row
        }
        constraints.append(previousRow!.maxY <= root.maxY)
        precondition(constraints.count == 500)
        variables = frames.flatMap(\.variables)
        lastRow = previousRow!
        lastCell = frames[frames.count - 1]
    }

    func solved() -> Solver {
        var solver = Solver()
        for constraint in constraints { try! solver.add(constraint) }
        return solver
    }

    /// Every value, summed so the reads are not optimised away.
    func readAll(_ solver: Solver) -> Double { variables.reduce(0) { $0 + solver.value(of: $1) } }
}

let layout = Layout()
// The layout as worked out by hand: cells (375 − 2·16 − 9·8) / 10 = 27.1 wide, rows 64
// high 4 apart from y = 20, cells 44 high centred in them.
let check = layout.solved(), lastCell = layout.lastCell
precondition(abs(check.value(of: lastCell.width) - 27.1) < 1e-9 && abs(check.value(of: lastCell.minX) - (375 - 16 - 27.1)) < 1e-9)
precondition(abs(check.value(of: lastCell.minY) - (20 + 8 * 68 + 10)) < 1e-9 && check.ambiguousVariables.isEmpty)
// At width 320 the cells are (320 − 104) / 10 = 21.6 wide; with row 5 at 80, the rows below
// it move down 16.
var moved = check
try! moved.updateConstant(of: layout.rootWidth, to: -320)
try! moved.updateConstant(of: layout.rowHeights[4], to: -80)
precondition(abs(moved.value(of: lastCell.width) - 21.6) < 1e-9 && abs(moved.value(of: lastCell.minY) - (20 + 8 * 68 + 10 + 16)) < 1e-9)
// At height 600 the rows (which want 20 + 9·64 + 8·4 = 628) end at the root's bottom.
try! moved.updateConstant(of: layout.rootHeight, to: -600)
precondition(abs(moved.value(of: layout.lastRow.minY) + moved.value(of: layout.lastRow.height) - 600) < 1e-9)

let repetitions = 400, warmUp = 40
let ms = Stopwatch.ms
var checksum = 0.0
var buildTimes: [Double] = []
for rep in 0..<(repetitions + warmUp) {
    let start = Stopwatch.seconds()
    let solver = layout.solved()
    checksum += layout.readAll(solver)
    if rep >= warmUp { buildTimes.append((Stopwatch.seconds() - start) * 1000) }
}
let build = Stopwatch.medianAndP95(buildTimes)
print("solver, 500 constraints (100 views): add all and solve: median \(ms(build.median)) ms, p95 \(ms(build.p95)) ms")

/// Moves `constraint`'s constant between `a` and `b` on a solved layout, many times.
func timeUpdates(_ constraint: Constraint, _ a: Double, _ b: Double, checksum: inout Double) -> (median: Double, p95: Double) {
    var solver = layout.solved()
    var times: [Double] = []
    for rep in 0..<(repetitions * 5 + warmUp) {
        let start = Stopwatch.seconds()
        try! solver.updateConstant(of: constraint, to: rep % 2 == 0 ? a : b)
        checksum += layout.readAll(solver)
        if rep >= warmUp { times.append((Stopwatch.seconds() - start) * 1000) }
    }
    return Stopwatch.medianAndP95(times)
}

// root.width − 375 == 0 moved to 320 and back: every cell's width and place changes.
let width = timeUpdates(layout.rootWidth, -320, -375, checksum: &checksum)
print("  root width 375 <-> 320 (90 cells move): updateConstant and solve: median \(ms(width.median)) ms, p95 \(ms(width.p95)) ms")
// The fifth row's height preference 64 → 80 and back: the rows below and their cells move.
let height = timeUpdates(layout.rowHeights[4], -80, -64, checksum: &checksum)
print("  row 5 height 64 <-> 80 (50 views move): updateConstant and solve: median \(ms(height.median)) ms, p95 \(ms(height.p95)) ms")
// The root's height 812 → 600 and back: the bottom bound binds and the row heights (500)
// give way, so the dual simplex pivots.
let bottom = timeUpdates(layout.rootHeight, -600, -812, checksum: &checksum)
print("  root height 812 <-> 600 (rows squeeze, dual pivots): updateConstant and solve: median \(ms(bottom.median)) ms, p95 \(ms(bottom.p95)) ms")
print("  (each figure includes reading all 400 values; checksum \(Int(checksum) % 1000))")
