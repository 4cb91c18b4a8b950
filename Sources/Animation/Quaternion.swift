#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A unit quaternion (x, y, z, w) = (axis · sin(θ/2), cos(θ/2)) for a rotation of θ about an
/// axis, with Core Animation's sense: Transform3D.rotation(θ, ax, ay, az) is this rotation.
public struct Quaternion: Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double

    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }

    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation of `angle` radians about the axis (x, y, z); a zero axis gives the identity.
    public init(angle: Double, axis: Vector3) {
        let length = axis.length
        guard length > 0, length.isFinite else { self = .identity; return }
        let s = sin(angle / 2) / length
        self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cos(angle / 2))
    }

    /// The rotation angle, 2·atan2(|(x, y, z)|, w): in 0...π when w ≥ 0.
    public var angle: Double { 2 * atan2(Vector3(x, y, z).length, w) }

    func dot(_ q: Quaternion) -> Double { x * q.x + y * q.y + z * q.z + w * q.w }
    static prefix func - (q: Quaternion) -> Quaternion { Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }

    /// The same rotation scaled to unit length (the identity when the length is 0).
    var normalized: Quaternion {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// The Hamilton product: rotating by `self ⊗ q` rotates by `q` first, then by `self`.
    static func * (p: Quaternion, q: Quaternion) -> Quaternion {
        Quaternion(x: p.w * q.x + p.x * q.w + p.y * q.z - p.z * q.y,
                   y: p.w * q.y - p.x * q.z + p.y * q.w + p.z * q.x,
                   z: p.w * q.z + p.x * q.y - p.y * q.x + p.z * q.w,
                   w: p.w * q.w - p.x * q.x - p.y * q.y - p.z * q.z)
    }

    /// Spherical linear interpolation along the shorter arc: f = 0 gives `self`, 1 gives `q`
    /// (or −q, the same rotation).
    public func slerp(to q: Quaternion, _ f: Double) -> Quaternion {
        var target = q, cosine = dot(q)
        if cosine < 0 { target = -q; cosine = -cosine }
        let wa: Double, wb: Double
        if cosine > 1 - 1e-12 {
            // Nearly the same rotation: sin θ ≈ θ, linear weights are exact enough.
            wa = 1 - f; wb = f
        } else {
            let theta = acos(cosine), s = sin(theta)
            wa = sin((1 - f) * theta) / s
            wb = sin(f * theta) / s
        }
        return Quaternion(x: x * wa + target.x * wb, y: y * wa + target.y * wb,
                          z: z * wa + target.z * wb, w: w * wa + target.w * wb).normalized
    }

    /// The rotation as the rows of a 3×3 matrix in Transform3D's row-vector convention.
    var rows: (Vector3, Vector3, Vector3) {
        (Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
         Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
         Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The rotation whose row-vector matrix has rows r0, r1, r2 (orthonormal, determinant 1).
    /// Shepperd's method: the largest component comes from a square root, the others from
    /// sums and differences of off-diagonal entries, so no component loses precision.
    init(rows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        // In the column-vector matrix M = transpose: M[i][j] = r_j[i].
        let m00 = r0.x, m11 = r1.y, m22 = r2.z
        let m01 = r1.x, m10 = r0.y, m02 = r2.x, m20 = r0.z, m12 = r2.y, m21 = r1.z
        let trace = m00 + m11 + m22
        var q: Quaternion
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            q = Quaternion(x: (m21 - m12) / s, y: (m02 - m20) / s, z: (m10 - m01) / s, w: s / 4)
        } else if m00 >= m11, m00 >= m22 {
            let s = 2 * max(1 + m00 - m11 - m22, 0).squareRoot()
            q = Quaternion(x: s / 4, y: (m01 + m10) / s, z: (m02 + m20) / s, w: (m21 - m12) / s)
        } else if m11 >= m22 {
            let s = 2 * max(1 + m11 - m00 - m22, 0).squareRoot()
            q = Quaternion(x: (m01 + m10) / s, y: s / 4, z: (m12 + m21) / s, w: (m02 - m20) / s)
        } else {
            let s = 2 * max(1 + m22 - m00 - m11, 0).squareRoot()
            q = Quaternion(x: (m02 + m20) / s, y: (m12 + m21) / s, z: s / 4, w: (m10 - m01) / s)
        }
        if q.w < 0 { q = -q }
        self = q.normalized
    }
}
