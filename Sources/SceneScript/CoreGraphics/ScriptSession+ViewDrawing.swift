import Geometry
import Media
import Views

/// A view's drawing called from another drawing: `label:drawText(rect)` (UILabel's
/// `drawText(in:)`: the label's text in its font, colour and alignment, wrapped as its
/// `numberOfLines` says, into the current context) — a view class's `draw(rect)` is reached
/// the same way, as a method.
extension ScriptSession {
    static let labelDrawingMethods: [(String, ScriptFunction)] = [
        ("drawText", { s, lua throws(ScriptFailure) in
            let label = try s.receiver(Label.self, "drawText", lua)
            let index = try s.labelledArgument(at: 2, label: "in", of: "drawText", lua)
            guard let rect = s.rect(at: index, in: lua) else {
                throw .message("drawText(rect): expected a rect (got \(lua.typeName(at: index)))")
            }
            guard let context = s.graphics.current?.context else { return 0 }
            var attributes = TextAttributes()
            attributes.font = label.font
            attributes.color = label.textColor ?? .black
            attributes.alignment = Media.TextAlignment(rawValue: label.textAlignment.rawValue) ?? .natural
            let wraps = label.numberOfLines != 1
            let text = wraps ? label.text : label.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            // UILabel centres its text vertically in the rect.
            let height = s.graphics.textRenderer.measure(text, font: ScriptSession.descriptor(attributes.font),
                                                         wrapWidth: wraps ? rect.width : nil,
                                                         scale: ScriptSession.deviceScale(of: context)).height
            let shown = min(height, rect.height)
            s.draw(text, at: Point(x: rect.minX, y: rect.minY + (rect.height - shown) / 2),
                   box: Size(width: rect.width, height: shown), attributes, in: context)
            return 0
        }),
    ]
}
