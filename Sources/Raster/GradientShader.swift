#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Shades a `Gradient`: each pixel centre is mapped from device space to a gradient position
/// t in 0…1 (clamped: padded beyond the ends), and t picks a colour from a table.
struct GradientShader: SpanShader {
    static let tableSize = 1024

    let kind: GradientKind
    /// Device space to gradient space: for axial, x is t; for radial, (x, y) is the offset
    /// from the centre in units of the radii; for conic, the offset from the centre turned so
    /// that angle 0 points towards the end point.
    let map: AffineTransform
    /// Premultiplied colours for t = i / (tableSize − 1).
    let table: [UInt32]

    /// Nil (nothing painted) when the gradient has no usable stops, the fill transform cannot be
    /// inverted, or a radial gradient has a zero radius.
    init?(_ gradient: Gradient, userToDevice fill: AffineTransform) {
        let userToDevice = gradient.transform.concatenating(fill)
        let det = userToDevice.a * userToDevice.d - userToDevice.b * userToDevice.c
        guard det != 0, det.isFinite, userToDevice.isFinite,
              gradient.start.isFinite, gradient.end.isFinite,
              let table = GradientShader.table(gradient.stops) else { return nil }
        let deviceToUser = userToDevice.inverted()
        let s = gradient.start, e = gradient.end
        kind = gradient.kind
        self.table = table
        switch gradient.kind {
        case .axial:
            let d = e - s, lengthSquared = d.dot(d)
            guard lengthSquared > 0 else {
                // A gradient of no length is its last colour everywhere.
                map = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 0)
                return
            }
            // t = (p − s)·d / |d|²
            let toT = AffineTransform(a: d.x / lengthSquared, b: 0, c: d.y / lengthSquared, d: 0,
                                      tx: -s.dot(d) / lengthSquared, ty: 0)
            map = deviceToUser.concatenating(toT)
        case .radial:
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            // A zero radius on either axis draws nothing (not even the last colour), as
            // Core Animation does; radii so small that 1/r overflows count as zero.
            guard rx > 0, ry > 0, (1 / rx).isFinite, (1 / ry).isFinite else { return nil }
            let toUnit = AffineTransform(a: 1 / rx, b: 0, c: 0, d: 1 / ry, tx: -s.x / rx, ty: -s.y / ry)
            map = deviceToUser.concatenating(toUnit)
        case .conic:
            let angle = atan2(e.y - s.y, e.x - s.x)
            let turn = AffineTransform(translationX: -s.x, y: -s.y).concatenating(AffineTransform(rotationAngle: -angle))
            map = deviceToUser.concatenating(turn)
        }
    }

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var gx = map.a * cx + map.c * cy + map.tx
        var gy = map.b * cx + map.d * cy + map.ty
        let dx = map.a, dy = map.b
        let last = Double(GradientShader.tableSize - 1)
        table.withUnsafeBufferPointer { table in
            let lut = table.baseAddress!
            for i in 0..<count {
                let t: Double
                switch kind {
                case .axial: t = gx
                case .radial: t = (gx * gx + gy * gy).squareRoot()
                case .conic:
                    let a = atan2(gy, gx) * (0.5 / Double.pi)
                    t = a < 0 ? a + 1 : a
                }
                let clamped = t > 0 ? min(t, 1) : 0  // NaN lands on 0
                colors[i] = lut[Int(clamped * last + 0.5)]
                gx += dx; gy += dy
            }
        }
    }

    /// The colour table for `stops`, or nil when none has a finite location. Colours mix in
    /// premultiplied space (CAGradientLayer), or with `premultiplied` false component by
    /// component, alpha included, and are premultiplied after (CGGradient: a gradient from
    /// clear, which is transparent black, to white is half-transparent grey half-way).
    static func table(_ stops: [GradientStop], premultiplied: Bool = true) -> [UInt32]? {
        // Stable sort by location: equal locations keep their order and make a hard edge.
        let sorted = stops.enumerated().filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        guard let first = sorted.first, let final = sorted.last else { return nil }
        let colors = sorted.map { PremultipliedColor($0.color) }
        var table = [UInt32](repeating: 0, count: tableSize)
        var segment = 0
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            let color: PremultipliedColor
            if t <= first.location {
                color = colors[0]
            } else if t >= final.location {
                color = colors[colors.count - 1]
            } else {
                while sorted[segment + 1].location <= t { segment += 1 }
                let l0 = sorted[segment].location, l1 = sorted[segment + 1].location
                let f = (t - l0) / (l1 - l0)
                if premultiplied {
                    color = colors[segment].mixed(with: colors[segment + 1], f)
                } else {
                    let a = sorted[segment].color, b = sorted[segment + 1].color
                    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
                    color = PremultipliedColor(Color(red: mix(a.red, b.red), green: mix(a.green, b.green),
                                                     blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha)))
                }
            }
            table[i] = color.packed
        }
        return table
    }
}
