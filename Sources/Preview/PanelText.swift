import Geometry
import Layers
import Raster

/// The small monospaced text the panels write with, in text layers kept from frame to frame:
/// `show` hands the same layers new strings, so a line whose text did not change is not drawn
/// again, and a playing scene redraws only the values that moved.
final class PanelText {
    /// Where the lines sit.
    let layer = Layer()
    private var lines: [TextLayer] = []

    static let font = Font(family: "DejaVu Sans Mono", size: 9)
    static let fontSize = 9.0
    /// DejaVu Sans Mono's advance (0.602 em) at 9 points.
    static let characterWidth = 9 * 0.602
    static let textColor = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    static let dimColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    static let accentColor = Color(red: 1, green: 0.62, blue: 0.04)

    /// One line of text: its string (cut to fit its frame), frame and colour.
    struct Line: Equatable {
        var string: String
        var frame: Rect
        var color: Color = PanelText.textColor
    }

    /// Shows exactly `lines`, in order, reusing the layers shown before.
    func show(_ wanted: [Line]) {
        while lines.count < wanted.count {
            let line = TextLayer()
            line.font = PanelText.font
            line.fontSize = PanelText.fontSize
            line.verticalAlignment = .center
            layer.addSublayer(line)
            lines.append(line)
        }
        for (line, want) in zip(lines, wanted) {
            let string = PanelText.fit(want.string, width: want.frame.width)
            if line.string != string { line.string = string }
            if line.frame != want.frame { line.frame = want.frame }
            if line.foregroundColor != want.color { line.foregroundColor = want.color }
            if line.isHidden { line.isHidden = false }
        }
        for line in lines.dropFirst(wanted.count) where !line.isHidden { line.isHidden = true }
    }

    /// `string` cut with "…" to the characters that fit in `width` points.
    static func fit(_ string: String, width: Double) -> String {
        let fits = max(Int(width / characterWidth), 1)
        guard string.count > fits else { return string }
        return String(string.prefix(fits - 1)) + "…"
    }
}
