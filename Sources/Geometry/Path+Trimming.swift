extension Path {
    /// The part between fractions `start` and `end` (0...1) of the total length, as
    /// CAShapeLayer's strokeStart and strokeEnd pick it: measured over all subpaths in order,
    /// a closed subpath's closing segment included. A subpath that lies wholly inside the range
    /// is kept as it was (a closed one stays closed); pieces of subpaths become open subpaths.
    /// Fractions are clamped to 0...1 (NaN counts as 0 for `start` and 1 for `end`);
    /// `start >= end` gives an empty path, and 0...1 gives the path unchanged.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let s = start.isNaN ? 0 : min(max(start, 0), 1)
        let e = end.isNaN ? 1 : min(max(end, 0), 1)
        guard s < e else { return Path() }
        if s == 0, e == 1 { return self }
        let pieces = subpaths
        let lengths = pieces.map { $0.segments.map { $0.length() } }
        let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
        guard total > 0, total.isFinite else { return Path() }
        let from = s * total, to = e * total

        var result: [PathElement] = []
        var offset = 0.0
        for (subpath, segmentLengths) in zip(pieces, lengths) {
            let subpathLength = segmentLengths.reduce(0, +)
            defer { offset += subpathLength }
            if offset >= to { break }
            if offset + subpathLength <= from { continue }
            if offset >= from, offset + subpathLength <= to {
                result += subpath.elements
                continue
            }
            Path.appendTrimmed(subpath.segments, lengths: segmentLengths, offset: offset, from: from, to: to,
                               into: &result)
        }
        return Path(elements: result)
    }

    /// Appends, as one open subpath, the parts of `segments` (starting at arc length `offset`)
    /// that lie between arc lengths `from` and `to`.
    static func appendTrimmed(_ segments: [PathSegment], lengths: [Double], offset: Double,
                                      from: Double, to: Double, into elements: inout [PathElement]) {
        var position = offset
        var started = false
        for (segment, length) in zip(segments, lengths) {
            let a = position, b = position + length
            position = b
            // A piece must have some length inside the range; zero-length segments count only
            // strictly inside it, so a cut at a joint never leaves a stray dot.
            let inside = length > 0 ? min(b, to) > max(a, from) : (a > from && a < to)
            guard inside else { continue }
            let t0 = a < from ? segment.parameter(atLength: from - a) : 0
            let t1 = b > to ? segment.parameter(atLength: to - a) : 1
            let piece = (t0 > 0 || t1 < 1) ? segment.slice(from: t0, to: t1) : segment
            if !started {
                elements.append(.move(piece.start))
                started = true
            }
            elements.append(piece.element)
        }
    }
}
