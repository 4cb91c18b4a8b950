import Geometry
import Layers
import Raster

/// `UIGraphicsImageRenderer{ size = }:image(function(rendererContext) ... end)`: runs the
/// drawing with a fresh transparent context (current, as UIKit makes it) and returns what it
/// drew as an image of the renderer's size at its format's scale (the screen's by default).
extension ScriptSession {
    /// The largest side, in pixels, of a renderer's image.
    static let maximumRendererSide = 8192

    /// `UIGraphicsImageRenderer(size)`, `{size =, format =}` or `{bounds =, format =}`.
    static let imageRendererCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        var a = Arguments(s, lua, function: "UIGraphicsImageRenderer", from: 2, labels: ["size", "bounds", "format"])
        let bounds: Rect
        if a.isLabelled && a.has("bounds") {
            bounds = try a.rect("bounds")
        } else {
            bounds = Rect(origin: .zero, size: try a.size("size"))
        }
        let format = try a.read("format", "a UIGraphicsImageRendererFormat", ScriptRendererFormat(scale: s.screenScale)) { i throws(ScriptFailure) in
            s.object(at: i, in: lua) as? ScriptRendererFormat
        }
        try a.finish()
        guard bounds.width >= 0, bounds.height >= 0 else {
            throw .message("UIGraphicsImageRenderer: the size must not be negative (got \(bounds.width) × \(bounds.height))")
        }
        s.pushNewHandle(for: ScriptImageRenderer(bounds: bounds, format: format.copy()), as: .imageRenderer,
                        named: ScriptImageRenderer.typeName, on: lua)
        return 1
    }

    /// `UIGraphicsImageRendererFormat()`, `.default()`, `.preferred()`: the screen's scale, not opaque.
    static let rendererFormatCall: ScriptFunction = { s, lua throws(ScriptFailure) in
        s.pushRendererFormat(lua)
    }
    static let rendererFormatFunctions: [(String, ScriptFunction)] = [
        ("default", { s, lua throws(ScriptFailure) in s.pushRendererFormat(lua) }),
        ("preferred", { s, lua throws(ScriptFailure) in s.pushRendererFormat(lua) }),
    ]

    private func pushRendererFormat(_ lua: Lua) -> Int32 {
        pushNewHandle(for: ScriptRendererFormat(scale: screenScale), as: .rendererFormat,
                      named: ScriptRendererFormat.typeName, on: lua)
        return 1
    }

    static let imageRendererMethods: [(String, ScriptFunction)] = [
        ("image", { s, lua throws(ScriptFailure) in
            guard let renderer = s.object(at: 1, in: lua) as? ScriptImageRenderer else {
                throw .message("image is a method of UIGraphicsImageRenderer: call it with ':' (renderer:image(function(context) ... end))")
            }
            var a = Arguments(s, lua, function: "image", from: 2, labels: ["actions"])
            let actions = try a.function("actions", required: true)!
            try a.finish()
            let image = try s.renderImage(renderer) { handle throws(ScriptFailure) in
                let rendererContext = ScriptRendererContext(handle: handle, format: renderer.format)
                let failure = s.host.call(actions.reference) { lua in
                    s.pushNewHandle(for: rendererContext, as: .rendererContext, named: ScriptRendererContext.typeName, on: lua)
                    return 1
                }
                if let failure { throw failure }
            }
            s.pushBox(.image(image), on: lua)
            return 1
        }),
    ]

    /// Draws with `draw` into a new context the size of `renderer`'s bounds and makes an image.
    func renderImage(_ renderer: ScriptImageRenderer,
                     _ draw: (ScriptDrawingContext) throws(ScriptFailure) -> Void) throws(ScriptFailure) -> Image {
        let scale = renderer.format.scale
        let width = (renderer.bounds.width * scale).rounded(.up), height = (renderer.bounds.height * scale).rounded(.up)
        let side = Double(ScriptSession.maximumRendererSide)
        guard width <= side, height <= side else {
            throw .message("UIGraphicsImageRenderer: an image of \(Int(width)) × \(Int(height)) pixels is larger than "
                           + "\(ScriptSession.maximumRendererSide) pixels a side")
        }
        let context = GraphicsContext(width: Int(width), height: Int(height), scale: scale)
        if renderer.format.opaque {
            // An opaque format has no alpha channel: what is not drawn is black.
            context.setFillColor(.black)
            context.fill(Rect(origin: .zero, size: renderer.bounds.size))
        }
        context.translateBy(x: -renderer.bounds.minX, y: -renderer.bounds.minY)
        try withDrawingContext(context) { handle throws(ScriptFailure) in try draw(handle) }
        return Image(pixels: context.buffer, scale: scale, name: ScriptImageRenderer.typeName)
    }

    // MARK: The renderer context

    private static func rendererContext(_ method: String, _ lua: Lua, _ s: ScriptSession) throws(ScriptFailure) -> GraphicsContext {
        guard let rendererContext = s.object(at: 1, in: lua) as? ScriptRendererContext else {
            throw .message("\(method) is a method of UIGraphicsImageRendererContext: call it with ':' (context:\(method)(...))")
        }
        return try ScriptSession.valid(rendererContext.handle, method)
    }

    /// UIGraphicsRendererContext's `fill(rect, blendMode)`, `stroke(rect, blendMode)` and `clip(to)`.
    static let rendererContextMethods: [(String, ScriptFunction)] = [
        ("fill", { s, lua throws(ScriptFailure) in try s.paintRendererRect(lua, "fill") }),
        ("stroke", { s, lua throws(ScriptFailure) in try s.paintRendererRect(lua, "stroke") }),
        ("clip", { s, lua throws(ScriptFailure) in
            let context = try rendererContext("clip", lua, s)
            var a = Arguments(s, lua, function: "clip", from: 2, labels: ["to"])
            let rect = try a.rect("to")
            try a.finish()
            context.clip(to: rect)
            return 0
        }),
    ]

    private func paintRendererRect(_ lua: Lua, _ method: String) throws(ScriptFailure) -> Int32 {
        let context = try ScriptSession.rendererContext(method, lua, self)
        var a = Arguments(self, lua, function: method, from: 2, labels: ["rect", "blendMode"])
        let rect = try a.rect("rect")
        let mode = try a.optionalChoice("blendMode", ScriptSession.blendModes)
        try a.finish()
        context.saveGState()
        defer { context.restoreGState() }
        if let mode { context.setBlendMode(mode) }
        if method == "fill" { context.fill(rect) } else { context.stroke(rect) }
        return 0
    }

    func rendererContextField(_ rendererContext: ScriptRendererContext, _ key: String, on lua: Lua) throws(ScriptFailure) {
        let context = try ScriptSession.valid(rendererContext.handle, key)
        switch key {
        case "cgContext": pushDrawingContext(rendererContext.handle, on: lua)
        case "format":
            pushNewHandle(for: rendererContext.format.copy(), as: .rendererFormat,
                          named: ScriptRendererFormat.typeName, on: lua)
        case "currentImage":
            pushBox(.image(Image(pixels: context.buffer, scale: context.scale, name: ScriptImageRenderer.typeName)), on: lua)
        default:
            throw .message(Suggestion.message("UIGraphicsImageRendererContext has no field '\(key)'", for: key,
                                              in: ["cgContext", "format", "currentImage"] + methodNames(at: 1, in: lua)))
        }
    }
}
