import Geometry
import Layers

/// How values print in Lua (`print(layer.frame)` → `Rect(0, 0, 80, 80)`), in the
/// constructor forms scenes write.
enum ValueDescription {
    static func describe(_ value: PropertyValue) -> String {
        switch value {
        case .point(let p): return "Point(\(n(p.x)), \(n(p.y)))"
        case .size(let s): return "Size(\(n(s.width)), \(n(s.height)))"
        case .rect(let r): return "Rect(\(n(r.origin.x)), \(n(r.origin.y)), \(n(r.size.width)), \(n(r.size.height)))"
        case .color(let c?): return "Color(\(n(c.red)), \(n(c.green)), \(n(c.blue)), \(n(c.alpha)))"
        case .transform(let t): return "CATransform3D(" + t.fields.map(n).joined(separator: ", ") + ")"
        case .affineTransform(let t):
            return "CGAffineTransform(\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty)))"
        case .path(let p?): return "Path(\(p.elements.count) elements)"
        case .image(let i?): return "Image('\(i.name)', \(n(i.pointSize.width))x\(n(i.pointSize.height)))"
        case .font(let f?): return f.description
        default: return "nil"
        }
    }

    /// A number as Lua's `%.14g` would show it: whole numbers without ".0".
    static func n(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
