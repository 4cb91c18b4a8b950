#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a layer's rounded corners curve (CALayerCornerCurve).
public enum CornerCurve: String, CaseIterable, Sendable {
    /// Quarter circles (the default).
    case circular
    /// The continuous curve UIBezierPath(roundedRect:cornerRadius:) draws (`continuousRoundedRect`).
    case continuous
}

extension Path {
    /// The outline CALayer gives its background, border and `masksToBounds` clip: `rect` with
    /// each corner rounded by its radius along `curve`, starting on the top edge and running
    /// clockwise on screen.
    ///
    /// Core Animation does not clamp the radius to half the size as UIBezierPath does: where
    /// two corners on one edge need more than the edge's length, their circles cross before
    /// reaching it and the outline comes to a point there, so a radius past half the height
    /// makes a lens-ended shape and past half a square's side a curved, four-pointed one, not
    /// a capsule or a circle. The shape here is the rectangle with, in each corner's square of
    /// the radius's side, only what lies inside that corner's circle: inferred from Apple's
    /// published renders, not measured against a device. Radii are first limited to the
    /// shorter side, where every corner's circle already reaches the middle of its edges.
    /// Continuous corners too large to fit (more than half the shorter side over 1.53) curve
    /// as circular ones.
    public static func layerOutline(_ rect: Rect, radii: CornerRadii, curve: CornerCurve = .circular) -> Path {
        let s = rect.standardized
        let side = min(s.width, s.height)
        func limited(_ r: Double) -> Double { r.isFinite ? max(0, min(r, side)) : 0 }
        let r = CornerRadii(topLeft: limited(radii.topLeft), topRight: limited(radii.topRight),
                            bottomRight: limited(radii.bottomRight), bottomLeft: limited(radii.bottomLeft))
        if r.isZero { return Path.rect(s) }
        let largest = max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft)
        if curve == .continuous, largest <= side / 2 / continuousCornerExtent {
            return continuousRoundedRect(s, radii: r)
        }
        let fits = r.topLeft + r.topRight <= s.width && r.bottomLeft + r.bottomRight <= s.width
            && r.topLeft + r.bottomLeft <= s.height && r.topRight + r.bottomRight <= s.height
        return fits ? roundedRect(s, radii: r) : crossingCorners(s, radii: r)
    }

    /// The outline when some corners' circles cross before their edge (`layerOutline`): each
    /// corner's quarter circle, cut where it meets its neighbour's circle (the crossing nearer
    /// the edge) or joined to it by the edge where they do not meet.
    private static func crossingCorners(_ s: Rect, radii: CornerRadii) -> Path {
        // Corners clockwise from the top left: centre, radius, and the angles (y down) their
        // quarter circle runs between.
        let corners: [(center: Point, radius: Double, from: Double, to: Double)] = [
            (Point(x: s.minX + radii.topLeft, y: s.minY + radii.topLeft), radii.topLeft, .pi, 1.5 * .pi),
            (Point(x: s.maxX - radii.topRight, y: s.minY + radii.topRight), radii.topRight, 1.5 * .pi, 2 * .pi),
            (Point(x: s.maxX - radii.bottomRight, y: s.maxY - radii.bottomRight), radii.bottomRight, 0, 0.5 * .pi),
            (Point(x: s.minX + radii.bottomLeft, y: s.maxY - radii.bottomLeft), radii.bottomLeft, 0.5 * .pi, .pi),
        ]
        // The edge after each corner, by the point of the rectangle outside it (to pick the
        // crossing nearer the edge): top, right, bottom, left.
        let outside = [Point(x: s.midX, y: s.minY - s.height), Point(x: s.maxX + s.width, y: s.midY),
                       Point(x: s.midX, y: s.maxY + s.height), Point(x: s.minX - s.width, y: s.midY)]
        let edgeLengths = [s.width, s.height, s.width, s.height]
        var starts = corners.map(\.from), ends = corners.map(\.to)
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            // Corners that fit along their edge are joined by it, even where their circles cross inside.
            guard a.radius > 0, b.radius > 0, a.radius + b.radius > edgeLengths[i],
                  let meet = circlesCrossing(a.center, a.radius, b.center, b.radius, nearer: outside[i]) else { continue }
            ends[i] = angle(of: meet, around: a.center, near: a.to)
            starts[(i + 1) % 4] = angle(of: meet, around: b.center, near: b.from)
        }
        var p = Path()
        for (i, c) in corners.enumerated() {
            let start = Point(x: c.center.x + c.radius * cos(starts[i]), y: c.center.y + c.radius * sin(starts[i]))
            if i == 0 { p.move(to: start) } else { p.addLine(to: start) }
            if c.radius > 0, ends[i] > starts[i] {
                p.addArc(center: c.center, radius: c.radius, startAngle: starts[i], endAngle: ends[i], clockwise: true)
            }
        }
        p.close()
        return p
    }

    /// The crossing of two circles nearer `point`, or nil when they do not cross.
    private static func circlesCrossing(_ c0: Point, _ r0: Double, _ c1: Point, _ r1: Double, nearer point: Point) -> Point? {
        let dx = c1.x - c0.x, dy = c1.y - c0.y
        let d = (dx * dx + dy * dy).squareRoot()
        guard d > 1e-12, d <= r0 + r1, d >= abs(r0 - r1) else { return nil }
        let along = (r0 * r0 - r1 * r1 + d * d) / (2 * d)
        let across = max(r0 * r0 - along * along, 0).squareRoot()
        let mx = c0.x + along * dx / d, my = c0.y + along * dy / d
        let p = Point(x: mx - across * dy / d, y: my + across * dx / d)
        let q = Point(x: mx + across * dy / d, y: my - across * dx / d)
        return p.distance(to: point) <= q.distance(to: point) ? p : q
    }

    /// The angle of `p` around `center`, taken within a turn of `reference`'s half-turn range.
    private static func angle(of p: Point, around center: Point, near reference: Double) -> Double {
        var a = atan2(p.y - center.y, p.x - center.x)
        while a < reference - .pi { a += 2 * .pi }
        while a > reference + .pi { a -= 2 * .pi }
        return a
    }
}
