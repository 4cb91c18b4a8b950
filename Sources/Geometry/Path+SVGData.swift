extension Path {
    /// The path as SVG path data with absolute commands ("M0 0 L10 0 Z"), for probes and messages.
    public var svgData: String {
        func n(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        }
        func p(_ pt: Point) -> String { "\(n(pt.x)) \(n(pt.y))" }
        return elements.map { e in
            switch e {
            case .move(let a): return "M" + p(a)
            case .line(let a): return "L" + p(a)
            case .quad(let c, let a): return "Q" + p(c) + " " + p(a)
            case .cubic(let c1, let c2, let a): return "C" + p(c1) + " " + p(c2) + " " + p(a)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
