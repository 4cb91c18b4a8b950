import Geometry
@testable import Layers
import XCTest

/// Where a layer's bounds are on screen, worked out by hand from Core Animation's geometry.
final class LayerOutlineTests: XCTestCase {
    private func assertCorners(_ corners: [Point]?, _ expected: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        guard let corners else { return XCTFail("no outline", file: file, line: line) }
        XCTAssertEqual(corners.count, 4, file: file, line: line)
        for (corner, want) in zip(corners, expected) {
            XCTAssertEqual(corner.x, want.0, accuracy: 1e-9, file: file, line: line)
            XCTAssertEqual(corner.y, want.1, accuracy: 1e-9, file: file, line: line)
        }
    }

    func testARotatedLayerInsideAMovedOne() {
        let parent = Layer()
        parent.frame = Rect(x: 100, y: 50, width: 200, height: 200)
        let child = Layer()
        child.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        child.position = Point(x: 50, y: 50)
        // 90° about z: (x, y) → (−y, x) on a y-down screen, about the centre (anchor 0.5).
        child.transform = .rotation(Double.pi / 2, 0, 0, 1)
        parent.addSublayer(child)
        // The top-left corner (−10, −10) from the anchor turns to (10, −10): (60, 40) in the
        // parent, (160, 90) in the root's space.
        assertCorners(child.outlineInRoot, [(160, 90), (160, 110), (140, 110), (140, 90)])
    }

    func testASublayerTransformScalesAboutTheParentsAnchor() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        parent.sublayerTransform = .scale(2, 2, 1)
        let child = Layer()
        child.frame = Rect(x: 50, y: 50, width: 10, height: 10)
        parent.addSublayer(child)
        // Scaled by 2 about (50, 50): (50, 50) stays, (60, 60) goes to (70, 70).
        assertCorners(child.outlineInRoot, [(50, 50), (70, 50), (70, 70), (50, 70)])
    }

    func testAMaskSitsInItsLayersBounds() {
        let layer = Layer()
        layer.frame = Rect(x: 30, y: 40, width: 100, height: 100)
        let mask = Layer()
        mask.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        layer.mask = mask
        assertCorners(mask.outlineInRoot, [(40, 50), (60, 50), (60, 70), (40, 70)])
    }

    func testPerspectiveShrinksTheFarSide() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        let child = Layer()
        child.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        child.zPosition = -100
        parent.addSublayer(child)
        // Pushed 100 back under a 500 eye distance: w = 1 + 100/500 = 1.2, so every corner
        // comes 1/1.2 of the way from the parent's centre (100, 100).
        let k = 1 / 1.2
        assertCorners(child.outlineInRoot, [(100 - 50 * k, 100 - 50 * k), (100 + 50 * k, 100 - 50 * k),
                                            (100 + 50 * k, 100 + 50 * k), (100 - 50 * k, 100 + 50 * k)])
    }

    func testALayerBehindTheViewerHasNoOutline() {
        let behind = Layer()
        behind.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        var eye = Transform3D.identity
        eye.m34 = -1.0 / 100
        // Brought 200 towards a viewer 100 away: w = 1 − 200/100 = −1 at every corner.
        behind.transform = Transform3D.translation(0, 0, 200).concatenating(eye)
        XCTAssertNil(behind.outlineInRoot)
    }
}
