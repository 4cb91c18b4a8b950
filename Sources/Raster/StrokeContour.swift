import Geometry

/// One subpath prepared for stroking: its flattened points, which of them are corners where
/// two path elements meet (they get the style's join; points inside a flattened curve get a
/// round one, which keeps the outline smooth), and whether it is closed.
struct StrokeContour {
    var points: [Point]
    var corners: [Bool]
    var isClosed: Bool
    /// For a contour of zero length cut from a longer line (a dash of length 0): the line's
    /// direction, which turns a square cap's dot.
    var direction: Point?

    /// The subpaths of `path` flattened to within `tolerance`. Subpaths with a non-finite
    /// point and lone moves are skipped.
    static func contours(of path: Path, tolerance: Double) -> [StrokeContour] {
        var result: [StrokeContour] = []
        var current = StrokeContour(points: [], corners: [], isClosed: false)
        var start = Point.zero
        var hasSegment = false

        func finish(closed: Bool) {
            if hasSegment, !current.points.isEmpty, current.points.allSatisfy(\.isFinite) {
                current.isClosed = closed
                result.append(current)
            }
            current = StrokeContour(points: [], corners: [], isClosed: false)
            hasSegment = false
        }
        func begin() {
            if current.points.isEmpty { current.points = [start]; current.corners = [true] }
            hasSegment = true
        }
        /// Appends the curve points after the first (inside the curve) and marks the last a corner.
        func appendCurve(_ points: [Point]) {
            current.points += points
            current.corners += Array(repeating: false, count: points.count)
            if !current.corners.isEmpty { current.corners[current.corners.count - 1] = true }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current.points = [p]; current.corners = [true]
            case .line(let p):
                begin()
                current.points.append(p); current.corners.append(true)
            case .quad(let c, let p):
                begin()
                var points: [Point] = []
                Path.flattenQuad(from: current.points[current.points.count - 1], control: c, to: p,
                                 tolerance: tolerance, into: &points)
                appendCurve(points)
            case .cubic(let c1, let c2, let p):
                begin()
                var points: [Point] = []
                Path.flattenCubic(from: current.points[current.points.count - 1], control1: c1, control2: c2, to: p,
                                  tolerance: tolerance, into: &points)
                appendCurve(points)
            case .close:
                begin()
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }
}
