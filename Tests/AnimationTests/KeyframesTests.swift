import Animation
import Geometry
import XCTest

final class KeyframesTests: XCTestCase {
    private func scalars(_ xs: [Double]) -> [AnimatableValue] { xs.map(AnimatableValue.scalar) }

    private func value(_ k: Keyframes, _ f: Double) -> Double {
        guard case .scalar(let x) = k.value(at: f) else { XCTFail("not a scalar"); return .nan }
        return x
    }

    func testLinearEvenlySpaced() throws {
        // Three values at key times 0, 0.5, 1.
        let k = try Keyframes(values: scalars([0, 10, 30]), keyTimes: nil, timingFunctions: nil, mode: .linear)
        XCTAssertEqual(k.keyTimes, [0, 0.5, 1])
        XCTAssertEqual(value(k, 0.25), 5)
        XCTAssertEqual(value(k, 0.5), 10)
        XCTAssertEqual(value(k, 0.75), 20)
        XCTAssertEqual(value(k, 1), 30)
        // Outside 0...1 the end values hold.
        XCTAssertEqual(value(k, -1), 0)
        XCTAssertEqual(value(k, 2), 30)
        XCTAssertEqual(value(k, .nan), 0)
    }

    func testLinearWithKeyTimes() throws {
        // 0 → 10 over 0...0.2, then 10 → 30 over 0.2...1.
        let k = try Keyframes(values: scalars([0, 10, 30]), keyTimes: [0, 0.2, 1], timingFunctions: nil, mode: .linear)
        XCTAssertEqual(value(k, 0.1), 5)
        XCTAssertEqual(value(k, 0.6), 20, accuracy: 1e-12)
        // Key times that start late and end early hold the end values.
        let late = try Keyframes(values: scalars([0, 10]), keyTimes: [0.5, 0.75], timingFunctions: nil, mode: .linear)
        XCTAssertEqual(value(late, 0.25), 0)
        XCTAssertEqual(value(late, 0.625), 5)
        XCTAssertEqual(value(late, 0.9), 10)
        // Equal key times make a jump; at the key time itself the later value shows.
        let jump = try Keyframes(values: scalars([0, 10, 50, 60]), keyTimes: [0, 0.5, 0.5, 1], timingFunctions: nil, mode: .linear)
        XCTAssertEqual(value(jump, 0.25), 5)
        XCTAssertEqual(value(jump, 0.5), 50)
        XCTAssertEqual(value(jump, 0.75), 55)
    }

    func testPerSegmentTimingFunctions() throws {
        // easeIn on the first half, linear on the second: easeIn(0.5) = 0.315356812573 (mpmath).
        let k = try Keyframes(values: scalars([0, 10, 20]), keyTimes: nil,
                              timingFunctions: [.easeIn, .linear], mode: .linear)
        XCTAssertEqual(value(k, 0.25), 3.15356812573, accuracy: 1e-9)
        XCTAssertEqual(value(k, 0.75), 15, accuracy: 1e-12)
    }

    func testVectorsAndSingleValues() throws {
        let k = try Keyframes(values: [.vector([0, 0]), .vector([10, 20])], keyTimes: nil, timingFunctions: nil, mode: .linear)
        assertVector(k.value(at: 0.25), [2.5, 5])
        let one = try Keyframes(values: scalars([7]), keyTimes: [0.3], timingFunctions: [], mode: .linear)
        XCTAssertEqual(value(one, 0.9), 7)
        XCTAssertEqual(value(try Keyframes(values: scalars([7]), keyTimes: nil, timingFunctions: nil, mode: .cubicPaced), 0.5), 7)
    }

    func testDiscreteWithKeyTimes() throws {
        // n + 1 key times: value i holds from key time i to key time i + 1.
        let k = try Keyframes(values: scalars([1, 2, 3]), keyTimes: [0, 0.2, 0.7, 1],
                              timingFunctions: [.easeIn, .easeOut], mode: .discrete)
        XCTAssertEqual(value(k, 0.1), 1)
        XCTAssertEqual(value(k, 0.2), 2)
        XCTAssertEqual(value(k, 0.69), 2)
        XCTAssertEqual(value(k, 0.7), 3)
        XCTAssertEqual(value(k, 1), 3)
        XCTAssertEqual(value(k, -0.5), 1)
    }

