import Animation
import Geometry
import XCTest

final class DecomposedTransformTests: XCTestCase {
    private var perspective: Transform3D {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        return p
    }

    func testRoundTripsRecomposeTheOriginal() {
        var skewed = Transform3D.identity
        skewed.m21 = 0.4   // y picks up 0.4 x: a shear
        skewed.m31 = -0.2
        skewed.m32 = 0.3
        let matrices: [Transform3D] = [
            .identity,
            chain(.translation(10, -20, 5), .rotation(0.7, 0, 0, 1), .scale(2, 3, 1), perspective),
            chain(.scale(2, 3, 4), .rotation(1.1, 1, 2, 3), .translation(5, 6, 7)),
            chain(perspective, .rotation(0.5, 0, 1, 0), .translation(40, 0, -10)),
            chain(skewed, .rotation(2.9, 1, -1, 0.5), .scale(0.5, 1.5, 2), .translation(1, 2, 3), perspective),
            chain(.scale(-1, 1, 1), .rotation(0.3, 0, 0, 1)),        // a mirror image
            .rotation(.pi, 0, 0, 1),                               // half a turn
            chain(.rotation(.pi, 1, 0, 0), .rotation(.pi / 2, 0, 1, 0)),
            Transform3D(affine: AffineTransform(a: 1, b: 0.5, c: -0.3, d: 2, tx: 7, ty: 8)),
        ]
        for m in matrices {
            guard let d = DecomposedTransform(m) else { XCTFail("could not decompose \(m)"); continue }
            assertTransform(d.transform, m, accuracy: 1e-9)
        }
    }

    func testTheIdentityHasNoComponents() {
        let d = DecomposedTransform(.identity)
        XCTAssertEqual(d?.translation, .zero)
        XCTAssertEqual(d?.scale, .one)
        XCTAssertEqual(d?.skew, .zero)
        XCTAssertEqual(d?.perspective, .noPerspective)
        XCTAssertEqual(d?.rotation.angle ?? .nan, 0, accuracy: 1e-12)
    }

    func testComponentsOfAKnownComposition() {
        // Scale first, then rotate 0.3 rad about z, then translate: the decomposition's order.
        let m = chain(.scale(2, 3, 4), .rotation(0.3, 0, 0, 1), .translation(5, 6, 7))
        let d = DecomposedTransform(m)!
        XCTAssertEqual(d.translation, Vector3(5, 6, 7))
        XCTAssertEqual(d.scale.x, 2, accuracy: 1e-14)
        XCTAssertEqual(d.scale.y, 3, accuracy: 1e-14)
        XCTAssertEqual(d.scale.z, 4, accuracy: 1e-14)
        XCTAssertEqual(d.skew.xy, 0, accuracy: 1e-14)
        XCTAssertEqual(d.rotationZ, 0.3, accuracy: 1e-14)
        XCTAssertEqual(d.perspective, .noPerspective)
        // (axis·sin(θ/2), cos(θ/2)) for θ = 0.3 about z.
        XCTAssertEqual(d.rotation.z, 0.149438132473599, accuracy: 1e-14)
        XCTAssertEqual(d.rotation.w, 0.988771077936042, accuracy: 1e-14)
        XCTAssertEqual(d.translationX, 5)
        XCTAssertEqual(d.scaleY, 3, accuracy: 1e-14)
    }

    func testShearAndPerspectiveComponents() {
        // y picks up 0.5 of x: row 2 = (0.5, 1, 0), a shear of 0.5 with unit scales.
        var shear = Transform3D.identity
        shear.m21 = 0.5
        let d = DecomposedTransform(shear)!
        XCTAssertEqual(d.skew.xy, 0.5, accuracy: 1e-15)
        XCTAssertEqual(d.scale, Vector3(1, 1, 1))
        XCTAssertEqual(d.rotationZ, 0, accuracy: 1e-15)
        // m34 = −1/500 with no affine part: the perspective column itself.
        let p = DecomposedTransform(perspective)!
        XCTAssertEqual(p.perspective.z, -0.002, accuracy: 1e-17)
        XCTAssertEqual(p.perspective.w, 1)
        // Moving 100 towards the viewer and then projecting makes m44 = 1 − 100/500 = 0.8; the
        // decomposition still finds the translation and the perspective as they were given.
        let moved = DecomposedTransform(chain(.translation(0, 0, 100), perspective))!
        XCTAssertEqual(moved.translation, Vector3(0, 0, 100))
        XCTAssertEqual(moved.perspective.z, -0.002, accuracy: 1e-17)
        XCTAssertEqual(moved.perspective.w, 1, accuracy: 1e-15)
    }

    func testEulerAngles() {
        // x first, then y, then z, in CA's rotation sense.
        let m = chain(.rotation(0.2, 1, 0, 0), .rotation(-0.4, 0, 1, 0), .rotation(1.1, 0, 0, 1))
        let angles = DecomposedTransform(m)!.eulerAngles
        XCTAssertEqual(angles.x, 0.2, accuracy: 1e-13)
        XCTAssertEqual(angles.y, -0.4, accuracy: 1e-13)
        XCTAssertEqual(angles.z, 1.1, accuracy: 1e-13)
        // Gimbal lock at y = π/2: only x − z is determined; z is reported as 0.
        let locked = DecomposedTransform(chain(.rotation(0.3, 1, 0, 0), .rotation(.pi / 2, 0, 1, 0)))!
        XCTAssertEqual(locked.rotationY, .pi / 2, accuracy: 1e-7)
        XCTAssertEqual(locked.rotationZ, 0)
        var rebuilt = locked
        rebuilt.eulerAngles = locked.eulerAngles
        assertTransform(rebuilt.transform, locked.transform, accuracy: 1e-7)
    }

