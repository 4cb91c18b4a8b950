import Geometry
import Layers

/// A struct-like value (point, rect, colour, transform, path, image, font) as Lua holds it.
/// Lua gets a fresh box for every read, so values are copied as Swift structs are. A box
/// read from a property remembers how to write itself back, so `layer.position.x = 10`
/// and `layer.bounds.size.width = 80` change the layer; but only when the change is made
/// where the value was read, in the same expression: `local f = view.bounds` on one line and
/// `f.size.width = 10` on the next changes the copy `f`, not the view, as in Swift.
final class ValueBox {
    /// Stores a changed value where a box was read from (a property, or a field of another
    /// box), told where the change is made.
    typealias WriteBack = (PropertyValue, ScriptSite?) throws(ScriptFailure) -> Void

    private(set) var value: PropertyValue
    /// Where this value was read from, or nil for a free-standing value.
    let writeBack: WriteBack?
    /// Where the script read it.
    let readSite: ScriptSite?

    init(_ value: PropertyValue, writeBack: WriteBack? = nil, readSite: ScriptSite? = nil) {
        self.value = value
        self.writeBack = writeBack
        self.readSite = readSite
    }

    /// The path the box holds, edited in place by `edit` while the box lets go of it, so an
    /// edit adding one element does not copy every element before (a path built a point at a
    /// time would take quadratic time); then stored as `update` stores a value. A failed edit
    /// leaves the path as far as it got. Nil when the box holds no path.
    func editPath(at site: ScriptSite?, _ edit: (inout Path) throws(ScriptFailure) -> Void) throws(ScriptFailure) -> Path? {
        guard case .path(var path?) = value else { return nil }
        value = .path(nil)
        defer { if case .path(nil) = value { value = .path(path) } }
        try edit(&path)
        try update(.path(path), at: site)
        return path
    }

    /// The path the box holds, which it lets go of (holding none after); nil when it holds none.
    func takePath() -> Path? {
        guard case .path(let path?) = value else { return nil }
        value = .path(nil)
        return path
    }

    /// Replaces the value, changed by the script at `site`. Changed where it was read, the
    /// value is written through to its owner first (which may refuse it); elsewhere the box
    /// is a copy of its own.
    func update(_ newValue: PropertyValue, at site: ScriptSite?) throws(ScriptFailure) {
        if let writeBack, site == readSite { try writeBack(newValue, site) }
        value = newValue
    }

    /// The Lua type name of the box's kind of value ("Rect", "Color"…), also its metatable.
    var typeName: String { ValueBox.typeName(of: value) }

    static func typeName(of value: PropertyValue) -> String {
        switch value {
        case .point: return "Point"
        case .size: return "Size"
        case .rect: return "Rect"
        case .color: return "Color"
        case .transform: return "Transform3D"
        case .affineTransform: return "AffineTransform"
        case .path: return "Path"
        case .image: return "Image"
        case .font: return "Font"
        default: return "Value"
        }
    }

    /// Every kind of value a box holds, by type name.
    static let typeNames = ["Point", "Size", "Rect", "Color", "Transform3D", "AffineTransform", "Path", "Image", "Font"]
}
