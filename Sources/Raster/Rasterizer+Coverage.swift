extension Rasterizer {
    /// Sweeps the rows of the clip that edges touch and hands every covered run to `sink`.
    func render<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        if let aliasedPolygon { return aliasedPolygon.render(clip: clip, into: &sink) }
        guard !edges.isEmpty, !clip.isEmpty else { return }
        let sorted = edges.sorted { $0.y0 < $1.y0 }
        let width = clip.width
        let lastRow = min(clip.maxY, Int(sorted.reduce(-Double.infinity) { max($0, $1.y1) }.rounded(.up)))
        var accumulator = [Double](repeating: 0, count: width + 2)
        var coverage = [UInt8](repeating: 0, count: width)
        var active: [Edge] = []
        active.reserveCapacity(16)
        var touched: [ColumnRange] = []
        touched.reserveCapacity(16)
        var next = 0
        var y = max(clip.minY, Int(sorted[0].y0.rounded(.down)))

        accumulator.withUnsafeMutableBufferPointer { accBuffer in
            coverage.withUnsafeMutableBufferPointer { coverBuffer in
                var row = RowEmitter(acc: accBuffer.baseAddress!, cover: coverBuffer.baseAddress!, width: width,
                                     x0: clip.minX, rule: rule)
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
                    touched.removeAll(keepingCapacity: true)
                    var i = 0
                    while i < active.count {
                        let e = active[i]
                        let ya = max(e.y0, rowTop), yb = min(e.y1, rowBottom)
                        if yb > ya {
                            let xa = e.x0 + (ya - e.y0) * e.dxdy, xb = e.x0 + (yb - e.y0) * e.dxdy
                            touched.append(Rasterizer.accumulate(row.acc, width: width, xa: xa, xb: xb,
                                                                 height: (yb - ya) * e.winding))
                        }
                        if e.y1 <= rowBottom {
                            active.swapAt(i, active.count - 1)
                            active.removeLast()
                        } else {
                            i += 1
                        }
                    }
                    if !touched.isEmpty { row.emit(y: y, touched: &touched, into: &sink) }
                    y += 1
                }
            }
        }
    }

    /// Columns `first...last` of the accumulator, which one edge touched in a row.
    struct ColumnRange {
        var first: Int, last: Int
    }

    /// Adds the part of an edge inside one row, from x = `xa` to `xb` (local, clamped to the
    /// clip) with signed height `height`, to the per-column deltas, and returns the columns it
    /// changed: in each column it crosses, a piece of height h whose mean x lies a fraction f
    /// into the column leaves h × (1 − f) covered in that column and h in every column after it.
    @inline(__always)
    static func accumulate(_ acc: UnsafeMutablePointer<Double>, width: Int, xa: Double, xb: Double,
                           height: Double) -> ColumnRange {
        let w = Double(width)
        var x0 = min(max(xa, 0), w), x1 = min(max(xb, 0), w)
        if x0 > x1 { swap(&x0, &x1) }
        let i0 = Int(x0), i1 = Int(x1)
        if i0 == i1 || (i1 == i0 + 1 && Double(i1) == x1) {
            let f = (x0 + x1) * 0.5 - Double(i0)
            acc[i0] += height * (1 - f)
            acc[i0 + 1] += height * f
            return ColumnRange(first: i0, last: i0 + 1)
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
        return ColumnRange(first: i0, last: i1 + 1)
    }

    /// Turns a row's deltas into coverage runs. Only the columns edges touched need a running
    /// sum; between them the coverage is constant, so it is filled in without adding.
    struct RowEmitter {
        let acc: UnsafeMutablePointer<Double>
        let cover: UnsafeMutablePointer<UInt8>
        let width: Int
        /// The clip's left side in device pixels.
        let x0: Int
        let rule: FillRule

        mutating func emit<Sink: CoverageSink>(y: Int, touched: inout [ColumnRange], into sink: inout Sink) {
            touched.sort { $0.first < $1.first }
            let acc = self.acc, cover = self.cover, width = self.width, rule = self.rule
            var sum = 0.0
            var column = touched[0].first  // the next column without coverage yet
            var runStart = -1
            var k = 0
            @inline(__always) func value(_ s: Double) -> UInt8 {
                rule == .nonZero ? Rasterizer.nonZeroCoverage(s) : Rasterizer.evenOddCoverage(s)
            }
            @inline(__always) func flush(upTo end: Int) {
                if runStart >= 0, end > runStart {
                    sink.blend(y: y, x: x0 + runStart, count: end - runStart, coverage: cover + runStart)
                }
                runStart = -1
            }
            /// Columns `column ..< end` all at coverage `c`.
            @inline(__always) func constant(_ c: UInt8, upTo end: Int) {
                guard end > column else { return }
                if c == 0 { flush(upTo: column) } else {
                    (cover + column).update(repeating: c, count: end - column)
                    if runStart < 0 { runStart = column }
                }
                column = end
            }
            while k < touched.count {
                // Merge the ranges that overlap or abut this one.
                var last = touched[k].last
                let first = touched[k].first
                k += 1
                while k < touched.count, touched[k].first <= last + 1 {
                    last = max(last, touched[k].last); k += 1
                }
                constant(value(sum), upTo: min(first, width))
                var c = first
                let end = min(last, width - 1)
                while c <= end {
                    sum += acc[c]; acc[c] = 0
                    let v = value(sum)
                    cover[c] = v
                    if v == 0 { flush(upTo: c) } else if runStart < 0 { runStart = c }
                    c += 1
                }
                // Deltas past the last column only concern pixels outside the clip.
                while c <= last { acc[c] = 0; c += 1 }
                column = max(column, min(last + 1, width))
            }
            // Past the last touched column the coverage stays what it was (a shape reaching
            // beyond the clip's right side).
            constant(value(sum), upTo: width)
            flush(upTo: column)
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
