import Geometry
import XCTest

final class AffineTransformTests: XCTestCase {
    func testConcatenatingAppliesSelfFirst() {
        let translate = AffineTransform(translationX: 10, y: 0), scale = AffineTransform(scaleX: 2, y: 3)
        // Translate then scale: (1, 1) → (11, 1) → (22, 3).
        assertPoint(translate.concatenating(scale).apply(Point(1, 1)), Point(22, 3))
        // Scale then translate: (1, 1) → (2, 3) → (12, 3).
        assertPoint(scale.concatenating(translate).apply(Point(1, 1)), Point(12, 3))
    }

    func testTranslatedByHappensBeforeSelf() {
        // CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0) maps (1, 1) to (22, 3).
        let t = AffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)
        XCTAssertEqual(t, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
        assertPoint(t.apply(Point(1, 1)), Point(22, 3))
    }

    func testRotationIsClockwiseOnScreen() {
        let r = AffineTransform(rotationAngle: .pi / 2)
        assertPoint(r.apply(Point(1, 0)), Point(0, 1), accuracy: 1e-15)
        assertPoint(r.apply(Point(0, 1)), Point(-1, 0), accuracy: 1e-15)
        // rotated(by:) rotates first: translate(5, 0) after rotating (1, 0) gives (5, 1).
        assertPoint(AffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2).apply(Point(1, 0)), Point(5, 1))
    }

    func testInverted() {
        let t = AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        XCTAssertEqual(t.inverted(), AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        let singular = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testApplyToRectGivesBoundingBox() {
        // A 10×20 rectangle turned a quarter turn about the origin spans x −20...0 and y 0...10.
        let r = AffineTransform(rotationAngle: .pi / 2).apply(Rect(0, 0, 10, 20))
        XCTAssertEqual(r.minX, -20, accuracy: 1e-12)
        XCTAssertEqual(r.maxX, 0, accuracy: 1e-12)
        XCTAssertEqual(r.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(r.maxY, 10, accuracy: 1e-12)
    }
}
