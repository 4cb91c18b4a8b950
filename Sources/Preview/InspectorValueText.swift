import Animation
import Geometry
import Layers
import Raster

/// A property value as the inspector lists it: short and fixed in form, numbers to at most
/// two decimals, so a column of them reads at a glance and only what changes moves.
enum InspectorValueText {
    static func text(_ value: PropertyValue) -> String {
        switch value {
        case .number(let n): return number(n)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s), .name(let s): return "\"" + String(s.prefix(24)) + (s.count > 24 ? "…\"" : "\"")
        case .point(let p): return "(\(number(p.x)), \(number(p.y)))"
        case .size(let s): return "(\(number(s.width)), \(number(s.height)))"
        case .rect(let r): return "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
        case .color(let c): return c.map(color) ?? "nil"
        case .transform(let t): return transform(t)
        case .affineTransform(let t): return transform(Transform3D(affine: t))
        case .path(let p): return p.map { "path, \($0.elements.count) elements" } ?? "nil"
        case .numbers(let n): return n.map { "[" + $0.prefix(4).map(number).joined(separator: ", ") + ($0.count > 4 ? ", …]" : "]") } ?? "nil"
        case .colors(let c): return c.map { "\($0.count) colours" } ?? "nil"
        case .image(let i): return i.map { $0.name } ?? "nil"
        case .font(let f): return f.map { $0.description } ?? "nil"
        case .names(let n): return "[" + n.joined(separator: ", ") + "]"
        }
    }

    /// At most two decimals, without trailing zeros: 0.5, 12, -3.14.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return n.isNaN ? "nan" : (n > 0 ? "inf" : "-inf") }
        let hundredths = (n * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "\(n)" }
        let whole = Int64(hundredths) / 100, fraction = abs(Int64(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return sign + "\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return sign + "\(whole).\(digits)"
    }

    /// "#RRGGBB" with the alpha after it when not opaque.
    static func color(_ c: Color) -> String {
        func hex(_ v: Double) -> String {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte / 16], digits[byte % 16]])
        }
        let rgb = "#" + hex(c.red) + hex(c.green) + hex(c.blue)
        return c.alpha >= 1 ? rgb : rgb + " α" + number(c.alpha)
    }

    /// "identity", or what the transform does: its translation, scale, rotation about z (in
    /// degrees) and perspective, each only when present.
    static func transform(_ t: Transform3D) -> String {
        guard !t.isIdentity else { return "identity" }
        guard let d = DecomposedTransform(t) else { return "singular" }
        var parts: [String] = []
        if d.translationX != 0 || d.translationY != 0 || d.translationZ != 0 {
            parts.append("t(\(number(d.translationX)), \(number(d.translationY))" + (d.translationZ != 0 ? ", \(number(d.translationZ)))" : ")"))
        }
        if d.scaleX != 1 || d.scaleY != 1 { parts.append("s(\(number(d.scaleX)), \(number(d.scaleY)))") }
        let degrees = { (radians: Double) in number(radians * 180 / Double.pi) + "°" }
        if abs(d.rotationX) > 1e-9 { parts.append("rx " + degrees(d.rotationX)) }
        if abs(d.rotationY) > 1e-9 { parts.append("ry " + degrees(d.rotationY)) }
        if abs(d.rotationZ) > 1e-9 { parts.append("rz " + degrees(d.rotationZ)) }
        if t.m34 != 0 { parts.append("m34 " + number(t.m34)) }
        return parts.isEmpty ? "≈ identity" : parts.joined(separator: " ")
    }
}
