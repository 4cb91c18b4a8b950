import Geometry

/// Keyframes along a path (CAKeyframeAnimation.path).
///
/// Every line and curve of the path is one keyframe segment: the keyframes are the path's
/// start point and the end point of each segment (a subpath's close counts as a line back to
/// its start; move-tos are not keyframes, the position jumps across them). With n segments
/// there are n + 1 keyframes, so `keyTimes` needs n + 1 entries (n + 2 for discrete, or
/// n + 1 there too, the last keyframe then holding from the last key time on) and
/// `timingFunctions` n. Between keyframes the position follows the segment's own curve by its
/// Bézier parameter; paced modes move at constant speed along the arc length of the whole
/// path; cubic modes follow the path exactly as linear and paced do, the path's curves being
/// the spline. Segment lengths are measured once, in `init`.
public struct PathKeyframes: Sendable {
    /// The calculation mode.
    public let mode: CalculationMode
    let pieces: [CurvePiece]
    let timeline: KeyTimeline
    let timingFunctions: [TimingFunction]?
    /// Arc length from the start of the path to the start of each piece, and the total last.
    let offsets: [Double]

    public init(path: Path, keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
                mode: CalculationMode) throws(KeyframeError) {
        let pieces = PathKeyframes.pieces(of: path)
        guard !pieces.isEmpty else { throw .emptyPath }
        self.pieces = pieces
        self.mode = mode
        var offsets = [0.0]
        for piece in pieces { offsets.append(offsets[offsets.count - 1] + piece.length) }
        self.offsets = offsets
        let keyframes = pieces.count + 1
        switch mode {
        case .linear, .cubic:
            timeline = try keyTimes.map { times throws(KeyframeError) in
                try KeyTimeline(checking: times, expected: keyframes, mode: mode)
            } ?? KeyTimeline(evenlySpaced: keyframes)
            if let functions = timingFunctions, functions.count != pieces.count {
                throw .timingFunctionCount(expected: pieces.count, actual: functions.count)
            }
            self.timingFunctions = timingFunctions
        case .discrete:
            timeline = try keyTimes.map { times throws(KeyframeError) in
                try KeyTimeline(checkingDiscrete: times, keyframes: keyframes)
            } ?? KeyTimeline(evenlySpaced: keyframes + 1)
            self.timingFunctions = nil
        case .paced, .cubicPaced:
            timeline = KeyTimeline(lengths: pieces.map(\.length))
            self.timingFunctions = nil
        }
    }

    /// How many keyframes `path` makes: its start point and the end of each line and curve.
    public static func keyframeCount(of path: Path) -> Int { pieces(of: path).count + 1 }

    /// The position at `fraction` of the duration (NaN counts as 0).
    public func position(at fraction: Double) -> Point {
        let (piece, t) = location(at: fraction)
        return pieces[piece].point(at: t)
    }

    /// The direction of travel at `fraction`, in radians from the x axis: the rotation for
    /// rotationMode `rotateAuto` (add π for `rotateAutoReverse`).
    public func tangentAngle(at fraction: Double) -> Double {
        let (piece, t) = location(at: fraction)
        return pieces[piece].tangentAngle(at: t)
    }

    /// Which piece, and where on it by Bézier parameter, the position is at `fraction`.
    private func location(at fraction: Double) -> (Int, Double) {
        let f = fraction.isNaN ? 0 : fraction
        switch mode {
        case .discrete:
            // Keyframe k is the start of piece k, the last one the end of the last piece.
            let k = min(max(timeline.lastIndex(atOrBefore: f), 0), pieces.count)
            return k < pieces.count ? (k, 0) : (pieces.count - 1, 1)
        case .paced, .cubicPaced:
            return location(atLength: min(max(f, 0), 1) * offsets[offsets.count - 1])
        case .linear, .cubic:
            let (i, along) = timeline.segment(at: f)
            return (i, timingFunctions?[i].value(at: along) ?? along)
        }
    }

    /// The piece and parameter at arc length `distance` from the start; zero-length pieces are
    /// passed over.
    private func location(atLength distance: Double) -> (Int, Double) {
        var i = 0
        while i < pieces.count - 1, offsets[i + 1] <= distance { i += 1 }
        while i > 0, pieces[i].length == 0 { i -= 1 }
        return (i, pieces[i].parameter(atLength: distance - offsets[i]))
    }

    /// The path's lines and curves as explicit pieces; a close that draws a line back to the
    /// subpath's start is a piece too.
    private static func pieces(of path: Path) -> [CurvePiece] {
        var pieces: [CurvePiece] = []
        var current: Point?, subpathStart: Point?
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p
            case .line(let p):
                if let a = current { pieces.append(CurvePiece(.line(a, p))) }
                current = p
            case .quad(let c, let p):
                if let a = current { pieces.append(CurvePiece(.quad(a, c, p))) }
                current = p
            case .cubic(let c1, let c2, let p):
                if let a = current { pieces.append(CurvePiece(.cubic(a, c1, c2, p))) }
                current = p
            case .close:
                if let a = current, let s = subpathStart { pieces.append(CurvePiece(.line(a, s))) }
                current = subpathStart
            }
        }
        return pieces
    }
}
