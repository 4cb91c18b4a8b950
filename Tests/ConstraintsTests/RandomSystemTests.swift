import Constraints
import FuzzTesting
import XCTest

/// Seeded random systems of equalities and inequalities at random priorities, changed by
/// random adds, removes, constant updates and edits: required constraints always hold,
/// the same seed gives the same results bit for bit, and the incremental solution agrees
/// with a fresh solve of the final system wherever that solution is unique.
final class RandomSystemTests: XCTestCase {
    private static let systems = 300, operations = 40, variableCount = 8
    private static let tolerance = 1e-6

    /// What one seeded run did: each operation's outcome and the final values' bits.
    private struct Run: Equatable {
        var outcomes: [String] = []
        var values: [UInt64] = []
    }

    /// One system's life: its solver, its variables, and the constraints made for it.
    private struct System {
        var solver = Solver()
        let variables = (0..<RandomSystemTests.variableCount).map { Variable("x\($0)") }
        var made: [Constraint] = []
        var edits: [Int: Priority] = [:]
        var suggestions: [Int: Double] = [:]
    }

    private func randomConstraint(_ rng: inout SplitMix64, _ variables: [Variable]) -> Constraint {
        var expression = Expression(Double(rng.int(-100...100)))
        for _ in 0..<rng.int(1...3) {
            let coefficient = rng.chance(0.2) ? 0.5 : Double(rng.pick([-3, -2, -1, 1, 2, 3]))
            expression = expression + coefficient * rng.pick(variables)
        }
        let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority: Priority = rng.chance(0.4) ? .required
            : rng.chance(0.5) ? rng.pick([1, 250, 500, 750, 751, 999]) : Priority(Double(rng.int(1...999)))
        return Constraint(expression, relation, priority: priority)
    }

    /// Every required constraint the solver holds is met.
    private func checkRequired(_ system: System, file: StaticString = #filePath, line: UInt = #line) {
        for constraint in system.made where constraint.priority.isRequired {
            guard let constant = system.solver.constant(of: constraint) else { continue }
            let value = constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * system.solver.value(of: $1.variable) }
            let met = switch constraint.relation {
            case .equal: abs(value) <= Self.tolerance
            case .lessThanOrEqual: value <= Self.tolerance
            case .greaterThanOrEqual: value >= -Self.tolerance
            }
            XCTAssertTrue(met, "\(constraint) is off by \(value)", file: file, line: line)
        }
    }

    private func index(_ constraint: Constraint, in made: [Constraint]) -> Int {
        made.firstIndex { $0 === constraint } ?? -1
    }

    private func run(seed: UInt64) -> (Run, System) {
        var rng = SplitMix64(seed: seed)
        var system = System(), log = Run()
        for _ in 0..<Self.operations {
            let held = system.made.filter { system.solver.contains($0) }
            let outcome: String
            do throws(SolverError) {
                switch rng.int(0...19) {
                case 0...11:
                    let constraint = randomConstraint(&rng, system.variables)
                    system.made.append(constraint)
                    try system.solver.add(constraint)
                case 12...14 where !held.isEmpty:
                    try system.solver.remove(rng.pick(held))
                case 15...17 where !held.isEmpty:
                    try system.solver.updateConstant(of: rng.pick(held), to: Double(rng.int(-100...100)))
                default:
                    let v = rng.int(0...(Self.variableCount - 1))
                    if system.edits[v] == nil {
                        let priority = Priority(Double(rng.int(1...999)))
                        // The edit holds the variable where it is until a suggestion moves it.
                        let value = system.solver.value(of: system.variables[v])
                        try system.solver.addEditVariable(system.variables[v], priority: priority)
                        system.edits[v] = priority
                        system.suggestions[v] = value
                    } else if rng.chance(0.8) {
                        let value = Double(rng.int(-100...100))
                        try system.solver.suggestValue(value, for: system.variables[v])
                        system.suggestions[v] = value
                    } else {
                        try system.solver.removeEditVariable(system.variables[v])
                        system.edits[v] = nil
                        system.suggestions[v] = nil
                    }
                }
                outcome = "ok"
            } catch {
                if case let .unsatisfiable(constraint, conflicts) = error {
                    outcome = "unsatisfiable \(index(constraint, in: system.made)) with "
                        + conflicts.map { "\(index($0, in: system.made))" }.joined(separator: ",")
                } else {
                    outcome = "\(error)"
                }
            }
            log.outcomes.append(outcome)
            checkRequired(system)
        }
        log.values = system.variables.map { system.solver.value(of: $0).bitPattern }
        return (log, system)
    }

    func testRandomSystemsHoldTheirRequiredConstraintsAndRepeatExactly() throws {
        var added = 0, refused = 0, compared = 0
        for seed in 0..<UInt64(Self.systems) {
            let (first, system) = run(seed: seed)
            let (second, _) = run(seed: seed)
            XCTAssertEqual(first, second, "seed \(seed)")
            added += first.outcomes.filter { $0 == "ok" }.count
            refused += first.outcomes.filter { $0.hasPrefix("unsatisfiable") }.count

            // The final system solved afresh: where its solution is unique, the incremental
            // one must be the same.
            var fresh = Solver()
            for constraint in system.made {
                guard let constant = system.solver.constant(of: constraint) else { continue }
                var expression = constraint.expression
                expression.constant = constant
                try fresh.add(Constraint(expression, constraint.relation, priority: constraint.priority))
            }
            for (v, priority) in system.edits.sorted(by: { $0.key < $1.key }) {
                try fresh.addEditVariable(system.variables[v], priority: priority)
                try fresh.suggestValue(system.suggestions[v] ?? 0, for: system.variables[v])
            }
            for variable in system.variables where !fresh.isAmbiguous(variable) {
                XCTAssertFalse(system.solver.isAmbiguous(variable), "seed \(seed) \(variable)")
                XCTAssertEqual(system.solver.value(of: variable), fresh.value(of: variable), accuracy: Self.tolerance,
                               "seed \(seed) \(variable)")
                compared += 1
            }
        }
        // The runs must exercise both paths and leave unique values to compare.
        XCTAssertGreaterThan(added, Self.systems * 10)
        XCTAssertGreaterThan(refused, Self.systems / 2)
        XCTAssertGreaterThan(compared, Self.systems)
    }
}
