import Layers
import Raster

/// The drawing a layer class overrides: `draw(ctx)` (draw(in:)), `display()` and the class
/// function `needsDisplay(key)`. They run while the compositor draws a frame, where no Lua
/// code is waiting for them: a failure is reported once (the layer keeps its content) and
/// the frame goes on.
extension ScriptInstance {
    func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool {
        drawing(in: ctx, receiver: .object(layer)) { session, handle, lua in
            session.pushDrawingContext(handle, on: lua)
            return 1
        }
    }

    func display(of layer: Layer) -> Bool { drew(callOverride("display", receiver: .object(layer))) }

    /// Runs the class's `draw` with `ctx` current (`UIGraphicsGetCurrentContext()`), with
    /// the arguments `pushArguments` pushes (given the context's Lua handle); true when it
    /// drew, a failure being reported.
    func drawing(in ctx: GraphicsContext, receiver: Receiver = .instance,
                 pushArguments: @escaping (ScriptSession, ScriptDrawingContext, Lua) -> Int32) -> Bool {
        guard let session else { return false }
        var call = OverrideCall.notOverridden
        do throws(ScriptFailure) {
            try session.withDrawingContext(ctx) { handle throws(ScriptFailure) in
                call = callOverride("draw", receiver: receiver, pushArguments: { lua in pushArguments(session, handle, lua) })
            }
        } catch {
            call = .ran(error)
        }
        return drew(call)
    }

    func layoutSublayers(of layer: Layer) -> Bool { callReportingLater("layoutSublayers") }

    func needsDisplay(forKey key: String) -> Bool {
        var answer = false
        let call = callOverride("needsDisplay", receiver: .none, pushArguments: { lua in
            lua.push(key)
            return 1
        }, readResult: { lua, index throws(ScriptFailure) in
            guard let flag = lua.bool(at: index) else {
                throw .message("\(self.className).needsDisplay(key) must return true or false (got \(lua.typeName(at: index)))")
            }
            answer = flag
        })
        return drew(call) && answer
    }

    /// True when the override ran without failing; a failure is reported.
    func drew(_ call: OverrideCall) -> Bool {
        guard case .ran(let failure) = call else { return false }
        guard let failure else { return true }
        session?.reportDrawingFailure(failure)
        return false
    }
}

extension ScriptSession {
    /// Keeps a failure of drawing code for the previewer, once per message (a draw that
    /// fails fails again every frame).
    func reportDrawingFailure(_ failure: ScriptFailure) {
        let error = sceneError(from: failure)
        guard !drawingErrors.contains(error) else { return }
        drawingErrors.append(error)
        newDrawingErrors.append(error)
    }
}
