#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension Interpolation {
    /// a + b, for `isAdditive` animations (a is the underlying value, b the animation's):
    /// components add; transforms concatenate with `b` applied first, then `a`
    /// (`Transform3D.concat(b, a)`); paths add point by point. When the kinds, lengths or path
    /// structures differ, `b` cannot apply and the result is `a`.
    public static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.vector(let x), .vector(let y)) where x.count == y.count: return .vector(zip(x, y).map { $0 + $1 })
        case (.transform(let x), .transform(let y)): return .transform(.concat(y, x))
        case (.path(let x), .path(let y)): return combine(x, y, +).map(AnimatableValue.path) ?? a
        default: return a
        }
    }

    /// a − b, the inverse of `add`: `add(b, subtract(a, b)) == a`. For `byValue` and UIKit's
    /// additive animations from (old − new) to zero. Transforms: a·b⁻¹ (a singular `b` leaves
    /// `a`). Mismatched values give `a`.
    public static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x - y)
        case (.vector(let x), .vector(let y)) where x.count == y.count: return .vector(zip(x, y).map { $0 - $1 })
        case (.transform(let x), .transform(let y)):
            return .transform(y.isInvertible ? .concat(x, y.inverted()) : x)
        case (.path(let x), .path(let y)): return combine(x, y, -).map(AnimatableValue.path) ?? a
        default: return a
        }
    }

    /// a × n, for `isCumulative` repeats (the value after n whole cycles): components and path
    /// points scale; a transform is concatenated with itself n times when n is a whole number
    /// (its inverse for negative n), and otherwise has its decomposed translation, skew,
    /// perspective offset and rotation angle multiplied by n and its scales raised to the n-th
    /// power. A non-finite n, or a negative one for a singular transform, leaves `a`.
    public static func scale(_ a: AnimatableValue, by n: Double) -> AnimatableValue {
        guard n.isFinite else { return a }
        switch a {
        case .scalar(let x): return .scalar(x * n)
        case .vector(let x): return .vector(x.map { $0 * n })
        case .transform(let t): return .transform(power(t, n))
        case .path(let p): return .path(p.mapPoints { $0 * n })
        }
    }

    /// `t` to the power `n` (finite).
    private static func power(_ t: Transform3D, _ n: Double) -> Transform3D {
        if n < 0, !t.isInvertible { return t }
        if n == n.rounded(), abs(n) < 0x1p52 {
            var base = n < 0 ? t.inverted() : t
            var exponent = UInt64(abs(n)), result = Transform3D.identity
            while exponent > 0 {
                if exponent & 1 == 1 { result = .concat(result, base) }
                base = .concat(base, base)
                exponent >>= 1
            }
            return result
        }
        guard let d = DecomposedTransform(t) else { return t }
        var scaled = DecomposedTransform()
        scaled.translation = d.translation * n
        scaled.scale = Vector3(signedPower(d.scale.x, n), signedPower(d.scale.y, n), signedPower(d.scale.z, n))
        scaled.skew = Skew(xy: d.skew.xy * n, xz: d.skew.xz * n, yz: d.skew.yz * n)
        scaled.perspective = Vector4(d.perspective.x * n, d.perspective.y * n, d.perspective.z * n,
                                     1 + (d.perspective.w - 1) * n)
        let q = d.rotation
        scaled.rotation = Quaternion(angle: q.angle * n, axis: Vector3(q.x, q.y, q.z))
        return scaled.transform
    }

    /// |x|ⁿ with the sign of x, so a mirrored scale stays mirrored.
    private static func signedPower(_ x: Double, _ n: Double) -> Double {
        let magnitude = pow(abs(x), n)
        return x < 0 ? -magnitude : magnitude
    }
}
