import Geometry
import Layers
import Raster

/// The timing bars (`T` in the window, `render --overlay timing`): a panel over the lower part
/// of the scene with one row per animation the scene added, on the scene's timeline, and the
/// playhead. Each row names the layer, the key and the key path; its bar is the animation's
/// active time in the colour of its kind (basic, spring, keyframe, group, transition), with
/// ticks where cycles end and turn back, faint bars where it fills, and a brighter bar while
/// it runs (`TimingRows` has the geometry). Drawn with layers in the session's HUD; rows are
/// remade only when they change, so a playing scene moves the playhead alone.
public final class TimingPanel {
    public let layer = Layer()
    private let background = Layer()
    private let rowsLayer = Layer()
    private let playhead = Layer()
    private let more = TextLayer()
    private var shown: TimingRows?
    private var frame = Rect.zero

    static let rowHeight = 14.0
    static let backgroundColor = Color(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.86)
    static let titleColor = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    static let kindColors: [String: Color] = [
        "basic": Color(red: 0.04, green: 0.52, blue: 1), "spring": Color(red: 0.2, green: 0.78, blue: 0.35),
        "keyframe": Color(red: 1, green: 0.62, blue: 0.04), "group": Color(red: 0.69, green: 0.32, blue: 0.87),
        "transition": Color(red: 1, green: 0.22, blue: 0.37),
    ]

    public init() {
        layer.name = "kinema.timingPanel"
        background.backgroundColor = TimingPanel.backgroundColor
        playhead.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
        more.font = Font(family: "DejaVu Sans Mono", size: 9)
        more.fontSize = 9
        more.foregroundColor = TimingPanel.titleColor
        for part in [background, rowsLayer, playhead, more] { layer.addSublayer(part) }
        layer.isHidden = true
    }

    /// Shows `records` at `time` on a timeline of at least `duration` seconds over the lower
    /// half of a scene of `sceneSize`, or hides the panel.
    public func update(records: [AnimationRecord], time: Double, duration: Double, sceneSize: Size, isShown: Bool) {
        layer.isHidden = !isShown
        guard isShown, sceneSize.width > 40, sceneSize.height > 40 else { return }
        let capacity = max(Int((sceneSize.height * 0.5 - 20) / TimingPanel.rowHeight), 1)
        let visible = records.suffix(capacity)
        let ends = visible.map { $0.end }.filter(\.isFinite)
        let span = max(duration, ends.max() ?? 0, time, 1)
        let height = Double(visible.count) * TimingPanel.rowHeight + 20
        let panel = Rect(x: 0, y: sceneSize.height - height, width: sceneSize.width, height: height)
        let titleWidth = (sceneSize.width * 0.38).rounded()
        let rows = TimingRows(records: records, time: time, span: span,
                              track: (titleWidth + 6)...(sceneSize.width - 8), capacity: capacity)
        if rows != shown || panel != frame {
            shown = rows
            frame = panel
            layer.frame = Rect(origin: .zero, size: sceneSize)
            background.frame = panel
            build(rows, in: panel, titleWidth: titleWidth)
        }
        // On whole points, so the line is crisp.
        playhead.frame = Rect(x: rows.playhead.rounded(.down), y: panel.minY + 4, width: 1, height: panel.height - 8)
    }

    private func build(_ rows: TimingRows, in panel: Rect, titleWidth: Double) {
        for old in rowsLayer.sublayers { old.removeFromSuperlayer() }
        more.string = rows.hidden > 0 ? "+\(rows.hidden) earlier" : ""
        more.frame = Rect(x: 6, y: panel.minY + 3, width: titleWidth, height: 12)
        for (i, row) in rows.rows.enumerated() {
            let y = panel.minY + 16 + Double(i) * TimingPanel.rowHeight
            let color = TimingPanel.kindColors[row.kind] ?? TimingPanel.titleColor
            let title = TextLayer()
            title.font = Font(family: "DejaVu Sans Mono", size: 9)
            title.fontSize = 9
            title.verticalAlignment = .center
            title.foregroundColor = TimingPanel.titleColor
            title.string = row.title
            title.frame = Rect(x: 6, y: y, width: titleWidth - 6, height: TimingPanel.rowHeight)
            rowsLayer.addSublayer(title)
            for fill in row.fills { rowsLayer.addSublayer(bar(fill, y: y, color: Color(red: color.red, green: color.green, blue: color.blue, alpha: 0.22))) }
            if let active = row.active {
                rowsLayer.addSublayer(bar(active, y: y, color: Color(red: color.red, green: color.green, blue: color.blue, alpha: row.isRunning ? 1 : 0.6)))
            }
            for x in row.cycleEnds { rowsLayer.addSublayer(tick(x, y: y, alpha: 0.9)) }
            for x in row.turns { rowsLayer.addSublayer(tick(x, y: y, alpha: 0.45)) }
        }
    }

    private func bar(_ span: ClosedRange<Double>, y: Double, color: Color) -> Layer {
        let bar = Layer()
        bar.backgroundColor = color
        bar.cornerRadius = 2
        bar.frame = Rect(x: span.lowerBound, y: y + 3, width: max(span.upperBound - span.lowerBound, 1), height: TimingPanel.rowHeight - 6)
        return bar
    }

    private func tick(_ x: Double, y: Double, alpha: Double) -> Layer {
        let tick = Layer()
        tick.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: alpha)
        tick.frame = Rect(x: x - 0.5, y: y + 2, width: 1, height: TimingPanel.rowHeight - 4)
        return tick
    }
}
