import Constraints
import XCTest

/// A variable is ambiguous when another value of it solves the constraints exactly as well
/// at every priority level (UIKit's hasAmbiguousLayout).
final class AmbiguityTests: XCTestCase {
    func testOneSidedBoundIsAmbiguous() throws {
        // x ≥ 0 alone: every x ≥ 0 satisfies it at no cost; the solver shows 0.
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 0)
        assertValues(solver, [(x, 0)])
        XCTAssertTrue(solver.isAmbiguous(x))
        // A preference at any priority picks one value: 5.
        try solver.add((x == 5).withPriority(1))
        assertValues(solver, [(x, 5)])
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testEqualPrioritiesPullingApartAreAmbiguous() throws {
        // x = 0 and x = 10 at 250 each: |x| + |x − 10| = 10 for every x in 0...10.
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).withPriority(250))
        let pull = (x == 10).withPriority(250)
        try solver.add(pull)
        XCTAssertTrue(solver.isAmbiguous(x))
        // At 750 the second wins alone: 10, not ambiguous.
        try solver.remove(pull)
        try solver.add((x == 10).withPriority(750))
        assertValues(solver, [(x, 10)])
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testBoundsThatMeetPinTheValue() throws {
        // x ≥ 0 and x ≤ 0 leave only 0. So do x, y ≥ 0 with x + y ≤ 0: the tableau shows x
        // and y through slacks that cost nothing, yet no move of them stays feasible.
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 0)
        XCTAssertFalse(solver.isAmbiguous(x))
        var pair = Solver()
        try pair.add(x >= 0)
        try pair.add(y >= 0)
        try pair.add(x + y <= 0)
        assertValues(pair, [(x, 0), (y, 0)])
        XCTAssertFalse(pair.isAmbiguous(x))
        XCTAssertFalse(pair.isAmbiguous(y))
        // With room (x + y ≤ 1) both may move.
        var room = Solver()
        try room.add(x >= 0)
        try room.add(y >= 0)
        try room.add(x + y <= 1)
        XCTAssertEqual(room.ambiguousVariables.map(ObjectIdentifier.init), [x, y].map(ObjectIdentifier.init))
    }

    func testUnderdeterminedEqualityAndItsFix() throws {
        // x + y = 10 alone: both ambiguous, in the order the solver met them; x = 3 fixes both.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add(x + y == 10)
        XCTAssertEqual(solver.ambiguousVariables.map(ObjectIdentifier.init), [x, y].map(ObjectIdentifier.init))
        try solver.add(x == 3)
        XCTAssertTrue(solver.ambiguousVariables.isEmpty)
        XCTAssertFalse(solver.isAmbiguous(y))
        // A variable the solver does not hold may be anything.
        XCTAssertTrue(solver.isAmbiguous(z))
    }

    func testThreeViewRowIsUnambiguous() throws {
        let row = ThreeViewRow()
        var solver = Solver()
        for constraint in row.constraints(width: 320) { try solver.add(constraint) }
        XCTAssertTrue(solver.ambiguousVariables.isEmpty)
    }
}
