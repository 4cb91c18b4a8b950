import Constraints
import XCTest

/// The textbook systems, each solved by hand in the comments.
final class ClassicSystemTests: XCTestCase {
    func testTwoEqualities() throws {
        // x + y = 10 and x = 3, so y = 7.
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x == 3)
        assertValues(solver, [(x, 3), (y, 7)])
    }

    func testRequiredInequalityBeatsWeakPreference() throws {
        // x ≥ 10 is required; x = 0 is only preferred, so x stops at the bound: 10.
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0).withPriority(.defaultLow))
        assertValues(solver, [(x, 10)])
        // Without the bound the preference holds: 0.
        var free = Solver()
        try free.add((x == 0).withPriority(.defaultLow))
        assertValues(free, [(x, 0)])
    }

    func testStrengthsCompete() throws {
        // Required x ≤ 15, 750 wants 20, 250 wants 10: the 750 goes as far as it may, 15.
        let x = Variable("x")
        let low = (x == 10).withPriority(250), high = (x == 20).withPriority(750), cap = x <= 15
        var solver = Solver()
        try solver.add(low)
        try solver.add(high)
        try solver.add(cap)
        assertValues(solver, [(x, 15)])
        // Without the cap the 750 wins outright: 20; without it too, the 250: 10.
        try solver.remove(cap)
        assertValues(solver, [(x, 20)])
        try solver.remove(high)
        assertValues(solver, [(x, 10)])
    }

    func testMidpointWithEdits() throws {
        // xm = (xl + xr) / 2, xl + 10 ≤ xr, xr ≤ 100, xl ≥ −10; xl prefers 30 at 250, xr 60
        // at 200; xm is edited at 750.
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        var solver = Solver()
        try solver.add(xm == (xl + xr) / 2)
        try solver.add(xl + 10 <= xr)
        try solver.add(xr <= 100)
        try solver.add(xl >= -10)
        try solver.add((xl == 30).withPriority(250))
        try solver.add((xr == 60).withPriority(200))
        // Both preferences hold: 30 + 10 ≤ 60 ≤ 100, so xm = 45.
        assertValues(solver, [(xl, 30), (xm, 45), (xr, 60)])
        try solver.addEditVariable(xm, priority: 750)
        assertValues(solver, [(xl, 30), (xm, 45), (xr, 60)])

        // xm = 50: xl + xr = 100; xl's preference comes first and holds, xr = 70.
        try solver.suggestValue(50, for: xm)
        assertValues(solver, [(xl, 30), (xm, 50), (xr, 70)])
        // xm = 90: xl + xr = 180 with xr ≤ 100, so xl ≥ 80; xl as near 30 as it may: 80.
        try solver.suggestValue(90, for: xm)
        assertValues(solver, [(xl, 80), (xm, 90), (xr, 100)])
        // xm = 0: xr = −xl ≥ xl + 10, so xl ≤ −5; nearest 30: xl = −5, xr = 5.
        try solver.suggestValue(0, for: xm)
        assertValues(solver, [(xl, -5), (xm, 0), (xr, 5)])
        // xm = −20 is out of reach: xl + xr ≥ 2·xl + 10 ≥ −10, so xm ≥ −5, met only by
        // xl = −10, xr = 0.
        try solver.suggestValue(-20, for: xm)
        assertValues(solver, [(xl, -10), (xm, -5), (xr, 0)])

        // Once the edit goes, nothing holds xm: the preferences come back, xm = 45.
        try solver.removeEditVariable(xm)
        assertValues(solver, [(xl, 30), (xm, 45), (xr, 60)])
    }

    func testThreeEqualWidthsBetweenMargins() throws {
        // Width 320, margins 20, spacing 8: each width (320 − 40 − 16) / 3 = 88, and the
        // views start at 20, 20 + 88 + 8 = 116 and 116 + 96 = 212.
        let row = ThreeViewRow()
        var solver = Solver()
        for constraint in row.constraints(width: 320) { try solver.add(constraint) }
        assertValues(solver, [(row.minX[0], 20), (row.minX[1], 116), (row.minX[2], 212),
                              (row.width[0], 88), (row.width[1], 88), (row.width[2], 88)])
    }
}

/// Three views in a row between two margins of a superview, equal widths.
struct ThreeViewRow {
    let superWidth = Variable("super.width")
    let minX = (0..<3).map { Variable("view\($0).minX") }
    let width = (0..<3).map { Variable("view\($0).width") }

    /// The superview's width constraint comes first.
    func constraints(width superviewWidth: Double) -> [Constraint] {
        [superWidth == superviewWidth,
         minX[0] == 20,
         minX[0] + width[0] + 8 == minX[1],
         minX[1] + width[1] + 8 == minX[2],
         minX[2] + width[2] == superWidth - 20,
         width[0] == width[1],
         width[1] == width[2]]
    }
}
