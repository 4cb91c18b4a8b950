extension Keyframes {
    /// How many pieces each spline segment is measured in for cubicPaced.
    static let arcSamples = 32

    /// For each segment, the spline's arc length from its start at parameters 0, 1/32, … 1.
    static func arcLengthTables(values: [AnimatableValue], tangents: [TangentWeights]) -> [[Double]] {
        // A throwaway cubic timeline: only the spline's shape matters here.
        let spline = Keyframes(uncheckedValues: values, tangents: tangents)
        return (0..<values.count - 1).map { i in
            var table = [0.0], start = values[i], sum = 0.0
            for j in 0..<arcSamples {
                let u0 = Double(j) / Double(arcSamples), u1 = Double(j + 1) / Double(arcSamples)
                let end = spline.splineValue(segment: i, at: u1)
                sum += spline.arcLength(segment: i, from: (u0, start), to: (u1, end))
                table.append(sum)
                start = end
            }
            return table
        }
    }

    /// The arc length of segment i between two parameters whose values are known: the chord
    /// through the midpoint, improved by Richardson extrapolation against the plain chord
    /// ((4·L₂ − L₁)/3, error of fourth order in the step).
    func arcLength(segment i: Int, from a: (Double, AnimatableValue), to b: (Double, AnimatableValue)) -> Double {
        let mid = splineValue(segment: i, at: (a.0 + b.0) / 2)
        let single = Interpolation.distance(a.1, b.1)
        let double = Interpolation.distance(a.1, mid) + Interpolation.distance(mid, b.1)
        return max(double + (double - single) / 3, 0)
    }

    /// The spline parameter at which segment i has covered `fraction` of its length: the table
    /// brackets it, then regula falsi (Illinois) on the length measured from the bracket's start
    /// pins it down.
    func parameter(segment i: Int, atLengthFraction fraction: Double) -> Double {
        let table = arcLengths[i], total = table[table.count - 1]
        guard total > 0 else { return fraction }
        let target = fraction * total
        var j = 0
        while j < Keyframes.arcSamples - 1, table[j + 1] < target { j += 1 }
        let step = 1 / Double(Keyframes.arcSamples)
        var lo = Double(j) * step, hi = lo + step
        var gLo = table[j] - target, gHi = table[j + 1] - target
        guard gHi > gLo else { return lo }
        let origin = (lo, splineValue(segment: i, at: lo))
        var side = 0
        for _ in 0..<30 {
            let u = lo - gLo * (hi - lo) / (gHi - gLo)
            let g = table[j] + arcLength(segment: i, from: origin, to: (u, splineValue(segment: i, at: u))) - target
            if abs(g) < 1e-12 * max(total, 1) { return u }
            if g < 0 {
                lo = u; gLo = g
                if side == -1 { gHi /= 2 }
                side = -1
            } else {
                hi = u; gHi = g
                if side == 1 { gLo /= 2 }
                side = 1
            }
        }
        return lo - gLo * (hi - lo) / (gHi - gLo)
    }

    /// Keyframes that only evaluate the spline (for measuring it while building the real ones).
    private init(uncheckedValues values: [AnimatableValue], tangents: [TangentWeights]) {
        self.values = values
        self.mode = .cubic
        self.tangents = tangents
        timeline = KeyTimeline(evenlySpaced: max(values.count, 2))
        timingFunctions = nil
        arcLengths = []
    }
}
