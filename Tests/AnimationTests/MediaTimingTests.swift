import Animation
import XCTest

/// Every expected number here is worked out by hand from Core Animation's rules, written in the
/// comment beside it.
final class MediaTimingTests: XCTestCase {
    // GNUstep's Apple-verified timing.m: mid(beginTime 2, speed 3, timeOffset 0.25) inside root,
    // leaf(beginTime 1, speed 2, timeOffset 0.5) inside mid.
    private let mid = MediaTiming(beginTime: 2, speed: 3, timeOffset: 0.25)
    private let leaf = MediaTiming(beginTime: 1, speed: 2, timeOffset: 0.5)

    func testConvertTimeFromAncestorsMatchesApple() {
        // leaf.convertTime(10, from: mid) = (10 − 1)·2 + 0.5 = 18.5
        XCTAssertEqual(leaf.activeLocalTime(parent: 10), 18.5)
        // leaf.convertTime(10, from: root): mid's time (10 − 2)·3 + 0.25 = 24.25, then (24.25 − 1)·2 + 0.5 = 47
        XCTAssertEqual(leaf.activeLocalTime(parent: mid.activeLocalTime(parent: 10)), 47)
    }

    func testConvertTimeToAncestorsMatchesApple() {
        // leaf.convertTime(10, to: mid) = (10 − 0.5)/2 + 1 = 5.75
        XCTAssertEqual(leaf.parentTime(activeLocal: 10), 5.75)
        // leaf.convertTime(10, to: root) = (5.75 − 0.25)/3 + 2 = 23/6
        XCTAssertEqual(mid.parentTime(activeLocal: leaf.parentTime(activeLocal: 10)), 23.0 / 6, accuracy: 1e-14)
    }

    func testPausedNodeMapsEveryParentTimeToItsOffset() {
        let paused = MediaTiming(beginTime: 3, speed: 0, timeOffset: 1.5)
        XCTAssertEqual(paused.activeLocalTime(parent: -100), 1.5)
        XCTAssertEqual(paused.activeLocalTime(parent: 100), 1.5)
        XCTAssertEqual(paused.parentTime(activeLocal: 7), 3)
    }

    func testPlainAnimationIsRemovedAtItsEnd() {
        let t = MediaTiming(beginTime: 1, duration: 1)
        XCTAssertNil(t.basicLocalTime(parent: 0.5))
        XCTAssertEqual(t.basicLocalTime(parent: 1), 0)
        XCTAssertEqual(t.basicLocalTime(parent: 1.25), 0.25)
        XCTAssertEqual(t.basicLocalTime(parent: 1.999)!, 0.999, accuracy: 1e-12)
        XCTAssertNil(t.basicLocalTime(parent: 2))
        XCTAssertNil(t.basicLocalTime(parent: 3))
        XCTAssertFalse(t.hasEnded(parent: 1.999))
        XCTAssertTrue(t.hasEnded(parent: 2))
        XCTAssertFalse(t.hasEnded(parent: 0))
    }

    func testFillModes() {
        // Before (t = 0.5), during (1.5) and after (2, 5) an animation from 1 to 2.
        let expected: [FillMode: [Double?]] = [
            .removed: [nil, 0.5, nil, nil],
            .forwards: [nil, 0.5, 1, 1],
            .backwards: [0, 0.5, nil, nil],
            .both: [0, 0.5, 1, 1],
        ]
        for mode in FillMode.allCases {
            let t = MediaTiming(beginTime: 1, duration: 1, fillMode: mode)
            let actual = [0.5, 1.5, 2, 5].map { t.basicLocalTime(parent: $0) }
            XCTAssertEqual(actual, expected[mode], "\(mode)")
        }
    }

    func testRepeatCountZeroPlaysOnce() {
        let t = MediaTiming(duration: 2, repeatCount: 0, fillMode: .forwards)
        XCTAssertEqual(t.activeDuration, 2)
        XCTAssertEqual(t.basicLocalTime(parent: 1.5), 1.5)
        XCTAssertEqual(t.basicLocalTime(parent: 2), 2)
        XCTAssertEqual(MediaTiming(duration: 2, repeatCount: 1).activeDuration, 2)
    }

