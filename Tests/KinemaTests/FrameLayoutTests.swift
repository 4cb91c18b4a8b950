import Geometry
@testable import kinema
import XCTest

final class FrameLayoutTests: XCTestCase {
    func testWideWindowLetterboxesLeftAndRight() {
        // 40 × 30 points in 400 × 150 pixels: height limits, scale 150 / 30 = 5, frame 200 × 150
        // centred with (400 - 200) / 2 = 100 pixels on each side.
        let layout = FrameLayout(scene: Size(40, 30), outputWidth: 400, outputHeight: 150)
        XCTAssertEqual(layout.scale, 5)
        XCTAssertEqual([layout.width, layout.height, layout.x, layout.y], [200, 150, 100, 0])
    }

    func testTallWindowLetterboxesTopAndBottom() {
        // 100 × 50 points in 300 × 400: width limits, scale 3, frame 300 × 150, (400 - 150) / 2 = 125 above.
        let layout = FrameLayout(scene: Size(100, 50), outputWidth: 300, outputHeight: 400)
        XCTAssertEqual(layout.scale, 3)
        XCTAssertEqual([layout.width, layout.height, layout.x, layout.y], [300, 150, 0, 125])
    }

    func testHiDPIDrawableDoublesTheScale() {
        let layout = FrameLayout(scene: Size(375, 667), outputWidth: 750, outputHeight: 1334)
        XCTAssertEqual(layout.scale, 2)
        XCTAssertEqual([layout.width, layout.height, layout.x, layout.y], [750, 1334, 0, 0])
    }

    func testOddLeftoverRoundsTheOffsetDown() {
        // Scale min(301 / 100, 200 / 100) = 2: 200 × 200, 101 spare columns, 50 on the left.
        let layout = FrameLayout(scene: Size(100, 100), outputWidth: 301, outputHeight: 200)
        XCTAssertEqual(layout.scale, 2)
        XCTAssertEqual([layout.width, layout.height, layout.x, layout.y], [200, 200, 50, 0])
    }

    func testDegenerateSizesGiveAnEmptyFrame() {
        for scene in [Size(0, 10), Size(-4, 10), Size(.nan, 10), Size(.infinity, 10)] {
            let layout = FrameLayout(scene: scene, outputWidth: 200, outputHeight: 100)
            XCTAssertEqual([layout.width, layout.height], [0, 0], "\(scene)")
        }
        let hidden = FrameLayout(scene: Size(40, 30), outputWidth: 0, outputHeight: -3)
        XCTAssertEqual([hidden.width, hidden.height, hidden.x, hidden.y], [0, 0, 0, 0])
    }

    func testWindowPointsBecomeScenePointsThroughTheLetterbox() {
        // 40 × 30 points in 400 × 150 pixels: scale 5, the frame starts 100 pixels in. Window
        // point (40, 20) at 1 pixel per point is pixel (40, 20): left of the frame, x = -60 / 5.
        let layout = FrameLayout(scene: Size(40, 30), outputWidth: 400, outputHeight: 150)
        XCTAssertEqual(layout.scenePoint(atWindowPoint: Point(150, 75), pixelsPerPoint: 1), Point(10, 15))
        XCTAssertEqual(layout.scenePoint(atWindowPoint: Point(40, 20), pixelsPerPoint: 1), Point(-12, 4))
        // On a HiDPI display the same drawable is a 200 × 75 point window: window point (75, 37.5)
        // is pixel (150, 75), scene point (10, 15).
        XCTAssertEqual(layout.scenePoint(atWindowPoint: Point(75, 37.5), pixelsPerPoint: 2), Point(10, 15))
        // The frame's bottom-right pixel corner is the scene's bottom-right corner.
        XCTAssertEqual(layout.scenePoint(atWindowPoint: Point(150, 75), pixelsPerPoint: 2), Point(40, 30))
    }

    func testAnEmptyFramePutsEveryPointOutsideTheScene() {
        let layout = FrameLayout(scene: Size(40, 30), outputWidth: 0, outputHeight: 0)
        let point = layout.scenePoint(atWindowPoint: Point(0, 0), pixelsPerPoint: 1)
        XCTAssertFalse(point.x.isFinite)
        // A nonsense density counts as 1.
        let normal = FrameLayout(scene: Size(40, 30), outputWidth: 400, outputHeight: 150)
        XCTAssertEqual(normal.scenePoint(atWindowPoint: Point(150, 75), pixelsPerPoint: .nan), Point(10, 15))
    }
}
