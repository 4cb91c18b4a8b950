#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The magic number for a quarter circle as one cubic: 4/3 · tan(π/8).
private let quarterCircleKappa = 0.5522847498307936

extension Path {
    /// UIBezierPath(rect:): starts at the top-left corner and runs clockwise on screen.
    public static func rect(_ r: Rect) -> Path {
        let s = r.standardized
        var p = Path()
        p.move(to: Point(x: s.minX, y: s.minY))
        p.addLine(to: Point(x: s.maxX, y: s.minY))
        p.addLine(to: Point(x: s.maxX, y: s.maxY))
        p.addLine(to: Point(x: s.minX, y: s.maxY))
        p.close()
        return p
    }

    /// UIBezierPath(ovalIn:): starts at the rightmost point and runs clockwise on screen.
    public static func oval(in r: Rect) -> Path {
        let s = r.standardized
        let cx = s.midX, cy = s.midY, rx = s.width / 2, ry = s.height / 2
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        p.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        p.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        p.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        p.close()
        return p
    }

    /// The radii of a rounded rectangle's four corners.
    public struct CornerRadii: Hashable, Sendable {
        public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
        public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
            self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
        }
        public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
        public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
    }

    /// UIBezierPath(roundedRect:cornerRadius:): circular corners, the radius clamped to half
    /// the shorter side, starting on the top edge and running clockwise on screen.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        roundedRect(r, radii: CornerRadii(all: cornerRadius))
    }

    /// A rectangle whose corners each have their own radius (CALayer.maskedCorners picks some).
    public static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        let s = r.standardized
        let limit = min(s.width, s.height) / 2
        func clamp(_ v: Double) -> Double { v.isFinite ? max(0, min(v, limit)) : 0 }
        let tl = clamp(radii.topLeft), tr = clamp(radii.topRight)
        let br = clamp(radii.bottomRight), bl = clamp(radii.bottomLeft)
        if tl == 0, tr == 0, br == 0, bl == 0 { return rect(s) }
        var p = Path()
        p.move(to: Point(x: s.minX + tl, y: s.minY))
        p.addLine(to: Point(x: s.maxX - tr, y: s.minY))
        if tr > 0 { p.addArc(center: Point(x: s.maxX - tr, y: s.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        p.addLine(to: Point(x: s.maxX, y: s.maxY - br))
        if br > 0 { p.addArc(center: Point(x: s.maxX - br, y: s.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        p.addLine(to: Point(x: s.minX + bl, y: s.maxY))
        if bl > 0 { p.addArc(center: Point(x: s.minX + bl, y: s.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        p.addLine(to: Point(x: s.minX, y: s.minY + tl))
        if tl > 0 { p.addArc(center: Point(x: s.minX + tl, y: s.minY + tl), radius: tl, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true) }
        p.close()
        return p
    }

    /// A corner of a rectangle (UIRectCorner's members); min y is the top, as on iOS.
    public enum Corner: Hashable, Sendable, CaseIterable {
        case topLeft, topRight, bottomRight, bottomLeft
    }

    /// UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:): the chosen corners rounded
    /// with circles of radius `cornerRadii.width`, clamped as in `roundedRect(_:cornerRadius:)`.
    /// Apple calls `cornerRadii` "the radius of each corner oval" but UIKit is widely reported to
    /// use only its width (the height is ignored); that is followed here and not verified.
    public static func roundedRect(_ r: Rect, byRoundingCorners corners: Set<Corner>, cornerRadii: Size) -> Path {
        func radius(_ corner: Corner) -> Double { corners.contains(corner) ? cornerRadii.width : 0 }
        return roundedRect(r, radii: CornerRadii(topLeft: radius(.topLeft), topRight: radius(.topRight),
                                                 bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft)))
    }

    /// UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:). Angles are in
    /// radians from the +x axis; `clockwise` (on a y-down screen) means increasing angles.
    /// A line joins the current point to the arc's start; with no current point the arc starts
    /// a subpath. A sweep of 2π or more draws a full circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.isFinite else { return }
        let r = abs(radius)
        let start = Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if let current = currentPoint {
            // Core Graphics adds no line when the arc starts where the path already is.
            if current.distance(to: start) > 1e-9 * max(1, r) { addLine(to: start) }
        } else {
            move(to: start)
        }
        var sweep = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        if abs(sweep) >= fullTurn {
            sweep = clockwise ? fullTurn : -fullTurn
        } else if clockwise {
            if sweep < 0 { sweep += fullTurn }
        } else if sweep > 0 {
            sweep -= fullTurn
        }
        guard sweep != 0, r > 0 else { return }
        addArcCurves(center: center, radius: r, startAngle: startAngle, sweep: sweep)
    }

    /// Appends cubics for the arc round `center` from `startAngle` turning by `sweep` radians
    /// (positive is increasing angles), at most a quarter turn each. The current point must be
    /// the arc's start already.
    mutating func addArcCurves(center: Point, radius r: Double, startAngle: Double, sweep: Double) {
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            addCurve(to: center + p1 * r, control1: center + c1 * r, control2: center + c2 * r)
            a0 = a1
        }
    }

    /// UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:).
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return p
    }
}
