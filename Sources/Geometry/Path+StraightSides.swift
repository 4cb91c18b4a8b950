/// Where an outline runs straight along each side of a rectangle it lies in: for each side, the
/// range of the coordinate along it (x for the `minY` and `maxY` sides, y for the `minX` and
/// `maxX` ones) over which the outline follows that side; nil where it only touches the side or
/// never reaches it (each side of a circle). A range that reaches a corner of the rectangle runs
/// on past it, to infinity: the corner is square, and the two sides meet there.
public struct StraightSides: Hashable, Sendable {
    public var minX: ClosedRange<Double>?, maxX: ClosedRange<Double>?
    public var minY: ClosedRange<Double>?, maxY: ClosedRange<Double>?

    public init(minX: ClosedRange<Double>?, maxX: ClosedRange<Double>?, minY: ClosedRange<Double>?, maxY: ClosedRange<Double>?) {
        self.minX = minX; self.maxX = maxX; self.minY = minY; self.maxY = maxY
    }

    /// Every side straight all along and past its ends: a rectangle's.
    public static let whole = StraightSides(minX: -.infinity ... .infinity, maxX: -.infinity ... .infinity,
                                            minY: -.infinity ... .infinity, maxY: -.infinity ... .infinity)

    /// The same sides in a space reached by the increasing maps `x` and `y` of each coordinate
    /// (a scale and a shift: a layer's points to its bitmap's pixels).
    public func mapped(x: (Double) -> Double, y: (Double) -> Double) -> StraightSides {
        func map(_ r: ClosedRange<Double>?, _ f: (Double) -> Double) -> ClosedRange<Double>? {
            r.map { f($0.lowerBound) ... f($0.upperBound) }
        }
        return StraightSides(minX: map(minX, y), maxX: map(maxX, y), minY: map(minY, x), maxY: map(maxY, x))
    }
}

extension Path {
    /// Where the path runs straight along the sides of `rect`, the rectangle it lies in: on each
    /// side, its longest line (a closing line included) lying on that side. Curves never count,
    /// so the sides of a rounded rectangle are straight between its corners' curves, and those of
    /// a circle nowhere.
    public func straightSides(of rect: Rect) -> StraightSides {
        let r = rect.standardized
        let e = 1e-9 * max(1, abs(r.minX), abs(r.maxX), abs(r.minY), abs(r.maxY))
        var sides = StraightSides(minX: nil, maxX: nil, minY: nil, maxY: nil)
        /// Keeps `lo … hi` for a side when longer than what it has, running on past the ends that reach
        /// the corners `start` and `end`.
        func keep(_ side: inout ClosedRange<Double>?, _ a: Double, _ b: Double, start: Double, end: Double) {
            let lo = min(a, b), hi = max(a, b)
            guard hi - lo > e, (side.map { hi - lo > $0.upperBound - $0.lowerBound } ?? true) else { return }
            side = (lo <= start + e ? -.infinity : lo) ... (hi >= end - e ? .infinity : hi)
        }
        func line(_ a: Point, _ b: Point) {
            if abs(a.y - r.minY) <= e, abs(b.y - r.minY) <= e { keep(&sides.minY, a.x, b.x, start: r.minX, end: r.maxX) }
            if abs(a.y - r.maxY) <= e, abs(b.y - r.maxY) <= e { keep(&sides.maxY, a.x, b.x, start: r.minX, end: r.maxX) }
            if abs(a.x - r.minX) <= e, abs(b.x - r.minX) <= e { keep(&sides.minX, a.y, b.y, start: r.minY, end: r.maxY) }
            if abs(a.x - r.maxX) <= e, abs(b.x - r.maxX) <= e { keep(&sides.maxX, a.y, b.y, start: r.minY, end: r.maxY) }
        }
        var current: Point?, start: Point?
        for element in elements {
            switch element {
            case .move(let p):
                current = p; start = p
            case .line(let p):
                if let c = current { line(c, p) }
                current = p
            case .quad(_, let p), .cubic(_, _, let p):
                current = p
            case .close:
                if let c = current, let s = start { line(c, s) }
                current = start
            }
        }
        return sides
    }
}
