import Animation
import Geometry
import XCTest

final class PathKeyframesTests: XCTestCase {
    // Path.rect starts at the top-left and runs clockwise: (0,0) → (100,0) → (100,50) → (0,50)
    // and the close back to (0,0): four segments of 100, 50, 100, 50, so five keyframes.
    private let rect = Path.rect(Rect(0, 0, 100, 50))
    // Path.oval starts at the rightmost point and runs clockwise on screen (y down) through
    // four quarter-circle cubics.
    private let circle = Path.oval(in: Rect(0, 0, 200, 200))

    func testLinearVisitsTheCornersAtTheKeyTimes() throws {
        let k = try PathKeyframes(path: rect, keyTimes: [0, 0.1, 0.5, 0.6, 1], timingFunctions: nil, mode: .linear)
        assertPoint(k.position(at: 0), Point(0, 0))
        assertPoint(k.position(at: 0.1), Point(100, 0))
        assertPoint(k.position(at: 0.5), Point(100, 50))
        assertPoint(k.position(at: 0.6), Point(0, 50))
        assertPoint(k.position(at: 1), Point(0, 0))
        // Half way between the key times 0.1 and 0.5: half way down the right side.
        assertPoint(k.position(at: 0.3), Point(100, 25))
        assertPoint(k.position(at: 0.8), Point(0, 25))
    }

    func testLinearWithoutKeyTimesGivesEachSegmentAnEqualShare() throws {
        let k = try PathKeyframes(path: rect, keyTimes: nil, timingFunctions: nil, mode: .linear)
        assertPoint(k.position(at: 0.25), Point(100, 0))
        assertPoint(k.position(at: 0.375), Point(100, 25))
        assertPoint(k.position(at: 0.625), Point(50, 50))
    }

    func testTimingFunctionsPerSegment() throws {
        // easeIn(0.5) = 0.315356812573 (mpmath) on the first side; the others linear.
        let k = try PathKeyframes(path: rect, keyTimes: nil, timingFunctions: [.easeIn, .linear, .linear, .linear], mode: .linear)
        assertPoint(k.position(at: 0.125), Point(31.5356812573, 0))
        assertPoint(k.position(at: 0.375), Point(100, 25))
    }

    func testPacedMovesAtConstantSpeedAlongTheRect() throws {
        // Perimeter 300: a third of the time reaches (100, 0); 0.6 is 180 along: 30 past (100, 50).
        let k = try PathKeyframes(path: rect, keyTimes: [0, 0.9, 0.95, 0.99, 1], timingFunctions: nil, mode: .paced)
        assertPoint(k.position(at: 1.0 / 3), Point(100, 0))
        assertPoint(k.position(at: 0.5), Point(100, 50))
        assertPoint(k.position(at: 0.6), Point(70, 50))
        assertPoint(k.position(at: 1), Point(0, 0))
    }

    func testTangentsAlongTheRect() throws {
        let k = try PathKeyframes(path: rect, keyTimes: nil, timingFunctions: nil, mode: .linear)
        XCTAssertEqual(k.tangentAngle(at: 0.1), 0)              // along the top, +x
        XCTAssertEqual(k.tangentAngle(at: 0.4), .pi / 2)        // down the right side, +y
        XCTAssertEqual(k.tangentAngle(at: 0.6), .pi)            // back along the bottom, −x
        XCTAssertEqual(k.tangentAngle(at: 0.9), -.pi / 2)       // up the left side, −y
    }

    func testPacedCircleAtTheEighthPoints() throws {
        // Each quarter-circle cubic is symmetric about its middle, so paced eighths fall on the
        // cubics' midpoints, which lie exactly on the circle at 45°, 135°, 225°, 315°, where the
        // clockwise tangent is the radius angle + 90°.
        let k = try PathKeyframes(path: circle, keyTimes: nil, timingFunctions: nil, mode: .paced)
        let r = 100 / 2.0.squareRoot()
        let expected: [(Double, Point, Double)] = [
            (0.125, Point(100 + r, 100 + r), 3 * .pi / 4),
            (0.375, Point(100 - r, 100 + r), -3 * .pi / 4),
            (0.625, Point(100 - r, 100 - r), -.pi / 4),
            (0.875, Point(100 + r, 100 - r), .pi / 4),
        ]
        for (f, point, angle) in expected {
            assertPoint(k.position(at: f), point, accuracy: 1e-7)
            XCTAssertEqual(k.tangentAngle(at: f), angle, accuracy: 1e-7)
        }
        assertPoint(k.position(at: 0.25), Point(100, 200), accuracy: 1e-7)
        XCTAssertEqual(abs(k.tangentAngle(at: 0.25)), .pi, accuracy: 1e-7)
    }

    func testTangentFollowsTheCircleEverywhere() throws {
        // The cubic circle strays at most 0.027 % from the true one; the tangent stays within
        // a few thousandths of a radian of perpendicular to the radius.
        let k = try PathKeyframes(path: circle, keyTimes: nil, timingFunctions: nil, mode: .paced)
        for i in 0..<100 {
            let f = Double(i) / 100
            let p = k.position(at: f)
            let radius = Point(p.x - 100, p.y - 100)
            XCTAssertEqual(radius.length, 100, accuracy: 0.03)
            var difference = k.tangentAngle(at: f) - (atan2(radius.y, radius.x) + .pi / 2)
            difference = remainder(difference, 2 * .pi)
            XCTAssertEqual(difference, 0, accuracy: 2e-3, "at \(f)")
            // Paced: the angle round the circle grows evenly with time.
            let swept = remainder(atan2(radius.y, radius.x) - 2 * .pi * f, 2 * .pi)
            XCTAssertEqual(swept, 0, accuracy: 2e-3, "at \(f)")
        }
    }

