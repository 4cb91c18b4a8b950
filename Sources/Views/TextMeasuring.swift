import Geometry
import Layers

/// Measures text for views that lay out around it: Auto Layout's intrinsic sizes and
/// baselines of labels and buttons, a text field's caret after its text, a button's activity
/// indicator before its title. Views cannot reach the font machinery (it lives in Media,
/// beside them), so whoever makes the views hands one in; a scene's views measure with the
/// same renderer that draws their text.
public protocol TextMeasuring {
    /// The size of `text` in `font` on one line (or wrapped at `wrapWidth`), in points.
    func size(of text: String, font: Font, wrapWidth: Double?) -> Size
    /// How far a line reaches above its baseline, and the line's height, in points.
    func lineMetrics(of font: Font) -> (ascent: Double, height: Double)
}

extension TextMeasuring {
    /// The width, in points, of `string` on one line in `font`.
    public func width(of string: String, font: Font) -> Double {
        string.isEmpty ? 0 : size(of: string, font: font, wrapWidth: nil).width
    }
}

/// A measure for views made outside a scene (in tests, or before a renderer is at hand):
/// every character half an em wide, about the average of a proportional font; lines 1.17 em
/// high with the baseline 0.93 em down, as DejaVu Sans's are.
public struct EstimatedTextMeasure: TextMeasuring {
    public init() {}

    public func size(of text: String, font: Font, wrapWidth: Double?) -> Size {
        text.isEmpty ? .zero : Size(width: Double(text.count) * font.size * 0.5, height: font.size * 1.17)
    }

    public func lineMetrics(of font: Font) -> (ascent: Double, height: Double) { (font.size * 0.93, font.size * 1.17) }
}
