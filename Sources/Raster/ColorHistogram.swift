/// How many pixels of some images fall in each cell of the colour cube at 5 bits a channel
/// (32,768 cells), with each cell's channel totals: what `Palette` is built from. Adding
/// several frames gives one palette for all of them.
public struct ColorHistogram: Sendable {
    /// Pixels per cell.
    var counts: [Int]
    /// Each cell's channel totals, so an entry can be the true mean of its pixels.
    var sums: [(r: Int, g: Int, b: Int)]

    /// An empty histogram.
    public init() {
        counts = [Int](repeating: 0, count: 32768)
        sums = [(r: Int, g: Int, b: Int)](repeating: (0, 0, 0), count: 32768)
    }

    /// The histogram of `buffer`'s colours (alpha is ignored).
    public init(of buffer: PixelBuffer) {
        self.init()
        add(buffer)
    }

    /// Counts `buffer`'s pixels too.
    public mutating func add(_ buffer: PixelBuffer) {
        for p in buffer.pixels {
            let cell = ColorHistogram.cell(p)
            counts[cell] += 1
            sums[cell].r += Int(p.r); sums[cell].g += Int(p.g); sums[cell].b += Int(p.b)
        }
    }

    /// The pixels counted so far.
    public var total: Int { counts.reduce(0, +) }

    /// The cell of `p`: its top 5 bits of red, green and blue.
    static func cell(_ p: Pixel) -> Int { Int(p.r >> 3) << 10 | Int(p.g >> 3) << 5 | Int(p.b >> 3) }

    /// The cell of the colour `r, g, b` (each 0...255).
    static func cell(r: Int, g: Int, b: Int) -> Int { (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3) }
}
