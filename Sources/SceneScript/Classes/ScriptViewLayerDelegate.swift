import CLua
import Layers
import Raster
import Views

/// The layer of a view whose class draws or lays out its layer as the layer's delegate, as
/// UIKit does for such views:
/// - `draw(rect)` (UIView.draw(_:)): the layer's content is what the view draws, at the
///   screen's scale, drawn when the view is made and again after `setNeedsDisplay()`, with the
///   context current (`UIGraphicsGetCurrentContext()`); a `draw(layer, ctx)` of two
///   parameters is CALayerDelegate's `draw(_:in:)` instead, given the layer and the context;
/// - `display(layer)` (CALayerDelegate.display(_:)) makes the content itself;
/// - `layoutSublayers(layer)` (layoutSublayers(of:)) lays out the layer's sublayers.
/// Its actions are the layer's own search (the view, as its delegate, answers them).
final class ScriptViewLayerDelegate: LayerOverrides {
    private weak var session: ScriptSession?
    private weak var view: View?

    init(session: ScriptSession, view: View) {
        self.session = session
        self.view = view
    }

    /// The delegate methods a view class may define, which make its layer use one of these.
    static let methods = ["draw", "display", "layoutSublayers"]

    func action(forKey key: String, of layer: Layer) -> LayerAction? {
        session?.timeline.host.searchAction(for: layer, forKey: key)
    }

    func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool {
        guard let session, let view, let instance = session.instance(of: view) else { return false }
        let delegateForm = parameterCount(of: "draw", in: instance) == 2
        return instance.drawing(in: ctx) { session, handle, lua in
            if delegateForm {
                session.pushLayer(layer, on: lua)
                session.pushDrawingContext(handle, on: lua)
                return 2
            }
            session.pushBox(.rect(layer.bounds), on: lua)
            return 1
        }
    }

    func display(of layer: Layer) -> Bool {
        guard let session, let view, let instance = session.instance(of: view) else { return false }
        return instance.drew(instance.callOverride("display", pushArguments: { lua in
            session.pushLayer(layer, on: lua)
            return 1
        }))
    }

    func layoutSublayers(of layer: Layer) -> Bool {
        guard let session, let view, let instance = session.instance(of: view) else { return false }
        return instance.callReportingLater("layoutSublayers", pushArguments: { lua in
            session.pushLayer(layer, on: lua)
            return 1
        })
    }

    /// The number of parameters (besides `self`) of the class's method `name`, if it has one.
    private func parameterCount(of name: String, in instance: ScriptInstance) -> Int? {
        guard let lua = session?.host.currentThread, instance.pushClassMember(name, on: lua) else { return nil }
        guard lua.isFunction(at: -1) else {
            lua.pop()
            return nil
        }
        var info = lua_Debug()
        guard lua_getinfo(lua.state, ">u", &info) != 0 else { return nil }
        return max(0, Int(info.nparams) - 1)
    }
}
