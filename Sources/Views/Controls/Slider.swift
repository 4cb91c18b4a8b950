import Geometry
import Layers
import Raster

/// UISlider: a thumb on a track that the pointer drags between `minimumValue` and
/// `maximumValue`. A drag must start on the thumb; the value then follows the pointer's
/// horizontal travel (the thumb stays under it), and the targets hear `valueChanged` on
/// every move that changes it, or once on release when the slider is not `isContinuous`.
///
/// Drawn with layers, as UIKit's default images look since iOS 13: a track 4 points high
/// with round ends, filled with `minimumTrackTintColor` (the tint, systemBlue) up to the
/// thumb's centre and `maximumTrackTintColor` (systemFill's grey) after it, and a white
/// 28-point round thumb with a soft shadow. The thumb's centre runs from half a thumb in
/// from each end: at value v it is at x = 14 + (v − min) / (max − min) · (width − 28).
/// Apple does not publish these sizes or the shadow; they are measured by eye on its slider.
public final class Slider: Control {
    /// The thumb's diameter, in points.
    public static let thumbSide = 28.0
    /// The track's height, in points.
    public static let trackHeight = 4.0
    /// The height UIKit gives a slider laid out by its intrinsic size.
    public static let intrinsicHeight = 31.0
    /// The filled part's colour without `minimumTrackTintColor`: the tint, systemBlue.
    public static let defaultMinimumTrackColor = Color(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)
    /// The rest of the track's colour without `maximumTrackTintColor`: UIColor.systemFill.
    public static let defaultMaximumTrackColor = Color(red: 120 / 255.0, green: 120 / 255.0, blue: 128 / 255.0, alpha: 0.2)

    /// The value, always within `minimumValue`…`maximumValue`.
    public var value = 0.0 {
        didSet {
            let clamped = clamp(value)
            if clamped != value { value = clamped }
            layoutParts()
        }
    }
    /// The least value; raising it above `value` raises the value, as UIKit does.
    public var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamp(value)
        }
    }
    /// The greatest value; lowering it below `value` lowers the value.
    public var maximumValue = 1.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamp(value)
        }
    }
    /// Whether the targets hear `valueChanged` on every move (true) or once on release.
    public var isContinuous = true
    /// The filled part of the track; nil is the tint.
    public var minimumTrackTintColor: Color? {
        didSet { minimumTrack.backgroundColor = minimumTrackTintColor ?? Slider.defaultMinimumTrackColor }
    }
    /// The rest of the track; nil is systemFill's grey.
    public var maximumTrackTintColor: Color? {
        didSet { maximumTrack.backgroundColor = maximumTrackTintColor ?? Slider.defaultMaximumTrackColor }
    }
    /// The thumb's colour; nil is white.
    public var thumbTintColor: Color? {
        didSet { thumb.backgroundColor = thumbTintColor ?? .white }
    }

    /// The track after the thumb (drawn first, under the filled part).
    let maximumTrack = Layer()
    /// The track up to the thumb's centre.
    let minimumTrack = Layer()
    let thumb = Layer()
    /// Where the drag in progress started: the pointer's x in the slider and the value then.
    private var dragStart: (x: Double, value: Double)?
    /// Whether the drag in progress has changed the value since the targets last heard.
    private var changedSinceReported = false

    public init() {
        super.init(layerType: Layer.self)
        for track in [maximumTrack, minimumTrack] { track.cornerRadius = Slider.trackHeight / 2 }
        maximumTrack.backgroundColor = Slider.defaultMaximumTrackColor
        minimumTrack.backgroundColor = Slider.defaultMinimumTrackColor
        thumb.backgroundColor = .white
        thumb.cornerRadius = Slider.thumbSide / 2
        thumb.borderWidth = 0.5
        thumb.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.04)
        thumb.shadowOpacity = 0.15
        thumb.shadowRadius = 3
        thumb.shadowOffset = Size(width: 0, height: 3)
        for part in [maximumTrack, minimumTrack, thumb] { layer.addSublayer(part) }
    }

    override public class var typeName: String { "Slider" }

    override public class var properties: [String: ViewProperty] { table }

    /// UISlider.setValue(_:animated:). The thumb moves at once either way (not animated here).
    public func setValue(_ newValue: Double, animated: Bool) { value = newValue }

    /// Where the thumb's centre is for the value now, in the slider's coordinates.
    public var thumbCenter: Point {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        let travel = max(0, bounds.width - Slider.thumbSide)
        return Point(x: bounds.minX + Slider.thumbSide / 2 + fraction * travel, y: bounds.midY)
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    private func layoutParts() {
        let center = thumbCenter, trackY = bounds.midY - Slider.trackHeight / 2
        maximumTrack.frame = Rect(x: bounds.minX, y: trackY, width: bounds.width, height: Slider.trackHeight)
        minimumTrack.frame = Rect(x: bounds.minX, y: trackY, width: max(0, center.x - bounds.minX), height: Slider.trackHeight)
        thumb.frame = Rect(x: center.x - Slider.thumbSide / 2, y: center.y - Slider.thumbSide / 2,
                           width: Slider.thumbSide, height: Slider.thumbSide)
    }

    override func boundsDidChange() { layoutParts() }

    /// UIKit's slider is as wide as it is laid out and 31 points high.
    override func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        Size(width: -1, height: Slider.intrinsicHeight)
    }

    // MARK: Tracking

    /// A drag starts only on the thumb (a touch on the track elsewhere moves nothing).
    override public func beginTracking(_ touch: Touch) -> Bool {
        let point = touch.location(in: self), center = thumbCenter
        guard abs(point.x - center.x) <= Slider.thumbSide / 2, abs(point.y - center.y) <= Slider.thumbSide / 2 else {
            dragStart = nil
            return false
        }
        dragStart = (point.x, value)
        changedSinceReported = false
        return true
    }

    override public func continueTracking(_ touch: Touch) -> Bool {
        guard let start = dragStart else { return false }
        let travel = bounds.width - Slider.thumbSide
        guard travel > 0 else { return true }
        let before = value
        value = start.value + (touch.location(in: self).x - start.x) / travel * (maximumValue - minimumValue)
        if value != before { changedSinceReported = true }
        return true
    }

    override public func endTracking(_ touch: Touch) { _ = continueTracking(touch) }

    override func touchMoved(_ touch: Touch) throws {
        try super.touchMoved(touch)
        if isContinuous { try reportChange() }
    }

    override func touchEnded(_ touch: Touch) throws {
        try super.touchEnded(touch)
        try reportChange()
        dragStart = nil
    }

    override func touchCancelled() throws {
        try super.touchCancelled()
        try reportChange()
        dragStart = nil
    }

    /// Tells the targets `valueChanged` when the drag has changed the value since they last heard.
    private func reportChange() throws {
        guard changedSinceReported else { return }
        changedSinceReported = false
        try sendActions(for: .valueChanged)
    }

    /// Built once: the control's properties and the slider's own.
    private static let table: [String: ViewProperty] = controlTable.merging([
        "value": .number(\Slider.value),
        "minimumValue": .number(\Slider.minimumValue),
        "maximumValue": .number(\Slider.maximumValue),
        "isContinuous": .bool(\Slider.isContinuous),
        "minimumTrackTintColor": .color(\Slider.minimumTrackTintColor),
        "maximumTrackTintColor": .color(\Slider.maximumTrackTintColor),
        "thumbTintColor": .color(\Slider.thumbTintColor),
    ]) { $1 }
}
