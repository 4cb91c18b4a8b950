import Animation
import Geometry
import XCTest

final class InterpolationTests: XCTestCase {
    func testScalarsAndVectors() {
        // 2 + (10 − 2)·0.25 = 4; overshoot 1.5 gives 14.
        assertScalar(Interpolation.interpolate(.scalar(2), .scalar(10), 0.25), 4)
        assertScalar(Interpolation.interpolate(.scalar(2), .scalar(10), 1.5), 14)
        assertVector(Interpolation.interpolate(.vector([0, 10, 20]), .vector([10, 10, 0]), 0.5), [5, 10, 10])
    }

    func testMismatchedValuesSwitchHalfWay() {
        let a = AnimatableValue.vector([1, 2]), b = AnimatableValue.vector([1, 2, 3])
        XCTAssertEqual(Interpolation.interpolate(a, b, 0.49), a)
        XCTAssertEqual(Interpolation.interpolate(a, b, 0.5), b)
        XCTAssertEqual(Interpolation.interpolate(.scalar(1), .transform(.identity), 0.2), .scalar(1))
        XCTAssertEqual(Interpolation.interpolate(.scalar(1), .transform(.identity), 0.7), .transform(.identity))
    }

    func testInterpolatingIntoReusesTheVectorStorage() {
        let a = AnimatableValue.vector([0, 0, 0, 1]), b = AnimatableValue.vector([1, 0.5, 0.25, 0])
        var result = AnimatableValue.scalar(0)
        Interpolation.interpolate(a, b, 0.5, into: &result)
        assertVector(result, [0.5, 0.25, 0.125, 0.5])
        let before = storage(of: result)
        Interpolation.interpolate(a, b, 0.25, into: &result)
        assertVector(result, [0.25, 0.125, 0.0625, 0.75])
        XCTAssertEqual(storage(of: result), before)
        // Other kinds go through the plain path.
        Interpolation.interpolate(.scalar(0), .scalar(4), 0.25, into: &result)
        XCTAssertEqual(result, .scalar(1))
    }

    private func storage(of value: AnimatableValue) -> UnsafePointer<Double>? {
        guard case .vector(let v) = value else { return nil }
        return v.withUnsafeBufferPointer { $0.baseAddress }
    }

    func testHalfOfANinetyDegreeRotationIsFortyFive() {
        let half = Interpolation.interpolate(.transform(.identity), .transform(.rotation(.pi / 2, 0, 0, 1)), 0.5)
        assertTransform(half, .rotation(.pi / 4, 0, 0, 1))
    }

    func testRotationsTakeTheShorterWay() {
        // 270° one way is 90° the other: half way is −45°.
        let half = Interpolation.interpolate(.transform(.identity), .transform(.rotation(1.5 * .pi, 0, 0, 1)), 0.5)
        assertTransform(half, .rotation(-.pi / 4, 0, 0, 1))
    }

    func testComponentsInterpolateSeparately() {
        // Scale 2 → 4, rotation 0 → 90°, translation (10, 0) → (30, 40): half way is scale 3,
        // 45°, (20, 20), composed in the same order.
        let a = chain(.scale(2, 2, 1), .translation(10, 0, 0))
        let b = chain(.scale(4, 4, 1), .rotation(.pi / 2, 0, 0, 1), .translation(30, 40, 0))
        let half = Interpolation.interpolate(a, b, 0.5)
        assertTransform(half, chain(.scale(3, 3, 1), .rotation(.pi / 4, 0, 0, 1), .translation(20, 20, 0)))
        // The ends are exact.
        XCTAssertEqual(Interpolation.interpolate(a, b, 0), a)
        XCTAssertEqual(Interpolation.interpolate(a, b, 1), b)
    }

    func testPerspectiveInterpolatesLinearly() {
        var far = Transform3D.identity
        far.m34 = -1.0 / 500
        var expected = Transform3D.identity
        expected.m34 = -1.0 / 1000
        assertTransform(Interpolation.interpolate(.identity, far, 0.5), expected, accuracy: 1e-15)
    }

    func testAZeroScaleGrowsThroughTheDecomposedScale() {
        // CATransform3DMakeScale(0, 0, 1) to the identity: the scale goes 0 → 1 linearly.
        let nothing = Transform3D.scale(0, 0, 1)
        for f in [0.25, 0.5, 0.75] {
            assertTransform(Interpolation.interpolate(nothing, .identity, f), .scale(f, f, 1))
        }
        // From a point 100, 40 away: scale and translation each a quarter of the way at 0.25.
        let away = chain(.scale(0, 0, 1), .translation(100, 40, 0))
        assertTransform(Interpolation.interpolate(away, .identity, 0.25), chain(.scale(0.25, 0.25, 1), .translation(75, 30, 0)))
        // To a quarter turn: growing and turning, π/8 and π/4 of the way.
        let turned = Transform3D.rotation(.pi / 2, 0, 0, 1)
        assertTransform(Interpolation.interpolate(nothing, turned, 0.25), chain(.scale(0.25, 0.25, 1), .rotation(.pi / 8, 0, 0, 1)))
        assertTransform(Interpolation.interpolate(nothing, turned, 0.5), chain(.scale(0.5, 0.5, 1), .rotation(.pi / 4, 0, 0, 1)))
        // Flattened along x after a quarter turn, back to the identity: x grows as the turn unwinds.
        let flat = chain(.scale(0, 1, 1), .rotation(.pi / 2, 0, 0, 1))
        assertTransform(Interpolation.interpolate(flat, .identity, 0.5), chain(.scale(0.5, 1, 1), .rotation(.pi / 4, 0, 0, 1)))
        assertTransform(Interpolation.interpolate(flat, .identity, 0.75), chain(.scale(0.75, 1, 1), .rotation(.pi / 8, 0, 0, 1)))
    }

    func testTransformsWithNoDecompositionSwitchHalfWay() {
        var parallel = Transform3D.identity   // rows (1, 0, 0) and (2, 0, 0)
        parallel.m21 = 2
        parallel.m22 = 0
        XCTAssertEqual(Interpolation.interpolate(.identity, parallel, 0.4), .identity)
        XCTAssertEqual(Interpolation.interpolate(.identity, parallel, 0.6), parallel)
    }

    func testPathsOfTheSameStructureMorphPointByPoint() {
        let small = Path.rect(Rect(0, 0, 10, 10)), big = Path.rect(Rect(10, 20, 30, 40))
        let half = Interpolation.interpolate(.path(small), .path(big), 0.5)
        XCTAssertEqual(half, .path(.rect(Rect(5, 10, 20, 25))))
        let circle = Path.oval(in: Rect(0, 0, 10, 10)), ellipse = Path.oval(in: Rect(0, 0, 30, 10))
        XCTAssertEqual(Interpolation.interpolate(.path(circle), .path(ellipse), 0.5), .path(.oval(in: Rect(0, 0, 20, 10))))
    }

    func testPathsOfDifferentStructureSwitchHalfWay() {
        let square = Path.rect(Rect(0, 0, 10, 10)), circle = Path.oval(in: Rect(0, 0, 10, 10))
        XCTAssertEqual(Interpolation.interpolate(.path(square), .path(circle), 0.49), .path(square))
        XCTAssertEqual(Interpolation.interpolate(.path(square), .path(circle), 0.5), .path(circle))
    }
}
