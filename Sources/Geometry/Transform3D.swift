#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4×4 homogeneous transform with CATransform3D's fields and maths. Points are row
/// vectors: `[x y z 1] · M`, so m41, m42, m43 translate and m34 = −1/d adds perspective.
/// `concat(a, b)` applies `a` first, exactly as CATransform3DConcat.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The sixteen fields in m11, m12 … m44 order.
    public init(_ m: [Double]) {
        precondition(m.count == 16, "Transform3D needs 16 values")
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The sixteen fields in m11, m12 … m44 order (the order `kinema probe` prints).
    public var fields: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    public var isIdentity: Bool { self == .identity }
    public var isFinite: Bool { fields.allSatisfy(\.isFinite) }

    // MARK: CATransform3DMake…

    /// CATransform3DMakeTranslation.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var t = identity; t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
    }
    /// CATransform3DMakeScale.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var t = identity; t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
    }
    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z); a zero axis gives the identity.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { return identity }
        let (x, y, z) = (x / len, y / len, z / len)
        let s = sin(angle), c = cos(angle), t = 1 - c
        return Transform3D(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
    /// CATransform3DMakeAffineTransform.
    public init(affine a: AffineTransform) {
        self.init(m11: a.a, m12: a.b, m13: 0, m14: 0, m21: a.c, m22: a.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: a.tx, m42: a.ty, m43: 0, m44: 1)
    }

    // MARK: Combining

    /// CATransform3DConcat(a, b): `a` then `b`, the matrix product a·b.
    public static func concat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        let x = a.fields, y = b.fields
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i * 4 + j] = x[i * 4] * y[j] + x[i * 4 + 1] * y[4 + j] + x[i * 4 + 2] * y[8 + j] + x[i * 4 + 3] * y[12 + j]
            }
        }
        return Transform3D(r)
    }
    /// `self` followed by `t`.
    public func concatenating(_ t: Transform3D) -> Transform3D { .concat(self, t) }
    /// CATransform3DTranslate(self, tx, ty, tz): the translation happens first.
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        .concat(.translation(tx, ty, tz), self)
    }
    /// CATransform3DScale(self, sx, sy, sz): the scale happens first.
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        .concat(.scale(sx, sy, sz), self)
    }
    /// CATransform3DRotate(self, angle, x, y, z): the rotation happens first.
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        .concat(.rotation(angle, x, y, z), self)
    }

    /// CATransform3DIsAffine: true when only the 2D affine fields differ from the identity.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }
    /// CATransform3DGetAffineTransform: the 2D part, meaningful when `isAffine`.
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// CATransform3DInvert: the inverse, or `self` unchanged when it is singular.
    public func inverted() -> Transform3D {
        let m = fields
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return self }
        return Transform3D(inv.map { $0 / det })
    }

    /// The homogeneous image of (x, y, z, 1).
    public func apply(x: Double, y: Double, z: Double = 0) -> Homogeneous {
        Homogeneous(x: x * m11 + y * m21 + z * m31 + m41, y: x * m12 + y * m22 + z * m32 + m42,
                    z: x * m13 + y * m23 + z * m33 + m43, w: x * m14 + y * m24 + z * m34 + m44)
    }
    /// The projected image of a point in the z = 0 plane (divided by w).
    public func project(_ p: Point) -> Point {
        let h = apply(x: p.x, y: p.y)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }
}

/// A point in homogeneous coordinates, before the divide by `w`.
public struct Homogeneous: Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
}
