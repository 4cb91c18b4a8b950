import Constraints
import XCTest

/// Asserts that `body` throws `unsatisfiable` for `failed`, naming exactly `conflicts` (as
/// identities, in that order).
func assertUnsatisfiable(_ failed: Constraint, conflicts: [Constraint], file: StaticString = #filePath, line: UInt = #line,
                         _ body: () throws(SolverError) -> Void) {
    do {
        try body()
        XCTFail("expected \(failed) to be unsatisfiable", file: file, line: line)
    } catch {
        guard case let .unsatisfiable(constraint, found) = error else {
            return XCTFail("expected unsatisfiable, got \(error)", file: file, line: line)
        }
        XCTAssertTrue(constraint === failed, "failed constraint \(constraint)", file: file, line: line)
        XCTAssertEqual(found.map(ObjectIdentifier.init), conflicts.map(ObjectIdentifier.init),
                       "conflicts \(found), expected \(conflicts)", file: file, line: line)
    }
}

/// Asserts that `body` throws an error that `matches` accepts.
func assertThrows(file: StaticString = #filePath, line: UInt = #line, _ body: () throws(SolverError) -> Void,
                  _ matches: (SolverError) -> Bool) {
    do {
        try body()
        XCTFail("expected an error", file: file, line: line)
    } catch {
        XCTAssertTrue(matches(error), "unexpected error \(error)", file: file, line: line)
    }
}

/// Asserts each variable's value in `solver` to 1e-9.
func assertValues(_ solver: Solver, _ expected: [(Variable, Double)], file: StaticString = #filePath, line: UInt = #line) {
    for (variable, value) in expected {
        XCTAssertEqual(solver.value(of: variable), value, accuracy: 1e-9, "\(variable)", file: file, line: line)
    }
}
