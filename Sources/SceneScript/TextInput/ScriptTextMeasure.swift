import Layers
import Media
import Views

/// Measures text for a scene's text fields and buttons with Media's renderer, the one that
/// draws NSString text, at the scene's screen scale (hinting makes widths differ a little
/// between scales), so the caret lands where the drawn text ends.
struct ScriptTextMeasure: TextMeasuring {
    let graphics: ScriptGraphics
    let scale: Double

    func width(of string: String, font: Font) -> Double {
        guard !string.isEmpty else { return 0 }
        return graphics.textRenderer.measure(string, font: ScriptSession.descriptor(font), wrapWidth: nil, scale: scale).width
    }
}
