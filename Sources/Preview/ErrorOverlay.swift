import Geometry
import Layers
import Raster

/// The banner drawn over the last good frame while a scene fails to load: the
/// `file:line: message` on a dark red panel along the top of the scene. Drawn with layers,
/// like the rest of the HUD.
final class ErrorOverlay {
    /// Add this layer above the scene; it is hidden while there is no error.
    let layer = Layer()
    private let panel = Layer()
    private let text = TextLayer()

    static let fontSize = 13.0
    static let lineHeight = 17.0
    static let padding = 12.0

    init() {
        layer.name = "kinema.errorOverlay"
        layer.isHidden = true
        panel.backgroundColor = Color(red: 0.45, green: 0.06, blue: 0.08, alpha: 0.94)
        panel.cornerRadius = 10
        panel.borderWidth = 1
        panel.borderColor = Color(red: 1, green: 0.45, blue: 0.45, alpha: 0.9)
        text.font = Font(family: "DejaVu Sans Mono", size: ErrorOverlay.fontSize)
        text.fontSize = ErrorOverlay.fontSize
        text.foregroundColor = .white
        text.isWrapped = true
        layer.addSublayer(panel)
        panel.addSublayer(text)
    }

    /// Shows `message` (or hides the banner for nil) over a scene of `size` points.
    func show(_ message: String?, in size: Size) {
        layer.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard let message else {
            layer.isHidden = true
            return
        }
        layer.isHidden = false
        let margin = min(16, size.width * 0.04)
        let width = max(size.width - 2 * margin, 1)
        let textWidth = max(width - 2 * ErrorOverlay.padding, 1)
        // DejaVu Sans Mono's advance is 0.602 em: count the wrapped lines from it.
        let perLine = max(Int(textWidth / (ErrorOverlay.fontSize * 0.602)), 1)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, ($1.count + perLine - 1) / perLine) }
        let height = min(Double(lines) * ErrorOverlay.lineHeight + 2 * ErrorOverlay.padding, size.height * 0.6)
        panel.frame = Rect(x: margin, y: margin, width: width, height: height)
        text.frame = Rect(x: ErrorOverlay.padding, y: ErrorOverlay.padding, width: textWidth,
                          height: height - 2 * ErrorOverlay.padding)
        text.string = message
    }
}
