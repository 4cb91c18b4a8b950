import CLua
import Geometry
import Layers
import Raster

/// A `CGContext`'s methods, with Swift's names and labels (positional or labelled), drawing
/// into the `GraphicsContext` it wraps while its drawing runs. Enumerations are Swift's case
/// names: `setLineCap("round")`, `fillPath{using = "evenOdd"}`, `setBlendMode("multiply")`,
/// `drawPath(using = "fillStroke")`, gradient options `{"drawsBeforeStartLocation"}`.
extension ScriptSession {
    /// A method of the context at argument 1 reading its arguments with `labels`.
    private static func method(_ name: String, _ labels: [String] = [],
                               _ body: @escaping (GraphicsContext, inout Arguments) throws(ScriptFailure) -> Void)
        -> (String, ScriptFunction) {
        (name, { s, lua throws(ScriptFailure) in
            let context = try s.receiverContext(name, lua)
            var a = Arguments(s, lua, function: name, from: 2, labels: labels)
            try body(context, &a)
            try a.finish()
            return 0
        })
    }

    static let blendModes: [(String, BlendMode)] = BlendMode.allCases.map { ($0.rawValue, $0) }
    /// CGBlendMode's cases Raster does not blend (the non-separable modes and plusDarker).
    static let unsupportedBlendModes = ["hue", "saturation", "color", "luminosity", "plusDarker"]
    static let drawingModes: [(String, PathDrawingMode)] = PathDrawingMode.allCases.map { ($0.rawValue, $0) }

