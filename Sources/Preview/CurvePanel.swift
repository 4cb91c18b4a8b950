import Geometry
import Layers
import Raster

/// The curve graphs (`C` in the window, `render --overlay curves`) of the selected
/// animation, over the top of the scene: its value over time, each component a line, with
/// the playhead; its timing function's curve with the point it is at; and for a spring its
/// displacement and velocity to `settlingDuration` with the overshoot, damping ratio and
/// response written out.
public final class CurvePanel {
    public let layer = Layer()
    private let background = Layer()
    private let graphs = Layer()
    private let text = PanelText()
    private let valueMarker = Layer()
    private let easingMarker = ShapeLayer()
    /// What the graphs were last built for, so a playing scene moves the markers alone.
    private var built: (record: AnimationRecord, size: Size)?
    private var valueBox = Rect.zero, easingBox = Rect.zero
    private var curves: AnimationCurves?

    static let componentColors = [
        Color(red: 0.04, green: 0.52, blue: 1), Color(red: 1, green: 0.62, blue: 0.04), Color(red: 0.2, green: 0.78, blue: 0.35),
        Color(red: 1, green: 0.22, blue: 0.37), Color(red: 0.69, green: 0.32, blue: 0.87), Color(red: 0.35, green: 0.78, blue: 0.98),
    ]
    static let frameColor = Color(red: 1, green: 1, blue: 1, alpha: 0.25)

    public init() {
        layer.name = "kinema.curves"
        background.backgroundColor = TimingPanel.backgroundColor
        valueMarker.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
        easingMarker.fillColor = .white
        var dot = Path()
        dot.addEllipse(in: Rect(x: 0, y: 0, width: 6, height: 6))
        easingMarker.path = dot
        for part in [background, graphs, valueMarker, easingMarker, text.layer] { layer.addSublayer(part) }
        layer.isHidden = true
    }

    /// The panel's height over a scene of `sceneSize`.
    static func height(for sceneSize: Size) -> Double { min(max(sceneSize.height * 0.36, 120), 220) }

    /// Shows the curves of `record` (its animation `subject`) at scene time `time` over the
    /// top of a scene of `sceneSize`, or a hint when nothing is selected; or hides the panel.
    func update(record: AnimationRecord?, subject: AnimationSubject?, time: Double, sceneSize: Size, isShown: Bool) {
        layer.isHidden = !isShown
        guard isShown, sceneSize.width > 60, sceneSize.height > 60 else { return }
        let panel = Rect(x: 0, y: 0, width: sceneSize.width, height: CurvePanel.height(for: sceneSize))
        layer.frame = Rect(origin: .zero, size: sceneSize)
        background.frame = panel
        guard let record, let subject else {
            built = nil
            curves = nil
            for old in graphs.sublayers { old.removeFromSuperlayer() }
            valueMarker.isHidden = true
            easingMarker.isHidden = true
            text.show([.init(string: "No animation selected: click a timing bar (T) or a layer (I)",
                             frame: Rect(x: 8, y: 4, width: panel.width - 16, height: 14), color: PanelText.dimColor)])
            return
        }
        if built.map({ $0.record != record || $0.size != sceneSize }) ?? true {
            built = (record, sceneSize)
            let curves = AnimationCurves(record: record, animation: subject.animation, layer: subject.layer, now: time)
            self.curves = curves
            build(curves, record: record, in: panel)
        }
        guard let curves else { return }
        // The playhead on the value graph, and the point the timing curve is at.
        let span = curves.span
        let f = (time - span.lowerBound) / max(span.upperBound - span.lowerBound, 1e-9)
        valueMarker.isHidden = !(0...1).contains(f)
        valueMarker.frame = Rect(x: (valueBox.minX + f * valueBox.width).rounded(.down), y: valueBox.minY, width: 1, height: valueBox.height)
        placeEasingMarker(curves: curves, record: record, subject: subject, time: time)
    }

