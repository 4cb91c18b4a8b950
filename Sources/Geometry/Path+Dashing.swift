extension Path {
    /// The most dashes `dashed(phase:lengths:)` cuts; past it the path comes back undashed.
    static let maxDashes = 100_000

    /// The dashes of the path as a path of open subpaths (CGPath.copy(dashingWithPhase:lengths:),
    /// CGPathCreateCopyByDashingPath), cut on the exact segments so lines stay lines and curves
    /// stay curves (pieces of them, by de Casteljau subdivision at the arc length).
    ///
    /// `lengths` alternate painted and unpainted lengths from `phase` on, as
    /// CGContext.setLineDash; following PostScript, which Core Graphics' dash model comes from,
    /// the pattern starts afresh (phase included) on every subpath, an odd count is used twice
    /// over, and a closed subpath's closing line is dashed too. A negative phase counts back from
    /// the end of one period. A closed subpath that lies wholly inside its first dash stays as it
    /// was, closed; every other dash is an open subpath. A dash of length zero is a `move` and a
    /// `line` to the same point, which round or square caps draw as a dot.
    ///
    /// The path comes back unchanged for a pattern that is empty, has a negative or non-finite
    /// length, adds up to zero, or would cut more than `maxDashes` dashes. What Core Graphics
    /// returns in those cases is not documented.
    public func dashed(phase: Double, lengths pattern: [Double]) -> Path {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return self }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = lengths.reduce(0, +)
        guard period > 0, period.isFinite else { return self }
        let folded = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        let start = folded < 0 ? folded + period : folded

        var result: [PathElement] = []
        var dashCount = 0
        for subpath in subpaths {
            let segmentLengths = subpath.segments.map { $0.length() }
            let total = segmentLengths.reduce(0, +)
            // Walk the pattern from `start`: entry `index` has `remaining` left, beginning at
            // arc length `position` along the subpath.
            var index = 0, remaining = lengths[0], skip = start
            while skip >= remaining, skip > 0 {
                skip -= remaining
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
            remaining -= skip
            var position = 0.0
            while position < total || (position == 0 && total == 0) {
                let end = position + remaining
                if index % 2 == 0 {
                    dashCount += 1
                    if dashCount > Path.maxDashes { return self }
                    if subpath.isClosed, position == 0, end >= total {
                        result += subpath.elements
                    } else if end > position, total > 0 {
                        Path.appendTrimmed(subpath.segments, lengths: segmentLengths, offset: 0,
                                           from: position, to: min(end, total), into: &result)
                    } else {
                        let p = subpath.point(atLength: position, lengths: segmentLengths)
                        result += [.move(p), .line(p)]
                    }
                }
                if total == 0 { break }
                position = end
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
        }
        return Path(elements: result)
    }
}

extension Subpath {
    /// The point `distance` along the subpath's segments, whose lengths are `lengths`.
    func point(atLength distance: Double, lengths: [Double]) -> Point {
        var offset = 0.0
        for (segment, length) in zip(segments, lengths) {
            if distance <= offset + length, length > 0 {
                return segment.point(at: segment.parameter(atLength: distance - offset))
            }
            offset += length
        }
        return segments.last?.end ?? start
    }
}
