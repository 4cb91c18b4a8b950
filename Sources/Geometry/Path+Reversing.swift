extension Path {
    /// UIBezierPath.reversing(): the same shape with every subpath drawn the other way, subpaths
    /// kept in their order. An open subpath starts at its old end point. A closed one starts
    /// where its last drawn element ended, runs the drawn elements backwards to its old start and
    /// closes, so its implicit closing line is the old one reversed and the element count stays
    /// the same. Lines stay lines and curves keep their control points, swapped. Apple documents
    /// only that each subpath is reversed on its own; which point a reversed closed subpath
    /// starts at is not documented. Subpaths with nothing drawn (a lone move) are dropped.
    public func reversing() -> Path {
        var result: [PathElement] = []
        for subpath in subpaths {
            let drawn = subpath.isClosed ? Array(subpath.segments.dropLast()) : subpath.segments
            let end = drawn.last?.end ?? subpath.start
            result.append(.move(end))
            for segment in drawn.reversed() { result.append(segment.reversed.element) }
            if subpath.isClosed { result.append(.close) }
        }
        return Path(elements: result)
    }
}

extension PathSegment {
    /// The same curve run from its end to its start.
    var reversed: PathSegment {
        switch self {
        case .line(let a, let b): return .line(b, a)
        case .quad(let a, let b, let c): return .quad(c, b, a)
        case .cubic(let a, let b, let c, let d): return .cubic(d, c, b, a)
        }
    }
}
