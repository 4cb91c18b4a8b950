import Constraints
import XCTest

/// Refusals: each one names what was wrong, and leaves the solver working as before.
final class ErrorTests: XCTestCase {
    func testConflictingInequalitiesNameEachOther() throws {
        // x ≥ 10 and x ≤ 5 cannot both hold.
        let x = Variable("x")
        let low = x >= 10, high = x <= 5
        var solver = Solver()
        try solver.add(low)
        assertUnsatisfiable(high, conflicts: [low]) { () throws(SolverError) in try solver.add(high) }
        XCTAssertFalse(solver.contains(high))
        assertValues(solver, [(x, 10)])
    }

    func testConflictNamesOnlyTheConstraintsInvolved() throws {
        // x ≥ 10, y ≥ x, then y ≤ 5: the chain x ≥ 10, y ≥ x is the conflict; z = 3 and
        // w ≤ 100 are not part of it.
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let c1 = x >= 10, c2 = y >= x, c3 = z == 3, c4 = w <= 100, c5 = y <= 5
        var solver = Solver()
        for constraint in [c1, c2, c3, c4] { try solver.add(constraint) }
        assertUnsatisfiable(c5, conflicts: [c1, c2]) { () throws(SolverError) in try solver.add(c5) }

        // The solver goes on as if c5 had never been tried: x = 10 and y = 10 (the least it
        // may be, where the simplex leaves it), and a y = 20 preference holds; without x ≥ 10, y ≤ 5 goes in and y stops at 5.
        XCTAssertFalse(solver.contains(c5))
        assertThrows({ () throws(SolverError) in try solver.remove(c5) }) {
            if case .unknownConstraint = $0 { true } else { false }
        }
        assertValues(solver, [(x, 10), (y, 10), (z, 3)])
        try solver.add((y == 20).withPriority(750))
        assertValues(solver, [(y, 20), (z, 3)])
        try solver.remove(c1)
        try solver.add(c5)
        assertValues(solver, [(y, 5), (z, 3)])
        XCTAssertLessThanOrEqual(solver.value(of: x), 5 + 1e-9)
    }

    func testConflictingEqualities() throws {
        // x + y = 10, x = 3 give y = 7, so y = 8 contradicts both (and only them).
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let c1 = x + y == 10, c2 = z == 1, c3 = x == 3, c4 = y == 8
        var solver = Solver()
        for constraint in [c1, c2, c3] { try solver.add(constraint) }
        assertUnsatisfiable(c4, conflicts: [c1, c3]) { () throws(SolverError) in try solver.add(c4) }
        // A repeat of what holds already is redundant, not a conflict.
        try solver.add(y == 7)
        assertValues(solver, [(x, 3), (y, 7), (z, 1)])
    }

    func testAConstraintWithoutVariables() throws {
        var solver = Solver()
        let impossible = Constraint(Expression(5), .equal)
        assertUnsatisfiable(impossible, conflicts: []) { () throws(SolverError) in try solver.add(impossible) }
        let alsoImpossible = Constraint(Expression(0), .greaterThanOrEqual, Expression(5))
        assertUnsatisfiable(alsoImpossible, conflicts: []) { () throws(SolverError) in try solver.add(alsoImpossible) }
        try solver.add(Constraint(Expression(0), .lessThanOrEqual, Expression(5)))
        // An optional contradiction is simply missed.
        try solver.add(Constraint(Expression(5), .equal, priority: 250))
    }

    func testUpdateConstantThatCannotHoldIsRefusedAndUndone() throws {
        // x ≥ 10 and x = 20; moving the equality to x = 5 contradicts x ≥ 10.
        let x = Variable("x"), y = Variable("y")
        let bound = x >= 10, pin = x == 20
        var solver = Solver()
        try solver.add(bound)
        try solver.add(pin)
        try solver.add(y == x + 1)
        assertUnsatisfiable(pin, conflicts: [bound]) { () throws(SolverError) in try solver.updateConstant(of: pin, to: -5) }
        XCTAssertEqual(solver.constant(of: pin), -20)
        assertValues(solver, [(x, 20), (y, 21)])
        // Still working: x = 30.
        try solver.updateConstant(of: pin, to: -30)
        assertValues(solver, [(x, 30), (y, 31)])
    }

