import Geometry

extension Interpolation {
    /// Σ weights[i] · values[i] for weights that sum to 1 (what a spline through the values
    /// needs), or nil when the values cannot be combined: different kinds, vector lengths or path
    /// structures, or a transform with no decomposition. Transforms combine their decomposed components,
    /// the rotations as a normalised weighted sum of quaternions turned into the same
    /// hemisphere as the one with the largest weight.
    static func combination(_ values: [AnimatableValue], _ weights: [Double]) -> AnimatableValue? {
        switch values[0] {
        case .scalar:
            var sum = 0.0
            for (value, w) in zip(values, weights) {
                guard case .scalar(let x) = value else { return nil }
                sum += w * x
            }
            return .scalar(sum)
        case .vector(let first):
            var sum = [Double](repeating: 0, count: first.count)
            for (value, w) in zip(values, weights) {
                guard case .vector(let x) = value, x.count == sum.count else { return nil }
                for i in sum.indices { sum[i] += w * x[i] }
            }
            return .vector(sum)
        case .path(let first):
            var points = [Point](repeating: .zero, count: first.controlPoints.count)
            for (value, w) in zip(values, weights) {
                guard case .path(let p) = value, p.hasSameStructure(as: first) else { return nil }
                for (i, q) in p.controlPoints.enumerated() { points[i] = points[i] + q * w }
            }
            var next = 0
            return .path(first.mapPoints { _ in
                defer { next += 1 }
                return points[next]
            })
        case .transform:
            var parts: [DecomposedTransform] = []
            for value in values {
                guard case .transform(let t) = value, let d = DecomposedTransform(t) else { return nil }
                parts.append(d)
            }
            return .transform(combination(parts, weights).transform)
        }
    }

    private static func combination(_ parts: [DecomposedTransform], _ weights: [Double]) -> DecomposedTransform {
        let reference = parts[weights.indices.max { abs(weights[$0]) < abs(weights[$1]) }!].rotation
        var sum = DecomposedTransform(scale: .zero, perspective: Vector4(0, 0, 0, 0), rotation: Quaternion(x: 0, y: 0, z: 0, w: 0))
        for (d, w) in zip(parts, weights) {
            sum.translation = sum.translation + d.translation * w
            sum.scale = sum.scale + d.scale * w
            sum.skew = Skew(xy: sum.skew.xy + d.skew.xy * w, xz: sum.skew.xz + d.skew.xz * w, yz: sum.skew.yz + d.skew.yz * w)
            let p = d.perspective
            sum.perspective = Vector4(sum.perspective.x + p.x * w, sum.perspective.y + p.y * w,
                                      sum.perspective.z + p.z * w, sum.perspective.w + p.w * w)
            let q = d.rotation.dot(reference) < 0 ? -d.rotation : d.rotation
            sum.rotation = Quaternion(x: sum.rotation.x + q.x * w, y: sum.rotation.y + q.y * w,
                                      z: sum.rotation.z + q.z * w, w: sum.rotation.w + q.w * w)
        }
        sum.rotation = sum.rotation.normalized
        return sum
    }
}

extension Path {
    /// Whether `other` has the same elements in the same order, so points can be matched.
    func hasSameStructure(as other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): continue
            default: return false
            }
        }
        return true
    }
}
