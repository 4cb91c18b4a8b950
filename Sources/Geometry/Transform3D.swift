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
    /// True when no field is infinite or NaN. Summed, not listed: the compositor asks per layer
    /// per frame, and a sum of finite numbers can only overflow to infinity past 1e307.
    public var isFinite: Bool {
        let rows = (m11 + m12 + m13 + m14) + (m21 + m22 + m23 + m24) + (m31 + m32 + m33 + m34) + (m41 + m42 + m43 + m44)
        if rows.isFinite { return true }
        return m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite
            && m43.isFinite && m44.isFinite
    }

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

    /// CATransform3DConcat(a, b): `a` then `b`, the matrix product a·b. Each row of the
    /// result is a's row combining b's rows, four lanes at a time, with nothing on the heap.
    public static func concat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        let b1 = SIMD4(b.m11, b.m12, b.m13, b.m14), b2 = SIMD4(b.m21, b.m22, b.m23, b.m24)
        let b3 = SIMD4(b.m31, b.m32, b.m33, b.m34), b4 = SIMD4(b.m41, b.m42, b.m43, b.m44)
        func row(_ x1: Double, _ x2: Double, _ x3: Double, _ x4: Double) -> SIMD4<Double> {
            x1 * b1 + x2 * b2 + x3 * b3 + x4 * b4
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3], m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
                           m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3], m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
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

    /// CATransform3DInvert: the inverse, or `self` unchanged when it is singular. Written out
    /// on locals (the cofactor expansion), with nothing on the heap.
    public func inverted() -> Transform3D {
        let (a0, a1, a2, a3) = (self.m11, self.m12, self.m13, self.m14), (a4, a5, a6, a7) = (self.m21, self.m22, self.m23, self.m24)
        let (a8, a9, a10, a11) = (self.m31, self.m32, self.m33, self.m34), (a12, a13, a14, a15) = (self.m41, self.m42, self.m43, self.m44)
        let i0 = a5 * a10 * a15 - a5 * a11 * a14 - a9 * a6 * a15 + a9 * a7 * a14 + a13 * a6 * a11 - a13 * a7 * a10
        let i4 = -a4 * a10 * a15 + a4 * a11 * a14 + a8 * a6 * a15 - a8 * a7 * a14 - a12 * a6 * a11 + a12 * a7 * a10
        let i8 = a4 * a9 * a15 - a4 * a11 * a13 - a8 * a5 * a15 + a8 * a7 * a13 + a12 * a5 * a11 - a12 * a7 * a9
        let i12 = -a4 * a9 * a14 + a4 * a10 * a13 + a8 * a5 * a14 - a8 * a6 * a13 - a12 * a5 * a10 + a12 * a6 * a9
        let i1 = -a1 * a10 * a15 + a1 * a11 * a14 + a9 * a2 * a15 - a9 * a3 * a14 - a13 * a2 * a11 + a13 * a3 * a10
        let i5 = a0 * a10 * a15 - a0 * a11 * a14 - a8 * a2 * a15 + a8 * a3 * a14 + a12 * a2 * a11 - a12 * a3 * a10
        let i9 = -a0 * a9 * a15 + a0 * a11 * a13 + a8 * a1 * a15 - a8 * a3 * a13 - a12 * a1 * a11 + a12 * a3 * a9
        let i13 = a0 * a9 * a14 - a0 * a10 * a13 - a8 * a1 * a14 + a8 * a2 * a13 + a12 * a1 * a10 - a12 * a2 * a9
        let i2 = a1 * a6 * a15 - a1 * a7 * a14 - a5 * a2 * a15 + a5 * a3 * a14 + a13 * a2 * a7 - a13 * a3 * a6
        let i6 = -a0 * a6 * a15 + a0 * a7 * a14 + a4 * a2 * a15 - a4 * a3 * a14 - a12 * a2 * a7 + a12 * a3 * a6
        let i10 = a0 * a5 * a15 - a0 * a7 * a13 - a4 * a1 * a15 + a4 * a3 * a13 + a12 * a1 * a7 - a12 * a3 * a5
        let i14 = -a0 * a5 * a14 + a0 * a6 * a13 + a4 * a1 * a14 - a4 * a2 * a13 - a12 * a1 * a6 + a12 * a2 * a5
        let i3 = -a1 * a6 * a11 + a1 * a7 * a10 + a5 * a2 * a11 - a5 * a3 * a10 - a9 * a2 * a7 + a9 * a3 * a6
        let i7 = a0 * a6 * a11 - a0 * a7 * a10 - a4 * a2 * a11 + a4 * a3 * a10 + a8 * a2 * a7 - a8 * a3 * a6
        let i11 = -a0 * a5 * a11 + a0 * a7 * a9 + a4 * a1 * a11 - a4 * a3 * a9 - a8 * a1 * a7 + a8 * a3 * a5
        let i15 = a0 * a5 * a10 - a0 * a6 * a9 - a4 * a1 * a10 + a4 * a2 * a9 + a8 * a1 * a6 - a8 * a2 * a5
        let det = a0 * i0 + a1 * i4 + a2 * i8 + a3 * i12
        guard det != 0, det.isFinite else { return self }
        let d = 1 / det
        return Transform3D(m11: i0 * d, m12: i1 * d, m13: i2 * d, m14: i3 * d, m21: i4 * d, m22: i5 * d, m23: i6 * d, m24: i7 * d,
                           m31: i8 * d, m32: i9 * d, m33: i10 * d, m34: i11 * d, m41: i12 * d, m42: i13 * d, m43: i14 * d, m44: i15 * d)
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
