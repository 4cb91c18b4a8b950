/// Up to 256 colours that stand for an image's colours, found by median cut, and each
/// pixel's nearest entry: what an indexed format such as GIF stores.
public struct Palette: Equatable, Sendable {
    /// The entries, opaque, at most 256.
    public private(set) var colors: [Pixel]
    /// The palette index of each colour of the image, at 5 bits a channel (32,768 cells);
    /// -1 for colours it does not have.
    var lookup: [Int16]

    /// The palette of `buffer`'s colours (alpha is ignored: frames are opaque): boxes of the
    /// 5-bit colour cube are split at the median of their longest side, by pixel count, until
    /// there are `maxColors` (or every cell has its own); each entry is the mean colour of the
    /// pixels in its box, so an image with few colours keeps them exactly.
    public init(of buffer: PixelBuffer, maxColors: Int = 256) {
        self.init(of: ColorHistogram(of: buffer), maxColors: maxColors)
    }

    /// The palette of the colours `histogram` counted, found as `init(of:maxColors:)` finds an
    /// image's: one palette for several frames.
    public init(of histogram: ColorHistogram, maxColors: Int = 256) {
        let counts = histogram.counts, sums = histogram.sums
        var boxes = [Box(cells: counts.indices.filter { counts[$0] > 0 }, counts: counts)]
        let limit = min(max(maxColors, 1), 256)
        while boxes.count < limit, let index = boxes.indices.filter({ boxes[$0].cells.count > 1 })
            .max(by: { boxes[$0].score < boxes[$1].score }) {
            let (low, high) = boxes[index].split(counts: counts)
            boxes[index] = low
            boxes.append(high)
        }
        colors = boxes.map { $0.mean(counts: counts, sums: sums) }
        if colors.isEmpty { colors = [Pixel(r: 0, g: 0, b: 0, a: 255)] }
        lookup = [Int16](repeating: -1, count: 32768)
        for cell in 0..<32768 where counts[cell] > 0 { lookup[cell] = Int16(nearest(toCell: cell)) }
    }

    /// The index of the entry nearest `pixel`.
    public func index(of pixel: Pixel) -> UInt8 {
        let cell = ColorHistogram.cell(pixel)
        return UInt8(lookup[cell] >= 0 ? Int(lookup[cell]) : nearest(toCell: cell))
    }

    /// The entry nearest the middle of `cell`, by a distance weighted for the eye.
    func nearest(toCell cell: Int) -> Int {
        let c = Palette.center(ofCell: cell)
        var best = 0, bestDistance = Int.max
        for (i, entry) in colors.enumerated() {
            let dr = Int(entry.r) - c.0, dg = Int(entry.g) - c.1, db = Int(entry.b) - c.2
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }

    /// `buffer`'s pixels as palette indices, row after row.
    public func indices(of buffer: PixelBuffer) -> [UInt8] { buffer.pixels.map(index(of:)) }

    private static func center(ofCell cell: Int) -> (Int, Int, Int) {
        ((cell >> 10 & 31) << 3 | 4, (cell >> 5 & 31) << 3 | 4, (cell & 31) << 3 | 4)
    }

    /// A box of occupied cells of the colour cube.
    private struct Box {
        var cells: [Int]
        /// Pixels in the box times its longest side: the box that most needs splitting.
        var score: Int

        init(cells: [Int], counts: [Int]) {
            self.cells = cells
            let (side, _) = Box.longestSide(cells)
            score = cells.reduce(0) { $0 + counts[$1] } * (side + 1)
        }

        /// The widest channel's extent and its shift in the cell number.
        static func longestSide(_ cells: [Int]) -> (extent: Int, shift: Int) {
            var best = (extent: -1, shift: 0)
            for shift in [10, 5, 0] {
                let values = cells.map { $0 >> shift & 31 }
                let extent = (values.max() ?? 0) - (values.min() ?? 0)
                if extent > best.extent { best = (extent, shift) }
            }
            return best
        }

        /// The two halves at the median pixel along the longest side.
        func split(counts: [Int]) -> (Box, Box) {
            let shift = Box.longestSide(cells).shift
            let sorted = cells.sorted { ($0 >> shift & 31) < ($1 >> shift & 31) }
            let total = sorted.reduce(0) { $0 + counts[$1] }
            var running = 0, cut = 1
            for (i, cell) in sorted.enumerated() {
                running += counts[cell]
                if running * 2 >= total { cut = min(max(i + 1, 1), sorted.count - 1); break }
            }
            return (Box(cells: Array(sorted[..<cut]), counts: counts), Box(cells: Array(sorted[cut...]), counts: counts))
        }

        func mean(counts: [Int], sums: [(r: Int, g: Int, b: Int)]) -> Pixel {
            var r = 0, g = 0, b = 0, n = 0
            for cell in cells {
                r += sums[cell].r; g += sums[cell].g; b += sums[cell].b; n += counts[cell]
            }
            n = max(n, 1)
            return Pixel(r: UInt8((r + n / 2) / n), g: UInt8((g + n / 2) / n), b: UInt8((b + n / 2) / n), a: 255)
        }
    }
}
