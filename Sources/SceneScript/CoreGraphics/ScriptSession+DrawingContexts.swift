import Geometry
import Layers
import Raster

/// UIKit's current context: the stack `UIGraphicsGetCurrentContext()`, `UIGraphicsPushContext`
/// and `UIGraphicsPopContext()` work on, and what draws into it without naming it
/// (`UIColor:setFill()`, `UIBezierPath:fill()`, `UIImage:draw{at =}`, `NSString:draw`).
/// Outside any drawing these do nothing, as UIKit does (it only logs "invalid context").
extension ScriptSession {
    /// Runs `body` with `context` as the current context, wrapped in a `CGContext` handle that
    /// is valid until `body` returns. Whoever draws on behalf of a script (a renderer's `image`,
    /// a view's `draw(_:)`, a layer's `draw(in:)`) calls this and hands the handle to Lua with
    /// `pushDrawingContext(_:on:)`:
    ///
    ///     try session.withDrawingContext(graphicsContext) { handle throws(ScriptFailure) in
    ///         if let failure = session.host.call(function.reference, pushArguments: { lua in
    ///             session.pushDrawingContext(handle, on: lua); return 1 }) { throw failure }
    ///     }
    ///
    /// Afterwards the handle is invalid (any use is an error with the script's line) and the
    /// context stack is as it was, whatever the script pushed or popped.
    func withDrawingContext<T>(_ context: GraphicsContext,
                               _ body: (ScriptDrawingContext) throws(ScriptFailure) -> T) throws(ScriptFailure) -> T {
        let handle = ScriptDrawingContext(context)
        let saved = graphics.contexts
        graphics.contexts.append(handle)
        defer {
            handle.isValid = false
            graphics.contexts = saved.filter(\.isValid)
        }
        return try body(handle)
    }

    /// Pushes the one Lua value of `handle` (the same value each time, so scripts may compare).
    func pushDrawingContext(_ handle: ScriptDrawingContext, on lua: Lua) {
        pushIdentity(of: handle, as: .drawingContext, named: ScriptDrawingContext.typeName, on: lua)
    }

    /// The context a method was called on, checked to be still valid.
    func receiverContext(_ method: String, _ lua: Lua) throws(ScriptFailure) -> GraphicsContext {
        guard let handle = object(at: 1, in: lua) as? ScriptDrawingContext else {
            throw .message("\(method) is a method of CGContext: call it with ':' (ctx:\(method)(...))")
        }
        return try ScriptSession.valid(handle, method)
    }

    static func valid(_ handle: ScriptDrawingContext, _ method: String) throws(ScriptFailure) -> GraphicsContext {
        guard handle.isValid else {
            throw .message("CGContext.\(method): a CGContext is only valid inside the drawing that received it")
        }
        return handle.context
    }

    // MARK: UIGraphics functions

    static let drawingFunctions: [(String, ScriptFunction)] = [
        ("UIGraphicsGetCurrentContext", { s, lua throws(ScriptFailure) in
            guard let current = s.graphics.current else { lua.pushNil(); return 1 }
            s.pushDrawingContext(current, on: lua)
            return 1
        }),
        ("UIGraphicsPushContext", { s, lua throws(ScriptFailure) in
            guard let handle = s.object(at: 1, in: lua) as? ScriptDrawingContext else {
                throw .message("UIGraphicsPushContext: 'context' must be a CGContext (got \(lua.typeName(at: 1)))")
            }
            _ = try ScriptSession.valid(handle, "UIGraphicsPushContext")
            s.graphics.contexts.append(handle)
            return 0
        }),
        ("UIGraphicsPopContext", { s, lua throws(ScriptFailure) in
            _ = s.graphics.contexts.popLast()
            return 0
        }),
        // UIRectFill(rect) and UIRectFrame(rect): the current context's fill colour over `rect`,
        // and a one-point line inside its edge.
        ("UIRectFill", { s, lua throws(ScriptFailure) in
            guard let rect = s.rect(at: 1, in: lua) else { throw .message("UIRectFill: expected a rect (got \(lua.typeName(at: 1)))") }
            s.graphics.current?.context.fill(rect)
            return 0
        }),
        ("UIRectFrame", { s, lua throws(ScriptFailure) in
            guard let rect = s.rect(at: 1, in: lua) else { throw .message("UIRectFrame: expected a rect (got \(lua.typeName(at: 1)))") }
            guard let context = s.graphics.current?.context else { return 0 }
            context.saveGState()
            context.setStrokeColor(context.state.fillColor)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
            context.restoreGState()
            return 0
        }),
        ("CGColorSpaceCreateDeviceRGB", { _, lua throws(ScriptFailure) in
            // Colour spaces are accepted and not used: every colour is sRGB here.
            lua.push("DeviceRGB")
            return 1
        }),
    ]

