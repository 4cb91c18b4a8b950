extension Rasterizer {
    /// Sweeps the rows of the clip that edges touch and hands every covered run to `sink`.
    func render<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        guard !edges.isEmpty, !clip.isEmpty else { return }
        let sorted = edges.sorted { $0.y0 < $1.y0 }
        let width = clip.width
        let lastRow = min(clip.maxY, Int(sorted.reduce(-Double.infinity) { max($0, $1.y1) }.rounded(.up)))
        var accumulator = [Double](repeating: 0, count: width + 2)
        var coverage = [UInt8](repeating: 0, count: width)
        var active: [Edge] = []
        active.reserveCapacity(16)
        var next = 0
        var y = max(clip.minY, Int(sorted[0].y0.rounded(.down)))

        accumulator.withUnsafeMutableBufferPointer { accBuffer in
            coverage.withUnsafeMutableBufferPointer { coverBuffer in
                let acc = accBuffer.baseAddress!, cover = coverBuffer.baseAddress!
                while y < lastRow {
                    let rowTop = Double(y), rowBottom = rowTop + 1
                    if active.isEmpty {
                        guard next < sorted.count else { break }
                        // Skip empty rows straight to the next edge.
                        let firstRow = Int(sorted[next].y0.rounded(.down))
                        if firstRow > y { y = firstRow; continue }
                    }
                    while next < sorted.count, sorted[next].y0 < rowBottom {
                        active.append(sorted[next]); next += 1
                    }
                    var span = ColumnSpan()
                    var i = 0
                    while i < active.count {
                        let e = active[i]
                        let ya = max(e.y0, rowTop), yb = min(e.y1, rowBottom)
                        if yb > ya {
                            let xa = e.x0 + (ya - e.y0) * e.dxdy, xb = e.x0 + (yb - e.y0) * e.dxdy
                            Rasterizer.accumulate(acc, width: width, xa: xa, xb: xb, height: (yb - ya) * e.winding,
                                                  span: &span)
                        }
                        if e.y1 <= rowBottom {
                            active.swapAt(i, active.count - 1)
                            active.removeLast()
                        } else {
                            i += 1
                        }
                    }
                    if span.last >= span.first {
                        Rasterizer.emitRow(y: y, x0: clip.minX, acc: acc, cover: cover, width: width, span: span,
                                           rule: rule, into: &sink)
                    }
                    y += 1
                }
            }
        }
    }

    /// The columns of the accumulator a row has touched.
    struct ColumnSpan {
        var first = Int.max, last = -1
    }

    /// Adds the part of an edge inside one row, from x = `xa` to `xb` (local, clamped to the
    /// clip) with signed height `height`, to the per-column deltas: in each column it crosses,
    /// a piece of height h whose mean x lies a fraction f into the column leaves h × (1 − f)
    /// covered in that column and h in every column after it.
    @inline(__always)
    static func accumulate(_ acc: UnsafeMutablePointer<Double>, width: Int, xa: Double, xb: Double, height: Double,
                           span: inout ColumnSpan) {
        let w = Double(width)
        var x0 = min(max(xa, 0), w), x1 = min(max(xb, 0), w)
        if x0 > x1 { swap(&x0, &x1) }
        let i0 = Int(x0), i1 = Int(x1)
        if i0 == i1 || (i1 == i0 + 1 && Double(i1) == x1) {
            let f = (x0 + x1) * 0.5 - Double(i0)
            acc[i0] += height * (1 - f)
            acc[i0 + 1] += height * f
            span.first = min(span.first, i0); span.last = max(span.last, i0 + 1)
            return
        }
        let k = height / (x1 - x0)  // height per unit of x
        // The partial first column.
        let firstWidth = Double(i0 + 1) - x0
        let h0 = k * firstWidth, f0 = 1 - firstWidth * 0.5
        acc[i0] += h0 * (1 - f0)
        acc[i0 + 1] += h0 * f0
        // Whole columns in between, each crossed with its mean in the middle.
        if i1 > i0 + 1 {
            acc[i0 + 1] += k * 0.5
            var c = i0 + 2
            while c < i1 { acc[c] += k; c += 1 }
            acc[i1] += k * 0.5
        }
        // The partial last column.
        let lastWidth = x1 - Double(i1)
        if lastWidth > 0 {
            let h1 = k * lastWidth, f1 = lastWidth * 0.5
            acc[i1] += h1 * (1 - f1)
            acc[i1 + 1] += h1 * f1
        }
        span.first = min(span.first, i0); span.last = max(span.last, i1 + 1)
    }

    /// Turns one row's deltas into coverage (clearing them) and passes the covered runs on.
    @inline(__always)
    static func emitRow<Sink: CoverageSink>(y: Int, x0: Int, acc: UnsafeMutablePointer<Double>,
                                            cover: UnsafeMutablePointer<UInt8>, width: Int, span: ColumnSpan,
                                            rule: FillRule, into sink: inout Sink) {
        let end = min(span.last, width - 1)
        var sum = 0.0
        var c = span.first
        if rule == .nonZero {
            while c <= end { sum += acc[c]; acc[c] = 0; cover[c] = nonZeroCoverage(sum); c += 1 }
        } else {
            while c <= end { sum += acc[c]; acc[c] = 0; cover[c] = evenOddCoverage(sum); c += 1 }
        }
        // Deltas past the last column only concern pixels outside the clip.
        while c <= span.last { acc[c] = 0; c += 1 }
        // Past the last touched column the coverage stays what it was (a shape reaching
        // beyond the clip's right side).
        var stop = end + 1
        if span.last < width - 1 {
            let tail = rule == .nonZero ? nonZeroCoverage(sum) : evenOddCoverage(sum)
            if tail > 0 {
                (cover + stop).update(repeating: tail, count: width - stop)
                stop = width
            }
        }
        c = span.first
        while c < stop {
            while c < stop, cover[c] == 0 { c += 1 }
            let runStart = c
            while c < stop, cover[c] != 0 { c += 1 }
            if c > runStart {
                sink.blend(y: y, x: x0 + runStart, count: c - runStart, coverage: cover + runStart)
            }
        }
    }

    @inline(__always) static func nonZeroCoverage(_ winding: Double) -> UInt8 {
        let a = abs(winding)
        return a >= 1 ? 255 : UInt8(a * 255 + 0.5)
    }

    @inline(__always) static func evenOddCoverage(_ winding: Double) -> UInt8 {
        var a = abs(winding)
        a -= 2 * (a * 0.5).rounded(.down)
        if a > 1 { a = 2 - a }
        return UInt8(a * 255 + 0.5)
    }
}
