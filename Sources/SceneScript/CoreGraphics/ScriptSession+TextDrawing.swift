import CLua
import Geometry
import Layers
import Media
import Raster

/// Text drawn into the current context: `NSString("9"):draw{ at = point, withAttributes =
/// { font =, foregroundColor =, paragraphStyle =, backgroundColor = } }` (the text's top-left
/// at the point, one line per line of the string) and `:draw(rect, attributes)`
/// (`draw(in:withAttributes:)`: wrapped at the rect's width, aligned by the paragraph style,
/// clipped to the rect), and `size{withAttributes =}`. Without a font UIKit uses Helvetica
/// 12; without a colour, black.
///
/// Glyphs are laid out and rendered by Media's text renderer as coverage at the context's
/// device scale, and painted through `GraphicsContext.fill(mask:in:color:)`, so the CTM,
/// clip, alpha, shadow and blend mode apply as to any fill.
extension ScriptSession {
    static let textAttributeNames = ["font", "foregroundColor", "paragraphStyle", "backgroundColor"]

    struct TextAttributes {
        var font = Font(family: "Helvetica", size: 12)
        var color = Color.black
        var background: Color?
        var alignment = TextAlignment.natural
    }

    /// `NSString(s)` or `NSString{string = s}`.
    static let textCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        var a = Arguments(s, lua, function: "NSString", from: 2, labels: ["string"])
        let string = try a.string("string", default: "")
        try a.finish()
        s.pushNewHandle(for: ScriptText(string), as: .text, named: ScriptText.typeName, on: lua)
        return 1
    }

    /// `NSMutableParagraphStyle()` or `NSMutableParagraphStyle{ alignment = "center" }`.
    static let paragraphStyleCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        let style = ScriptParagraphStyle()
        if lua.top >= 2, !lua.isNil(at: 2) {
            guard lua.isTable(at: 2) else {
                throw .message("NSMutableParagraphStyle takes a table of properties (got \(lua.typeName(at: 2)))")
            }
            try Arguments.checkLabels(in: 2, are: ["alignment"], of: "NSMutableParagraphStyle", on: lua)
            if lua.rawGet(2, "alignment") != LUA_TNIL { style.alignment = try ScriptParagraphStyle.alignment(at: -1, lua: lua) }
            lua.pop()
        }
        s.pushNewHandle(for: style, as: .paragraphStyle, named: ScriptParagraphStyle.typeName, on: lua)
        return 1
    }

    static let textMethods: [(String, ScriptFunction)] = [
        ("draw", { s, lua throws(ScriptFailure) in
            let text = try s.receiverText("draw", lua)
            var a = Arguments(s, lua, function: "draw", from: 2, labels: ["at", "in", "withAttributes"])
            let inRect = a.isLabelled ? a.has("in") : s.rect(at: 2, in: lua) != nil
            let rect: Rect? = inRect ? try a.rect("in") : nil
            let point = inRect ? nil : try a.point("at")
            let attributes = try s.textAttributes(&a, "draw")
            try a.finish()
            guard let context = s.graphics.current?.context else { return 0 }
            s.draw(text.string, at: rect?.origin ?? point!, box: rect?.size, attributes, in: context)
            return 0
        }),
        ("size", { s, lua throws(ScriptFailure) in
            let text = try s.receiverText("size", lua)
            var a = Arguments(s, lua, function: "size", from: 2, labels: ["withAttributes"])
            let attributes = try s.textAttributes(&a, "size")
            try a.finish()
            let scale = s.graphics.current.map { ScriptSession.deviceScale(of: $0.context) } ?? s.screenScale
            let size = s.graphics.textRenderer.measure(text.string, font: ScriptSession.descriptor(attributes.font),
                                                       wrapWidth: nil, scale: scale)
            s.pushBox(.size(size), on: lua)
            return 1
        }),
    ]

    private func receiverText(_ method: String, _ lua: Lua) throws(ScriptFailure) -> ScriptText {
        guard let text = object(at: 1, in: lua) as? ScriptText else {
            throw .message("\(method) is a method of NSString: call it with ':' (text:\(method)(...))")
        }
        return text
    }

    /// The `withAttributes` table (or nil for UIKit's defaults).
    private func textAttributes(_ a: inout Arguments, _ function: String) throws(ScriptFailure) -> TextAttributes {
        let lua = a.lua
        // Read while the table is on the stack (a labelled call pops it after the read).
        return try a.read("withAttributes", "a table of text attributes", TextAttributes()) { i throws(ScriptFailure) in
            guard lua.isTable(at: i) else { return nil }
            return try textAttributes(inTable: lua.absolute(i), function, lua)
        }
    }

    private func textAttributes(inTable table: Int32, _ function: String, _ lua: Lua) throws(ScriptFailure) -> TextAttributes {
        var attributes = TextAttributes()
        try lua.forEachPair(in: table) { key, value throws(ScriptFailure) in
            guard let name = lua.string(at: key), ScriptSession.textAttributeNames.contains(name) else {
                let name = lua.string(at: key) ?? lua.typeName(at: key)
                throw .message(Suggestion.message("\(function): the text attribute '\(name)' is not supported; the supported ones are "
                                                  + ScriptSession.textAttributeNames.joined(separator: ", "),
                                                  for: name, in: ScriptSession.textAttributeNames))
            }
            switch name {
            case "font":
                guard let font = font(at: value, in: lua) else {
                    throw .message("\(function): the attribute 'font' must be a font (got \(lua.typeName(at: value)))")
                }
                attributes.font = font
            case "foregroundColor", "backgroundColor":
                guard let color = try color(at: value, in: lua) else {
                    throw .message("\(function): the attribute '\(name)' must be a colour (got \(lua.typeName(at: value)))")
                }
                if name == "foregroundColor" { attributes.color = color } else { attributes.background = color }
            default:
                guard let style = object(at: value, in: lua) as? ScriptParagraphStyle else {
                    throw .message("\(function): the attribute 'paragraphStyle' must be an NSMutableParagraphStyle (got \(lua.typeName(at: value)))")
                }
                attributes.alignment = TextAlignment(rawValue: style.alignment) ?? .natural
            }
        }
        return attributes
    }

    static func descriptor(_ font: Font) -> FontDescriptor {
        FontDescriptor(family: font.family, size: font.size, style: font.style)
    }

    /// Pixels per user unit under the context's CTM (its mean scale).
    static func deviceScale(of context: GraphicsContext) -> Double {
        let t = context.ctm
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// Draws `string` with its box's top-left at `origin`: the box is `box` (wrapping and
    /// clipping) or, without one, the text's own size.
    func draw(_ string: String, at origin: Point, box: Size?, _ attributes: TextAttributes, in context: GraphicsContext) {
        let renderer = graphics.textRenderer
        let scale = ScriptSession.deviceScale(of: context)
        let font = ScriptSession.descriptor(attributes.font)
        let boxSize = box ?? renderer.measure(string, font: font, wrapWidth: nil, scale: scale)
        guard boxSize.width > 0, boxSize.height > 0 else { return }
        if let background = attributes.background {
            context.saveGState()
            context.setFillColor(background)
            context.fill(Rect(origin: origin, size: box ?? boxSize))
            context.restoreGState()
        }
        let pixels = renderer.render(string, font: font, color: .white, alignment: attributes.alignment,
                                     wrapWidth: box?.width, boxSize: boxSize, scale: scale)
        guard pixels.width > 0, pixels.height > 0 else { return }
        let mask = AlphaMask(width: pixels.width, height: pixels.height, coverage: pixels.pixels.map(\.a))
        let size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        context.fill(mask: mask, in: Rect(origin: origin, size: size), color: attributes.color)
    }
}