    func testPacedCurvesMoveAtConstantSpeed() throws {
        // A quad, a cubic and a line joined without corners (each piece leaves in the direction
        // the one before arrived), so chords measuring the steps never cut a corner.
        var path = Path()
        path.move(to: Point(0, 0))
        path.addQuadCurve(to: Point(100, 0), control: Point(50, 80))
        path.addCurve(to: Point(200, 50), control1: Point(137.5, -60), control2: Point(160, 120))
        path.addLine(to: Point(220, 15))
        let k = try PathKeyframes(path: path, keyTimes: nil, timingFunctions: nil, mode: .cubicPaced)
        var steps: [Double] = []
        for i in 0..<200 {
            var length = 0.0, previous = k.position(at: Double(i) / 200)
            for j in 1...20 {
                let next = k.position(at: (Double(i) + Double(j) / 20) / 200)
                length += previous.distance(to: next)
                previous = next
            }
            steps.append(length)
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        for step in steps { XCTAssertEqual(step, mean, accuracy: mean * 2e-5) }
        assertPoint(k.position(at: 1), Point(220, 15))
    }

    func testMoveToIsAJumpNotAKeyframe() throws {
        // Two subpaths of one line each: keyframes (0,0), (10,0), then (110,100) after the jump.
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(10, 0))
        path.move(to: Point(100, 100))
        path.addLine(to: Point(110, 100))
        let linear = try PathKeyframes(path: path, keyTimes: [0, 0.5, 1], timingFunctions: nil, mode: .linear)
        assertPoint(linear.position(at: 0.25), Point(5, 0))
        assertPoint(linear.position(at: 0.5), Point(100, 100))
        assertPoint(linear.position(at: 0.75), Point(105, 100))
        let paced = try PathKeyframes(path: path, keyTimes: nil, timingFunctions: nil, mode: .paced)
        assertPoint(paced.position(at: 0.25), Point(5, 0))
        assertPoint(paced.position(at: 0.75), Point(105, 100))
    }

    func testDiscreteJumpsBetweenKeyframes() throws {
        // Five keyframes, six equal steps of a fifth.
        let k = try PathKeyframes(path: rect, keyTimes: nil, timingFunctions: nil, mode: .discrete)
        assertPoint(k.position(at: 0.1), Point(0, 0))
        assertPoint(k.position(at: 0.25), Point(100, 0))
        assertPoint(k.position(at: 0.45), Point(100, 50))
        assertPoint(k.position(at: 0.7), Point(0, 50))
        assertPoint(k.position(at: 0.99), Point(0, 0))
    }

    func testDiscreteWithOneKeyTimePerKeyframe() throws {
        // Five keyframes and five key times: keyframe k holds from key time k, the last (back
        // at the start) from 0.4 to the end.
        let k = try PathKeyframes(path: rect, keyTimes: [0, 0.1, 0.2, 0.3, 0.4], timingFunctions: nil, mode: .discrete)
        assertPoint(k.position(at: 0.05), Point(0, 0))
        assertPoint(k.position(at: 0.15), Point(100, 0))
        assertPoint(k.position(at: 0.25), Point(100, 50))
        assertPoint(k.position(at: 0.35), Point(0, 50))
        assertPoint(k.position(at: 0.4), Point(0, 0))
        assertPoint(k.position(at: 0.9), Point(0, 0))
        XCTAssertEqual(PathKeyframes.keyframeCount(of: rect), 5)
    }

    func testErrors() {
        func error(_ make: () throws(KeyframeError) -> PathKeyframes) -> KeyframeError? {
            do { _ = try make(); return nil } catch { return error }
        }
        XCTAssertEqual(error { () throws(KeyframeError) in try PathKeyframes(path: Path(), keyTimes: nil, timingFunctions: nil, mode: .linear) },
                       .emptyPath)
        var lonelyMove = Path()
        lonelyMove.move(to: Point(3, 4))
        XCTAssertEqual(error { () throws(KeyframeError) in try PathKeyframes(path: lonelyMove, keyTimes: nil, timingFunctions: nil, mode: .paced) },
                       .emptyPath)
        XCTAssertEqual(error { () throws(KeyframeError) in try PathKeyframes(path: rect, keyTimes: [0, 0.5, 1], timingFunctions: nil, mode: .linear) },
                       .keyTimeCount(expected: 5, actual: 3, mode: .linear))
        XCTAssertEqual(error { () throws(KeyframeError) in
            try PathKeyframes(path: rect, keyTimes: [0, 0.2, 0.4, 0.6], timingFunctions: nil, mode: .discrete)
        }, .keyTimeCount(expected: 6, actual: 4, mode: .discrete))
        XCTAssertEqual(error { () throws(KeyframeError) in try PathKeyframes(path: rect, keyTimes: nil, timingFunctions: [.easeIn], mode: .cubic) },
                       .timingFunctionCount(expected: 4, actual: 1))
        XCTAssertEqual(error { () throws(KeyframeError) in
            try PathKeyframes(path: rect, keyTimes: [0, 0.5, 0.4, 0.6, 1], timingFunctions: nil, mode: .linear)
        }, .keyTimesDecrease(index: 2))
    }
}
