/// A coverage mask (0…255 per pixel) placed at (`originX`, `originY`) in a destination's pixel
/// space. Pixels outside it count as 0: masked out.
public struct AlphaMask: Hashable, Sendable {
    public let width: Int, height: Int
    public let originX: Int, originY: Int
    /// Row after row from the mask's top-left pixel.
    public var coverage: [UInt8]

    /// A mask from its coverage values, which must number width × height.
    public init(width: Int, height: Int, originX: Int = 0, originY: Int = 0, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "AlphaMask needs width × height coverage values")
        self.width = width; self.height = height; self.originX = originX; self.originY = originY
        self.coverage = coverage
    }

    /// A mask of `bounds` with every pixel at `fill`. An empty bounds, or one too large to
    /// count its pixels in an Int, gives an empty mask.
    public init(bounds: IntRect, fill: UInt8 = 0) {
        let (size, overflow) = max(bounds.width, 0).multipliedReportingOverflow(by: max(bounds.height, 0))
        let valid = !overflow && size > 0
        self.init(width: valid ? bounds.width : 0, height: valid ? bounds.height : 0,
                  originX: bounds.x, originY: bounds.y, coverage: [UInt8](repeating: fill, count: valid ? size : 0))
    }

    /// The pixels the mask covers, in destination space.
    public var bounds: IntRect { IntRect(x: originX, y: originY, width: width, height: height) }

    /// The coverage at destination pixel (x, y), 0 outside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        let mx = x - originX, my = y - originY
        guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
        return coverage[my * width + mx]
    }

    /// The same mask moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> AlphaMask {
        AlphaMask(width: width, height: height, originX: originX + dx, originY: originY + dy, coverage: coverage)
    }

    /// The product of both masks over the pixels they share (0 elsewhere).
    public func intersected(with other: AlphaMask) -> AlphaMask {
        let area = bounds.intersection(other.bounds)
        var result = AlphaMask(bounds: area)
        guard !area.isEmpty else { return result }
        for y in area.minY..<area.maxY {
            let rowA = (y - originY) * width - originX, rowB = (y - other.originY) * other.width - other.originX
            let rowR = (y - area.y) * area.width - area.x
            for x in area.minX..<area.maxX {
                result.coverage[rowR + x] = UInt8(PixelMath.mul255(UInt32(coverage[rowA + x]), UInt32(other.coverage[rowB + x])))
            }
        }
        return result
    }
}
