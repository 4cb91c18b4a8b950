import Geometry

/// Where the timeline bar's parts go, in scene points. The bar is a strip of its own below the
/// scene, so it never covers the scene's controls: 30 points tall, or 15 % of the scene's
/// height when that is less; every part scales with it.
///
/// At full size: an 8-point margin, a 14-point play/pause button, 10 points of space, the
/// track (4 points thick, ending 12 points before the label), then the label in 10-point
/// DejaVu Sans Mono right-aligned 8 points from the edge.
///
/// The track is drawn as equal segments 4 to 8 points long, each either elapsed or not, because
/// the compositor redraws a changed layer whole: while the scene plays only the segment under
/// the knob changes, never the whole filled part. A segment counts as elapsed when its middle
/// is, so its colour is wrong at most 4 points from the exact time, under the 12-point knob.
/// The track and its segments' ends lie on whole pixels, so segments meet without seams.
public struct TimelineBarLayout: Equatable, Sendable {
    /// The bar's height in a scene tall enough.
    public static let fullHeight = 30.0
    /// The most of the scene's height the bar may cover.
    public static let largestShare = 0.15
    /// DejaVu Sans Mono's advance, in ems: every character is this wide.
    static let monoAdvance = 0.602
    /// In a scene thousands of points wide segments grow longer rather than more numerous.
    static let mostSegments = 400.0

    /// The dark panel under the scene, from its bottom edge down.
    public let panel: Rect
    /// The play/pause button at the left.
    public let button: Rect
    /// The track, on whole pixels; its left end is time 0, its right end the duration.
    public let track: Rect
    public let knobDiameter: Double
    /// How many segments draw the track, and their length before snapping to pixels.
    public let segmentCount: Int
    public let segmentLength: Double
    /// Where the label's text goes, or nil when the bar is too small for readable text or the
    /// label would leave the track too short.
    public let label: Rect?
    public let fontSize: Double
    /// Device pixels per point, which the track's edges snap to (0.01 to 1000; 1 for nonsense).
    public let pixelsPerPoint: Double

    /// The bar's height under a scene `sceneHeight` points tall.
    public static func height(forSceneHeight sceneHeight: Double) -> Double {
        sceneHeight.isFinite && sceneHeight > 0 ? min(fullHeight, sceneHeight * largestShare) : 0
    }

    /// The layout under a scene of `sceneSize` drawn at `pixelsPerPoint`, for a label
    /// `labelColumns` characters wide; nil when the size is not finite and positive.
    public init?(sceneSize: Size, labelColumns: Int, pixelsPerPoint: Double) {
        let width = sceneSize.width, height = sceneSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? min(max(pixelsPerPoint, 0.01), 1000) : 1
        let barHeight = TimelineBarLayout.height(forSceneHeight: height)
        let k = barHeight / TimelineBarLayout.fullHeight
        panel = Rect(x: 0, y: height, width: width, height: barHeight)
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
        let pixel = 1 / self.pixelsPerPoint
        let left = TimelineBarLayout.snap(trackStart, pixel), right = max(TimelineBarLayout.snap(trackEnd, pixel), left)
        let top = TimelineBarLayout.snap(panel.midY - 2 * k, pixel)
        let bottom = max(TimelineBarLayout.snap(panel.midY + 2 * k, pixel), top + pixel)
        track = Rect(x: left, y: top, width: right - left, height: bottom - top)
        // Equal segments of 4 to 8 points (at least two pixels, so none snaps to nothing): the
        // last is as long as the rest, room for its rounded end.
        let shortest = max(4 * k, 2 * pixel, track.width / TimelineBarLayout.mostSegments)
        segmentCount = track.width > 0 ? max(Int((track.width / shortest + 1e-9).rounded(.down)), 1) : 0
        segmentLength = segmentCount > 0 ? track.width / Double(segmentCount) : 0
    }

    /// `value` rounded to the nearest multiple of `pixel`.
    private static func snap(_ value: Double, _ pixel: Double) -> Double {
        (value / pixel).rounded() * pixel
    }

    /// Segment `index` of the track: its ends snapped to pixels, so it meets the next exactly.
    public func segment(_ index: Int) -> Rect {
        let pixel = 1 / pixelsPerPoint
        let start = TimelineBarLayout.snap(track.minX + Double(index) * segmentLength, pixel)
        let end = index >= segmentCount - 1 ? track.maxX
            : TimelineBarLayout.snap(track.minX + Double(index + 1) * segmentLength, pixel)
        return Rect(x: start, y: track.minY, width: max(end - start, 0), height: track.height)
    }

    /// Whether segment `index` shows as elapsed when `fraction` of the track is: when its
    /// middle is at or before that point.
    public func isElapsed(segment index: Int, at fraction: Double) -> Bool {
        segment(index).midX <= track.minX + fraction * track.width
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
