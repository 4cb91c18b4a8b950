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

    /// The decomposition of `t`, or nil when it has none. Unlike CSS the matrix is not first
    /// divided by m44 (which leaves the projective map unchanged but not the fields), so
    /// recomposing gives back `t` itself.
    ///
    /// A zero scale decomposes too, as Core Animation interpolates a layer growing from
    /// `CATransform3DMakeScale(0, 0, 1)`: a zero row of the 3×3 part gets scale 0, no skew, and
    /// the direction that completes the other rows' rotation (with one row left, the smallest
    /// turn that takes its axis there; with none, no rotation). There is no decomposition for
    /// a matrix that is not finite, that flattens a non-zero row onto the rows before it (a
    /// singular matrix with no zero scale), whose perspective column cannot come from its
    /// rows, or whose perspective leaves w = 0.
    public init?(_ t: Transform3D) {
        // The identity, which most layers have under a key-path animation, decomposes to the
        // defaults: no need to orthonormalize it every frame.
        if t == .identity {
            self = DecomposedTransform()
            return
        }
        guard t.isFinite else { return nil }
        let r0 = Vector3(t.m11, t.m12, t.m13)
        let r1 = Vector3(t.m21, t.m22, t.m23)
        let r2 = Vector3(t.m31, t.m32, t.m33)
        let move = Vector3(t.m41, t.m42, t.m43)
        let det = r0.dot(r1.cross(r2))
        guard det.isFinite else { return nil }

        guard let (s, k, q) = DecomposedTransform.orthonormalize(r0, r1, r2) else { return nil }
        scale = s
        skew = k
        rotation = Quaternion(rows: q.0, q.1, q.2)
        translation = move

        // Perspective: the matrix is A·P with A affine (rows r0, r1, r2, move) and P the identity
        // with p in its last column, so A·p is the matrix's last column (m14, m24, m34, m44).
        let column = Vector3(t.m14, t.m24, t.m34)
        guard column != .zero || t.m44 != 1 else {
            perspective = .noPerspective
            return
        }
        let p: Vector3
        if det != 0 {
            // Solve U·p = column for the 3×3 part U (rows r0, r1, r2) by Cramer's rule.
            let c0 = Vector3(r0.x, r1.x, r2.x), c1 = Vector3(r0.y, r1.y, r2.y), c2 = Vector3(r0.z, r1.z, r2.z)
            p = Vector3(column.dot(c1.cross(c2)), c0.dot(column.cross(c2)), c0.dot(c1.cross(column))) * (1 / det)
        } else {
            // U = Scale·Skew·Rotation is triangular in the rotation's rows q: solve for p's
            // components along them row by row; a zero scale needs a zero entry in the column
            // (otherwise no p exists) and leaves that component 0.
            func part(_ c: Double, _ scale: Double) -> Double? {
                scale != 0 ? c / scale : (c == 0 ? 0 : nil)
            }
            guard let c0 = part(column.x, s.x), let c1 = part(column.y, s.y), let c2 = part(column.z, s.z) else { return nil }
            let a0 = c0, a1 = c1 - k.xy * a0, a2 = c2 - k.xz * a0 - k.yz * a1
            p = q.0 * a0 + q.1 * a1 + q.2 * a2
        }
        perspective = Vector4(p.x, p.y, p.z, t.m44 - move.dot(p))
        // det(M) = det(U)·p.w, and p.w = 0 leaves no affine part to speak of.
        guard perspective.w != 0, perspective.w.isFinite else { return nil }
    }

    /// Gram–Schmidt on the rows of the 3×3 part U = Scale · Skew · Rotation: the scales, the
    /// shears and the rotation's orthonormal rows (determinant 1; a mirror image is folded into
    /// the scales). A zero row gets scale 0 and no shear; its rotation row completes the others.
    private static func orthonormalize(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3)
        -> (Vector3, Skew, (Vector3, Vector3, Vector3))? {
        var s = Vector3.zero, k = Skew.zero
        s.x = r0.length
        let q0: Vector3? = s.x > 0 ? r0 * (1 / s.x) : nil
        var r1 = r1
        if let q0 { k.xy = q0.dot(r1); r1 = r1 - q0 * k.xy }
        s.y = r1.length
        var q1: Vector3?
        if s.y > 0 {
            q1 = r1 * (1 / s.y)
            k.xy /= s.y
        } else if k.xy != 0 {
            return nil
        }
        var r2 = r2
        if let q0 { k.xz = q0.dot(r2); r2 = r2 - q0 * k.xz }
        if let q1 { k.yz = q1.dot(r2); r2 = r2 - q1 * k.yz }
        s.z = r2.length
        var q2: Vector3?
        if s.z > 0 {
            q2 = r2 * (1 / s.z)
            k.xz /= s.z
            k.yz /= s.z
        } else if k.xz != 0 || k.yz != 0 {
            return nil
        }
        var rows = completedRotation(q0, q1, q2)
        // A mirror image: fold the reflection into the scales so the rotation stays proper.
        if rows.0.dot(rows.1.cross(rows.2)) < 0 {
            s = s * -1
            rows = (rows.0 * -1, rows.1 * -1, rows.2 * -1)
        }
        return (s, k, rows)
    }

    /// The rows of a rotation with the known (orthonormal) rows given: a missing one of three
    /// is the cross product of the other two in order, so the turn is proper; with one row
    /// known, the smallest turn that takes its own axis onto it (Rodrigues' formula); with
    /// none, the identity.
    private static func completedRotation(_ q0: Vector3?, _ q1: Vector3?, _ q2: Vector3?) -> (Vector3, Vector3, Vector3) {
        let axes = [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)]
        switch (q0, q1, q2) {
        case let (a?, b?, c?): return (a, b, c)
        case let (nil, b?, c?): return (b.cross(c), b, c)
        case let (a?, nil, c?): return (a, c.cross(a), c)
        case let (a?, b?, nil): return (a, b, a.cross(b))
        case (nil, nil, nil): return (axes[0], axes[1], axes[2])
        default:
            let (j, d) = q0.map { (0, $0) } ?? q1.map { (1, $0) } ?? (2, q2!)
            let from = axes[j]
            let cosine = from.dot(d), perpendicular = from.cross(d)
            let sine = perpendicular.length
            // The turn's axis; half a turn (d = −axis) goes about the next coordinate axis.
            let axis = sine > 0 ? perpendicular * (1 / sine) : axes[(j + 1) % 3]
            func turned(_ v: Vector3) -> Vector3 {
                v * cosine + axis.cross(v) * sine + axis * (axis.dot(v) * (1 - cosine))
            }
            var rows = axes.map(turned)
            rows[j] = d
            return (rows[0], rows[1], rows[2])
        }
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
