import Geometry
import Layers
import Raster

/// The previewer's timeline: a dark panel along the bottom of the scene with a play/pause
/// button, a track filled up to the current time with a knob there, and a label with the
/// time, the duration, the speed when not 1× and "paused". Drawn with layers, like the rest
/// of the HUD: add `layer` to the session's HUD.
public final class TimelineBar {
    /// Add this layer to the HUD; it spans the scene, the bar's parts sit at its bottom.
    public let layer = Layer()
    private let panel = Layer()
    private let button = ShapeLayer()
    /// Holds the track's segments (see TimelineBarLayout), in scene points.
    private let track = Layer()
    private var segments: [Layer] = []
    private let knob = Layer()
    private let text = TextLayer()

    /// What the bar shows now, as last given to `update`.
    private var state: State?
    /// Where the parts are, or were when last shown: a scrub that began before the bar was
    /// hidden goes on along the same track. Nil until the bar is shown in a scene with a size.
    public private(set) var layout: TimelineBarLayout?
    /// The duration the track spans now.
    public private(set) var duration = 0.0

    static let panelColor = Color(red: 0.07, green: 0.07, blue: 0.09, alpha: 0.78)
    static let trackColor = Color(red: 1, green: 1, blue: 1, alpha: 0.28)
    static let elapsedColor = Color(red: 0.04, green: 0.52, blue: 1)
    static let textColor = Color(red: 1, green: 1, blue: 1, alpha: 0.92)

    public init() {
        layer.name = "kinema.timelineBar"
        panel.backgroundColor = TimelineBar.panelColor
        button.fillColor = .white
        knob.backgroundColor = .white
        // It slides by fractions of a pixel: its round outline must not be cut by aliased bounds.
        knob.allowsEdgeAntialiasing = true
        text.font = Font(family: "DejaVu Sans Mono", size: 10)
        text.foregroundColor = TimelineBar.textColor
        text.alignmentMode = .right
        text.verticalAlignment = .center
        for part in [panel, button, track, knob, text] { layer.addSublayer(part) }
    }

    /// Shows `time` of `duration` seconds at `speed`, playing or paused, in a scene of
    /// `sceneSize` points drawn at `scale` pixels a point; hides the bar when `isHidden`. Does nothing when nothing changed;
    /// otherwise sets every part, and the parts whose values stayed the same leave the
    /// compositor's damage alone: while the scene plays only the knob, the track segment under
    /// it and the label redraw.
    /// A scene that runs for ever (`isEndless`) shows its duration as ∞ and its track up to the
    /// time reached; `isLooping` says so under the time. Stopped `isAtEnd` while playing, the
    /// button shows ▶, as when paused.
    public func update(time: Double, duration: Double, isPaused: Bool, speed: Double, isHidden: Bool, sceneSize: Size,
                       scale: Double, isLooping: Bool = false, isEndless: Bool = false, isAtEnd: Bool = false) {
        var next = State(time: time, duration: isEndless ? max(duration, time) : duration, isPaused: isPaused, speed: speed,
                         isHidden: isHidden, sceneSize: sceneSize, scale: scale)
        next.isLooping = isLooping
        next.isEndless = isEndless
        next.isAtEnd = isAtEnd
        guard next != state else { return }
        state = next
        self.duration = next.duration
        let label = TimelineBarLabel(time: next.time, duration: next.duration, speed: next.speed, isPaused: next.isPaused,
                                     isLooping: next.isLooping, isEndless: next.isEndless)
        let shown = next.isHidden ? nil : TimelineBarLayout(sceneSize: next.sceneSize, labelColumns: label.columns,
                                                                      pixelsPerPoint: next.scale)
        layer.isHidden = shown == nil
        guard let layout = shown else { return }
        self.layout = layout
        // The scene and the strip under it.
        let frame = Rect(x: 0, y: 0, width: next.sceneSize.width, height: layout.panel.maxY)
        layer.frame = frame
        panel.frame = layout.panel
        button.frame = layout.button
        // Stopped at the end, the button offers ▶ (it plays again from 0), as a video player's does.
        button.path = next.isPaused || next.isAtEnd ? TimelineBar.playIcon(side: layout.button.width) : TimelineBar.pauseIcon(side: layout.button.width)
        track.frame = frame
        let fraction = TimelineBar.fractionFilled(time: next.time, duration: next.duration)
        updateSegments(layout, fraction: fraction)
        knob.frame = layout.knob(at: fraction)
        knob.cornerRadius = layout.knobDiameter / 2
        text.isHidden = layout.label == nil
        if let box = layout.label {
            text.frame = box
            text.fontSize = layout.fontSize
            text.string = label.text
        }
    }

    /// Lays the track's segments out, adding or removing some when their number changed, and
    /// colours each elapsed or not; the ends are rounded.
    private func updateSegments(_ layout: TimelineBarLayout, fraction: Double) {
        while segments.count > layout.segmentCount { segments.removeLast().removeFromSuperlayer() }
        while segments.count < layout.segmentCount {
            let segment = Layer()
            track.addSublayer(segment)
            segments.append(segment)
        }
        let left: CornerMask = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        let right: CornerMask = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        for (index, segment) in segments.enumerated() {
            segment.frame = layout.segment(index)
            segment.cornerRadius = layout.track.height / 2
            segment.maskedCorners = (index == 0 ? left : []).union(index == segments.count - 1 ? right : [])
            segment.backgroundColor = layout.isElapsed(segment: index, at: fraction) ? TimelineBar.elapsedColor : TimelineBar.trackColor
        }
    }

    /// The time at `point` (scene points) on the bar, clamped to 0...duration; nil when the
    /// point is not on the bar, is on its play/pause button, or the bar is hidden.
    public func time(at point: Point) -> Double? {
        guard !layer.isHidden, let layout, layout.panel.contains(point), !isOnButton(point) else { return nil }
        return time(atX: point.x)
    }

    /// The time under `x` (scene points) when dragging along the track: clamped to
    /// 0...duration wherever the pointer is.
    public func time(atX x: Double) -> Double {
        guard let layout else { return 0 }
        return layout.fraction(atX: x) * duration
    }

    /// Whether `point` is on the play/pause button (a little larger than its icon, as fingers
    /// and pointers miss by a few points): from the panel's left edge to half way to the track.
    public func isOnButton(_ point: Point) -> Bool {
        guard !layer.isHidden, let layout, layout.panel.contains(point) else { return false }
        return point.x < (layout.button.maxX + layout.track.minX) / 2
    }

    /// How much of the track `time` fills: 0...1, full once the time is past the duration.
    public static func fractionFilled(time: Double, duration: Double) -> Double {
        guard duration > 0 else { return time > 0 ? 1 : 0 }
        let fraction = time / duration
        return fraction >= 0 ? min(fraction, 1) : 0
    }

    /// ▶ filling a `side`-point square: shown while paused, as what the button does.
    static func playIcon(side s: Double) -> Path {
        Path(elements: [.move(Point(0.2 * s, 0.1 * s)), .line(Point(0.9 * s, 0.5 * s)), .line(Point(0.2 * s, 0.9 * s)), .close])
    }

    /// ⏸ filling a `side`-point square: shown while playing.
    static func pauseIcon(side s: Double) -> Path {
        var path = Path.rect(Rect(x: 0.15 * s, y: 0.1 * s, width: 0.25 * s, height: 0.8 * s))
        path.append(.rect(Rect(x: 0.6 * s, y: 0.1 * s, width: 0.25 * s, height: 0.8 * s)))
        return path
    }
}