    private func build(_ curves: AnimationCurves, record: AnimationRecord, in panel: Rect) {
        for old in graphs.sublayers { old.removeFromSuperlayer() }
        let figures = curves.spring.map(CurvePanel.figures) ?? []
        let figureLines = figures.isEmpty ? 0 : (Double(figures.joined(separator: " · ").count) * PanelText.characterWidth > panel.width - 16 ? 2 : 1)
        let top = panel.minY + 34, bottom = panel.maxY - 8 - 13 * Double(figureLines)
        let gap = 10.0
        let easingSide = min(bottom - top, panel.width * 0.34)
        valueBox = Rect(x: panel.minX + 8, y: top, width: panel.width - 16 - easingSide - gap, height: bottom - top)
        easingBox = Rect(x: valueBox.maxX + gap, y: top, width: easingSide, height: bottom - top)
        var lines: [PanelText.Line] = []
        let title = record.title + "  " + record.kind
        lines.append(.init(string: title, frame: Rect(x: 8, y: 2, width: panel.width - 16, height: 12)))
        lines.append(.init(string: record.timingSummary, frame: Rect(x: 8, y: 13, width: panel.width - 16, height: 12),
                           color: PanelText.dimColor))
        // The value graph: every component on one scale, named in its colour.
        graphs.addSublayer(box(valueBox))
        let all = curves.values.flatMap(\.points)
        let low = all.map(\.y).min() ?? 0, high = all.map(\.y).max() ?? 1
        let range = high - low > 1e-12 ? low...high : (low - 1)...(high + 1)
        var legendX = valueBox.minX
        for (i, series) in curves.values.prefix(CurvePanel.componentColors.count).enumerated() {
            let color = CurvePanel.componentColors[i]
            graphs.addSublayer(line(series.points, x: curves.span, y: range, in: valueBox, color: color))
            let label = series.name
            let labelWidth = Double(label.count + 1) * PanelText.characterWidth
            if legendX + labelWidth <= valueBox.maxX {
                lines.append(.init(string: label, frame: Rect(x: legendX, y: 23, width: labelWidth, height: 11), color: color))
                legendX += labelWidth + 4
            }
        }
        lines.append(.init(string: InspectorValueText.number(range.upperBound), frame: Rect(x: valueBox.minX + 2, y: valueBox.minY, width: 60, height: 11),
                           color: PanelText.dimColor))
        lines.append(.init(string: InspectorValueText.number(range.lowerBound), frame: Rect(x: valueBox.minX + 2, y: valueBox.maxY - 11, width: 60, height: 11),
                           color: PanelText.dimColor))
        if curves.values.isEmpty {
            lines.append(.init(string: "no values to graph", frame: Rect(x: valueBox.minX + 4, y: valueBox.midY - 6, width: valueBox.width - 8, height: 12),
                               color: PanelText.dimColor))
        }
        // The timing curve, or the spring's displacement and velocity.
        graphs.addSublayer(box(easingBox))
        if let spring = curves.spring {
            let span = 0...max(spring.settlingDuration.isFinite ? spring.settlingDuration : 1, 1e-3)
            // Each on its own scale about a shared zero: displacement starts at 1.
            let speed = max(spring.velocity.map { abs($0.y) }.max() ?? 1, 1e-9)
            let dashed = line(spring.velocity, x: span, y: -speed...speed, in: easingBox, color: CurvePanel.componentColors[1])
            dashed.lineDashPattern = [3, 2]
            graphs.addSublayer(line(spring.displacement, x: span, y: -1...1, in: easingBox, color: CurvePanel.componentColors[2]))
            graphs.addSublayer(dashed)
            lines.append(.init(string: "x(t)", frame: Rect(x: easingBox.minX + 2, y: easingBox.minY, width: 30, height: 11), color: CurvePanel.componentColors[2]))
            lines.append(.init(string: "v(t)", frame: Rect(x: easingBox.minX + 30, y: easingBox.minY, width: 30, height: 11), color: CurvePanel.componentColors[1]))
            // On one line, or two when the panel is narrow.
            let rows = figureLines == 1 ? [figures.joined(separator: " · ")]
                : [figures.prefix(2).joined(separator: " · "), figures.dropFirst(2).joined(separator: " · ")]
            for (i, row) in rows.enumerated() {
                lines.append(.init(string: row, frame: Rect(x: 8, y: bottom + 4 + 13 * Double(i), width: panel.width - 16, height: 13),
                                   color: PanelText.accentColor))
            }
        } else {
            let easing = curves.easing ?? [Point(x: 0, y: 0), Point(x: 1, y: 1)]
            let low = min(easing.map(\.y).min() ?? 0, 0), high = max(easing.map(\.y).max() ?? 1, 1)
            graphs.addSublayer(line(easing, x: 0...1, y: low...high, in: easingBox, color: .white))
            lines.append(.init(string: curves.easing == nil ? "linear" : "timing", frame: Rect(x: easingBox.minX + 2, y: easingBox.minY, width: easingBox.width, height: 11),
                               color: PanelText.dimColor))
        }
        text.show(lines)
    }