    static let contextMethods: [(String, ScriptFunction)] = [
        method("saveGState") { c, _ throws(ScriptFailure) in c.saveGState() },
        method("restoreGState") { c, _ throws(ScriptFailure) in c.restoreGState() },
        // The CTM
        method("translateBy", ["x", "y"]) { c, a throws(ScriptFailure) in c.translateBy(x: try a.finite("x"), y: try a.finite("y")) },
        method("scaleBy", ["x", "y"]) { c, a throws(ScriptFailure) in c.scaleBy(x: try a.finite("x"), y: try a.finite("y")) },
        method("rotate", ["by"]) { c, a throws(ScriptFailure) in c.rotate(by: try a.finite("by")) },
        method("concatenate", ["transform"]) { c, a throws(ScriptFailure) in c.concatenate(try a.affine("transform")) },
        // The state
        method("setFillColor", colorLabels) { c, a throws(ScriptFailure) in c.setFillColor(try ScriptSession.colorArgument(&a)) },
        method("setStrokeColor", colorLabels) { c, a throws(ScriptFailure) in c.setStrokeColor(try ScriptSession.colorArgument(&a)) },
        method("setLineWidth", ["width"]) { c, a throws(ScriptFailure) in c.setLineWidth(try a.finite("width")) },
        method("setLineCap", ["cap"]) { c, a throws(ScriptFailure) in c.setLineCap(try a.choice("cap", ScriptSession.lineCaps)) },
        method("setLineJoin", ["join"]) { c, a throws(ScriptFailure) in c.setLineJoin(try a.choice("join", ScriptSession.lineJoins)) },
        method("setMiterLimit", ["limit"]) { c, a throws(ScriptFailure) in c.setMiterLimit(try a.finite("limit")) },
        method("setLineDash", ["phase", "lengths"]) { c, a throws(ScriptFailure) in
            let phase = try a.finite("phase")
            c.setLineDash(phase: phase, lengths: try a.numbers("lengths", default: []))
        },
        method("setAlpha", ["alpha"]) { c, a throws(ScriptFailure) in c.setAlpha(try a.finite("alpha")) },
        method("setShadow", ["offset", "blur", "color"]) { c, a throws(ScriptFailure) in
            // setShadow(offset:blur:) casts Core Graphics' default shadow; an explicit nil
            // colour (positionally) turns shadows off, as setShadow(offset:blur:color: nil).
            let offset = try a.size("offset"), blur = try a.finite("blur")
            let explicitNil = !a.isLabelled && a.lua.top >= 4 && a.lua.isNil(at: 4)
            let color = try a.optionalColor("color")
            c.setShadow(offset: offset, blur: blur, color: explicitNil ? nil : color ?? ContextShadow.defaultColor)
        },
        method("setBlendMode", ["mode"]) { c, a throws(ScriptFailure) in c.setBlendMode(try ScriptSession.blendMode(&a, "mode")) },
        // The path
        method("beginPath") { c, _ throws(ScriptFailure) in c.beginPath() },
        method("closePath") { c, _ throws(ScriptFailure) in c.closePath() },
        method("move", ["to"]) { c, a throws(ScriptFailure) in c.move(to: try a.point("to")) },
        method("addLine", ["to"]) { c, a throws(ScriptFailure) in c.addLine(to: try a.point("to")) },
        method("addLines", ["between"]) { c, a throws(ScriptFailure) in
            let points = try a.points("between")
            guard let first = points.first else { return }
            c.move(to: first)
            for p in points.dropFirst() { c.addLine(to: p) }
        },
        method("addCurve", ["to", "control1", "control2"]) { c, a throws(ScriptFailure) in
            let to = try a.point("to"), c1 = try a.point("control1")
            c.addCurve(to: to, control1: c1, control2: try a.point("control2"))
        },
        method("addQuadCurve", ["to", "control"]) { c, a throws(ScriptFailure) in
            let to = try a.point("to")
            c.addQuadCurve(to: to, control: try a.point("control"))
        },
        method("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]) { c, a throws(ScriptFailure) in
            // Core Graphics' clockwise (see ScriptSession+CGPaths.swift): the opposite of the
            // screen's in a y-down context, so `clockwise: true` runs with decreasing angles.
            let center = try a.point("center"), radius = try a.finite("radius")
            let start = try a.finite("startAngle"), end = try a.finite("endAngle"), clockwise = try a.bool("clockwise")
            c.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
        },
        method("addRect", ["rect"]) { c, a throws(ScriptFailure) in c.addRect(try a.rect("rect")) },
        method("addRects", ["rects"]) { c, a throws(ScriptFailure) in c.addRects(try a.rects("rects")) },
        method("addEllipse", ["in"]) { c, a throws(ScriptFailure) in c.addEllipse(in: try a.rect("in")) },
        method("addPath", ["path"]) { c, a throws(ScriptFailure) in c.addPath(try a.path("path")) },
        method("replacePathWithStrokedPath") { c, _ throws(ScriptFailure) in c.replacePathWithStrokedPath() },
        // Painting
        method("fillPath", ["using"]) { c, a throws(ScriptFailure) in
            c.fillPath(using: try a.choice("using", ScriptSession.fillRules, default: .winding))
        },
        method("strokePath") { c, _ throws(ScriptFailure) in c.strokePath() },
        method("drawPath", ["using"]) { c, a throws(ScriptFailure) in c.drawPath(using: try a.choice("using", ScriptSession.drawingModes)) },
        method("fill", ["rect"]) { c, a throws(ScriptFailure) in
            // fill(_ rect:) or fill(_ rects:)
            let lua = a.lua, session = a.session
            c.fill(try a.read("rect", "a rect or a list of rects", nil) { i throws(ScriptFailure) in
                session.rect(at: i, in: lua).map { [$0] } ?? session.rectList(at: i, in: lua)
            })
        },
        method("stroke", ["rect", "width"]) { c, a throws(ScriptFailure) in
            let rect = try a.rect("rect")
            if a.has("width") { c.stroke(rect, width: try a.finite("width")) } else { c.stroke(rect) }
        },
        method("fillEllipse", ["in"]) { c, a throws(ScriptFailure) in c.fillEllipse(in: try a.rect("in")) },
        method("strokeEllipse", ["in"]) { c, a throws(ScriptFailure) in c.strokeEllipse(in: try a.rect("in")) },
        method("strokeLineSegments", ["between"]) { c, a throws(ScriptFailure) in c.strokeLineSegments(between: try a.points("between")) },
        method("clear", ["rect"]) { c, a throws(ScriptFailure) in c.clear(try a.rect("rect")) },
        method("clip", ["using", "to"]) { c, a throws(ScriptFailure) in
            // clip(using:) with the current path, or clip(to: rect) / clip(to: rects).
            let lua = a.lua, session = a.session
            let toRects = a.isLabelled ? a.has("to") : !lua.isNil(at: 2) && lua.string(at: 2) == nil
            guard toRects else { return c.clip(using: try a.choice("using", ScriptSession.fillRules, default: .winding)) }
            c.clip(to: try a.read("to", "a rect or a list of rects", nil) { i throws(ScriptFailure) in
                session.rect(at: i, in: lua).map { [$0] } ?? session.rectList(at: i, in: lua)
            })
        },
        // Gradients and images
        method("drawLinearGradient", ["gradient", "start", "end", "options"]) { c, a throws(ScriptFailure) in
            let gradient = try ScriptSession.gradientArgument(&a)
            let start = try a.point("start"), end = try a.point("end")
            c.drawLinearGradient(gradient.stops, start: start, end: end, options: try ScriptSession.gradientOptions(&a))
        },
        method("drawRadialGradient", ["gradient", "startCenter", "startRadius", "endCenter", "endRadius", "options"]) { c, a throws(ScriptFailure) in
            let gradient = try ScriptSession.gradientArgument(&a)
            let startCenter = try a.point("startCenter"), startRadius = try a.finite("startRadius")
            let endCenter = try a.point("endCenter"), endRadius = try a.finite("endRadius")
            c.drawRadialGradient(gradient.stops, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                 endRadius: endRadius, options: try ScriptSession.gradientOptions(&a))
        },
        method("draw", ["image", "in"]) { c, a throws(ScriptFailure) in
            // CGContext.draw(_:in:) draws a CGImage with its first row at the rect's maxY, which
            // in a y-down context (UIKit's, and every scene's) is upside down on screen, as on
            // iOS. UIImage:draw(rect) draws it upright.
            let lua = a.lua, session = a.session
            let image = try a.read("image", "an image", nil) { i throws(ScriptFailure) in session.image(at: i, in: lua) }
            let rect = try a.rect("in").standardized
            c.saveGState()
            c.concatenate(AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
            c.draw(image, in: rect)
            c.restoreGState()
        },
    ]

    private static let colorLabels = ["color", "red", "green", "blue", "alpha", "gray"]

    /// `setFillColor(color)`, `setFillColor(red:green:blue:alpha:)` or `setFillColor(gray:alpha:)`.
    private static func colorArgument(_ a: inout Arguments) throws(ScriptFailure) -> Color {
        let lua = a.lua
        let numbers = a.isLabelled ? 0 : (2...5).prefix { lua.type(at: $0) == LUA_TNUMBER }.count
        if a.isLabelled ? a.has("red") : numbers == 4 {
            let r = try a.finite("red"), g = try a.finite("green"), b = try a.finite("blue")
            return Color(red: r, green: g, blue: b, alpha: try a.finite("alpha", default: 1))
        }
        if a.isLabelled ? a.has("gray") : numbers == 2 {
            let gray = try a.finite("gray")
            return Color(red: gray, green: gray, blue: gray, alpha: try a.finite("alpha", default: 1))
        }
        return try a.color("color")
    }

    /// A blend mode by its CGBlendMode case name; Core Graphics' modes Kinema does not blend
    /// are named as such.
    static func blendMode(_ a: inout Arguments, _ label: String) throws(ScriptFailure) -> BlendMode {
        let lua = a.lua
        var name: String?
        if a.isLabelled {
            lua.rawGet(2, label)
            name = lua.string(at: -1)
            lua.pop()
        } else {
            name = lua.string(at: 2)
        }
        if let name, unsupportedBlendModes.contains(name) {
            throw .message("\(a.function): the blend mode \"\(name)\" is not supported; the supported ones are "
                           + blendModes.map { "\"\($0.0)\"" }.joined(separator: ", "))
        }
        return try a.choice(label, blendModes)
    }

    /// A list of rects, nil when the value is not one.
    func rectList(at index: Int32, in lua: Lua) -> [Rect]? {
        (try? list(at: index, in: lua) { i in rect(at: i, in: lua) }) ?? nil
    }

    private static func gradientArgument(_ a: inout Arguments) throws(ScriptFailure) -> ScriptGradient {
        let lua = a.lua, session = a.session
        return try a.read("gradient", "a CGGradient", nil) { i throws(ScriptFailure) in session.object(at: i, in: lua) as? ScriptGradient }
    }

    static let gradientOptionNames: [(String, GradientDrawingOptions)] = [
        ("drawsBeforeStartLocation", .drawsBeforeStartLocation), ("drawsAfterEndLocation", .drawsAfterEndLocation),
    ]

    /// CGGradientDrawingOptions: nil, `{}`, one name or a list of names.
    private static func gradientOptions(_ a: inout Arguments) throws(ScriptFailure) -> GradientDrawingOptions {
        let lua = a.lua
        let valid = gradientOptionNames.map { "\"\($0.0)\"" }.joined(separator: " and ")
        var unknown: String?
        do throws(ScriptFailure) {
            return try a.read("options", "a list of \(valid)", []) { i throws(ScriptFailure) -> GradientDrawingOptions? in
            func option(_ index: Int32) -> GradientDrawingOptions? {
                guard let name = lua.string(at: index) else { return nil }
                guard let found = gradientOptionNames.first(where: { $0.0 == name }) else { unknown = name; return nil }
                return found.1
            }
            if lua.string(at: i) != nil { return option(i) }
            guard lua.isTable(at: i) else { return nil }
            let table = lua.absolute(i)
            var all: GradientDrawingOptions = []
            for k in 0..<lua.length(at: table) {
                lua.rawGet(table, index: k + 1)
                defer { lua.pop() }
                guard let o = option(lua.top) else { return nil }
                all.formUnion(o)
            }
            return all
            }
        } catch {
            guard let unknown else { throw error }
            throw .message(Suggestion.message("\(a.function): 'options' must be a list of \(valid) (got \"\(unknown)\")",
                                              for: unknown, in: gradientOptionNames.map(\.0)))
        }
    }

    // MARK: Fields

    static let contextFields = ["ctm", "userSpaceToDeviceSpaceTransform", "boundingBoxOfPath", "boundingBoxOfClipPath",
                                "currentPointOfPath", "isPathEmpty"]

    func contextField(_ handle: ScriptDrawingContext, _ key: String, on lua: Lua) throws(ScriptFailure) {
        let context = try ScriptSession.valid(handle, key)
        switch key {
        case "ctm", "userSpaceToDeviceSpaceTransform": pushBox(.affineTransform(context.ctm), on: lua)
        case "boundingBoxOfPath":
            pushBox(.rect(context.isPathEmpty ? ScriptSession.nullRect : context.boundingBoxOfPath), on: lua)
        case "boundingBoxOfClipPath": pushBox(.rect(context.boundingBoxOfClipPath), on: lua)
        case "currentPointOfPath": pushBox(.point(context.currentPointOfPath ?? .zero), on: lua)
        case "isPathEmpty": lua.push(context.isPathEmpty)
        default:
            throw .message(Suggestion.message("CGContext has no field '\(key)'", for: key,
                                              in: ScriptSession.contextFields + methodNames(at: 1, in: lua)))
        }
    }
}
