import Constraints
import XCTest

/// Priorities are strict levels: a higher one wins over any number of lower ones.
final class PriorityTests: XCTestCase {
    func test751BeatsAHundred750s() throws {
        // Summed weights would let a hundred 750s (error 100·|x − 10|) outweigh one 751
        // (|x|); levels do not: x = 0, whichever goes in first.
        let x = Variable("x")
        var first = Solver(), last = Solver()
        try first.add((x == 0).withPriority(751))
        for _ in 0..<100 {
            try first.add((x == 10).withPriority(750))
            try last.add((x == 10).withPriority(750))
        }
        try last.add((x == 0).withPriority(751))
        assertValues(first, [(x, 0)])
        assertValues(last, [(x, 0)])
    }

    func testEveryOptionalLevelIsDistinct() throws {
        // x = p at priority p for p = 1...999: the highest, 999, wins; removing it, 998.
        let x = Variable("x")
        var solver = Solver()
        var constraints: [Constraint] = []
        for p in 1...999 {
            constraints.append((x == Double(p)).withPriority(Priority(Double(p))))
            try solver.add(constraints.last!)
        }
        assertValues(solver, [(x, 999)])
        try solver.remove(constraints[998])
        assertValues(solver, [(x, 998)])
        // Fractions are levels too: 998.5 sits above 998.
        try solver.add((x == -3).withPriority(998.5))
        assertValues(solver, [(x, -3)])
    }

    func testLowerLevelsSettleWhatHigherOnesLeaveOpen() throws {
        // At 750, x + y = 10; at 250, x = y: x = y = 5. At 100, x = 0 is ignored because
        // moving x would cost at 250.
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add((x == 0).withPriority(100))
        try solver.add((x + y == 10).withPriority(750))
        try solver.add((x == y).withPriority(250))
        assertValues(solver, [(x, 5), (y, 5)])
    }

    func testErrorsAddUpWithinALevel() throws {
        // Three x = 0 and one x = 10, all at 250: 3|x| + |x − 10| is least at x = 0.
        let x = Variable("x")
        var solver = Solver()
        for _ in 0..<3 { try solver.add((x == 0).withPriority(250)) }
        try solver.add((x == 10).withPriority(250))
        assertValues(solver, [(x, 0)])
    }
}
