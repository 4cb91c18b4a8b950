import Geometry
import Layers
import Raster

/// An `NSString("9")` scripts draw into the current context.
final class ScriptText {
    static let typeName = "NSString"
    let string: String

    init(_ string: String) { self.string = string }
}

/// An `NSMutableParagraphStyle{ alignment = "center" }`: how `NSString:draw(rect, …)` aligns
/// its lines.
final class ScriptParagraphStyle: ScriptObject {
    static let typeName = "NSMutableParagraphStyle"
    /// NSTextAlignment's cases.
    static let alignments = ["left", "center", "right", "justified", "natural"]
    var alignment = "natural"
    static let fields = ["alignment"]

    func scriptField(_ key: String, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        guard key == "alignment" else {
            throw .message(Suggestion.message("\(Self.typeName) has no field '\(key)'", for: key, in: Self.fields))
        }
        lua.push(alignment)
    }

    func setScriptField(_ key: String, valueAt index: Int32, session: ScriptSession, lua: Lua) throws(ScriptFailure) {
        guard key == "alignment" else {
            throw .message(Suggestion.message("\(Self.typeName) has no field '\(key)'", for: key, in: Self.fields))
        }
        alignment = try Self.alignment(at: index, lua: lua)
    }

    static func alignment(at index: Int32, lua: Lua) throws(ScriptFailure) -> String {
        let valid = alignments.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let name = lua.string(at: index) else {
            throw .message("\(typeName).alignment must be one of \(valid) (got \(lua.typeName(at: index)))")
        }
        guard alignments.contains(name) else {
            throw .message(Suggestion.message("\(typeName).alignment must be one of \(valid) (got \"\(name)\")", for: name, in: alignments))
        }
        return name
    }

    var scriptDescription: String { "\(Self.typeName)(alignment: \(alignment))" }
}