    func testFractionalRepeatCountEndsHalfWayThroughTheThirdCycle() {
        let t = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        XCTAssertEqual(t.activeDuration, 2.5)
        XCTAssertEqual(t.basicLocalTime(parent: 0.75), 0.75)
        // A cycle boundary starts the next cycle.
        XCTAssertEqual(t.basicLocalTime(parent: 1), 0)
        XCTAssertEqual(t.basicLocalTime(parent: 2), 0)
        XCTAssertEqual(t.basicLocalTime(parent: 2.25), 0.25)
        // The end holds half-way through the third cycle.
        XCTAssertEqual(t.basicLocalTime(parent: 2.5), 0.5)
        XCTAssertEqual(t.basicLocalTime(parent: 9), 0.5)
        XCTAssertFalse(t.hasEnded(parent: 2.49))
        XCTAssertTrue(t.hasEnded(parent: 2.5))
    }

    func testRepeatingForever() {
        for count in [Double.infinity, .greatestFiniteMagnitude] {
            let t = MediaTiming(duration: 2, repeatCount: count)
            XCTAssertEqual(t.activeDuration, .infinity)
            // 1001 = 500 cycles of 2 and 1 more.
            XCTAssertEqual(t.basicLocalTime(parent: 1001), 1)
            XCTAssertFalse(t.hasEnded(parent: 1e12))
        }
    }

    func testRepeatDurationCutsTheLastCycle() {
        let t = MediaTiming(duration: 1, repeatDuration: 1.75, fillMode: .forwards)
        XCTAssertEqual(t.activeDuration, 1.75)
        XCTAssertEqual(t.basicLocalTime(parent: 1.5), 0.5)
        XCTAssertEqual(t.basicLocalTime(parent: 1.75), 0.75)
        XCTAssertEqual(t.basicLocalTime(parent: 3), 0.75)
        XCTAssertTrue(t.hasEnded(parent: 1.75))
        // A positive repeatDuration wins over repeatCount (CA leaves setting both undefined).
        XCTAssertEqual(MediaTiming(duration: 1, repeatCount: 5, repeatDuration: 1.75).activeDuration, 1.75)
    }

    func testAutoreverseCycleIsForwardThenBack() {
        let t = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(t.activeDuration, 2)
        XCTAssertEqual(t.basicLocalTime(parent: 0.25), 0.25)
        XCTAssertEqual(t.basicLocalTime(parent: 1), 1)
        XCTAssertEqual(t.basicLocalTime(parent: 1.25), 0.75)
        XCTAssertEqual(t.basicLocalTime(parent: 1.75), 0.25)
        // After a whole autoreversed cycle the value is back at the start.
        XCTAssertEqual(t.basicLocalTime(parent: 2), 0)
        XCTAssertEqual(t.basicLocalTime(parent: 50), 0)
    }

    func testAutoreverseWithRepeats() {
        let twice = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(twice.activeDuration, 4)
        XCTAssertEqual(twice.basicLocalTime(parent: 2), 0)
        XCTAssertEqual(twice.basicLocalTime(parent: 2.5), 0.5)
        XCTAssertEqual(twice.basicLocalTime(parent: 3.5), 0.5)
        XCTAssertEqual(twice.basicLocalTime(parent: 4), 0)
        // 1.5 autoreversed cycles end at the far end: forward, back, forward.
        let oneAndAHalf = MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(oneAndAHalf.activeDuration, 3)
        XCTAssertEqual(oneAndAHalf.basicLocalTime(parent: 2.5), 0.5)
        XCTAssertEqual(oneAndAHalf.basicLocalTime(parent: 3), 1)
    }

    func testSpeedTwoRunsTwiceAsFast() {
        let t = MediaTiming(beginTime: 1, duration: 1, speed: 2, fillMode: .forwards)
        XCTAssertEqual(t.activeDuration, 0.5)
        XCTAssertEqual(t.basicLocalTime(parent: 1.25), 0.5)
        XCTAssertEqual(t.basicLocalTime(parent: 1.5), 1)
        XCTAssertTrue(t.hasEnded(parent: 1.5))
        XCTAssertFalse(t.hasEnded(parent: 1.49))
    }

