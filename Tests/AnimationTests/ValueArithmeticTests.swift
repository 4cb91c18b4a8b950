import Animation
import Geometry
import XCTest

final class ValueArithmeticTests: XCTestCase {
    func testComponentArithmetic() {
        assertScalar(Interpolation.add(.scalar(2), .scalar(3)), 5)
        assertScalar(Interpolation.subtract(.scalar(5), .scalar(3)), 2)
        assertScalar(Interpolation.scale(.scalar(2), by: 3), 6)
        assertVector(Interpolation.add(.vector([1, 2]), .vector([10, 20])), [11, 22])
        assertVector(Interpolation.subtract(.vector([1, 2]), .vector([10, 20])), [-9, -18])
        assertVector(Interpolation.scale(.vector([1, -2]), by: -0.5), [-0.5, 1])
        // Values that cannot combine leave the first one.
        XCTAssertEqual(Interpolation.add(.vector([1, 2]), .vector([1])), .vector([1, 2]))
        XCTAssertEqual(Interpolation.subtract(.scalar(1), .vector([1])), .scalar(1))
        XCTAssertEqual(Interpolation.scale(.scalar(1), by: .nan), .scalar(1))
    }

    func testAddingTransformsAppliesTheAnimationFirst() {
        // add(model, animation): the animation's scale 2 first, then the model's translation 10:
        // (1, 0) → (2, 0) → (12, 0).
        guard case .transform(let sum) = Interpolation.add(.transform(.translation(10, 0, 0)), .transform(.scale(2, 2, 1))) else {
            return XCTFail("not a transform")
        }
        assertPoint(sum.project(Point(1, 0)), Point(12, 0), accuracy: 1e-15)
    }

    func testSubtractIsTheInverseOfAdd() {
        // UIKit's additive animation from (old − new) to zero: at the start, new + (old − new) = old.
        let old = chain(.scale(2, 1, 1), .rotation(0.4, 0, 0, 1), .translation(5, 0, 0))
        let new = chain(.rotation(-1, 0, 0, 1), .translation(0, 30, 0))
        let delta = Interpolation.subtract(.transform(old), .transform(new))
        assertTransform(Interpolation.add(.transform(new), delta), old, accuracy: 1e-12)
        // A singular transform cannot be subtracted.
        XCTAssertEqual(Interpolation.subtract(.transform(old), .transform(.scale(0, 1, 1))), .transform(old))
    }

    func testScalingTransformsRepeatsThem() {
        // Whole numbers: concatenations. rotation 0.2 three times is 0.6; translation triples.
        assertTransform(Interpolation.scale(.transform(.rotation(0.2, 0, 0, 1)), by: 3), .rotation(0.6, 0, 0, 1))
        assertTransform(Interpolation.scale(.transform(.translation(1, 2, 3)), by: 3), .translation(3, 6, 9))
        let turnAndMove = chain(.rotation(.pi / 2, 0, 0, 1), .translation(10, 0, 0))
        assertTransform(Interpolation.scale(.transform(turnAndMove), by: 2), chain(turnAndMove, turnAndMove))
        assertTransform(Interpolation.scale(.transform(.translation(1, 2, 3)), by: -1), .translation(-1, -2, -3))
        assertTransform(Interpolation.scale(.transform(turnAndMove), by: 0), .identity)
        // Fractions: decomposed; half of scale (4, 9) is (2, 3), half of 0.6 rad is 0.3.
        assertTransform(Interpolation.scale(.transform(.scale(4, 9, 1)), by: 0.5), .scale(2, 3, 1))
        assertTransform(Interpolation.scale(.transform(.rotation(0.6, 0, 0, 1)), by: 0.5), .rotation(0.3, 0, 0, 1))
        // A singular transform has no inverse power.
        XCTAssertEqual(Interpolation.scale(.transform(.scale(0, 1, 1)), by: -2), .transform(.scale(0, 1, 1)))
    }

    func testPathArithmeticIsPointByPoint() {
        let unit = Path.rect(Rect(0, 0, 1, 1)), moved = Path.rect(Rect(3, 4, 1, 1))
        let offset = Interpolation.subtract(.path(moved), .path(unit))
        XCTAssertEqual(Interpolation.add(.path(unit), offset), .path(moved))
        XCTAssertEqual(Interpolation.scale(.path(unit), by: 2), .path(.rect(Rect(0, 0, 2, 2))))
        XCTAssertEqual(Interpolation.add(.path(unit), .path(.oval(in: Rect(0, 0, 1, 1)))), .path(unit))
    }

    func testDistances() {
        XCTAssertEqual(Interpolation.distance(.scalar(-2), .scalar(5)), 7)
        XCTAssertEqual(Interpolation.distance(.vector([0, 0]), .vector([3, 4])), 5)
        XCTAssertEqual(Interpolation.distance(.vector([0, 0]), .vector([3])), 0)
        XCTAssertEqual(Interpolation.distance(.scalar(0), .path(Path())), 0)
        // Transforms by decomposed components: a translation of (3, 4) is 5 away, a rotation of
        // 0.5 rad is 0.5 away, and both together √(25 + 0.25).
        XCTAssertEqual(Interpolation.distance(.transform(.identity), .transform(.translation(3, 4, 0))), 5, accuracy: 1e-12)
        XCTAssertEqual(Interpolation.distance(.transform(.identity), .transform(.rotation(0.5, 0, 1, 0))), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Interpolation.distance(.transform(.identity), .transform(chain(.rotation(0.5, 0, 0, 1), .translation(3, 4, 0)))),
                       25.25.squareRoot(), accuracy: 1e-12)
        // A singular transform: over the 16 fields, scale(0, 1, 1) is 1 away from the identity.
        XCTAssertEqual(Interpolation.distance(.transform(.identity), .transform(.scale(0, 1, 1))), 1)
        // Paths: the rect's four points each move (3, 4): √(4 · 25) = 10.
        XCTAssertEqual(Interpolation.distance(.path(.rect(Rect(0, 0, 1, 1))), .path(.rect(Rect(3, 4, 1, 1)))), 10, accuracy: 1e-12)
    }
}
