import Geometry

/// A usable dash pattern: positive total length, odd counts doubled as Core Graphics does,
/// and the phase folded into one period.
struct DashPattern {
    /// The most dashes one stroke may cut; beyond it the line is drawn solid rather than hang.
    static let maxDashes = 100_000

    let lengths: [Double]
    let phase: Double

    /// Nil (meaning a solid line) for an empty pattern, one with a negative or non-finite
    /// length, or one that adds up to zero.
    init?(_ pattern: [Double], phase: Double) {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = lengths.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.lengths = lengths
        let p = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        self.phase = p < 0 ? p + period : p
    }

    /// The dashes of `contours`, each an open contour (a dash of length zero is two equal
    /// points with the line's direction). The pattern starts afresh on every contour.
    /// Nil when there would be more than `maxDashes`.
    func dashes(of contours: [StrokeContour]) -> [StrokeContour]? {
        var result: [StrokeContour] = []
        for contour in contours {
            guard appendDashes(of: contour, to: &result) else { return nil }
        }
        return result
    }

    private func appendDashes(of contour: StrokeContour, to result: inout [StrokeContour]) -> Bool {
        var index = 0
        var remaining = lengths[0]
        var offset = phase
        while offset >= remaining, offset > 0 {
            offset -= remaining
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        }
        remaining -= offset
        var on = index % 2 == 0
        var dash = StrokeContour(points: [], corners: [], isClosed: false)
        if on, let first = contour.points.first { dash.points = [first]; dash.corners = [true] }

        let points = contour.points
        let segmentCount = contour.isClosed ? points.count : points.count - 1
        for k in 0..<max(segmentCount, 0) {
            let a = points[k], bIndex = (k + 1) % points.count, b = points[bIndex]
            let length = a.distance(to: b)
            guard length > 0 else { continue }
            let direction = (b - a) * (1 / length)
            var position = 0.0
            while true {
                let left = length - position
                if remaining > left {
                    remaining -= left
                    if on { dash.points.append(b); dash.corners.append(contour.corners[bIndex]) }
                    break
                }
                position += remaining
                let p = position >= length ? b : a + direction * position
                if on {
                    dash.points.append(p); dash.corners.append(true)
                    dash.direction = direction
                    result.append(dash)
                    if result.count > DashPattern.maxDashes { return false }
                }
                index = (index + 1) % lengths.count
                remaining = lengths[index]
                on.toggle()
                if on { dash = StrokeContour(points: [p], corners: [true], isClosed: false) }
            }
        }
        if on, dash.points.count >= 2 { result.append(dash) }
        return true
    }
}