    func testSpeedZeroStaysAtTimeOffset() {
        let t = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
        XCTAssertEqual(t.activeDuration, .infinity)
        XCTAssertEqual(t.basicLocalTime(parent: 0), 0.3)
        XCTAssertEqual(t.basicLocalTime(parent: 1000), 0.3)
        XCTAssertFalse(t.hasEnded(parent: 1000))
        // Before beginTime a paused animation still needs backwards fill.
        XCTAssertNil(t.basicLocalTime(parent: -1))
        // Scrubbing by timeOffset: 0 is the start, the duration is the end, beyond wraps.
        XCTAssertEqual(MediaTiming(duration: 1, speed: 0, timeOffset: 0).basicLocalTime(parent: 5), 0)
        XCTAssertEqual(MediaTiming(duration: 1, speed: 0, timeOffset: 1).basicLocalTime(parent: 5), 1)
        XCTAssertEqual(MediaTiming(duration: 1, speed: 0, timeOffset: 1.25).basicLocalTime(parent: 5), 0.25)
    }

    func testNegativeSpeedPlaysBackwards() {
        let t = MediaTiming(duration: 1, speed: -1, fillMode: .both)
        XCTAssertEqual(t.activeDuration, 1)
        // Before it starts, backwards fill holds its first frame: the end of the cycle.
        XCTAssertEqual(t.basicLocalTime(parent: -1), 1)
        XCTAssertEqual(t.basicLocalTime(parent: 0), 1)
        XCTAssertEqual(t.basicLocalTime(parent: 0.25), 0.75)
        XCTAssertEqual(t.basicLocalTime(parent: 0.75), 0.25)
        // Its last frame is the start of the cycle.
        XCTAssertEqual(t.basicLocalTime(parent: 1), 0)
        XCTAssertEqual(t.basicLocalTime(parent: 3), 0)
        XCTAssertTrue(t.hasEnded(parent: 1))
    }

    func testNegativeSpeedWithRepeats() {
        // Active length 2 local seconds played backwards at 2×: over parent 0...1 the local
        // position runs 2 → 0; cycle 1 covers (1, 2], cycle 0 covers (0, 1].
        let t = MediaTiming(duration: 1, speed: -2, repeatCount: 2)
        XCTAssertEqual(t.activeDuration, 1)
        XCTAssertEqual(t.basicLocalTime(parent: 0.25), 0.5)
        // At the boundary the cycle being entered (cycle 0) starts from its end.
        XCTAssertEqual(t.basicLocalTime(parent: 0.5), 1)
        XCTAssertEqual(t.basicLocalTime(parent: 0.75), 0.5)
    }

    func testTimeOffsetWrapsRoundTheActivePeriod() {
        // Duration 5, timeOffset 2: frames C→D→E→A→B, as Core Animation shows them.
        let t = MediaTiming(duration: 5, timeOffset: 2)
        XCTAssertEqual(t.basicLocalTime(parent: 0), 2)
        XCTAssertEqual(t.basicLocalTime(parent: 2.5), 4.5)
        XCTAssertEqual(t.basicLocalTime(parent: 3), 0)
        XCTAssertEqual(t.basicLocalTime(parent: 4.5), 1.5)
        XCTAssertNil(t.basicLocalTime(parent: 5))
        XCTAssertTrue(t.hasEnded(parent: 5))
        // With forwards fill the last frame holds: just before the offset it started at.
        var filled = t
        filled.fillMode = .forwards
        XCTAssertEqual(filled.basicLocalTime(parent: 5), 2)
        // A negative offset wraps the other way: −0.25 of 1 is 0.75.
        let negative = MediaTiming(duration: 1, timeOffset: -0.25)
        XCTAssertEqual(negative.basicLocalTime(parent: 0), 0.75)
        XCTAssertEqual(negative.basicLocalTime(parent: 0.3)!, 0.05, accuracy: 1e-15)
    }

