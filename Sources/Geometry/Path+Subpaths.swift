/// A subpath as explicit segments: the closing line of a closed subpath is the last segment.
struct Subpath: Hashable, Sendable {
    var start: Point
    var segments: [PathSegment]
    var isClosed: Bool
    /// The subpath's own elements (move, segments, close) as they appeared in the path.
    var elements: [PathElement]
}

extension Path {
    /// The path split into subpaths of explicit segments. Subpaths with nothing drawn (a lone
    /// move) are left out.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var start = Point.zero, point = Point.zero

        func finish() {
            if let s = current, s.elements.count > 1 { result.append(s) }
            current = nil
        }
        func open() {
            if current == nil {
                current = Subpath(start: start, segments: [], isClosed: false, elements: [.move(start)])
            }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p; point = p
                open()
            case .line(let p):
                open(); current?.segments.append(.line(point, p)); current?.elements.append(element); point = p
            case .quad(let c, let p):
                open(); current?.segments.append(.quad(point, c, p)); current?.elements.append(element); point = p
            case .cubic(let c1, let c2, let p):
                open(); current?.segments.append(.cubic(point, c1, c2, p)); current?.elements.append(element); point = p
            case .close:
                open()
                current?.segments.append(.line(point, start))
                current?.elements.append(.close)
                current?.isClosed = true
                point = start
                finish()
            }
        }
        finish()
        return result
    }
}
