import Geometry

/// Where the timeline bar's parts go in a scene, in scene points. The bar is 30 points tall,
/// or 15 % of the scene's height when that is less; every part scales with it.
///
/// At full size: an 8-point margin, a 14-point play/pause button, 10 points of space, the
/// track (4 points thick, ending 12 points before the label), then the label in 10-point
/// DejaVu Sans Mono right-aligned 8 points from the edge.
public struct TimelineBarLayout: Equatable, Sendable {
    /// The bar's height in a scene tall enough.
    public static let fullHeight = 30.0
    /// The most of the scene's height the bar may cover.
    public static let largestShare = 0.15
    /// DejaVu Sans Mono's advance, in ems: every character is this wide.
    static let monoAdvance = 0.602

    /// The dark panel along the bottom of the scene.
    public let panel: Rect
    /// The play/pause button at the left.
    public let button: Rect
    /// The track; its left end is time 0, its right end the duration.
    public let track: Rect
    public let knobDiameter: Double
    /// Where the label's text goes, or nil when the bar is too small for readable text or the
    /// label would leave the track too short.
    public let label: Rect?
    public let fontSize: Double

    /// The layout in a scene of `sceneSize` for a label `labelColumns` characters wide; nil
    /// when the size is not finite and positive.
    public init?(sceneSize: Size, labelColumns: Int) {
        let width = sceneSize.width, height = sceneSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let barHeight = min(TimelineBarLayout.fullHeight, height * TimelineBarLayout.largestShare)
        let k = barHeight / TimelineBarLayout.fullHeight
        panel = Rect(x: 0, y: height - barHeight, width: width, height: barHeight)
        button = Rect(x: 8 * k, y: panel.minY + 8 * k, width: 14 * k, height: 14 * k)
        knobDiameter = 12 * k
        fontSize = 10 * k

        let trackStart = 32 * k
        let labelWidth = Double(max(labelColumns, 0)) * TimelineBarLayout.monoAdvance * fontSize
        let labelStart = width - 8 * k - labelWidth
        // Under half size the text would be a few pixels tall; keep at least 48 points of track.
        let labelFits = k >= 0.5 && labelColumns > 0 && labelStart - 12 * k - trackStart >= 48 * k
        label = labelFits ? Rect(x: labelStart, y: panel.minY, width: labelWidth, height: barHeight) : nil
        // Without a label the track stops a knob's radius short of the margin.
        let trackEnd = labelFits ? labelStart - 12 * k : width - 14 * k
        track = Rect(x: trackStart, y: panel.midY - 2 * k, width: max(trackEnd - trackStart, 0), height: 4 * k)
    }

    /// How far along the track `x` is, from 0 at its left end to 1 at its right, clamped
    /// (NaN and a zero-length track give 0).
    public func fraction(atX x: Double) -> Double {
        guard track.width > 0 else { return 0 }
        let fraction = (x - track.minX) / track.width
        return fraction >= 0 ? min(fraction, 1) : 0
    }

    /// The knob's frame at `fraction` (0...1) of the track.
    public func knob(at fraction: Double) -> Rect {
        let x = track.minX + fraction * track.width
        return Rect(x: x - knobDiameter / 2, y: track.midY - knobDiameter / 2, width: knobDiameter, height: knobDiameter)
    }
}
