/// One drawing command of a `Path`, in the path's own coordinates.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close
}

/// A vector path (CGPath / UIBezierPath): subpaths of lines and quadratic and cubic Béziers.
/// Arcs are stored as cubics. Builders return the path, so calls chain the way scenes write
/// them: `Path().move(to:).addLine(to:).close()`.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []

    public init() {}
    public init(elements: [PathElement]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next segment starts: the end of the last one, or the start of the subpath after a close.
    public var currentPoint: Point? {
        var subpathStart: Point?
        var current: Point?
        for e in elements {
            switch e {
            case .move(let p): subpathStart = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = subpathStart
            }
        }
        return current
    }

    @discardableResult
    public mutating func move(to p: Point) -> Path { elements.append(.move(p)); return self }
    @discardableResult
    public mutating func addLine(to p: Point) -> Path { ensureStart(p); elements.append(.line(p)); return self }
    @discardableResult
    public mutating func addQuadCurve(to p: Point, control c: Point) -> Path {
        ensureStart(c); elements.append(.quad(c, p)); return self
    }
    @discardableResult
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) -> Path {
        ensureStart(c1); elements.append(.cubic(c1, c2, p)); return self
    }
    @discardableResult
    public mutating func close() -> Path {
        if case .close? = elements.last { return self }
        if !elements.isEmpty { elements.append(.close) }
        return self
    }
    /// Adds `other`'s subpaths after this path's (UIBezierPath.append).
    @discardableResult
    public mutating func append(_ other: Path) -> Path { elements += other.elements; return self }

    /// A segment with no current point starts where it is drawn to, as Core Graphics does.
    private mutating func ensureStart(_ p: Point) {
        if currentPoint == nil { elements.append(.move(p)) }
    }

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
