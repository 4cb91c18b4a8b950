/// One drawing command of a `Path`, in the path's own coordinates.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close
}

/// A vector path (CGPath / UIBezierPath): subpaths of lines and quadratic and cubic Béziers.
/// Arcs are stored as cubics.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// Where the next segment starts: the end of the last one, or the start of the subpath
    /// after a close; nil for an empty path.
    public private(set) var currentPoint: Point?
    /// CGPath.currentPoint: `currentPoint`, or `.zero` for an empty path, as Core Graphics
    /// documents (after `close()` it is the closed subpath's start).
    public var currentPointOrZero: Point { currentPoint ?? .zero }
    /// Where the current subpath began: where a close returns to.
    private var subpathStart: Point?

    public init() {}
    public init(elements: [PathElement]) {
        for e in elements { add(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { add(.move(p)) }
    public mutating func addLine(to p: Point) { ensureStart(p); add(.line(p)) }
    public mutating func addQuadCurve(to p: Point, control c: Point) { ensureStart(c); add(.quad(c, p)) }
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureStart(c1)
        add(.cubic(c1, c2, p))
    }
    public mutating func close() {
        if case .close? = elements.last { return }
        if !elements.isEmpty { add(.close) }
    }
    /// Adds `other`'s subpaths after this path's (UIBezierPath.append).
    public mutating func append(_ other: Path) {
        for e in other.elements { add(e) }
    }

    /// Appends one element, keeping the current point up to date.
    private mutating func add(_ e: PathElement) {
        elements.append(e)
        switch e {
        case .move(let p): subpathStart = p; currentPoint = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p): currentPoint = p
        case .close: currentPoint = subpathStart
        }
    }

    /// A segment with no current point starts where it is drawn to, as Core Graphics does.
    private mutating func ensureStart(_ p: Point) {
        if currentPoint == nil { move(to: p) }
    }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// Every point of the path (end points and control points).
    public var controlPoints: [Point] {
        elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
    }
    /// A box that encloses the path: the bounds of its control points.
    public var controlBounds: Rect { Rect.bounding(controlPoints) }

    /// The path with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path { mapPoints(t.apply) }

    /// The path with every point mapped through `f`.
    public func mapPoints(_ f: (Point) -> Point) -> Path {
        Path(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(f(p))
            case .line(let p): return .line(f(p))
            case .quad(let c, let p): return .quad(f(c), f(p))
            case .cubic(let c1, let c2, let p): return .cubic(f(c1), f(c2), f(p))
            case .close: return .close
            }
        })
    }
}