    // MARK: Drawing into the current context

    /// `color:setFill()`, `:setStroke()`, `:set()`.
    static let colorDrawingMethods: [(String, ScriptFunction)] = [
        ("setFill", { s, lua throws(ScriptFailure) in try s.setCurrentColor(lua, "setFill", fill: true, stroke: false) }),
        ("setStroke", { s, lua throws(ScriptFailure) in try s.setCurrentColor(lua, "setStroke", fill: false, stroke: true) }),
        ("set", { s, lua throws(ScriptFailure) in try s.setCurrentColor(lua, "set", fill: true, stroke: true) }),
    ]

    private func setCurrentColor(_ lua: Lua, _ method: String, fill: Bool, stroke: Bool) throws(ScriptFailure) -> Int32 {
        guard case .color(let color?) = try receiverValue(method, lua).value else { throw wrongReceiver(method) }
        guard let context = graphics.current?.context else { return 0 }
        if fill { context.setFillColor(color) }
        if stroke { context.setStrokeColor(color) }
        return 0
    }

    /// UIBezierPath's `fill()`, `stroke()` (each also `{with = blendMode, alpha =}`) and
    /// `addClip()`. Filling and stroking leave the context's state and path as they found
    /// them (UIKit saves and restores around them); the clip stays, as UIKit's does.
    static let bezierDrawingMethods: [(String, ScriptFunction)] = [
        ("fill", { s, lua throws(ScriptFailure) in try s.drawBezierPath(lua, "fill") }),
        ("stroke", { s, lua throws(ScriptFailure) in try s.drawBezierPath(lua, "stroke") }),
        ("addClip", { s, lua throws(ScriptFailure) in
            let bezier = try s.receiverBezierPath("addClip", lua)
            guard let context = s.graphics.current?.context else { return 0 }
            context.beginPath()
            context.addPath(bezier.path)
            context.clip(using: bezier.fillRule)
            return 0
        }),
    ]

    private func drawBezierPath(_ lua: Lua, _ method: String) throws(ScriptFailure) -> Int32 {
        let bezier = try receiverBezierPath(method, lua)
        var a = Arguments(self, lua, function: method, from: 2, labels: ["with", "alpha"])
        let mode = try a.optionalChoice("with", ScriptSession.blendModes)
        let alpha = try a.finite("alpha", default: 1)
        try a.finish()
        guard let context = graphics.current?.context else { return 0 }
        context.saveGState()
        defer { context.restoreGState() }
        if let mode { context.setBlendMode(mode) }
        context.setAlpha(context.state.alpha * alpha)
        context.beginPath()
        context.addPath(bezier.path)
        if method == "fill" {
            context.fillPath(using: bezier.fillRule)
        } else {
            let style = bezier.strokeStyle
            context.setLineWidth(style.width)
            context.setLineCap(style.cap)
            context.setLineJoin(style.join)
            context.setMiterLimit(style.miterLimit)
            context.setLineDash(phase: style.dashPhase, lengths: style.dashPattern)
            context.strokePath()
        }
        return 0
    }

    /// `image:draw{at = point}` (at its size in points), `image:draw(rect)` (`draw(in:)`),
    /// each with `blendMode =` and `alpha =` as `draw(at:blendMode:alpha:)`.
    static let imageDrawingMethods: [(String, ScriptFunction)] = [
        ("draw", { s, lua throws(ScriptFailure) in
            guard case .image(let image?) = try s.receiverValue("draw", lua).value else { throw s.wrongReceiver("draw") }
            var a = Arguments(s, lua, function: "draw", from: 2, labels: ["at", "in", "blendMode", "alpha"])
            let size = Size(width: image.pointSize.width, height: image.pointSize.height)
            let inRect = a.isLabelled ? a.has("in") : s.rect(at: 2, in: lua) != nil
            let rect = inRect ? try a.rect("in") : Rect(origin: try a.point("at"), size: size)
            let mode = try a.optionalChoice("blendMode", ScriptSession.blendModes)
            let alpha = a.has("alpha") ? try a.finite("alpha") : nil
            try a.finish()
            s.graphics.current?.context.draw(image, in: rect, blendMode: mode, alpha: alpha)
            return 0
        }),
    ]
}