    func testDiscreteWithAsManyKeyTimesAsValues() throws {
        // n key times (Apple documents n + 1; Core Animation takes n): value i holds on
        // [keyTimes[i], keyTimes[i + 1]), the last from the last key time to the end.
        let k = try Keyframes(values: scalars([1, 2, 3]), keyTimes: [0, 0.25, 0.5], timingFunctions: nil, mode: .discrete)
        XCTAssertEqual(value(k, 0), 1)
        XCTAssertEqual(value(k, 0.24), 1)
        XCTAssertEqual(value(k, 0.25), 2)
        XCTAssertEqual(value(k, 0.49), 2)
        XCTAssertEqual(value(k, 0.5), 3)
        XCTAssertEqual(value(k, 0.9), 3)
        XCTAssertEqual(value(k, 1), 3)
        // Starting late: the first value holds before the first key time too.
        let late = try Keyframes(values: scalars([1, 2, 3]), keyTimes: [0.2, 0.6, 0.8], timingFunctions: nil, mode: .discrete)
        XCTAssertEqual(value(late, 0.1), 1)
        XCTAssertEqual(value(late, 0.59), 1)
        XCTAssertEqual(value(late, 0.6), 2)
        XCTAssertEqual(value(late, 0.8), 3)
        XCTAssertEqual(value(late, 1), 3)
    }

    func testDiscreteEvenlySpaced() throws {
        // Three values, three equal steps: thresholds at 1/3 and 2/3.
        let k = try Keyframes(values: scalars([1, 2, 3]), keyTimes: nil, timingFunctions: nil, mode: .discrete)
        XCTAssertEqual(value(k, 0.3), 1)
        XCTAssertEqual(value(k, 0.34), 2)
        XCTAssertEqual(value(k, 0.99), 3)
        XCTAssertEqual(value(k, 1), 3)
    }

    func testPacedMovesAtEqualSpeed() throws {
        // 0 → 10 → 30 at constant speed: a third of the time for the first 10, so at 0.5 the
        // value is 15. keyTimes and timing functions are ignored.
        let k = try Keyframes(values: scalars([0, 10, 30]), keyTimes: [0, 0.9, 1], timingFunctions: [.easeIn],
                              mode: .paced)
        XCTAssertEqual(value(k, 0.5), 15, accuracy: 1e-12)
        XCTAssertEqual(value(k, 0.25), 7.5, accuracy: 1e-12)
        XCTAssertEqual(k.keyTimes[1], 1.0 / 3, accuracy: 1e-15)
        // Points (0, 0) → (3, 4) → (3, 10): legs of 5 and 6.
        let p = try Keyframes(values: [.vector([0, 0]), .vector([3, 4]), .vector([3, 10])], keyTimes: nil,
                              timingFunctions: nil, mode: .paced)
        assertVector(p.value(at: 5.0 / 11), [3, 4])
        assertVector(p.value(at: 8.0 / 11), [3, 7])
        // No distance at all: evenly spaced.
        let still = try Keyframes(values: scalars([4, 4, 4]), keyTimes: nil, timingFunctions: nil, mode: .paced)
        XCTAssertEqual(still.keyTimes, [0, 0.5, 1])
    }

    func testCubicIsCatmullRomThroughThePoints() throws {
        // Independent evaluation (Python, exact fractions) of the Catmull-Rom spline through
        // 0, 10, 30, 60 at evenly spaced key times, end points doubled:
        // f = 1/6 → 3.75, 1/2 → 18.75, 7/12 → 24.0625, 11/12 → 54.375.
        let k = try Keyframes(values: scalars([0, 10, 30, 60]), keyTimes: nil, timingFunctions: nil, mode: .cubic)
        XCTAssertEqual(value(k, 1.0 / 6), 3.75, accuracy: 1e-12)
        XCTAssertEqual(value(k, 0.5), 18.75, accuracy: 1e-12)
        XCTAssertEqual(value(k, 7.0 / 12), 24.0625, accuracy: 1e-12)
        XCTAssertEqual(value(k, 11.0 / 12), 54.375, accuracy: 1e-12)
        // It passes through every keyframe.
        XCTAssertEqual(value(k, 1.0 / 3), 10, accuracy: 1e-12)
        XCTAssertEqual(value(k, 2.0 / 3), 30, accuracy: 1e-12)
    }

