import Constraints
import XCTest

/// Changes made to a solved system, checked against hand values and against a solver that
/// solves the changed system from scratch.
final class IncrementalTests: XCTestCase {
    func testUpdateConstantMatchesFreshSolve() throws {
        let row = ThreeViewRow()
        var solver = Solver()
        let constraints = row.constraints(width: 320)
        for constraint in constraints { try solver.add(constraint) }
        // super.width − 410 == 0: each width (410 − 56) / 3 = 118, starts 20, 146, 272.
        try solver.updateConstant(of: constraints[0], to: -410)
        XCTAssertEqual(solver.constant(of: constraints[0]), -410)
        let expected = [(row.minX[0], 20.0), (row.minX[1], 146), (row.minX[2], 272),
                        (row.width[0], 118), (row.width[1], 118), (row.width[2], 118)]
        assertValues(solver, expected)
        var fresh = Solver()
        for constraint in row.constraints(width: 410) { try fresh.add(constraint) }
        assertValues(fresh, expected)
        // And back: the first solution again.
        try solver.updateConstant(of: constraints[0], to: -320)
        assertValues(solver, [(row.minX[1], 116), (row.width[2], 88)])
    }

    func testUpdateConstantOfAnInequality() throws {
        // x ≥ 10 required (x − 10 ≥ 0), x = 0 at 250: x = 10.
        let x = Variable("x")
        let bound = x >= 10
        var solver = Solver()
        try solver.add(bound)
        try solver.add((x == 0).withPriority(250))
        assertValues(solver, [(x, 10)])
        // x ≥ 30: the bound pushes x to 30.
        try solver.updateConstant(of: bound, to: -30)
        assertValues(solver, [(x, 30)])
        // x ≥ −5: the bound lets go and the preference holds, 0.
        try solver.updateConstant(of: bound, to: 5)
        assertValues(solver, [(x, 0)])
    }

    func testUpdateConstantOfAnOptionalConstraint() throws {
        // x ≤ 50 required, x = 0 at 250 moved to x = 40 and then to x = 70 (held at 50).
        let x = Variable("x")
        let preference = (x == 0).withPriority(250)
        var solver = Solver()
        try solver.add(x <= 50)
        try solver.add(preference)
        try solver.updateConstant(of: preference, to: -40)
        assertValues(solver, [(x, 40)])
        try solver.updateConstant(of: preference, to: -70)
        assertValues(solver, [(x, 50)])
    }

    func testSuggestValueMovesAnEditVariableAndWhatHangsOnIt() throws {
        // y = 2x + 1 required; x is edited: x = 4 gives y = 9, x = −1 gives y = −1.
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(y == 2 * x + 1)
        try solver.addEditVariable(x, priority: .defaultHigh)
        XCTAssertTrue(solver.hasEditVariable(x))
        try solver.suggestValue(4, for: x)
        assertValues(solver, [(x, 4), (y, 9)])
        try solver.suggestValue(-1, for: x)
        assertValues(solver, [(x, -1), (y, -1)])
        // y ≤ 5 required: x = 10 would make y = 21, so x stops at 2 (y = 5).
        try solver.add(y <= 5)
        try solver.suggestValue(10, for: x)
        assertValues(solver, [(x, 2), (y, 5)])
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
    }

    func testRemoveThenAddAgain() throws {
        let row = ThreeViewRow()
        var solver = Solver()
        let constraints = row.constraints(width: 320)
        for constraint in constraints { try solver.add(constraint) }
        // Without equal widths the row is underdetermined; with them back, 88 each again.
        try solver.remove(constraints[5])
        XCTAssertFalse(solver.contains(constraints[5]))
        XCTAssertTrue(solver.isAmbiguous(row.width[0]))
        // Whatever split it took, the widths still fill 320 − 40 − 16 = 264.
        XCTAssertEqual(row.width.map { solver.value(of: $0) }.reduce(0, +), 264, accuracy: 1e-9)
        try solver.add(constraints[5])
        XCTAssertTrue(solver.contains(constraints[5]))
        assertValues(solver, [(row.minX[1], 116), (row.width[0], 88), (row.width[1], 88), (row.width[2], 88)])
    }

    func testRemovingEverythingForgetsVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let a = x + y == 10, b = x == 3
        var solver = Solver()
        for _ in 0..<3 {
            try solver.add(a)
            try solver.add(b)
            assertValues(solver, [(x, 3), (y, 7)])
            try solver.remove(a)
            try solver.remove(b)
            // No constraint holds them: zero, and ambiguous.
            assertValues(solver, [(x, 0), (y, 0)])
            XCTAssertTrue(solver.ambiguousVariables.isEmpty)
            XCTAssertTrue(solver.isAmbiguous(x))
        }
    }
}
