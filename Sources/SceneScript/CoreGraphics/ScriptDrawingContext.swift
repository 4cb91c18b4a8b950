import Media
import Raster

/// A `CGContext` as scripts hold it: a `GraphicsContext` that is valid only while the drawing
/// that received it runs (a renderer's `image` block, a view's `draw(_:)`, a layer's
/// `draw(in:)`). Scripts can keep the Lua value; using it afterwards is an error, as using a
/// CGContext after its drawing is undefined on iOS.
final class ScriptDrawingContext {
    static let typeName = "CGContext"
    let context: GraphicsContext
    /// False once the drawing that received it has ended.
    var isValid = true

    init(_ context: GraphicsContext) { self.context = context }
}

/// The session's drawing state: UIKit's stack of current contexts (`UIGraphicsPushContext`,
/// the context a drawing makes current) and the text renderer NSString drawing uses.
final class ScriptGraphics {
    /// Innermost last; `UIGraphicsGetCurrentContext()` is the last.
    var contexts: [ScriptDrawingContext] = []

    /// The current context, if a drawing is running.
    var current: ScriptDrawingContext? { contexts.last(where: \.isValid) }

    /// Lays text out for `NSString.draw`, made when text is first drawn.
    lazy var textRenderer = TextRenderer()
}
