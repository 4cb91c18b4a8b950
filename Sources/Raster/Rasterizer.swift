import Geometry

/// Scan conversion with exact area coverage: outlines become straight edges clipped to
/// `clip`, and each row accumulates, per pixel, the signed area to the right of every edge
/// (the approach of FreeType's and stb_truetype's anti-aliasing). A prefix sum along the row
/// then gives each pixel's covered area times the winding number.
///
/// Robustness: subpaths with a non-finite point are dropped; coordinates are clamped to
/// ±`coordinateLimit`; curves wholly outside the clip become straight lines (which changes no
/// winding inside it), and every curve is cut into at most 4096 pieces.
struct Rasterizer {
    /// A straight edge, top to bottom. `x` is relative to the clip's left side.
    struct Edge {
        var x0: Double, y0: Double, y1: Double, dxdy: Double
        /// +1 when the outline ran downwards here, −1 when upwards.
        var winding: Double
    }

    static let coordinateLimit = 1e12
    /// How far (in device pixels) flattened curves may stray from the true ones. Chords fall
    /// inside convex curves, so this is also about how much a curved edge shrinks.
    static let tolerance = 0.1

    /// The device pixels coverage is wanted for.
    let clip: IntRect
    private(set) var edges: [Edge] = []
    /// An image quad with aliased sides (`addOutline`), rendered instead of `edges`.
    var aliasedPolygon: AliasedPolygon?
    private var scratch: [Point] = []

    init(clip: IntRect) { self.clip = clip }

    // MARK: Adding outlines

    /// Adds every subpath of `path`, mapped through `transform` into device space and closed,
    /// flattened to within `tolerance` device pixels.
    mutating func addPath(_ path: Path, transform: AffineTransform, tolerance: Double = Rasterizer.tolerance) {
        guard !clip.isEmpty else { return }
        var start = Point.zero, current = Point.zero
        var mark = edges.count
        var open = false, bad = false

        func device(_ p: Point) -> Point {
            let q = transform.apply(p)
            guard q.isFinite else { return q }
            let m = Rasterizer.coordinateLimit
            return Point(x: min(max(q.x, -m), m), y: min(max(q.y, -m), m))
        }
        func finishSubpath() {
            if open, !bad { addLine(current, start) }
            if bad { edges.removeSubrange(mark...) }
            mark = edges.count
            open = false; bad = false
        }
        /// Starts a subpath at `start` if none is open (a segment after a close does this).
        func begin() {
            if !open { open = true; bad = !start.isFinite; current = start }
        }
        func accept(_ points: Point...) -> Bool {
            if !points.allSatisfy(\.isFinite) { bad = true }
            return !bad
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finishSubpath()
                start = device(p); current = start
                open = true; bad = !start.isFinite
            case .line(let p):
                begin()
                let q = device(p)
                if accept(q) { addLine(current, q) }
                current = q
            case .quad(let c, let p):
                begin()
                let dc = device(c), q = device(p)
                if accept(dc, q) { addQuad(current, dc, q, tolerance: tolerance) }
                current = q
            case .cubic(let c1, let c2, let p):
                begin()
                let d1 = device(c1), d2 = device(c2), q = device(p)
                if accept(d1, d2, q) { addCubic(current, d1, d2, q, tolerance: tolerance) }
                current = q
            case .close:
                begin()
                finishSubpath()
                current = start
            }
        }
        finishSubpath()
    }

    /// Adds the closed polygon through `points` (device space); dropped if a point is not finite.
    mutating func addPolygon(_ points: [Point]) {
        guard let last = points.last, !clip.isEmpty, points.allSatisfy(\.isFinite) else { return }
        let m = Rasterizer.coordinateLimit
        func clamped(_ p: Point) -> Point { Point(x: min(max(p.x, -m), m), y: min(max(p.y, -m), m)) }
        var previous = clamped(last)
        for p in points {
            let q = clamped(p)
            addLine(previous, q)
            previous = q
        }
    }

    private mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) {
        if isOutside([p0, p1, p2]) { return addLine(p0, p2) }
        scratch.removeAll(keepingCapacity: true)
        Path.flattenQuad(from: p0, control: p1, to: p2, tolerance: tolerance, into: &scratch)
        addChain(from: p0)
    }

    private mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) {
        if isOutside([p0, p1, p2, p3]) { return addLine(p0, p3) }
        scratch.removeAll(keepingCapacity: true)
        Path.flattenCubic(from: p0, control1: p1, control2: p2, to: p3, tolerance: tolerance, into: &scratch)
        addChain(from: p0)
    }

    private mutating func addChain(from start: Point) {
        var previous = start
        for i in scratch.indices {
            let p = scratch[i]
            addLine(previous, p)
            previous = p
        }
    }

    /// True when the points' bounding box lies wholly above, below, left or right of the clip:
    /// a curve there crosses each row inside the clip as its chord does.
    private func isOutside(_ points: [Point]) -> Bool {
        let box = Rect.bounding(points)
        return box.maxY <= Double(clip.minY) || box.minY >= Double(clip.maxY)
            || box.maxX <= Double(clip.minX) || box.minX >= Double(clip.maxX)
    }

    /// Adds the edge from `a` to `b` (device space, finite), clipped to the clip's rows. Parts
    /// left of the clip become vertical edges on its left side, which keeps their winding;
    /// parts right of it are dropped, since they cover nothing inside.
    mutating func addLine(_ a: Point, _ b: Point) {
        guard a.y != b.y else { return }
        let winding: Double = a.y < b.y ? 1 : -1
        let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        let minY = Double(clip.minY), maxY = Double(clip.maxY)
        guard bottom.y > minY, top.y < maxY else { return }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let y0 = max(top.y, minY), y1 = min(bottom.y, maxY)
        let left = Double(clip.minX), width = Double(clip.width)
        let x0 = top.x + (y0 - top.y) * dxdy - left
        let x1 = top.x + (y1 - top.y) * dxdy - left

        if x0 <= 0, x1 <= 0 { return edges.append(Edge(x0: 0, y0: y0, y1: y1, dxdy: 0, winding: winding)) }
        if x0 >= width, x1 >= width { return }
        // Cut where the edge crosses the clip's left and right sides.
        var cuts = [y0]
        for side in [0, width] where (x0 - side) * (x1 - side) < 0 {
            cuts.append(y0 + (side - x0) / dxdy)
        }
        cuts.append(y1)
        if cuts.count == 4, cuts[1] > cuts[2] { cuts.swapAt(1, 2) }
        for i in 0..<(cuts.count - 1) {
            let ya = cuts[i], yb = cuts[i + 1]
            guard yb > ya else { continue }
            let xa = x0 + (ya - y0) * dxdy, xm = x0 + ((ya + yb) / 2 - y0) * dxdy
            if xm < 0 {
                edges.append(Edge(x0: 0, y0: ya, y1: yb, dxdy: 0, winding: winding))
            } else if xm <= width {
                edges.append(Edge(x0: min(max(xa, 0), width), y0: ya, y1: yb, dxdy: dxdy, winding: winding))
            }
        }
    }
}
