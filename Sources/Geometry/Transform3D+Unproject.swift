extension Transform3D {
    /// The point of the z = 0 plane that `project` maps to `p`: where the ray through `p`
    /// meets the transformed plane, which is how a pointer finds a point on a layer seen in
    /// perspective. Nil when the plane is seen edge-on (no single point) or the point lies
    /// behind the viewer (w ≤ 0).
    public func unproject(_ p: Point) -> Point? {
        // project: X = (x·m11 + y·m21 + m41) / (x·m14 + y·m24 + m44), and likewise Y with
        // m12, m22, m42. Multiplying out gives two linear equations in x and y.
        let a = m11 - p.x * m14, b = m21 - p.x * m24, e = p.x * m44 - m41
        let c = m12 - p.y * m14, d = m22 - p.y * m24, f = p.y * m44 - m42
        let det = a * d - b * c
        // Edge-on, the two equations are parallel; rounding (cos π/2 ≠ 0) leaves a determinant
        // that is tiny next to the coefficients rather than exactly zero.
        let scale = max(abs(a), abs(b), abs(c), abs(d))
        guard det.isFinite, abs(det) > 1e-12 * scale * scale else { return nil }
        let local = Point(x: (e * d - b * f) / det, y: (a * f - e * c) / det)
        guard local.x.isFinite, local.y.isFinite, apply(x: local.x, y: local.y).w > 0 else { return nil }
        return local
    }
}