    func testSettingKeyPathComponents() {
        var d = DecomposedTransform(.identity)!
        d.rotationZ = 0.5
        assertTransform(d.transform, .rotation(0.5, 0, 0, 1))
        d.translationX = 12
        d.translationY = -3
        assertTransform(d.transform, chain(.rotation(0.5, 0, 0, 1), .translation(12, -3, 0)))
        d.scaleX = 2
        assertTransform(d.transform, chain(.scale(2, 1, 1), .rotation(0.5, 0, 0, 1), .translation(12, -3, 0)))
        // Setting one Euler angle keeps the others.
        var e = DecomposedTransform(chain(.rotation(0.2, 1, 0, 0), .rotation(0.7, 0, 0, 1)))!
        e.rotationZ = -1
        assertTransform(e.transform, chain(.rotation(0.2, 1, 0, 0), .rotation(-1, 0, 0, 1)))
    }

    func testZeroScalesDecompose() {
        // Nothing left: scale 0, no rotation, the translation kept.
        let gone = DecomposedTransform(chain(.scale(0, 0, 1), .translation(10, 20, 0)))!
        XCTAssertEqual(gone.scale, Vector3(0, 0, 1))
        XCTAssertEqual(gone.rotation, .identity)
        XCTAssertEqual(gone.skew, .zero)
        XCTAssertEqual(gone.translation, Vector3(10, 20, 0))
        XCTAssertEqual(gone.perspective, .noPerspective)
        // x flattened after a quarter turn about z: rows (0, 0, 0), (−1, 0, 0), (0, 0, 1); the
        // missing row is (−1, 0, 0) × (0, 0, 1) = (0, 1, 0), so the quarter turn is found.
        let flat = DecomposedTransform(chain(.scale(0, 1, 1), .rotation(.pi / 2, 0, 0, 1)))!
        XCTAssertEqual(flat.scale, Vector3(0, 1, 1))
        XCTAssertEqual(flat.rotationZ, .pi / 2, accuracy: 1e-15)
        // Only z left, turned a quarter about x onto (0, −1, 0): the smallest turn taking z
        // there is that quarter turn about x.
        let edge = DecomposedTransform(chain(.scale(0, 0, 1), .rotation(.pi / 2, 1, 0, 0)))!
        XCTAssertEqual(edge.scale, Vector3(0, 0, 1))
        XCTAssertEqual(edge.rotationX, .pi / 2, accuracy: 1e-15)
        XCTAssertEqual(edge.rotationY, 0, accuracy: 1e-15)
        XCTAssertEqual(edge.rotationZ, 0, accuracy: 1e-15)
        // Perspective on a flattened layer: m34 = −1/500 on the row that is left.
        let deep = DecomposedTransform(chain(.scale(0, 0, 1), perspective))!
        XCTAssertEqual(deep.perspective, Vector4(0, 0, -0.002, 1))
        // Every one recomposes to its matrix, the zero matrix too.
        var zero = Transform3D.identity
        zero.m11 = 0; zero.m22 = 0; zero.m33 = 0
        let matrices: [Transform3D] = [
            chain(.scale(0, 0, 1), .translation(10, 20, 0)), chain(.scale(0, 1, 1), .rotation(.pi / 2, 0, 0, 1)),
            chain(.scale(0, 0, 1), .rotation(.pi / 2, 1, 0, 0)), chain(.scale(0, 0, 1), perspective), zero,
            chain(.scale(2, 0, 3), .rotation(0.8, 1, 2, 3), .translation(4, 5, 6)),
            chain(.scale(0, 0, -1), .rotation(0.3, 0, 1, 0)),   // z alone, mirrored and turned
        ]
        for m in matrices {
            guard let d = DecomposedTransform(m) else { XCTFail("could not decompose \(m)"); continue }
            assertTransform(d.transform, m, accuracy: 1e-12)
        }
    }

    func testMatricesWithNoDecomposition() {
        // A non-zero row flattened onto the one before it: (1, 0, 0) and (2, 0, 0).
        var parallel = Transform3D.identity
        parallel.m21 = 2
        parallel.m22 = 0
        XCTAssertNil(DecomposedTransform(parallel))
        // Perspective along a row that is gone: x is 0 but m14 is not.
        var offAxis = Transform3D.scale(0, 1, 1)
        offAxis.m14 = 0.01
        XCTAssertNil(DecomposedTransform(offAxis))
        var flat = Transform3D.identity
        flat.m44 = 0
        XCTAssertNil(DecomposedTransform(flat))
        var bad = Transform3D.identity
        bad.m12 = .nan
        XCTAssertNil(DecomposedTransform(bad))
    }

    func testQuaternionOfARotation() {
        // A half turn about (1, 1, 0)/√2: (axis·sin(π/2), cos(π/2)) = (1/√2, 1/√2, 0, 0).
        let q = DecomposedTransform(.rotation(.pi, 1, 1, 0))!.rotation
        XCTAssertEqual(abs(q.x), 0.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(abs(q.y), 0.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(q.x * q.y, 0.5, accuracy: 1e-12)   // same sign
        XCTAssertEqual(q.w, 0, accuracy: 1e-12)
        XCTAssertEqual(Quaternion(angle: 2, axis: Vector3(0, 0, 5)).angle, 2, accuracy: 1e-15)
    }
}