    func testTimeOffsetWithNegativeSpeed() {
        // Local time 0.3 − t, wrapped into the period of 1.
        let t = MediaTiming(duration: 1, speed: -1, timeOffset: 0.3, fillMode: .forwards)
        XCTAssertEqual(t.basicLocalTime(parent: 0)!, 0.3, accuracy: 1e-15)
        XCTAssertEqual(t.basicLocalTime(parent: 0.2)!, 0.1, accuracy: 1e-15)
        XCTAssertEqual(t.basicLocalTime(parent: 0.4)!, 0.9, accuracy: 1e-15)
        XCTAssertEqual(t.basicLocalTime(parent: 1)!, 0.3, accuracy: 1e-15)
    }

    func testLayerWithInfiniteDurationHasNoCycles() {
        let layer = MediaTiming(duration: .infinity, speed: 2, timeOffset: 1)
        XCTAssertEqual(layer.basicLocalTime(parent: 5), 11)
        XCTAssertFalse(layer.hasEnded(parent: 1e9))
        XCTAssertEqual(layer.activeDuration, .infinity)
        let paused = MediaTiming(duration: .infinity, speed: 0, timeOffset: 4)
        XCTAssertEqual(paused.basicLocalTime(parent: 100), 4)
    }

    func testZeroDurationJumpsToTheEnd() {
        let t = MediaTiming(beginTime: 1, duration: 0, fillMode: .both)
        XCTAssertEqual(t.activeDuration, 0)
        XCTAssertEqual(t.progress(parent: 0.5), 0)
        XCTAssertEqual(t.progress(parent: 1), 1)
        XCTAssertEqual(t.progress(parent: 2), 1)
        XCTAssertTrue(t.hasEnded(parent: 1))
        XCTAssertNil(MediaTiming(beginTime: 1, duration: 0).basicLocalTime(parent: 1))
        XCTAssertEqual(MediaTiming(duration: 0, autoreverses: true, fillMode: .forwards).progress(parent: 1), 0)
    }

    func testProgressIsTheFractionOfTheCycle() {
        let t = MediaTiming(duration: 4, fillMode: .forwards)
        XCTAssertEqual(t.progress(parent: 1), 0.25)
        XCTAssertEqual(t.progress(parent: 8), 1)
        XCTAssertNil(t.progress(parent: -1))
    }

    func testActiveDurationCombinesRepeatsAutoreverseAndSpeed() {
        // 2 s × 3 repeats × 2 (autoreverse) = 12 local seconds, at |−4| = 3 parent seconds.
        XCTAssertEqual(MediaTiming(duration: 2, speed: -4, repeatCount: 3, autoreverses: true).activeDuration, 3)
        XCTAssertEqual(MediaTiming(duration: -1).activeDuration, 0)
    }

    func testBadNumbersHaveNoEffectAndNeverCrash() {
        XCTAssertNil(MediaTiming(duration: 1).basicLocalTime(parent: .nan))
        XCTAssertNil(MediaTiming(duration: 1, speed: .nan).basicLocalTime(parent: 0.5))
        XCTAssertNil(MediaTiming(beginTime: .infinity, duration: 1).basicLocalTime(parent: 0.5))
        XCTAssertNil(MediaTiming(duration: 1, timeOffset: -.infinity).basicLocalTime(parent: 0.5))
        XCTAssertNil(MediaTiming(duration: .nan).basicLocalTime(parent: 0.5))
        XCTAssertFalse(MediaTiming(duration: 1).hasEnded(parent: .nan))
        // An infinitely late time: a finite animation has ended and holds its end.
        let filled = MediaTiming(duration: 1, fillMode: .forwards)
        XCTAssertEqual(filled.basicLocalTime(parent: .infinity), 1)
        XCTAssertTrue(filled.hasEnded(parent: .infinity))
        XCTAssertNil(MediaTiming(duration: 1, repeatCount: .infinity, fillMode: .forwards).basicLocalTime(parent: .infinity))
        XCTAssertEqual(MediaTiming(duration: 1e300, repeatCount: 1e300).activeDuration, .infinity)
    }
}
