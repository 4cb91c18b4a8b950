import Geometry
import Layers
import Raster

/// The timing bars (`T` in the window, `render --overlay timing`): a panel over the lower part
/// of the scene with one row per animation the scene added, on the scene's timeline, and the
/// playhead. Each row names the layer, the key and the key path; its bar is the animation's
/// active time in the colour of its kind (basic, spring, keyframe, group, transition), with
/// ticks where cycles end and turn back, a green tick where a spring settles, faint bars where
/// it fills, and a brighter bar while it runs (`TimingRows` has the geometry). Animations of
/// a UIKit call sit under its row. Hovering a row shows its numbers; clicking one selects it
/// (the curve graphs show it, the inspector its layer); the wheel scrolls.
///
/// Drawn with layers in the session's HUD; rows are remade only when they change, so a
/// playing scene moves the playhead alone.
public final class TimingPanel {
    public let layer = Layer()
    private let background = Layer()
    private let highlight = Layer()
    private let rowsLayer = Layer()
    private let playhead = Layer()
    /// The row titles and the note of rows left out, in text layers kept between rebuilds.
    private let text = PanelText()
    private let tooltip = Layer()
    private let tooltipText = PanelText()
    private var shown: TimingRows?
    private var shownSelection: Int?
    private var frame = Rect.zero
    /// Rows scrolled back from the newest.
    private var scroll = 0
    /// The pointer's place over the panel (frame points), for the tooltip; nil when away.
    private var hover: Point?
    /// The records last shown, by index, for the tooltip.
    private var records: [Int: AnimationRecord] = [:]

    static let rowHeight = 14.0
    static let backgroundColor = Color(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.86)
    static let titleColor = Color(red: 1, green: 1, blue: 1, alpha: 0.85)
    static let kindColors: [String: Color] = [
        "basic": Color(red: 0.04, green: 0.52, blue: 1), "spring": Color(red: 0.2, green: 0.78, blue: 0.35),
        "keyframe": Color(red: 1, green: 0.62, blue: 0.04), "group": Color(red: 0.69, green: 0.32, blue: 0.87),
        "transition": Color(red: 1, green: 0.22, blue: 0.37), "block": Color(red: 0.75, green: 0.77, blue: 0.82),
    ]

