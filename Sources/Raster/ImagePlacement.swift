import Geometry

/// How an image's pixel space lands in a buffer under a CATransform3D-style matrix (row
/// vectors; z = 0 in, z dropped out): the cheapest exact description of the mapping.
enum ImagePlacement {
    /// Points closer to the viewer's plane than this (in w) are cut off.
    static let nearW = 1e-6

    /// A whole-pixel shift: a straight copy with blending.
    case translation(x: Int, y: Int)
    /// An affine map (the matrix divided by m44).
    case affine(AffineTransform)
    /// A true projection, with the image's outline already cut at w = `nearW` and projected.
    case perspective(Homography, outline: [Point])
    /// Nothing of the image is in front of the viewer, or the map is degenerate.
    case invisible

    init(width: Int, height: Int, transform t: Transform3D) {
        guard width > 0, height > 0, t.isFinite else { self = .invisible; return }
        if t.m14 == 0, t.m24 == 0 {
            guard t.m44 > ImagePlacement.nearW else { self = .invisible; return }
            let s = 1 / t.m44
            let a = AffineTransform(a: t.m11 * s, b: t.m12 * s, c: t.m21 * s, d: t.m22 * s, tx: t.m41 * s, ty: t.m42 * s)
            let det = a.a * a.d - a.b * a.c
            guard det != 0, det.isFinite, a.isFinite else { self = .invisible; return }
            if a.a == 1, a.b == 0, a.c == 0, a.d == 1, a.tx == a.tx.rounded(), a.ty == a.ty.rounded(),
               abs(a.tx) < 1e9, abs(a.ty) < 1e9 {
                self = .translation(x: Int(a.tx), y: Int(a.ty))
            } else {
                self = .affine(a)
            }
            return
        }
        guard let h = Homography(t) else { self = .invisible; return }
        let outline = h.visibleOutline(width: Double(width), height: Double(height), nearW: ImagePlacement.nearW)
        self = outline.count >= 3 ? .perspective(h, outline: outline) : .invisible
    }

    /// The image's outline in device space; empty when invisible.
    func outline(width: Int, height: Int) -> [Point] {
        let w = Double(width), h = Double(height)
        switch self {
        case .translation(let x, let y):
            let x0 = Double(x), y0 = Double(y)
            return [Point(x: x0, y: y0), Point(x: x0 + w, y: y0), Point(x: x0 + w, y: y0 + h), Point(x: x0, y: y0 + h)]
        case .affine(let a):
            return [a.apply(Point(x: 0, y: 0)), a.apply(Point(x: w, y: 0)), a.apply(Point(x: w, y: h)), a.apply(Point(x: 0, y: h))]
        case .perspective(_, let outline):
            return outline
        case .invisible:
            return []
        }
    }
}

/// The plane-to-plane projection a Transform3D makes of the z = 0 plane: image (u, v) goes
/// to (X, Y, W) = (m11·u + m21·v + m41, m12·u + m22·v + m42, m14·u + m24·v + m44), drawn at
/// (X/W, Y/W). Also holds the inverse, device (x, y) → image (u', v', w') with u = u'/w'.
struct Homography {
    /// Forward rows: X, Y, W as (coefficient of u, of v, constant).
    let forward: (Point3, Point3, Point3)
    /// Inverse rows: u', v', w' as (coefficient of x, of y, constant).
    let inverse: (Point3, Point3, Point3)

    struct Point3 {
        var x: Double, y: Double, z: Double
        @inline(__always) func dot(_ a: Double, _ b: Double) -> Double { x * a + y * b + z }
    }

    init?(_ t: Transform3D) {
        let r0 = Point3(x: t.m11, y: t.m21, z: t.m41)
        let r1 = Point3(x: t.m12, y: t.m22, z: t.m42)
        let r2 = Point3(x: t.m14, y: t.m24, z: t.m44)
        // The inverse of the 3×3 matrix with rows r0, r1, r2, by cofactors.
        let c00 = r1.y * r2.z - r1.z * r2.y, c01 = r1.z * r2.x - r1.x * r2.z, c02 = r1.x * r2.y - r1.y * r2.x
        let det = r0.x * c00 + r0.y * c01 + r0.z * c02
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        let i0 = Point3(x: c00 * s, y: (r0.z * r2.y - r0.y * r2.z) * s, z: (r0.y * r1.z - r0.z * r1.y) * s)
        let i1 = Point3(x: c01 * s, y: (r0.x * r2.z - r0.z * r2.x) * s, z: (r0.z * r1.x - r0.x * r1.z) * s)
        let i2 = Point3(x: c02 * s, y: (r0.y * r2.x - r0.x * r2.y) * s, z: (r0.x * r1.y - r0.y * r1.x) * s)
        guard [i0, i1, i2].allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else { return nil }
        forward = (r0, r1, r2)
        inverse = (i0, i1, i2)
    }

    /// The image rectangle's outline cut to the part with w ≥ `nearW`, projected to device space.
    func visibleOutline(width: Double, height: Double, nearW: Double) -> [Point] {
        let corners = [Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: width, y: height), Point(x: 0, y: height)]
        func w(_ p: Point) -> Double { forward.2.dot(p.x, p.y) }
        var kept: [Point] = []
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            let wp = w(p), wq = w(q)
            if wp >= nearW { kept.append(p) }
            if (wp >= nearW) != (wq >= nearW) {
                kept.append(p.lerp(to: q, (nearW - wp) / (wq - wp)))
            }
        }
        return kept.map { p in
            let wp = max(w(p), nearW)
            return Point(x: forward.0.dot(p.x, p.y) / wp, y: forward.1.dot(p.x, p.y) / wp)
        }
    }
}
