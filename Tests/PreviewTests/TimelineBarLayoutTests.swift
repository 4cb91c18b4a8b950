import Geometry
import Preview
import XCTest

/// Where the bar's parts go, worked out by hand from the sizes in TimelineBarLayout's comment:
/// margin 8, button 14, gap 10, track 4 thick ending 12 before the label, label in 10-point
/// DejaVu Sans Mono (0.602 em a character), all × (bar height / 30); the track's edges rounded
/// to whole pixels.
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
        // ends 8 from the right: 375 - 8 - 90.3 = 276.7. The track runs from 32 to 276.7 - 12 =
        // 264.7, rounded to 265.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15, pixelsPerPoint: 1))
        // The bar is the strip under the scene: y 667 to 697.
        assertRect(layout.panel, Rect(0, 667, 375, 30))
        assertRect(layout.button, Rect(8, 675, 14, 14))
        assertRect(layout.label, Rect(276.7, 667, 90.3, 30))
        assertRect(layout.track, Rect(32, 680, 233, 4))
        XCTAssertEqual(layout.knobDiameter, 12)
        XCTAssertEqual(layout.fontSize, 10)
    }

    func testSmallSceneShrinksTheBarToFifteenPercentAndDropsTheLabel() throws {
        // 60 × 0.15 = 9 points tall: everything × 0.3, too small for text. The track runs from
        // 32 × 0.3 = 9.6 to 80 - 14 × 0.3 = 75.8, from y 64.5 - 0.6 to 64.5 + 0.6: on whole
        // pixels, x 10 to 76 and y 64 to 65; at 4 pixels a point, x 9.5 to 75.75.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(80, 60), labelColumns: 15, pixelsPerPoint: 1))
        assertRect(layout.panel, Rect(0, 60, 80, 9))
        assertRect(layout.button, Rect(2.4, 62.4, 4.2, 4.2))
        XCTAssertNil(layout.label)
        assertRect(layout.track, Rect(10, 64, 66, 1))
        let sharper = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(80, 60), labelColumns: 15, pixelsPerPoint: 4))
        assertRect(sharper.track, Rect(9.5, 64, 66.25, 1))
        XCTAssertEqual(layout.knobDiameter, 3.6, accuracy: 1e-12)
        XCTAssertLessThanOrEqual(layout.panel.height, 60 * 0.15)
    }

    func testHalfSizeBarStillHasItsLabel() throws {
        // 100 × 0.15 = 15 points: × 0.5, font 5; the label is 15 × 0.602 × 5 = 45.15 wide. The
        // track is 2 thick, centred on 100 + 7.5 = 107.5 (106.5 to 108.5, rounding to 107 to
        // 109), and ends 6 before the label, at 319.85, rounding to 320.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 100), labelColumns: 15, pixelsPerPoint: 1))
        assertRect(layout.label, Rect(375 - 4 - 45.15, 100, 45.15, 15))
        assertRect(layout.track, Rect(16, 107, 304, 2))
        XCTAssertEqual(layout.fontSize, 5)
    }

    func testNarrowSceneGivesTheTrackTheRoomInsteadOfTheLabel() throws {
        // 120 wide: the label would start at 120 - 8 - 90.3 = 21.7, before the track does.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(120, 400), labelColumns: 15, pixelsPerPoint: 1))
        XCTAssertNil(layout.label)
        assertRect(layout.track, Rect(32, 413, 74, 4))
        // A scene narrower than the button leaves an empty track, not a negative one.
        let tiny = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(20, 400), labelColumns: 15, pixelsPerPoint: 1))
        XCTAssertEqual(tiny.track.width, 0)
        XCTAssertEqual(tiny.segmentCount, 0)
        XCTAssertEqual(tiny.fraction(atX: 40), 0)
    }

    func testDegenerateScenesHaveNoBar() {
        for size in [Size(0, 100), Size(100, -1), Size(.nan, 100), Size(100, .infinity)] {
            XCTAssertNil(TimelineBarLayout(sceneSize: size, labelColumns: 15, pixelsPerPoint: 1), "\(size)")
        }
    }

    func testFractionAlongTheTrackIsClamped() throws {
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15, pixelsPerPoint: 1))
        XCTAssertEqual(layout.fraction(atX: 32), 0)
        XCTAssertEqual(layout.fraction(atX: 265), 1)
        XCTAssertEqual(layout.fraction(atX: 32 + 233 / 4), 0.25)
        XCTAssertEqual(layout.fraction(atX: 5), 0)
        XCTAssertEqual(layout.fraction(atX: 1000), 1)
        XCTAssertEqual(layout.fraction(atX: -.infinity), 0)
        XCTAssertEqual(layout.fraction(atX: .nan), 0)
    }

    func testTrackSegmentsAreEqualAndMeetOnWholePixels() throws {
        // 233 / 4 = 58.25: 58 segments of 233 / 58 = 4.0172 points, their ends rounded to
        // pixels: segment i from 32 + 4.0172 i. The rounding error passes half a pixel at
        // i = 29 (32 + 116.5 = 148.5, rounding up to 149), so segment 28 is 5 long.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15, pixelsPerPoint: 1))
        XCTAssertEqual(layout.segmentCount, 58)
        XCTAssertEqual(layout.segmentLength, 233.0 / 58)
        assertRect(layout.segment(0), Rect(32, 680, 4, 4))
        assertRect(layout.segment(10), Rect(72, 680, 4, 4))     // 72.17 to 76.19
        assertRect(layout.segment(28), Rect(144, 680, 5, 4))    // 144.48 to 148.5
        assertRect(layout.segment(57), Rect(261, 680, 4, 4))    // 260.98 to the track's end
        // At 4 pixels a point, the small bar's 66.25-point track holds 55 segments of 1.2045
        // (at least 1.2, 4 × 0.3): segment 1 from 10.7045 to 11.909, on quarter points 10.75 to 12.
        let small = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(80, 60), labelColumns: 15, pixelsPerPoint: 4))
        XCTAssertEqual(small.segmentCount, 55)
        assertRect(small.segment(1), Rect(10.75, 64, 1.25, 1))
        // At 1 pixel a point segments are at least 2 pixels: 66 / 2 = 33.
        XCTAssertEqual(try XCTUnwrap(TimelineBarLayout(sceneSize: Size(80, 60), labelColumns: 15, pixelsPerPoint: 1)).segmentCount, 33)
    }

    func testASegmentIsElapsedOnceTheTimePassesItsMiddle() throws {
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15, pixelsPerPoint: 1))
        // Segment 0's middle is at 34, 2 points along; segment 57's at 263, 231 along.
        XCTAssertFalse(layout.isElapsed(segment: 0, at: 0))
        XCTAssertFalse(layout.isElapsed(segment: 0, at: 1.9 / 233))
        XCTAssertTrue(layout.isElapsed(segment: 0, at: 2.1 / 233))
        XCTAssertFalse(layout.isElapsed(segment: 57, at: 230.9 / 233))
        XCTAssertTrue(layout.isElapsed(segment: 57, at: 231.1 / 233))
        XCTAssertTrue(layout.isElapsed(segment: 57, at: 1))
    }

    func testSegmentsAreCappedInHugeScenes() throws {
        // 16000 wide: the track runs from 32 to 16000 - 8 - 90.3 - 12 = 15889.7, rounding to
        // 15890: 15858 points in 400 segments of 39.645, not 3964 of 4.
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(16000, 1000), labelColumns: 15, pixelsPerPoint: 1))
        XCTAssertEqual(layout.track.width, 15858)
        XCTAssertEqual(layout.segmentCount, 400)
        XCTAssertEqual(layout.segmentLength, 39.645, accuracy: 1e-9)
    }

    func testNonsensePixelDensitiesCountAsOne() throws {
        for density in [0, -2, Double.nan, .infinity] {
            let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15, pixelsPerPoint: density))
            XCTAssertEqual(layout.pixelsPerPoint, 1, "\(density)")
            assertRect(layout.track, Rect(32, 680, 233, 4))
        }
    }

    func testKnobIsCentredOnTheTrackAtTheFraction() throws {
        let layout = try XCTUnwrap(TimelineBarLayout(sceneSize: Size(375, 667), labelColumns: 15, pixelsPerPoint: 1))
        // Half way: 32 + 116.5 = 148.5; the 12-point knob is centred there and on y 682.
        assertRect(layout.knob(at: 0.5), Rect(142.5, 676, 12, 12))
    }
}
