import Preview
import XCTest

final class TimelineBarLabelTests: XCTestCase {
    func testPlayingAtNormalSpeedIsOneLine() {
        let label = TimelineBarLabel(time: 1.25, duration: 4, speed: 1, isPaused: false)
        XCTAssertEqual(label.text, "1.25 s / 4.00 s")
        XCTAssertEqual(label.columns, 15)
    }

    func testSpeedAndPauseGoOnASecondLine() {
        XCTAssertEqual(TimelineBarLabel(time: 1.25, duration: 4, speed: 0.25, isPaused: true).text,
                       "1.25 s / 4.00 s\n0.25×  paused")
        XCTAssertEqual(TimelineBarLabel(time: 0, duration: 0.5, speed: 0.5, isPaused: false).text, "0.00 s / 0.50 s\n0.5×")
        XCTAssertEqual(TimelineBarLabel(time: 3, duration: 4, speed: 1, isPaused: true).text, "3.00 s / 4.00 s\npaused")
    }

    func testColumnsMakeRoomForTheLongerOfTimeAndDuration() {
        // "12.50 s / 4.00 s" is 16 characters; room for "12.50 s / 12.50 s", 17.
        let past = TimelineBarLabel(time: 12.5, duration: 4, speed: 1, isPaused: false)
        XCTAssertEqual(past.text, "12.50 s / 4.00 s")
        XCTAssertEqual(past.columns, 17)
        // Time short of a long duration: the same 17, so the track does not change length at 10 s.
        XCTAssertEqual(TimelineBarLabel(time: 2, duration: 12, speed: 1, isPaused: false).columns, 17)
        // A long status line wins: "12345.67×  paused" is 17 characters, "0.00 s / 1.00 s" 15.
        XCTAssertEqual(TimelineBarLabel(time: 0, duration: 1, speed: 12345.67, isPaused: true).columns, 17)
    }

    func testSecondsRoundToHundredths() {
        XCTAssertEqual(TimelineBarLabel.seconds(0), "0.00")
        XCTAssertEqual(TimelineBarLabel.seconds(2.499), "2.50")
        XCTAssertEqual(TimelineBarLabel.seconds(0.004), "0.00")
        XCTAssertEqual(TimelineBarLabel.seconds(0.07), "0.07")
        XCTAssertEqual(TimelineBarLabel.seconds(59.999), "60.00")
    }

    func testNonsenseTimesShowSomethingSane() {
        XCTAssertEqual(TimelineBarLabel.seconds(.nan), "0.00")
        XCTAssertEqual(TimelineBarLabel.seconds(-3), "0.00")
        XCTAssertEqual(TimelineBarLabel.seconds(.infinity), "9999999.99")
        XCTAssertEqual(TimelineBarLabel.seconds(1e300), "9999999.99")
    }

    func testSpeedsAsTheSimulatorWritesThem() {
        XCTAssertEqual(TimelineBarLabel.speed(0.1), "0.1×")
        XCTAssertEqual(TimelineBarLabel.speed(0.25), "0.25×")
        XCTAssertEqual(TimelineBarLabel.speed(0.5), "0.5×")
        XCTAssertEqual(TimelineBarLabel.speed(2), "2×")
        XCTAssertEqual(TimelineBarLabel.speed(1.5), "1.5×")
        XCTAssertEqual(TimelineBarLabel.speed(1 / 3), "0.33×")
        // Within rounding of 1× it is 1×, and not worth a line.
        XCTAssertEqual(TimelineBarLabel(time: 0, duration: 1, speed: 1.001, isPaused: false).text, "0.00 s / 1.00 s")
    }
}
