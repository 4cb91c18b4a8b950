import Geometry

extension AlphaMask {
    /// An aliased mask over `bounds` of the pixels whose centres lie inside every half-plane,
    /// each given by a point on its line and a normal pointing inside: full coverage inside,
    /// none outside. A centre exactly on a line counts as inside when the line is a left or
    /// top side (the top-left rule), so two masks made with the same point and opposite
    /// normals cover every pixel exactly once: cut pieces of one picture meet without a seam.
    public init(halfPlanes: [(point: Point, normal: Point)], bounds: IntRect) {
        self.init(bounds: bounds)
        guard width > 0, height > 0 else { return }
        let planes = halfPlanes.filter { $0.point.isFinite && $0.normal.isFinite && ($0.normal.x != 0 || $0.normal.y != 0) }
        for y in 0..<height {
            let cy = Double(originY + y) + 0.5
            for x in 0..<width {
                let cx = Double(originX + x) + 0.5
                var inside = true
                for (p, n) in planes {
                    let d = n.x * (cx - p.x) + n.y * (cy - p.y)
                    if d < 0 || (d == 0 && !(n.x > 0 || (n.x == 0 && n.y > 0))) { inside = false; break }
                }
                if inside { coverage[y * width + x] = 255 }
            }
        }
    }
}
