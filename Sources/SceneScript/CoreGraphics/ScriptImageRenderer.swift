import Geometry

/// A `UIGraphicsImageRenderer{ size = }` (or `{bounds =, format =}`): what its `image`
/// drawings make, an image of `bounds.size` points at `scale` pixels per point.
final class ScriptImageRenderer {
    static let typeName = "UIGraphicsImageRenderer"
    let bounds: Rect
    let format: ScriptRendererFormat

    init(bounds: Rect, format: ScriptRendererFormat) {
        self.bounds = bounds
        self.format = format
    }
}

/// `UIGraphicsImageRendererFormat()`: the scale (the screen's by default) and opacity of the
/// images a renderer makes.
final class ScriptRendererFormat: ScriptObject {
    static let typeName = "UIGraphicsImageRendererFormat"
    var scale: Double
    var opaque = false
    /// Accepted and kept (`"standard"`, `"extended"`, `"automatic"`): pixels are 8-bit sRGB.
    var preferredRange = "automatic"

    init(scale: Double) { self.scale = scale }

    func copy() -> ScriptRendererFormat {
        let copy = ScriptRendererFormat(scale: scale)
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    static let fields = ["scale", "opaque", "preferredRange"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "scale": lua.push(scale)
        case "opaque": lua.push(opaque)
        case "preferredRange": lua.push(preferredRange)
        default: throw .message(Suggestion.message("\(Self.typeName) has no field '\(key)'", for: key, in: Self.fields))
        }
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        switch key {
        case "scale":
            guard let value = lua.number(at: index), value.isFinite, value > 0 else {
                throw .message("\(Self.typeName).scale must be a number above 0 (got \(lua.typeName(at: index)))")
            }
            scale = value
        case "opaque":
            guard let value = lua.bool(at: index) else {
                throw .message("\(Self.typeName).opaque must be a boolean (got \(lua.typeName(at: index)))")
            }
            opaque = value
        case "preferredRange":
            let ranges = ["automatic", "standard", "extended", "unspecified"]
            guard let value = lua.string(at: index), ranges.contains(value) else {
                throw .message("\(Self.typeName).preferredRange must be one of " + ranges.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            preferredRange = value
        default: throw .message(Suggestion.message("\(Self.typeName) has no field '\(key)'", for: key, in: Self.fields))
        }
    }

    var scriptDescription: String { "\(Self.typeName)(scale: \(scale), opaque: \(opaque))" }
}

/// The `UIGraphicsImageRendererContext` an `image` drawing receives: its `cgContext`, its
/// `format`, what is drawn so far as `currentImage`, and UIKit's `fill`, `stroke`, `clip(to:)`.
final class ScriptRendererContext {
    static let typeName = "UIGraphicsImageRendererContext"
    let handle: ScriptDrawingContext
    let format: ScriptRendererFormat

    init(handle: ScriptDrawingContext, format: ScriptRendererFormat) {
        self.handle = handle
        self.format = format
    }
}
