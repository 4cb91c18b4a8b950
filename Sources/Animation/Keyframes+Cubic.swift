extension Keyframes {
    /// The weights of the neighbouring differences in a keyframe's two tangents:
    /// outgoing = outPrevious·(Pᵢ − Pᵢ₋₁) + outNext·(Pᵢ₊₁ − Pᵢ), and the same for incoming.
    struct TangentWeights: Sendable {
        var outPrevious: Double, outNext: Double
        var inPrevious: Double, inNext: Double
    }

    /// Kochanek–Bartels weights for tension T, continuity C and bias B:
    /// outgoing (1−T)(1+B)(1+C)/2 and (1−T)(1−B)(1−C)/2, incoming (1−T)(1+B)(1−C)/2 and
    /// (1−T)(1−B)(1+C)/2; with all three 0 both tangents are (Pᵢ₊₁ − Pᵢ₋₁)/2 (Catmull-Rom).
    /// With unevenly spaced key times the tangents are rescaled by 2Δᵢ/(Δᵢ₋₁ + Δᵢ) (outgoing)
    /// and 2Δᵢ₋₁/(Δᵢ₋₁ + Δᵢ) (incoming) so the speed is continuous through each keyframe.
    static func tangentWeights(count n: Int, tension: [Double]?, continuity: [Double]?, bias: [Double]?,
                               times: [Double]?) throws(KeyframeError) -> [TangentWeights] {
        let t = try checked(tension, "tensionValues", count: n)
        let c = try checked(continuity, "continuityValues", count: n)
        let b = try checked(bias, "biasValues", count: n)
        return (0..<n).map { i in
            let k = 1 - t[i]
            var w = TangentWeights(outPrevious: k * (1 + b[i]) * (1 + c[i]) / 2, outNext: k * (1 - b[i]) * (1 - c[i]) / 2,
                                   inPrevious: k * (1 + b[i]) * (1 - c[i]) / 2, inNext: k * (1 - b[i]) * (1 + c[i]) / 2)
            if let times, times.count == n, i > 0, i < n - 1 {
                let before = times[i] - times[i - 1], after = times[i + 1] - times[i]
                if before + after > 0 {
                    let outScale = 2 * after / (before + after), inScale = 2 * before / (before + after)
                    w.outPrevious *= outScale; w.outNext *= outScale
                    w.inPrevious *= inScale; w.inNext *= inScale
                }
            }
            return w
        }
    }

    private static func checked(_ values: [Double]?, _ name: String, count: Int) throws(KeyframeError) -> [Double] {
        guard let values else { return [Double](repeating: 0, count: count) }
        guard values.count == count else { throw .cubicParameterCount(name: name, expected: count, actual: values.count) }
        if let bad = values.firstIndex(where: { !$0.isFinite }) { throw .cubicParameterNotFinite(name: name, index: bad) }
        return values
    }

    /// The spline between keyframes i and i + 1 at parameter u: the cubic Hermite curve through
    /// them with their Kochanek–Bartels tangents, written as weights on Pᵢ₋₁, Pᵢ, Pᵢ₊₁, Pᵢ₊₂
    /// (an end keyframe stands in for its missing neighbour). Values that cannot be combined
    /// fall back to straight interpolation.
    func splineValue(segment i: Int, at u: Double) -> AnimatableValue {
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        let start = tangents[i], end = tangents[i + 1]
        let weights = [-h10 * start.outPrevious,
                       h00 + h10 * (start.outPrevious - start.outNext) - h11 * end.inPrevious,
                       h01 + h10 * start.outNext + h11 * (end.inPrevious - end.inNext),
                       h11 * end.inNext]
        let last = values.count - 1
        let points = [values[max(i - 1, 0)], values[i], values[i + 1], values[min(i + 2, last)]]
        return Interpolation.combination(points, weights) ?? Interpolation.interpolate(values[i], values[i + 1], u)
    }
}
