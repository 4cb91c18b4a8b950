import Geometry
import XCTest

final class Transform3DTests: XCTestCase {
    func testRotateAboutZThenTranslate() {
        // CATransform3DRotate(identity, π/2, 0, 0, 1): cos = 0, sin = 1, so m11 = 0, m12 = 1, m21 = −1, m22 = 0.
        let r = Transform3D.identity.rotated(.pi / 2, 0, 0, 1)
        assertFields(r, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        // x axis turns onto +y: clockwise on a y-down screen.
        assertPoint(r.project(Point(1, 0)), Point(0, 1))
        // CATransform3DTranslate(r, 10, 0, 0): the translation happens first, then the rotation,
        // so the origin lands on (0, 10): row 4 = [10 0 0 1]·R = (0, 10, 0, 1).
        let rt = r.translated(10, 0, 0)
        assertFields(rt, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 10, 0, 1])
        assertPoint(rt.project(Point(0, 0)), Point(0, 10))
        assertPoint(rt.project(Point(1, 0)), Point(0, 11))
    }

    func testConcatAppliesFirstArgumentFirst() {
        let s = Transform3D.scale(2, 3, 1), t = Transform3D.translation(5, 7, 0)
        // scale then translate: (1, 1) → (2, 3) → (7, 10); the translation stays (5, 7).
        let st = Transform3D.concat(s, t)
        assertFields(st, [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 5, 7, 0, 1])
        assertPoint(st.project(Point(1, 1)), Point(7, 10))
        // translate then scale: (1, 1) → (6, 8) → (12, 24); the translation is scaled to (10, 21).
        let ts = Transform3D.concat(t, s)
        assertFields(ts, [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 10, 21, 0, 1])
        XCTAssertEqual(s.concatenating(t), st)
    }

    func testRotationAboutXAndY() {
        // About x by π/2: y turns into z (m23 = sin = 1, m32 = −1).
        assertFields(Transform3D.rotation(.pi / 2, 1, 0, 0), [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1])
        // About y by π/2: m13 = −sin = −1, m31 = 1.
        assertFields(Transform3D.rotation(.pi / 2, 0, 1, 0), [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])
        // The axis need not be unit length; a zero axis is the identity.
        XCTAssertEqual(Transform3D.rotation(1, 0, 0, 0), .identity)
        assertFields(Transform3D.rotation(.pi / 2, 0, 0, 5), Transform3D.rotation(.pi / 2, 0, 0, 1).fields)
    }

    func testPerspectiveProjection() {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        // A point pushed 100 towards the viewer: w = 1 − 100/500 = 0.8, so x grows by 1/0.8.
        let m = Transform3D.concat(.translation(0, 0, 100), p)
        assertPoint(m.project(Point(100, 40)), Point(125, 50))
        XCTAssertEqual(m.apply(x: 100, y: 40).w, 0.8, accuracy: 1e-15)
        XCTAssertFalse(m.isAffine)
        XCTAssertTrue(Transform3D(affine: AffineTransform(rotationAngle: 0.3)).isAffine)
    }

    func testInvert() {
        // (I + u·vᵀ)⁻¹ = I − u·vᵀ when vᵀu = 0: the inverse perspective flips m34's sign.
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        assertFields(p.inverted(), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1.0 / 500, 0, 0, 0, 1])
        // scale(2, 4, 1) then translate(6, 8, 0): the inverse translates by (−6, −8) then halves and quarters.
        let m = Transform3D.concat(.scale(2, 4, 1), .translation(6, 8, 0))
        assertFields(m.inverted(), [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 1, 0, -3, -2, 0, 1])
        // A general matrix times its inverse is the identity.
        let g = Transform3D.rotation(0.7, 1, 2, 3).translated(4, -5, 6).scaled(2, 3, 4)
        var q = g
        q.m34 = -0.002
        assertFields(Transform3D.concat(q, q.inverted()), Transform3D.identity.fields, accuracy: 1e-12)
        // Singular matrices come back unchanged, as CATransform3DInvert returns them.
        XCTAssertEqual(Transform3D.scale(0, 1, 1).inverted(), .scale(0, 1, 1))
    }

    func testAffineRoundTrip() {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = Transform3D(affine: a)
        assertFields(t, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        XCTAssertEqual(t.affine, a)
    }
}

final class Transform3DUnprojectTests: XCTestCase {
    func testUnprojectUndoesAnAffineMap() throws {
        // Rotate 90° then move by (10, 20): (1, 0) → (0, 1) → (10, 21).
        let m = Transform3D.rotation(.pi / 2, 0, 0, 1).concatenating(.translation(10, 20, 0))
        let p = try XCTUnwrap(m.unproject(Point(x: 10, y: 21)))
        XCTAssertEqual(p.x, 1, accuracy: 1e-12)
        XCTAssertEqual(p.y, 0, accuracy: 1e-12)
    }

    func testUnprojectFindsThePointSeenThroughPerspective() throws {
        // m34 = -1/500 and a move 100 points away: w = 1 + 100/500 = 1.2, so the local point
        // (60, 30) is seen at (50, 25).
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let m = Transform3D.translation(0, 0, -100).concatenating(perspective)
        let p = try XCTUnwrap(m.unproject(Point(x: 50, y: 25)))
        XCTAssertEqual(p.x, 60, accuracy: 1e-9)
        XCTAssertEqual(p.y, 30, accuracy: 1e-9)
    }

    func testAPlaneSeenEdgeOnHasNoPoint() {
        XCTAssertNil(Transform3D.rotation(.pi / 2, 0, 1, 0).unproject(Point(x: 3, y: 4)))
    }

    func testIsFiniteChecksEveryFieldEvenWhenTheirSumOverflows() {
        XCTAssertTrue(Transform3D.identity.isFinite)
        var big = Transform3D.identity
        big.m11 = 1.5e308; big.m22 = 1.5e308
        XCTAssertTrue(big.isFinite, "finite fields whose sum overflows")
        for field in 0..<16 {
            for bad in [Double.nan, .infinity, -.infinity] {
                var values = Transform3D.identity.fields
                values[field] = bad
                XCTAssertFalse(Transform3D(values).isFinite, "field \(field) = \(bad)")
            }
        }
    }
}