    func testRedundantTwinCannotMoveApart() throws {
        // x = 5 twice is redundant and allowed; moving the second to x = 6 contradicts the
        // first, and only the first.
        let x = Variable("x"), y = Variable("y")
        let first = x == 5, twin = x == 5
        var solver = Solver()
        try solver.add(y == 1)
        try solver.add(first)
        try solver.add(twin)
        assertUnsatisfiable(twin, conflicts: [first]) { () throws(SolverError) in try solver.updateConstant(of: twin, to: -6) }
        assertValues(solver, [(x, 5), (y, 1)])
        // Without the first, the twin moves freely.
        try solver.remove(first)
        try solver.updateConstant(of: twin, to: -6)
        assertValues(solver, [(x, 6), (y, 1)])
    }

    func testNonFiniteInputsAreRefused() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 0)
        for bad in [x * .nan == 0, x == .infinity, x <= -.infinity, x * .infinity >= 1] {
            assertThrows({ () throws(SolverError) in try solver.add(bad) }) {
                if case let .nonFiniteConstraint(c) = $0 { c === bad } else { false }
            }
            XCTAssertFalse(solver.contains(bad))
        }
        let pin = x == 4
        try solver.add(pin)
        assertThrows({ () throws(SolverError) in try solver.updateConstant(of: pin, to: .nan) }) {
            if case .nonFiniteConstant = $0 { true } else { false }
        }
        try solver.remove(pin)
        try solver.addEditVariable(x, priority: 500)
        assertThrows({ () throws(SolverError) in try solver.suggestValue(.infinity, for: x) }) {
            if case .nonFiniteSuggestion = $0 { true } else { false }
        }
        try solver.suggestValue(7, for: x)
        assertValues(solver, [(x, 7)])
    }

    func testBadRequestsAreRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let c = x == 1
        var solver = Solver()
        try solver.add(c)
        assertThrows({ () throws(SolverError) in try solver.add(c) }) {
            if case .duplicateConstraint = $0 { true } else { false }
        }
        assertThrows({ () throws(SolverError) in try solver.remove(y == 2) }) {
            if case .unknownConstraint = $0 { true } else { false }
        }
        assertThrows({ () throws(SolverError) in try solver.updateConstant(of: y == 2, to: 1) }) {
            if case .unknownConstraint = $0 { true } else { false }
        }
        for priority: Priority in [0, -1, 1000.5, Priority(.nan)] {
            assertThrows({ () throws(SolverError) in try solver.add((y == 2).withPriority(priority)) }) {
                if case .invalidPriority = $0 { true } else { false }
            }
        }
        assertThrows({ () throws(SolverError) in try solver.addEditVariable(y, priority: .required) }) {
            if case .invalidEditPriority = $0 { true } else { false }
        }
        try solver.addEditVariable(y, priority: 999)
        assertThrows({ () throws(SolverError) in try solver.addEditVariable(y, priority: 999) }) {
            if case .duplicateEditVariable = $0 { true } else { false }
        }
        assertThrows({ () throws(SolverError) in try solver.suggestValue(1, for: x) }) {
            if case .unknownEditVariable = $0 { true } else { false }
        }
        assertThrows({ () throws(SolverError) in try solver.removeEditVariable(x) }) {
            if case .unknownEditVariable = $0 { true } else { false }
        }
        assertValues(solver, [(x, 1), (y, 0)])
    }

    func testMessagesNameTheConstraints() {
        let x = Variable("x")
        let low = x >= 10, high = x <= 5
        XCTAssertEqual(SolverError.unsatisfiable(high, conflicts: [low]).description,
                       "unsatisfiable constraint x - 5 <= 0: it conflicts with x - 10 >= 0")
    }
}
