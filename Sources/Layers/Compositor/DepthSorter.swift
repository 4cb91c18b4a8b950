/// A plane n·p = d in a rendering context's depth space, n of unit length.
struct DepthPlane {
    let normal: SIMD3<Double>
    let d: Double

    /// The plane of `points` (Newell's normal through their centroid), nil when they span no
    /// area or are not finite.
    init?(_ points: [SIMD3<Double>]) {
        guard points.count >= 3 else { return nil }
        var n = SIMD3<Double>.zero
        var centroid = SIMD3<Double>.zero
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            n += SIMD3((a.y - b.y) * (a.z + b.z), (a.z - b.z) * (a.x + b.x), (a.x - b.x) * (a.y + b.y))
            centroid += a
        }
        let length = (n * n).sum().squareRoot()
        guard length > 1e-12, length.isFinite else { return nil }
        normal = n / length
        d = (normal * centroid).sum() / Double(points.count)
    }

    func distance(_ p: SIMD3<Double>) -> Double { (normal * p).sum() - d }
}

/// One convex planar piece of an item being depth sorted, with the cuts that made it.
struct DepthFragment {
    var points: [SIMD3<Double>]
    /// The item (its index in the input) the piece belongs to.
    let item: Int
    /// The splitting planes (indices into `DepthSorter.planes`) this piece was cut by, and the
    /// side of each it lies on (+1 where the plane's distance is positive).
    var cuts: [(plane: Int, side: Double)] = []
}

/// Orders convex planar polygons back to front for a viewer at z = +∞ looking down −z, with
/// a BSP tree (the classic autopartition: each node splits by the plane of its first
/// polygon; polygons crossing it are cut in two). Polygons in one plane keep their input
/// order, later ones in front. Splitting stops at `maxFragments` pieces; past that a crossing
/// polygon goes whole to the side its centroid is on, so cost stays bounded (the order may
/// then be wrong where it crosses).
struct DepthSorter {
    /// The planes fragments were cut by.
    private(set) var planes: [DepthPlane] = []
    let maxFragments: Int
    /// How far from a plane a point may be and still count as on it.
    private let tolerance: Double
    private var fragmentCount: Int

    /// The pieces of `polygons` (each convex, planar, finite; in tree order) back to front.
    static func sorted(_ polygons: [[SIMD3<Double>]], maxFragments: Int) -> (fragments: [DepthFragment], planes: [DepthPlane]) {
        let extent = polygons.joined().reduce(1.0) { max($0, abs($1.x), abs($1.y), abs($1.z)) }
        var sorter = DepthSorter(maxFragments: max(maxFragments, polygons.count), tolerance: extent * 1e-9,
                                 fragmentCount: polygons.count)
        var out: [DepthFragment] = []
        sorter.emit(polygons.enumerated().map { DepthFragment(points: $1, item: $0) }, into: &out)
        return (out, sorter.planes)
    }

    private init(maxFragments: Int, tolerance: Double, fragmentCount: Int) {
        self.maxFragments = maxFragments
        self.tolerance = tolerance
        self.fragmentCount = fragmentCount
    }

    /// Appends `fragments` to `out` back to front.
    private mutating func emit(_ fragments: [DepthFragment], into out: inout [DepthFragment]) {
        guard !fragments.isEmpty else { return }
        guard let splitterIndex = fragments.firstIndex(where: { DepthPlane($0.points) != nil }),
              let plane = DepthPlane(fragments[splitterIndex].points) else {
            // Nothing here spans a plane (edge-on to nothing, degenerate): keep tree order.
            return out += fragments.sorted { $0.item < $1.item }
        }
        let planeIndex = planes.count
        planes.append(plane)
        var front: [DepthFragment] = [], back: [DepthFragment] = [], on: [DepthFragment] = []
        for (index, fragment) in fragments.enumerated() {
            if index == splitterIndex { on.append(fragment); continue }
            let distances = fragment.points.map(plane.distance)
            let above = distances.contains { $0 > tolerance }, below = distances.contains { $0 < -tolerance }
            switch (above, below) {
            case (false, false): on.append(fragment)
            case (true, false): front.append(fragment)
            case (false, true): back.append(fragment)
            case (true, true):
                if fragmentCount < maxFragments, let (f, b) = split(fragment, distances, planeIndex) {
                    fragmentCount += 1
                    front.append(f); back.append(b)
                } else {
                    // Out of budget: the whole polygon goes where most of it is.
                    (distances.reduce(0, +) >= 0 ? { front.append(fragment) } : { back.append(fragment) })()
                }
            }
        }
        // The side away from the viewer first; in the plane, tree order (stable).
        on.sort { $0.item < $1.item }
        if plane.normal.z >= 0 {
            emit(back, into: &out); out += on; emit(front, into: &out)
        } else {
            emit(front, into: &out); out += on; emit(back, into: &out)
        }
    }

    /// The parts of `fragment` on the positive and negative side of plane `planeIndex`
    /// (`distances` are its points'), nil when one part would have no area.
    private func split(_ fragment: DepthFragment, _ distances: [Double], _ planeIndex: Int) -> (DepthFragment, DepthFragment)? {
        var front: [SIMD3<Double>] = [], back: [SIMD3<Double>] = []
        let points = fragment.points, n = points.count
        for i in 0..<n {
            let j = (i + 1) % n
            let a = points[i], da = distances[i], db = distances[j]
            if da >= -tolerance { front.append(a) }
            if da <= tolerance { back.append(a) }
            if (da > tolerance && db < -tolerance) || (da < -tolerance && db > tolerance) {
                let p = a + (points[j] - a) * (da / (da - db))
                front.append(p); back.append(p)
            }
        }
        guard front.count >= 3, back.count >= 3 else { return nil }
        var f = DepthFragment(points: front, item: fragment.item, cuts: fragment.cuts)
        var b = DepthFragment(points: back, item: fragment.item, cuts: fragment.cuts)
        f.cuts.append((planeIndex, 1)); b.cuts.append((planeIndex, -1))
        return (f, b)
    }
}
