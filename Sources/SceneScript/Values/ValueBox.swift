import Layers

/// A struct-like value (point, rect, colour, transform, path, image, font) as Lua holds it.
/// Lua gets a fresh box for every read, so values are copied as Swift structs are; a box
/// read from a property remembers how to write itself back, so `layer.position.x = 10`
/// and `layer.bounds.size.width = 80` change the layer.
final class ValueBox {
    private(set) var value: PropertyValue
    /// Stores a changed value where this one was read from (a property, or a field of
    /// another box), or nil for a free-standing value.
    let writeBack: ((PropertyValue) throws(ScriptFailure) -> Void)?

    init(_ value: PropertyValue, writeBack: ((PropertyValue) throws(ScriptFailure) -> Void)? = nil) {
        self.value = value
        self.writeBack = writeBack
    }

    /// Replaces the value, writing it through to its owner first (which may refuse it).
    func update(_ newValue: PropertyValue) throws(ScriptFailure) {
        try writeBack?(newValue)
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
