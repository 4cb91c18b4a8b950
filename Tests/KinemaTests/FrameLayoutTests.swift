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
}