    public init() {
        layer.name = "kinema.timingPanel"
        background.backgroundColor = TimingPanel.backgroundColor
        highlight.backgroundColor = Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.3)
        playhead.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
        tooltip.backgroundColor = Color(red: 0.16, green: 0.17, blue: 0.21, alpha: 0.97)
        tooltip.cornerRadius = 4
        tooltip.addSublayer(tooltipText.layer)
        for part in [background, highlight, rowsLayer, text.layer, playhead, tooltip] { layer.addSublayer(part) }
        layer.isHidden = true
    }

    /// Shows `records` at `time` on a timeline of at least `duration` seconds over the lower
    /// half of a scene of `sceneSize`, the record numbered `selected` highlighted; or hides
    /// the panel.
    public func update(records: [AnimationRecord], time: Double, duration: Double, sceneSize: Size, isShown: Bool,
                       selected: Int? = nil) {
        layer.isHidden = !isShown
        guard isShown, sceneSize.width > 40, sceneSize.height > 40 else { return }
        let capacity = max(Int((sceneSize.height * 0.5 - 20) / TimingPanel.rowHeight), 1)
        let ends = records.suffix(capacity * 4).map { $0.end }.filter(\.isFinite)
        let span = max(duration, ends.max() ?? 0, time, 1)
        let titleWidth = (sceneSize.width * 0.38).rounded()
        let rows = TimingRows(records: records, time: time, span: span,
                              track: (titleWidth + 6)...(sceneSize.width - 8), capacity: capacity, scroll: scroll)
        scroll = rows.hiddenBelow
        let height = Double(rows.rows.count) * TimingPanel.rowHeight + 20
        let panel = Rect(x: 0, y: sceneSize.height - height, width: sceneSize.width, height: height)
        if rows != shown || panel != frame || selected != shownSelection {
            shown = rows
            shownSelection = selected
            frame = panel
            self.records = Dictionary(rows.rows.compactMap(\.record).compactMap { index in
                records.record(numbered: index).map { (index, $0) }
            }, uniquingKeysWith: { a, _ in a })
            layer.frame = Rect(origin: .zero, size: sceneSize)
            background.frame = panel
            build(rows, in: panel, titleWidth: titleWidth, selected: selected)
        }
        // On whole points, so the line is crisp.
        playhead.frame = Rect(x: rows.playhead.rounded(.down), y: panel.minY + 4, width: 1, height: panel.height - 8)
        placeTooltip(in: sceneSize)
    }

    private func build(_ rows: TimingRows, in panel: Rect, titleWidth: Double, selected: Int?) {
        for old in rowsLayer.sublayers { old.removeFromSuperlayer() }
        var note: [String] = []
        if rows.hidden > 0 { note.append("+\(rows.hidden) earlier") }
        if rows.hiddenBelow > 0 { note.append("+\(rows.hiddenBelow) later") }
        if rows.isCollapsed { note.append("calls collapsed") }
        var lines = [PanelText.Line(string: note.joined(separator: " · "), frame: Rect(x: 6, y: panel.minY + 3, width: panel.width - 12, height: 12),
                                    color: TimingPanel.titleColor)]
        highlight.isHidden = true
        for (i, row) in rows.rows.enumerated() {
            let y = TimingPanel.rowTop(i, in: panel)
            let color = TimingPanel.kindColors[row.kind] ?? TimingPanel.titleColor
            if let selected, row.record == selected {
                highlight.isHidden = false
                highlight.frame = Rect(x: 0, y: y, width: panel.width, height: TimingPanel.rowHeight)
            }
            let indent = Double(row.depth) * 10
            lines.append(PanelText.Line(string: row.title, frame: Rect(x: 6 + indent, y: y, width: titleWidth - 6 - indent, height: TimingPanel.rowHeight),
                                        color: row.kind == "block" ? color : TimingPanel.titleColor))
            // The kinds' colours are opaque: their bars' alpha is the factor.
            for fill in row.fills { rowsLayer.addSublayer(bar(fill, y: y, color: color.multipliedAlpha(0.22))) }
            if let active = row.active {
                rowsLayer.addSublayer(bar(active, y: y, color: color.multipliedAlpha(row.isRunning ? 1 : 0.6)))
            }
            for x in row.cycleEnds { rowsLayer.addSublayer(tick(x, y: y, color: Color(red: 1, green: 1, blue: 1, alpha: 0.9))) }
            for x in row.turns { rowsLayer.addSublayer(tick(x, y: y, color: Color(red: 1, green: 1, blue: 1, alpha: 0.45))) }
            if let x = row.settles { rowsLayer.addSublayer(tick(x, y: y, color: Color(red: 0.6, green: 1, blue: 0.65, alpha: 1))) }
        }
        text.show(lines)
    }

    private static func rowTop(_ i: Int, in panel: Rect) -> Double { panel.minY + 16 + Double(i) * rowHeight }

    private func bar(_ span: ClosedRange<Double>, y: Double, color: Color) -> Layer {
        let bar = Layer()
        bar.backgroundColor = color
        bar.cornerRadius = 2
        bar.frame = Rect(x: span.lowerBound, y: y + 3, width: max(span.upperBound - span.lowerBound, 1), height: TimingPanel.rowHeight - 6)
        return bar
    }

    private func tick(_ x: Double, y: Double, color: Color) -> Layer {
        let tick = Layer()
        tick.backgroundColor = color
        tick.frame = Rect(x: x - 0.5, y: y + 2, width: 1, height: TimingPanel.rowHeight - 4)
        return tick
    }

    // MARK: The pointer

    /// Whether `point` (frame points) is on the panel as last drawn.
    func contains(_ point: Point) -> Bool { !layer.isHidden && frame.contains(point) }

    /// The row at `point` (frame points) as last drawn, or nil off the rows.
    private func row(at point: Point) -> TimingRows.Row? {
        guard contains(point), let shown else { return nil }
        let i = Int(((point.y - frame.minY - 16) / TimingPanel.rowHeight).rounded(.down))
        return point.y >= frame.minY + 16 && shown.rows.indices.contains(i) ? shown.rows[i] : nil
    }

    /// The logged animation whose row is at `point`, or nil (off the rows, or a UIKit call's row).
    func recordIndex(at point: Point) -> Int? { row(at: point)?.record }

    /// The pointer moved to `point` (frame points), or left the window (nil): over a row the
    /// panel shows that animation's numbers.
    public func hover(at point: Point?) {
        hover = point.flatMap { contains($0) ? $0 : nil }
    }

    /// Scrolls `rows` rows back in time (negative: forwards).
    public func scroll(by rows: Int) {
        scroll = max(scroll + rows, 0)
    }

    private func placeTooltip(in sceneSize: Size) {
        guard let hover, let row = row(at: hover) else {
            tooltip.isHidden = true
            return
        }
        var lines = [row.title]
        if let index = row.record, let record = records[index] {
            lines.append(record.kind + (record.block.map { " · " + $0.title } ?? ""))
            lines += TimingPanel.wrap(record.timingSummary, width: 52)
        } else {
            lines.append("a UIKit call: its animations are the rows under it")
        }
        let width = min(Double(lines.map(\.count).max() ?? 10) * PanelText.characterWidth + 12, sceneSize.width - 8)
        let height = Double(lines.count) * 12 + 6
        let x = min(max(hover.x + 12, 4), sceneSize.width - width - 4)
        let y = max(hover.y - height - 8, 4)
        tooltip.isHidden = false
        tooltip.frame = Rect(x: x, y: y, width: width, height: height)
        tooltipText.show(lines.enumerated().map { i, line in
            PanelText.Line(string: line, frame: Rect(x: 6, y: 3 + Double(i) * 12, width: width - 12, height: 12),
                           color: i == 0 ? PanelText.textColor : PanelText.dimColor)
        })
    }

    /// `text` broken at " · " into lines of at most about `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for part in text.components(separatedBy: " · ") {
            if !line.isEmpty, line.count + part.count + 3 > width {
                lines.append(line)
                line = part
            } else {
                line = line.isEmpty ? part : line + " · " + part
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
