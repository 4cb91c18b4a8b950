import Animation
import XCTest

/// UIScrollView's deceleration, rubber band and bounce, against the formulas worked out by hand.
final class ScrollPhysicsTests: XCTestCase {
    func testAFlickComesToRestWhereApplesProjectionSays() {
        // v · r / (1000 · (1 − r)): 1000 · 0.998 / 2 = 499 points; 2000 · 0.99 / 10 = 198.
        XCTAssertEqual(ScrollDeceleration(start: 0, velocity: 1000, rate: 0.998).restingOffset, 499, accuracy: 1e-9)
        XCTAssertEqual(ScrollDeceleration(start: 50, velocity: -2000, rate: 0.99).restingOffset, 50 - 198, accuracy: 1e-9)
        let flick = ScrollDeceleration(start: 0, velocity: 1000, rate: ScrollDeceleration.normalRate)
        // After one millisecond the offset has moved by that millisecond's velocity, 1000 · 0.998 / 1000.
        XCTAssertEqual(flick.offset(at: 0.001), 0.998, accuracy: 1e-9)
        // After a second the velocity is 1000 · 0.998¹⁰⁰⁰ = 135.0645 points a second.
        XCTAssertEqual(flick.velocity(at: 1), 135.0645, accuracy: 1e-3)
        XCTAssertEqual(flick.offset(at: 1000), 499, accuracy: 1e-6)
    }

    func testTheFlickStopsWithinHalfAPixelOfItsRest() {
        // 499 · 0.998ᵏ = 0.25 (half a pixel at 2x) at k = ln(0.25 / 499) / ln 0.998 = 3795.65 ms.
        let flick = ScrollDeceleration(start: 0, velocity: 1000, rate: 0.998)
        XCTAssertEqual(flick.duration(threshold: 0.25), 3.79565, accuracy: 1e-4)
        XCTAssertEqual(ScrollDeceleration(start: 0, velocity: 0.1, rate: 0.998).duration(threshold: 0.25), 0)
    }

    func testTheTimeAFlickReachesAnEdge() {
        // 250 of its 499 points: 1 − 0.998ᵏ = 250/499 at k = 347.229 ms.
        let flick = ScrollDeceleration(start: 0, velocity: 1000, rate: 0.998)
        XCTAssertEqual(flick.time(reaching: 250) ?? 0, 0.347229, accuracy: 1e-6)
        XCTAssertNil(flick.time(reaching: 600), "it rests before 600")
        XCTAssertNil(flick.time(reaching: -10), "the edge is behind it")
    }

    func testADecelerationMadeToRestAtATargetRestsThere() {
        let flick = ScrollDeceleration(start: 100, restingAt: 1000, rate: 0.99)
        XCTAssertEqual(flick.restingOffset, 1000, accuracy: 1e-9)
        // v = 900 · 1000 · 0.01 / 0.99 = 9090.9 points a second.
        XCTAssertEqual(flick.velocity, 9090.909, accuracy: 1e-3)
    }

    func testBadRatesAndValuesStopAtOnce() {
        for rate in [0, 1, -0.5, 2, .nan, .infinity] {
            let flick = ScrollDeceleration(start: 10, velocity: 1000, rate: rate)
            XCTAssertEqual(flick.restingOffset, 10, "rate \(rate)")
        }
        XCTAssertEqual(ScrollDeceleration(start: 10, velocity: .nan, rate: 0.998).restingOffset, 10)
    }

    func testTheRubberBandFollowsUIKitsFormula() {
        // (1 − 1 / (100 · 0.55 / 500 + 1)) · 500 = 49.5495.
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: 500), 49.54955, accuracy: 1e-4)
        XCTAssertEqual(RubberBand.offset(overscroll: -100, dimension: 500), -49.54955, accuracy: 1e-4)
        XCTAssertLessThan(RubberBand.offset(overscroll: 1e9, dimension: 500), 500, "never reaches the dimension")
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: 0), 0)
        XCTAssertEqual(RubberBand.clamp(50, to: 0...100, dimension: 500), 50)
        XCTAssertEqual(RubberBand.clamp(200, to: 0...100, dimension: 500), 149.54955, accuracy: 1e-4)
    }

    func testTheBounceIsACriticallyDampedSpring() {
        // (100 + (0 + 10 · 100) · 0.1) · e^(−1) = 200 / e = 73.5759.
        let bounce = ScrollBounce(from: 100, to: 0, velocity: 0)
        XCTAssertEqual(bounce.offset(at: 0.1), 73.5759, accuracy: 1e-4)
        XCTAssertEqual(bounce.offset(at: 0), 100)
        XCTAssertEqual(bounce.velocity(at: 0), 0)
        // Never past the rest from a standstill (critically damped), settled within a second.
        for step in 1...100 { XCTAssertGreaterThanOrEqual(bounce.offset(at: Double(step) / 100), 0) }
        XCTAssertTrue(bounce.hasSettled(at: 1, threshold: 0.25))
        XCTAssertFalse(bounce.hasSettled(at: 0.5, threshold: 0.25))
    }
}