    /// The playhead's point on the timing curve (or the spring's displacement).
    private func placeEasingMarker(curves: AnimationCurves, record: AnimationRecord, subject: AnimationSubject, time: Double) {
        let timing = subject.animation.timing
        let local = subject.layer.map { timing.beginTime + $0.localTime(fromScene: time) - $0.localTime(fromScene: record.begin) }
        guard let local, let basic = timing.basicLocalTime(parent: local), timing.duration > 0, timing.duration.isFinite else {
            easingMarker.isHidden = true
            return
        }
        let point: Point
        if let spring = curves.spring {
            let settle = max(spring.settlingDuration.isFinite ? spring.settlingDuration : 1, 1e-3)
            guard let springModel = (subject.animation as? SpringAnimation)?.spring else { return }
            point = map(Point(x: basic, y: 1 - springModel.fraction(at: basic)), x: 0...settle, y: -1...1, in: easingBox)
        } else {
            let x = min(max(basic / timing.duration, 0), 1)
            let y = subject.animation.timingFunction?.value(at: x) ?? x
            let easing = curves.easing ?? []
            let low = min(easing.map(\.y).min() ?? 0, 0), high = max(easing.map(\.y).max() ?? 1, 1)
            point = map(Point(x: x, y: y), x: 0...1, y: low...high, in: easingBox)
        }
        // The dot's picture stays; only its frame moves.
        easingMarker.isHidden = false
        easingMarker.frame = Rect(x: point.x - 3, y: point.y - 3, width: 6, height: 6)
    }

    /// A spring's figures as the panel writes them: settling, overshoot, ζ and response.
    static func figures(_ spring: AnimationCurves.SpringFacts) -> [String] {
        let n = InspectorValueText.number
        return ["settles \(n(spring.settlingDuration)) s", "overshoot \(n(spring.overshootPercent))%",
                "ζ \(n(spring.dampingRatio))", "response \(n(spring.response)) s"]
    }

    private func box(_ frame: Rect) -> Layer {
        let box = Layer()
        box.frame = frame
        box.borderColor = CurvePanel.frameColor
        box.borderWidth = 1
        return box
    }

    private func map(_ p: Point, x: ClosedRange<Double>, y: ClosedRange<Double>, in box: Rect) -> Point {
        let fx = (p.x - x.lowerBound) / max(x.upperBound - x.lowerBound, 1e-12)
        let fy = (p.y - y.lowerBound) / max(y.upperBound - y.lowerBound, 1e-12)
        // A little inside the box, so the lines at its extremes show.
        return Point(x: box.minX + 2 + fx * (box.width - 4), y: box.maxY - 2 - fy * (box.height - 4))
    }

    /// A line of `points` drawn in `box`, as a shape layer the size of the box (so its picture
    /// is no bigger than the box, and cheap to composite while the scene under it moves).
    private func line(_ points: [Point], x: ClosedRange<Double>, y: ClosedRange<Double>, in box: Rect, color: Color) -> ShapeLayer {
        let shape = ShapeLayer()
        shape.frame = box
        shape.fillColor = nil
        shape.strokeColor = color
        shape.lineWidth = 1.25
        shape.lineJoin = .round
        var path = Path()
        let mapped = points.filter { $0.x.isFinite && $0.y.isFinite }.map { p in
            let q = map(p, x: x, y: y, in: box)
            return Point(x: q.x - box.minX, y: q.y - box.minY)
        }
        if mapped.count > 1 { path.addLines(between: mapped) }
        shape.path = path
        return shape
    }
}
