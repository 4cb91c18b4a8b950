#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension Interpolation {
    /// How far apart two values are, for paced keyframes: |a − b| for scalars, the Euclidean
    /// distance for vectors and for paths of the same structure (over all control point
    /// coordinates). Transforms are measured on their decompositions: the Euclidean distance
    /// over translation, scale, skew and perspective together with the angle of the rotation
    /// between them (radians); a transform with no decomposition falls back to the distance
    /// over the 16 fields. Values that cannot be compared are 0 apart.
    public static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            return abs(x - y)
        case (.vector(let x), .vector(let y)) where x.count == y.count:
            var sum = 0.0
            for i in x.indices { sum += (x[i] - y[i]) * (x[i] - y[i]) }
            return sum.squareRoot()
        case (.transform(let x), .transform(let y)):
            return distance(x, y)
        case (.path(let x), .path(let y)):
            guard let difference = combine(x, y, -) else { return 0 }
            return difference.controlPoints.reduce(0) { $0 + $1.dot($1) }.squareRoot()
        default:
            return 0
        }
    }

    private static func distance(_ a: Transform3D, _ b: Transform3D) -> Double {
        guard let x = DecomposedTransform(a), let y = DecomposedTransform(b) else {
            return zip(a.fields, b.fields).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        let skew = Skew(xy: x.skew.xy - y.skew.xy, xz: x.skew.xz - y.skew.xz, yz: x.skew.yz - y.skew.yz)
        let cosine = min(abs(x.rotation.dot(y.rotation)), 1)
        let angle = 2 * acos(cosine)
        let sum = (x.translation - y.translation).squaredLength + (x.scale - y.scale).squaredLength
            + skew.squaredLength + (x.perspective - y.perspective).squaredLength + angle * angle
        return sum.squareRoot()
    }
}
