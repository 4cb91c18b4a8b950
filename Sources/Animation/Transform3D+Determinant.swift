import Geometry

extension Transform3D {
    /// The determinant of the 4×4 matrix: 0 when it has no inverse.
    var determinant: Double {
        // Laplace expansion along the first two rows: each 2×2 minor of rows 1–2 times its
        // complementary minor of rows 3–4.
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// Whether the matrix has an inverse that is a finite matrix.
    var isInvertible: Bool {
        let d = determinant
        return d != 0 && d.isFinite
    }
}
