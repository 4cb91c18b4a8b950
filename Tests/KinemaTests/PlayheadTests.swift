@testable import kinema
import XCTest

final class PlayheadTests: XCTestCase {
    func testTimeFollowsTheClockTimesTheSpeedUnlessPaused() {
        var playhead = Playhead(time: 1, speed: 2, isPaused: false, now: 10)
        playhead.advance(to: 10.5)
        XCTAssertEqual(playhead.time, 2)          // 1 + 0.5 × 2
        playhead.isPaused = true
        playhead.advance(to: 11)
        XCTAssertEqual(playhead.time, 2)
        playhead.isPaused = false
        playhead.advance(to: 11.25)
        XCTAssertEqual(playhead.time, 2.5)        // the paused half second does not count
    }

    func testClockGoingBackwardsDoesNotRewind() {
        var playhead = Playhead(time: 3, speed: 1, isPaused: false, now: 10)
        playhead.advance(to: 9)
        XCTAssertEqual(playhead.time, 3)
        playhead.advance(to: 9.5)
        XCTAssertEqual(playhead.time, 3.5)
    }
}
