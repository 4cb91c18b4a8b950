import Layers

/// Measures one line of text for views that lay out around it: a text field's caret goes
/// after its text, a button's activity indicator before its title. Views cannot reach the
/// font machinery (it lives in Media, beside them), so whoever makes the view hands one in;
/// a scene's views measure with the same renderer that draws their text.
public protocol TextMeasuring {
    /// The width, in points, of `string` on one line in `font`.
    func width(of string: String, font: Font) -> Double
}

/// A measure for views made outside a scene (in tests, or before a renderer is at hand):
/// every character half an em wide, about the average of a proportional font.
public struct EstimatedTextWidth: TextMeasuring {
    public init() {}

    public func width(of string: String, font: Font) -> Double {
        Double(string.count) * font.size * 0.5
    }
}
