import Geometry

/// Shades a CGGradient drawn by `GraphicsContext.drawLinearGradient` or
/// `drawRadialGradient`: each pixel centre is taken back to user space and given a gradient
/// parameter t; pixels whose t falls before 0 or after 1 take the end colour when that side
/// is extended, and are left unpainted (coverage 0) otherwise.
struct ContextGradientShader: CompositeShader {
    enum Shape {
        /// t is the projection onto start → end: t = (p − s)·(e − s) / |e − s|².
        case linear(start: Point, end: Point)
        /// PDF type 3 (radial) shading between two circles.
        case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    }

    let shape: Shape
    let deviceToUser: AffineTransform
    let table: [UInt32]
    let extendsStart: Bool, extendsEnd: Bool

    /// Nil when the stops give no colour or the CTM cannot be inverted.
    init?(_ shape: Shape, stops: [GradientStop], userToDevice: AffineTransform, options: GradientDrawingOptions) {
        let det = userToDevice.a * userToDevice.d - userToDevice.b * userToDevice.c
        guard det != 0, det.isFinite, userToDevice.isFinite,
              let table = GradientShader.table(stops, premultiplied: false) else { return nil }
        self.shape = shape
        self.table = table
        deviceToUser = userToDevice.inverted()
        extendsStart = options.contains(.drawsBeforeStartLocation)
        extendsEnd = options.contains(.drawsAfterEndLocation)
    }

    func shade(x: Int, y: Int, count: Int, colors: UnsafeMutablePointer<UInt32>, coverage: UnsafeMutablePointer<UInt8>) {
        let last = Double(GradientShader.tableSize - 1)
        let cy = Double(y) + 0.5
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                let p = deviceToUser.apply(Point(x: Double(x + i) + 0.5, y: cy))
                guard let t = parameter(at: p) else {
                    colors[i] = 0
                    coverage[i] = 0
                    continue
                }
                colors[i] = lut[Int(min(max(t, 0), 1) * last + 0.5)]
            }
        }
    }

    /// The gradient parameter at user-space point `p`, nil where nothing is painted.
    func parameter(at p: Point) -> Double? {
        switch shape {
        case .linear(let s, let e):
            let d = e - s, lengthSquared = d.dot(d)
            guard lengthSquared > 0, lengthSquared.isFinite else { return nil }
            return admitted((p - s).dot(d) / lengthSquared)
        case .radial(let c0, let r0, let c1, let r1):
            return radialParameter(p, c0, r0, c1, r1)
        }
    }

    /// `t` if it lies in 0…1 or on an extended side, else nil.
    private func admitted(_ t: Double) -> Double? {
        guard t.isFinite else { return nil }
        if t < 0 { return extendsStart ? t : nil }
        if t > 1 { return extendsEnd ? t : nil }
        return t
    }

    /// PDF 1.7 (ISO 32000-1) §8.7.4.5.4, type 3 shading: the circles c(t) = c0 + t·(c1 − c0)
    /// with radius r(t) = r0 + t·(r1 − r0); a point takes the largest admitted t whose circle
    /// passes through it with r(t) ≥ 0. |p − c(t)| = r(t) is the quadratic
    /// a·t² − 2b·t + c = 0 with a = |Δc|² − Δr², b = (p − c0)·Δc + r0·Δr, c = |p − c0|² − r0².
    private func radialParameter(_ p: Point, _ c0: Point, _ r0: Double, _ c1: Point, _ r1: Double) -> Double? {
        let dc = c1 - c0, pd = p - c0, dr = r1 - r0
        let a = dc.dot(dc) - dr * dr
        let b = pd.dot(dc) + r0 * dr
        let c = pd.dot(pd) - r0 * r0
        var roots: [Double] = []
        if abs(a) < 1e-12 * max(dc.dot(dc) + dr * dr, 1e-300) {
            // The circles' edges are parallel lines of the cone: one root.
            guard b != 0 else { return nil }
            roots = [c / (2 * b)]
        } else {
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            roots = [max(t1, t2), min(t1, t2)]
        }
        for t in roots where r0 + t * dr >= 0 {
            if let admitted = admitted(t) { return admitted }
        }
        return nil
    }
}
