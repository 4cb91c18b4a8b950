import Geometry
@testable import Layers
import XCTest

/// Core Animation's geometry rules, checked against values worked out by hand.
final class LayerGeometryTests: XCTestCase {
    func testFrameFollowsPositionBoundsAndAnchor() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.position = Point(x: 200, y: 100)
        XCTAssertEqual(layer.frame, Rect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = Point(x: 0, y: 0)
        XCTAssertEqual(layer.frame, Rect(x: 200, y: 100, width: 100, height: 40))
    }

    func testSettingFrameSetsPositionAndSize() {
        let layer = Layer()
        layer.anchorPoint = Point(x: 0.25, y: 1)
        layer.frame = Rect(x: 10, y: 20, width: 80, height: 60)
        XCTAssertEqual(layer.bounds.size, Size(width: 80, height: 60))
        XCTAssertEqual(layer.position, Point(x: 10 + 0.25 * 80, y: 20 + 60))
    }

    func testFrameOfARotatedLayerIsTheBoundingBox() {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = .rotation(.pi / 2, 0, 0, 1)
        // A 100×50 box turned a quarter about its centre (50, 25) spans 50×100.
        let f = layer.frame
        XCTAssertEqual(f.minX, 25, accuracy: 1e-9)
        XCTAssertEqual(f.minY, -25, accuracy: 1e-9)
        XCTAssertEqual(f.width, 50, accuracy: 1e-9)
        XCTAssertEqual(f.height, 100, accuracy: 1e-9)
    }

    func testTransformToSuperlayerAppliesAboutTheAnchorAndThroughSublayerTransform() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        parent.sublayerTransform = .scale(2, 2, 1)
        let child = Layer()
        child.frame = Rect(x: 50, y: 50, width: 20, height: 20)
        parent.addSublayer(child)
        // The child's top-left (0,0) sits at (50,50) in the parent; the parent's sublayer
        // transform doubles distances from the parent's anchor (100,100): (0,0).
        let p = child.transformToSuperlayer.project(Point(x: 0, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-9)
        XCTAssertEqual(p.y, 0, accuracy: 1e-9)
        let q = child.transformToSuperlayer.project(Point(x: 20, y: 20))
        XCTAssertEqual(q.x, 40, accuracy: 1e-9)
        XCTAssertEqual(q.y, 40, accuracy: 1e-9)
    }

    func testPerspectiveMakesTheNearEdgeLargerAndRotationIsRightHanded() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        parent.sublayerTransform = p
        let card = Layer()
        card.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        card.transform = .rotation(.pi / 4, 0, 1, 0)
        parent.addSublayer(card)
        let m = card.transformToSuperlayer
        // CATransform3DMakeRotation is right-handed: +45° about y sends the right edge away from
        // the viewer (z = −x·sin θ < 0) and brings the left edge nearer, so the left is taller.
        let leftTop = m.project(Point(x: 0, y: 0)), leftBottom = m.project(Point(x: 0, y: 100))
        let rightTop = m.project(Point(x: 100, y: 0)), rightBottom = m.project(Point(x: 100, y: 100))
        let left = leftBottom.y - leftTop.y, right = rightBottom.y - rightTop.y
        // By hand: the left edge sits at z = +50·sin45 = 35.36, so w = 1 − 35.36/500 = 0.92929
        // and its height is 100 / 0.92929 = 107.61; the right edge's w is 1.07071 (93.40).
        XCTAssertEqual(left, 100 / (1 - 50 * 0.5.squareRoot() / 500), accuracy: 1e-6)
        XCTAssertEqual(right, 100 / (1 + 50 * 0.5.squareRoot() / 500), accuracy: 1e-6)
    }

    func testTreeEditing() {
        let a = Layer(), b = Layer(), c = Layer(), d = Layer()
        a.addSublayer(b)
        a.addSublayer(c)
        a.insertSublayer(d, below: c)
        XCTAssertTrue(a.sublayers.elementsEqual([b, d, c], by: ===))
        a.insertSublayer(b, above: c)
        XCTAssertTrue(a.sublayers.elementsEqual([d, c, b], by: ===))
        c.removeFromSuperlayer()
        XCTAssertNil(c.superlayer)
        XCTAssertTrue(a.sublayers.elementsEqual([d, b], by: ===))
        // A layer cannot become its own ancestor.
        b.addSublayer(a)
        XCTAssertNil(a.superlayer)
    }

    func testMaskHasNoSuperlayer() {
        let owner = Layer(), other = Layer(), mask = Layer()
        other.addSublayer(mask)
        owner.mask = mask
        XCTAssertNil(mask.superlayer)
        XCTAssertTrue(mask.maskedLayer === owner)
    }

    func testKeyValueCodingChecksKeysAndKinds() throws {
        let shape = ShapeLayer()
        try shape.setValue(.number(3), forKey: "lineWidth")
        XCTAssertEqual(shape.lineWidth, 3)
        try shape.setValue(.name("evenOdd"), forKey: "fillRule")
        XCTAssertEqual(shape.value(forKey: "fillRule"), .name("evenOdd"))
        XCTAssertThrowsError(try shape.setValue(.number(1), forKey: "frme")) { error in
            XCTAssertEqual((error as? PropertyError)?.description, "ShapeLayer has no property 'frme'")
        }
        XCTAssertThrowsError(try shape.setValue(.string("x"), forKey: "opacity")) { error in
            XCTAssertEqual((error as? PropertyError)?.description, "'opacity' must be a number")
        }
        XCTAssertThrowsError(try shape.setValue(.name("evenodd"), forKey: "fillRule")) { error in
            XCTAssertEqual((error as? PropertyError)?.description,
                           "'evenodd' is not a valid fillRule; use one of \"nonZero\", \"evenOdd\"")
        }
        XCTAssertNil(Layer.kind(of: "path"))
        XCTAssertEqual(ShapeLayer.kind(of: "path"), .path)
    }

    func testDefaultsMatchCoreAnimation() {
        let layer = Layer()
        XCTAssertEqual(layer.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOffset, Size(width: 0, height: -3))
        XCTAssertEqual(layer.borderColor, .black)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertEqual(layer.contentsGravity, .resize)
        let shape = ShapeLayer()
        XCTAssertEqual(shape.fillColor, .black)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(shape.strokeEnd, 1)
        let gradient = GradientLayer()
        XCTAssertEqual(gradient.startPoint, Point(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, Point(x: 0.5, y: 1))
        let text = TextLayer()
        XCTAssertEqual(text.fontSize, 36)
        XCTAssertEqual(text.foregroundColor, .white)
    }
}
