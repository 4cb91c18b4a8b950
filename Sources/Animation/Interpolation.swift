import Geometry

/// The arithmetic animations do on values: interpolation, the sums and differences of
/// additive and `byValue` animations, cumulative repeats, and distances for paced keyframes.
public enum Interpolation {
    /// The value `f` of the way from `a` to `b` (f may leave 0...1, as springs and overshooting
    /// curves make it):
    /// - scalars and vectors: a + (b − a)·f, component by component;
    /// - transforms: decomposed (`DecomposedTransform`), interpolated, recomposed; exactly `a`
    ///   at f = 0 and `b` at f = 1;
    /// - paths with the same structure (the same element kinds in the same order): control
    ///   point by control point.
    ///
    /// Anything that cannot be blended — different kinds, vectors of different lengths, paths
    /// of different structure, a transform with no decomposition (see `DecomposedTransform`) —
    /// switches from `a` to `b` at f = 0.5.
    public static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ f: Double) -> AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            return .scalar(x + (y - x) * f)
        case (.vector(let x), .vector(let y)) where x.count == y.count:
            var result = [Double](repeating: 0, count: x.count)
            lerp(x, y, f, into: &result)
            return .vector(result)
        case (.transform(let x), .transform(let y)):
            return .transform(interpolate(x, y, f))
        case (.path(let x), .path(let y)):
            return .path(interpolate(x, y, f))
        default:
            return f < 0.5 ? a : b
        }
    }

    /// `interpolate(a, b, f)` written into `result`. When `result` already holds a vector of the
    /// right length its storage is reused, so interpolating vectors every frame allocates nothing.
    public static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ f: Double,
                                   into result: inout AnimatableValue) {
        if case .vector(let x) = a, case .vector(let y) = b, x.count == y.count {
            var buffer = result.takeComponents() ?? []
            if buffer.count != x.count { buffer = [Double](repeating: 0, count: x.count) }
            lerp(x, y, f, into: &buffer)
            result = .vector(buffer)
        } else {
            result = interpolate(a, b, f)
        }
    }

    /// The transform `f` of the way from `a` to `b` by decomposition (a zero scale included, so
    /// a layer grows from nothing); an end with no decomposition switches at f = 0.5.
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ f: Double) -> Transform3D {
        if f == 0 || a == b { return a }
        if f == 1 { return b }
        guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else { return f < 0.5 ? a : b }
        return da.interpolated(to: db, f).transform
    }

    /// The path `f` of the way from `a` to `b`, point by point when both have the same
    /// structure; otherwise `a` below f = 0.5 and `b` from there on (Core Animation leaves
    /// mismatched paths undefined).
    public static func interpolate(_ a: Path, _ b: Path, _ f: Double) -> Path {
        combine(a, b, { p, q in p + (q - p) * f }) ?? (f < 0.5 ? a : b)
    }

    /// Writes x + (y − x)·f into `result`, which has the same count as `x` and `y`.
    private static func lerp(_ x: [Double], _ y: [Double], _ f: Double, into result: inout [Double]) {
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                result.withUnsafeMutableBufferPointer { out in
                    for i in 0..<out.count { out[i] = xs[i] + (ys[i] - xs[i]) * f }
                }
            }
        }
    }

    /// The path whose points are `combine` of the matching points of `a` and `b`, or nil when
    /// their structures differ.
    static func combine(_ a: Path, _ b: Path, _ combine: (Point, Point) -> Point) -> Path? {
        guard a.elements.count == b.elements.count else { return nil }
        var elements: [PathElement] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): elements.append(.move(combine(p, q)))
            case (.line(let p), .line(let q)): elements.append(.line(combine(p, q)))
            case (.quad(let p1, let p), .quad(let q1, let q)): elements.append(.quad(combine(p1, q1), combine(p, q)))
            case (.cubic(let p1, let p2, let p), .cubic(let q1, let q2, let q)):
                elements.append(.cubic(combine(p1, q1), combine(p2, q2), combine(p, q)))
            case (.close, .close): elements.append(.close)
            default: return nil
            }
        }
        return Path(elements: elements)
    }
}
