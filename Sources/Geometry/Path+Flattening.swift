/// The most segments one curve is cut into: bounds the work for absurdly large curves.
private let maxSegmentsPerCurve = 4096

extension Path {
    /// Polylines approximating the path within `tolerance` (in the path's units), one per
    /// subpath that draws anything (a lone move is skipped; a move followed by a close gives a
    /// one-point closed polyline). A segment after a close starts a new subpath at the closed
    /// subpath's start, as in Core Graphics. A tolerance that is not a positive number means 0.25.
    public func flattened(tolerance: Double = 0.25) -> [Polyline] {
        let tol = Path.sanitizedTolerance(tolerance)
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        var hasSegment = false

        func finish(closed: Bool) {
            if hasSegment, !points.isEmpty { result.append(Polyline(points: points, isClosed: closed)) }
            points.removeAll(keepingCapacity: true)
            hasSegment = false
        }
        func beginIfNeeded() {
            if points.isEmpty { points.append(start) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                points.append(p)
            case .line(let p):
                beginIfNeeded()
                points.append(p)
                hasSegment = true
            case .quad(let c, let p):
                beginIfNeeded()
                Path.flattenQuad(from: points[points.count - 1], control: c, to: p, tolerance: tol, into: &points)
                hasSegment = true
            case .cubic(let c1, let c2, let p):
                beginIfNeeded()
                Path.flattenCubic(from: points[points.count - 1], control1: c1, control2: c2, to: p,
                                  tolerance: tol, into: &points)
                hasSegment = true
            case .close:
                beginIfNeeded()
                hasSegment = true
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Appends points approximating the quadratic Bézier from `p0` (not appended) to `p2`
    /// (appended last), every chord within `tolerance` of the curve.
    public static func flattenQuad(from p0: Point, control p1: Point, to p2: Point, tolerance: Double,
                                   into points: inout [Point]) {
        // |B''| = 2|p0 − 2p1 + p2|, and a chord of parameter step h strays at most h²/8 · max|B''|.
        let dd = (p0 - p1 * 2 + p2).length
        let n = segmentCount(errorScale: dd / 4, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), mt = 1 - t
            points.append(p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t))
        }
        points.append(p2)
    }

    /// Appends points approximating the cubic Bézier from `p0` (not appended) to `p3`
    /// (appended last), every chord within `tolerance` of the curve.
    public static func flattenCubic(from p0: Point, control1 p1: Point, control2 p2: Point, to p3: Point,
                                    tolerance: Double, into points: inout [Point]) {
        // |B''| ≤ 6 · max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|); a chord strays at most h²/8 · max|B''|.
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = segmentCount(errorScale: dd * 0.75, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            points.append(p0 * a + p1 * b + p2 * c + p3 * d)
        }
        points.append(p3)
    }

    /// The number of uniform parameter steps n with `errorScale / n² ≤ tolerance`, at least 1.
    static func segmentCount(errorScale: Double, tolerance: Double) -> Int {
        let n = (errorScale / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return n >= Double(maxSegmentsPerCurve) ? maxSegmentsPerCurve : Int(n)
    }

    /// `tolerance` when it is a usable positive number, else the default 0.25.
    static func sanitizedTolerance(_ tolerance: Double) -> Double {
        tolerance.isFinite && tolerance > 1e-9 ? tolerance : 0.25
    }
}
