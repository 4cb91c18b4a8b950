import Foundation
import Preview
import Raster
import XCTest

/// The bundled scenes written with classes, replayed with their example input.
final class ClassSceneTests: XCTestCase {
    /// RangeSlider: a 295-point slider at x = 40; its thumbs (28 points wide) sit at
    /// value × 295 in the slider. The example input drags the upper thumb from 0.8
    /// (x = 40 + 236) 59 points left, and the lower from 0.2 (x = 40 + 59) 29.5 points right.
    func testTheRangeSliderFollowsTheDragsAndSendsValueChanged() throws {
        let scene = try SeedScene("RangeSlider")
        // Before any input: 0.2 × 295 = 59 and 0.8 × 295 = 236 (thumb centres, in the slider).
        XCTAssertEqual(try scene.layer("lowerThumb", at: 0.2).point("position")[0], 59, accuracy: 1e-9)
        XCTAssertEqual(try scene.layer("upperThumb", at: 0.2).point("position")[0], 236, accuracy: 1e-9)
        // After both drags: 236 − 59 = 177 (0.6) and 59 + 29.5 = 88.5 (0.3).
        XCTAssertEqual(try scene.layer("upperThumb", at: 2.5).point("position")[0], 177, accuracy: 1e-6)
        XCTAssertEqual(try scene.layer("lowerThumb", at: 2.5).point("position")[0], 88.5, accuracy: 1e-6)
        // The track drew the highlighted range between them: at 2× the blue spans slider x
        // 88.5...177, i.e. scene x 128.5...217 (pixels 257...434) at y = 315 (pixel 630).
        scene.session.time = 2.5
        let image = scene.session.renderImage(scale: 2)
        XCTAssertEqual(image[350, 630], Pixel(r: 0, g: 115, b: 240, a: 255))
        XCTAssertEqual(image[600, 630].b, image[600, 630].r)  // grey track beyond the upper thumb
    }
}
