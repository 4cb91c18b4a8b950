import Layers
import Raster
import Views

/// The layer of a view whose class overrides `draw(rect)`: as UIKit does for such views, the
/// layer's content is what the view draws, at the screen's scale, drawn when the view is made
/// and again after `setNeedsDisplay()` (or a bounds change with `contentMode = "redraw"`).
/// Its actions are the layer's own search (the view, as its delegate, answers them).
final class ScriptViewDrawing: LayerOverrides {
    private weak var session: ScriptSession?
    private weak var view: View?

    init(session: ScriptSession, view: View) {
        self.session = session
        self.view = view
    }

    func action(forKey key: String, of layer: Layer) -> LayerAction? {
        session?.timeline.host.searchAction(for: layer, forKey: key)
    }

    /// UIView.draw(_ rect:) with the context current (`UIGraphicsGetCurrentContext()`).
    func draw(in ctx: GraphicsContext, of layer: Layer) -> Bool {
        guard let session, let view, let instance = session.instance(of: view) else { return false }
        var call = ScriptInstance.OverrideCall.notOverridden
        do throws(ScriptFailure) {
            try session.withDrawingContext(ctx) { _ throws(ScriptFailure) in
                call = instance.callOverride("draw", pushArguments: { lua in
                    session.pushBox(.rect(layer.bounds), on: lua)
                    return 1
                })
            }
        } catch {
            call = .ran(error)
        }
        guard case .ran(let failure) = call else { return false }
        if let failure { session.reportDrawingFailure(failure) }
        return failure == nil
    }
}