    func testTensionContinuityAndBias() throws {
        // Same Python evaluation with Kochanek–Bartels parameters:
        // tension 1 (flat tangents) at 1/2 → 20; bias 1 at 5/12 → 13.59375;
        // continuity −1 at 5/12 → 15; T ½, C ¼, B −½ at 5/12 → 13.388671875.
        let values = scalars([0, 10, 30, 60])
        func spline(_ t: Double, _ c: Double, _ b: Double) throws -> Keyframes {
            try Keyframes(values: values, keyTimes: nil, timingFunctions: nil, mode: .cubic,
                          tension: [t, t, t, t], continuity: [c, c, c, c], bias: [b, b, b, b])
        }
        XCTAssertEqual(value(try spline(1, 0, 0), 0.5), 20, accuracy: 1e-12)
        XCTAssertEqual(value(try spline(0, 0, 1), 5.0 / 12), 13.59375, accuracy: 1e-12)
        XCTAssertEqual(value(try spline(0, -1, 0), 5.0 / 12), 15, accuracy: 1e-12)
        XCTAssertEqual(value(try spline(0.5, 0.25, -0.5), 5.0 / 12), 13.388671875, accuracy: 1e-12)
    }

    func testCubicWithUnevenKeyTimesKeepsTheSpeedContinuous() throws {
        // Python: key times 0, 0.2, 1 for 0, 10, 30 give 4.875 at 0.1 and 18.96484375 at 0.5.
        let k = try Keyframes(values: scalars([0, 10, 30]), keyTimes: [0, 0.2, 1], timingFunctions: nil, mode: .cubic)
        XCTAssertEqual(value(k, 0.1), 4.875, accuracy: 1e-12)
        XCTAssertEqual(value(k, 0.5), 18.96484375, accuracy: 1e-12)
        // The base tangent (30 − 0)/2 is rescaled to 6 coming in over 0.2 and 24 going out over
        // 0.8: 30 per unit of time either side of the keyframe.
        let h = 1e-7
        XCTAssertEqual((value(k, 0.2) - value(k, 0.2 - h)) / h, 30, accuracy: 1e-4)
        XCTAssertEqual((value(k, 0.2 + h) - value(k, 0.2)) / h, 30, accuracy: 1e-4)
    }

    func testCubicCombinesTransformsByComponents() throws {
        // Rotations about z of 0, 0.2, 0.4, 0.6 rad: the spline of the angles is a straight line
        // (Catmull-Rom reproduces linear data), so half way is 0.3 rad.
        let k = try Keyframes(values: [0, 0.2, 0.4, 0.6].map { .transform(.rotation($0, 0, 0, 1)) }, keyTimes: nil,
                              timingFunctions: nil, mode: .cubic)
        assertTransform(k.value(at: 0.5), .rotation(0.3, 0, 0, 1), accuracy: 1e-3)
        // Values of different kinds fall back to switching half way along each segment.
        let mixed = try Keyframes(values: [.scalar(1), .vector([2])], keyTimes: nil, timingFunctions: nil, mode: .cubic)
        XCTAssertEqual(mixed.value(at: 0.3), .scalar(1))
        XCTAssertEqual(mixed.value(at: 0.6), .vector([2]))
    }

