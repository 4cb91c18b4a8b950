import Geometry

extension AlphaMask {
    /// A mask of the pixel rectangle `bounds` with `path` (under `transform`) filled with
    /// anti-aliased coverage: how rounded-rectangle clipping is done.
    public init(path: Path, transform: AffineTransform, rule: FillRule, bounds: IntRect) {
        var rasterizer = Rasterizer(clip: bounds)
        rasterizer.addPath(path, transform: transform)
        self.init(rasterizer, rule: rule)
    }

    /// The coverage of the closed polygon through `points` (device space) over `bounds`.
    init(polygon points: [Point], bounds: IntRect) {
        var rasterizer = Rasterizer(clip: bounds)
        rasterizer.addPolygon(points)
        self.init(rasterizer, rule: .nonZero)
    }

    /// What the rasterizer covers, over its clip.
    private init(_ rasterizer: Rasterizer, rule: FillRule) {
        self.init(bounds: rasterizer.clip)
        guard !coverage.isEmpty else { return }
        let bounds = rasterizer.clip
        coverage.withUnsafeMutableBufferPointer { buffer in
            var sink = MaskWriter(coverage: buffer.baseAddress!, bounds: bounds)
            rasterizer.render(rule: rule, into: &sink)
        }
    }
}

/// Writes coverage runs into a mask's storage.
private struct MaskWriter: CoverageSink {
    let coverage: UnsafeMutablePointer<UInt8>
    let bounds: IntRect

    mutating func blend(y: Int, x: Int, count: Int, coverage runCoverage: UnsafePointer<UInt8>) {
        let start = coverage + (y - bounds.y) * bounds.width + (x - bounds.x)
        start.update(from: runCoverage, count: count)
    }
}
