import Geometry
import Preview
import XCTest

/// Where the bar's parts go, worked out by hand from the sizes in TimelineBarLayout's comment:
/// margin 8, button 14, gap 10, track 4 thick ending 12 before the label, label in 10-point
/// DejaVu Sans Mono (0.602 em a character), all × (bar height / 30).
final class TimelineBarLayoutTests: XCTestCase {
    private func assertRect(_ actual: Rect?, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no rect", file: file, line: line) }
        for (a, e) in zip([actual.minX, actual.minY, actual.width, actual.height],
                          [expected.minX, expected.minY, expected.width, expected.height]) {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(actual) is not \(expected)", file: file, line: line)
        }
    }

    func testFullSizeBarInAPhoneSizedScene() throws {
        // 667 × 0.15 = 100 > 30: full size. A 15-column label is 15 × 0.602 × 10 = 90.3 wide and
        // ends 8 from the right: 375 - 8 - 90.3 = 276.7. The track runs from 32 to 276.7 - 12 = 264.7.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15))
        assertRect(layout.panel, Rect(0, 637, 375, 30))
        assertRect(layout.button, Rect(8, 645, 14, 14))
        assertRect(layout.label, Rect(276.7, 637, 90.3, 30))
        assertRect(layout.track, Rect(32, 650, 232.7, 4))
        XCTAssertEqual(layout.knobDiameter, 12)
        XCTAssertEqual(layout.fontSize, 10)
    }

    func testSmallSceneShrinksTheBarToFifteenPercentAndDropsTheLabel() throws {
        // 60 × 0.15 = 9 points tall: everything × 0.3, too small for text. The track runs from
        // 32 × 0.3 = 9.6 to 80 - 14 × 0.3 = 75.8, centred on 51 + 4.5 = 55.5, 1.2 thick.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(80, 60), labelColumns: 15))
        assertRect(layout.panel, Rect(0, 51, 80, 9))
        assertRect(layout.button, Rect(2.4, 53.4, 4.2, 4.2))
        XCTAssertNil(layout.label)
        assertRect(layout.track, Rect(9.6, 54.9, 66.2, 1.2))
        XCTAssertEqual(layout.knobDiameter, 3.6, accuracy: 1e-12)
        XCTAssertLessThanOrEqual(layout.panel.height, 60 * 0.15)
    }

    func testHalfSizeBarStillHasItsLabel() throws {
        // 100 × 0.15 = 15 points: × 0.5, font 5; the label is 15 × 0.602 × 5 = 45.15 wide. The
        // track is 2 thick, centred on 85 + 7.5 = 92.5, and ends 6 before the label.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 100), labelColumns: 15))
        assertRect(layout.label, Rect(375 - 4 - 45.15, 85, 45.15, 15))
        assertRect(layout.track, Rect(16, 91.5, 375 - 4 - 45.15 - 6 - 16, 2))
        XCTAssertEqual(layout.fontSize, 5)
    }

    func testNarrowSceneGivesTheTrackTheRoomInsteadOfTheLabel() throws {
        // 120 wide: the label would start at 120 - 8 - 90.3 = 21.7, before the track does.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(120, 400), labelColumns: 15))
        XCTAssertNil(layout.label)
        assertRect(layout.track, Rect(32, 383, 74, 4))
        // A scene narrower than the button leaves an empty track, not a negative one.
        let tiny = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(20, 400), labelColumns: 15))
        XCTAssertEqual(tiny.track.width, 0)
        XCTAssertEqual(tiny.fraction(atX: 40), 0)
    }

    func testDegenerateScenesHaveNoBar() {
        for size in [Size(0, 100), Size(100, -1), Size(.nan, 100), Size(100, .infinity)] {
            XCTAssertNil(TimelineBarLayout(sceneSize: size, labelColumns: 15), "\(size)")
        }
    }

    func testFractionAlongTheTrackIsClamped() throws {
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15))
        XCTAssertEqual(layout.fraction(atX: 32), 0)
        XCTAssertEqual(layout.fraction(atX: 264.7), 1, accuracy: 1e-12)
        XCTAssertEqual(layout.fraction(atX: 32 + 232.7 / 4), 0.25, accuracy: 1e-12)
        XCTAssertEqual(layout.fraction(atX: 5), 0)
        XCTAssertEqual(layout.fraction(atX: 1000), 1)
        XCTAssertEqual(layout.fraction(atX: -.infinity), 0)
        XCTAssertEqual(layout.fraction(atX: .nan), 0)
    }

    func testKnobIsCentredOnTheTrackAtTheFraction() throws {
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15))
        // Half way: 32 + 116.35 = 148.35; the 12-point knob is centred there and on y 652.
        assertRect(layout.knob(at: 0.5), Rect(142.35, 646, 12, 12))
    }
}
