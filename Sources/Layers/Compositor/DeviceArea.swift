import Geometry
import Raster

/// A convex polygon in device pixels: where a draw lies on screen (a layer's rectangle as its
/// transform shows it, cut to what it may touch), for the debug overlays.
public struct DeviceArea: Hashable, Sendable {
    /// The corners in order, at least three.
    public let corners: [Point]
    /// The whole pixels the polygon touches.
    public let bounds: IntRect

    /// The whole rectangle `rect`.
    public init(rect: IntRect) {
        let r = rect.rect
        corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                   Point(x: r.minX, y: r.maxY)]
        bounds = rect
    }

    /// `rect` (in some plane) mapped through `transform` to device pixels, or nil when it is empty,
    /// not finite, or partly at or behind the viewer (a projection would wrap it round).
    public init?(rect: Rect, transform: Transform3D) {
        let r = rect.standardized
        guard r.isFinite, !r.isEmpty else { return nil }
        var points: [Point] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)] {
            let h = transform.apply(x: x, y: y)
            guard h.w > 1e-6 else { return nil }
            let p = Point(x: h.x / h.w, y: h.y / h.w)
            guard p.x.isFinite, p.y.isFinite else { return nil }
            points.append(p)
        }
        self.init(points)
    }

    private init?(_ points: [Point]) {
        guard points.count >= 3 else { return nil }
        let box = Rect.bounding(points)
        // Points this far off fit no pixel grid; nothing drawn lies there.
        guard box.isFinite, max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY)) < Double(1 << 30) else { return nil }
        corners = points
        bounds = IntRect(enclosing: box)
    }

    /// The part of the polygon inside `rect`, or nil when none is.
    public func clipped(to rect: IntRect) -> DeviceArea? {
        guard !bounds.intersection(rect).isEmpty else { return nil }
        if bounds.intersection(rect) == bounds { return self }
        // Sutherland–Hodgman: cut by each side of the rectangle in turn.
        let r = rect.rect
        var points = corners
        let sides: [(inside: (Point) -> Bool, cross: (Point, Point) -> Point)] = [
            ({ $0.x >= r.minX }, { DeviceArea.crossing($0, $1, x: r.minX) }),
            ({ $0.x <= r.maxX }, { DeviceArea.crossing($0, $1, x: r.maxX) }),
            ({ $0.y >= r.minY }, { DeviceArea.crossing($0, $1, y: r.minY) }),
            ({ $0.y <= r.maxY }, { DeviceArea.crossing($0, $1, y: r.maxY) }),
        ]
        for side in sides {
            guard let last = points.last else { return nil }
            var kept: [Point] = []
            var previous = last
            for point in points {
                switch (side.inside(previous), side.inside(point)) {
                case (true, true): kept.append(point)
                case (true, false): kept.append(side.cross(previous, point))
                case (false, true): kept += [side.cross(previous, point), point]
                case (false, false): break
                }
                previous = point
            }
            points = kept
        }
        guard let clipped = DeviceArea(points) else { return nil }
        let inside = clipped.bounds.intersection(rect)
        return inside.isEmpty ? nil : DeviceArea(corners: clipped.corners, bounds: inside)
    }

    private init(corners: [Point], bounds: IntRect) {
        self.corners = corners
        self.bounds = bounds
    }

    /// The polygon as a closed path.
    public var path: Path {
        var path = Path()
        path.addLines(between: corners)
        path.close()
        return path
    }

    private static func crossing(_ a: Point, _ b: Point, x: Double) -> Point {
        let t = (x - a.x) / (b.x - a.x)
        return Point(x: x, y: a.y + t * (b.y - a.y))
    }

    private static func crossing(_ a: Point, _ b: Point, y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(x: a.x + t * (b.x - a.x), y: y)
    }
}