    func testCubicPacedMovesAtConstantSpeed() throws {
        // In one dimension the monotonic Catmull-Rom spline through 0, 10, 30 covers the values
        // at constant speed when paced: the value is 30·f.
        let k = try Keyframes(values: scalars([0, 10, 30]), keyTimes: nil, timingFunctions: nil, mode: .cubicPaced)
        for f in [0.1, 0.25, 0.5, 0.8, 1] {
            XCTAssertEqual(value(k, f), 30 * f, accuracy: 1e-9, "at \(f)")
        }
        // In two dimensions: equal steps of time cover equal lengths of the curve (each step's
        // length measured as 20 chords, fine enough for the tightest turn here).
        let points: [AnimatableValue] = [.vector([0, 0]), .vector([100, 0]), .vector([100, 100]), .vector([0, 50])]
        let curve = try Keyframes(values: points, keyTimes: nil, timingFunctions: nil, mode: .cubicPaced)
        var steps: [Double] = []
        for i in 0..<200 {
            var previous = curve.value(at: Double(i) / 200), length = 0.0
            for k in 1...20 {
                let next = curve.value(at: (Double(i) + Double(k) / 20) / 200)
                length += Interpolation.distance(previous, next)
                previous = next
            }
            steps.append(length)
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        for step in steps { XCTAssertEqual(step, mean, accuracy: mean * 2e-5) }
        assertVector(curve.value(at: 1), [0, 50])
    }

    func testErrors() {
        func error(_ make: () throws(KeyframeError) -> Keyframes) -> KeyframeError? {
            do { _ = try make(); return nil } catch { return error }
        }
        let three = scalars([0, 1, 2])
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: [], keyTimes: nil, timingFunctions: nil, mode: .linear) },
                       .noValues)
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: [0, 1], timingFunctions: nil, mode: .linear) },
                       .keyTimeCount(expected: 3, actual: 2, mode: .linear))
        // Discrete takes n + 1 key times, or n as Core Animation does; anything else is refused.
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: [0, 1], timingFunctions: nil, mode: .discrete) },
                       .keyTimeCount(expected: 4, actual: 2, mode: .discrete))
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: [0, 1.2, 1], timingFunctions: nil, mode: .linear) },
                       .keyTimeOutOfRange(index: 1, value: 1.2))
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: [-0.1, 0.5, 1], timingFunctions: nil, mode: .cubic) },
                       .keyTimeOutOfRange(index: 0, value: -0.1))
        if case .keyTimeOutOfRange(2, let v)? = error({ () throws(KeyframeError) in
            try Keyframes(values: three, keyTimes: [0, 0.5, .nan], timingFunctions: nil, mode: .linear)
        }) { XCTAssertTrue(v.isNaN) } else { XCTFail("NaN key time accepted") }
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: [0, 0.6, 0.4], timingFunctions: nil, mode: .linear) },
                       .keyTimesDecrease(index: 2))
        XCTAssertEqual(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: nil, timingFunctions: [.easeIn], mode: .cubic) },
                       .timingFunctionCount(expected: 2, actual: 1))
        XCTAssertEqual(error { () throws(KeyframeError) in
            try Keyframes(values: three, keyTimes: nil, timingFunctions: nil, mode: .cubic, tension: [0, 0])
        }, .cubicParameterCount(name: "tensionValues", expected: 3, actual: 2))
        XCTAssertEqual(error { () throws(KeyframeError) in
            try Keyframes(values: three, keyTimes: nil, timingFunctions: nil, mode: .cubicPaced, bias: [0, .infinity, 0])
        }, .cubicParameterNotFinite(name: "biasValues", index: 1))
        // What a mode ignores is not checked.
        XCTAssertNil(error { () throws(KeyframeError) in try Keyframes(values: three, keyTimes: [5], timingFunctions: [.easeIn], mode: .paced) })
        XCTAssertNil(error { () throws(KeyframeError) in
            try Keyframes(values: three, keyTimes: nil, timingFunctions: nil, mode: .linear, tension: [1])
        })
    }

    func testErrorMessagesSayWhatIsWrong() {
        XCTAssertEqual(KeyframeError.keyTimeCount(expected: 4, actual: 3, mode: .discrete).description,
                       "keyTimes has 3 entries but needs 4 (one more than the number of keyframes in discrete mode)")
        XCTAssertEqual(KeyframeError.keyTimesDecrease(index: 2).description,
                       "keyTimes[3] is smaller than the key time before it; key times must not decrease")
        XCTAssertEqual(KeyframeError.timingFunctionCount(expected: 2, actual: 1).description,
                       "timingFunctions has 1 entries but needs 2 (one per segment between keyframes)")
    }
}
