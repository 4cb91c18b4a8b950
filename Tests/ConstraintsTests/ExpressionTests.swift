import Constraints
import XCTest

final class ExpressionTests: XCTestCase {
    func testOperatorsBuildTermsAndConstant() {
        let x = Variable("x"), y = Variable("y")
        // (x + 2y − 4) / 2 − 3 = 0.5x + y − 5.
        let e = (x + 2 * y - 4) / 2 - 3
        XCTAssertEqual(e.terms.map(\.coefficient), [0.5, 1])
        XCTAssertTrue(e.terms[0].variable === x && e.terms[1].variable === y)
        XCTAssertEqual(e.constant, -5)
        XCTAssertEqual(e.description, "0.5*x + y - 5")
        XCTAssertEqual((-x).terms.map(\.coefficient), [-1])
        XCTAssertEqual((10 - x * 3).description, "-3*x + 10")
    }

    func testConstraintGathersTermsAndKeepsLeftMinusRight() {
        let x = Variable("x"), y = Variable("y")
        // x + y + x ≤ y + 10 → 2x − 10 ≤ 0: y cancels and goes.
        let c = x + y + x <= y + 10
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        XCTAssertEqual(c.expression.terms.count, 1)
        XCTAssertTrue(c.expression.terms[0].variable === x)
        XCTAssertEqual(c.expression.terms[0].coefficient, 2)
        XCTAssertEqual(c.expression.constant, -10)
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(c.description, "2*x - 10 <= 0")
        XCTAssertEqual((x >= y).withPriority(250).description, "x - y >= 0 @250")
    }

    func testConstraintsAreIdentities() {
        let x = Variable("x")
        let a = x == 1, b = x == 1
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
    }
}
