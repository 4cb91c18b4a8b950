#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DecomposedTransform {
    /// The rotation as Euler angles (x, y, z) with the rotation about x applied first, then y,
    /// then z: `rotation(x, 1,0,0)`, then `rotation(y, 0,1,0)`, then `rotation(z, 0,0,1)`.
    /// y lies in −π/2...π/2; at ±π/2 (gimbal lock) z is reported as 0.
    public var eulerAngles: Vector3 {
        get {
            let (r0, r1, r2) = rotation.rows
            // Rows of Rx(a)·Ry(b)·Rz(c): r0 = (cb·cc, cb·sc, −sb), r1.z = sa·cb, r2.z = ca·cb.
            let sinY = min(max(-r0.z, -1), 1)
            let y = asin(sinY)
            let cosY = (1 - sinY * sinY).squareRoot()
            if cosY > 1e-12 {
                return Vector3(atan2(r1.z, r2.z), y, atan2(r0.y, r0.x))
            }
            // With cos y = 0 only x ∓ z is determined; with z = 0, r1 = (sa·sb, ca, 0).
            return Vector3(atan2(r1.x * sinY, r1.y), y, 0)
        }
        set {
            let qx = Quaternion(angle: newValue.x, axis: Vector3(1, 0, 0))
            let qy = Quaternion(angle: newValue.y, axis: Vector3(0, 1, 0))
            let qz = Quaternion(angle: newValue.z, axis: Vector3(0, 0, 1))
            // x first, so it is the rightmost factor.
            rotation = (qz * qy * qx).normalized
        }
    }

    /// `transform.rotation.x`: the Euler angle about x.
    public var rotationX: Double {
        get { eulerAngles.x }
        set { eulerAngles.x = newValue }
    }
    /// `transform.rotation.y`: the Euler angle about y.
    public var rotationY: Double {
        get { eulerAngles.y }
        set { eulerAngles.y = newValue }
    }
    /// `transform.rotation.z` (and `transform.rotation`): the Euler angle about z.
    public var rotationZ: Double {
        get { eulerAngles.z }
        set { eulerAngles.z = newValue }
    }
}
