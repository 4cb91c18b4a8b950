import Geometry
import Layers
import Media
import Views

/// Measures text for a scene's views (Auto Layout, text fields, buttons) with Media's
/// renderer, the one that draws their text, at the scene's screen scale (hinting makes widths
/// differ a little between scales), so a caret lands where the drawn text ends.
struct ScriptTextMeasure: TextMeasuring {
    let graphics: ScriptGraphics
    let scale: Double

    func size(of text: String, font: Font, wrapWidth: Double?) -> Size {
        guard !text.isEmpty else { return .zero }
        return graphics.textRenderer.measure(text, font: ScriptSession.descriptor(font), wrapWidth: wrapWidth, scale: scale)
    }

    func lineMetrics(of font: Font) -> (ascent: Double, height: Double) {
        graphics.textRenderer.lineMetrics(of: ScriptSession.descriptor(font)) ?? EstimatedTextMeasure().lineMetrics(of: font)
    }
}
