import Geometry

/// A Transform3D split into translation, rotation, scale, skew and perspective, following
/// the decomposition of CSS Transforms 2 ("unmatrix", from Graphics Gems II) in
/// Transform3D's row-vector convention:
///
///     M = Scale · Skew · Rotation · Translation · Perspective   (leftmost applies first)
///
/// Used to interpolate whole transforms and to read and write key paths such as
/// `transform.rotation.z`, `transform.scale.x` and `transform.translation.y`.
public struct DecomposedTransform: Hashable, Sendable {
    public var translation: Vector3
    /// Scale along x, y and z; a mirrored matrix gets all three negated.
    public var scale: Vector3
    public var skew: Skew
    /// The perspective applied after the affine part: the last column of P in M = A·P,
    /// (0, 0, 0, 1) when there is none.
    public var perspective: Vector4
    public var rotation: Quaternion

    public init(translation: Vector3 = .zero, scale: Vector3 = .one, skew: Skew = .zero,
                perspective: Vector4 = .noPerspective, rotation: Quaternion = .identity) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition of `t`, or nil when `t` is singular or not finite. Unlike CSS the
    /// matrix is not first divided by m44 (which leaves the projective map unchanged but not
    /// the fields), so recomposing gives back `t` itself.
    public init?(_ t: Transform3D) {
        guard t.isFinite else { return nil }
        var r0 = Vector3(t.m11, t.m12, t.m13)
        var r1 = Vector3(t.m21, t.m22, t.m23)
        var r2 = Vector3(t.m31, t.m32, t.m33)
        let move = Vector3(t.m41, t.m42, t.m43)
        let det = r0.dot(r1.cross(r2))
        guard det != 0, det.isFinite else { return nil }

        // Perspective: the matrix is A·P with A affine (rows r0, r1, r2, move) and P the identity
        // with p in its last column, so A·p is the matrix's last column (m14, m24, m34, m44).
        let column = Vector3(t.m14, t.m24, t.m34)
        if column != .zero || t.m44 != 1 {
            // Solve U·p = column for the 3×3 part U (rows r0, r1, r2) by Cramer's rule.
            let c0 = Vector3(r0.x, r1.x, r2.x), c1 = Vector3(r0.y, r1.y, r2.y), c2 = Vector3(r0.z, r1.z, r2.z)
            let p = Vector3(column.dot(c1.cross(c2)), c0.dot(column.cross(c2)), c0.dot(c1.cross(column))) * (1 / det)
            perspective = Vector4(p.x, p.y, p.z, t.m44 - move.dot(p))
        } else {
            perspective = .noPerspective
        }
        // det(M) = det(U)·p.w.
        guard perspective.w != 0, perspective.w.isFinite else { return nil }
        translation = move

        // Gram–Schmidt on the rows: scale, then the shears, leaving an orthonormal rotation.
        var s = Vector3.zero, k = Skew.zero
        s.x = r0.length
        r0 = r0 * (1 / s.x)
        k.xy = r0.dot(r1)
        r1 = r1 - r0 * k.xy
        s.y = r1.length
        guard s.y > 0 else { return nil }
        r1 = r1 * (1 / s.y)
        k.xy /= s.y
        k.xz = r0.dot(r2)
        r2 = r2 - r0 * k.xz
        k.yz = r1.dot(r2)
        r2 = r2 - r1 * k.yz
        s.z = r2.length
        guard s.z > 0 else { return nil }
        r2 = r2 * (1 / s.z)
        k.xz /= s.z
        k.yz /= s.z
        // A mirror image: fold the reflection into the scales so the rotation stays proper.
        if r0.dot(r1.cross(r2)) < 0 {
            s = s * -1
            r0 = r0 * -1; r1 = r1 * -1; r2 = r2 * -1
        }
        scale = s
        skew = k
        rotation = Quaternion(rows: r0, r1, r2)
    }

    /// The transform recomposed.
    public var transform: Transform3D {
        let (q0, q1, q2) = rotation.rows
        let k = skew, s = scale
        // U = Scale · Skew · Rotation, row by row.
        let u0 = q0 * s.x
        let u1 = (q1 + q0 * k.xy) * s.y
        let u2 = (q2 + q0 * k.xz + q1 * k.yz) * s.z
        let t = translation, p = Vector3(perspective.x, perspective.y, perspective.z)
        return Transform3D(m11: u0.x, m12: u0.y, m13: u0.z, m14: u0.dot(p),
                           m21: u1.x, m22: u1.y, m23: u1.z, m24: u1.dot(p),
                           m31: u2.x, m32: u2.y, m33: u2.z, m34: u2.dot(p),
                           m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + perspective.w)
    }

    /// The decomposition `f` of the way to `other`: translation, scale, skew and perspective
    /// linearly, rotation by slerp along the shorter arc.
    public func interpolated(to other: DecomposedTransform, _ f: Double) -> DecomposedTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return DecomposedTransform(
            translation: translation + (other.translation - translation) * f,
            scale: scale + (other.scale - scale) * f,
            skew: Skew(xy: mix(skew.xy, other.skew.xy), xz: mix(skew.xz, other.skew.xz), yz: mix(skew.yz, other.skew.yz)),
            perspective: Vector4(mix(perspective.x, other.perspective.x), mix(perspective.y, other.perspective.y),
                                 mix(perspective.z, other.perspective.z), mix(perspective.w, other.perspective.w)),
            rotation: rotation.slerp(to: other.rotation, f))
    }
}
