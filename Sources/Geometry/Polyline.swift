/// A chain of straight segments through `points`; when `isClosed`, a last segment runs back to
/// the first point. What `Path.flattened(tolerance:)` makes of one subpath.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The total length of the segments, the closing one included when `isClosed`.
    public var length: Double {
        guard var previous = points.first else { return 0 }
        var total = 0.0
        for p in points.dropFirst() {
            total += previous.distance(to: p)
            previous = p
        }
        if isClosed { total += previous.distance(to: points[0]) }
        return total
    }
}
