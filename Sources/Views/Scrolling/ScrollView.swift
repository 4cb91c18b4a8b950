import Animation
import Geometry
import Layers

/// UIScrollView: shows part of a larger content (`contentSize`) through its bounds, whose
/// origin is the `contentOffset`. Dragging moves the content with the pointer, with UIKit's
/// rubber band past the edges; a release flicks it on, decelerating by `decelerationRate`
/// each millisecond, bouncing back from an edge it runs into, or settling on a page. The
/// wheel scrolls it too. Everything moves on the scene clock (`host`), a frame at a time as
/// UIKit's display link does, so a scroll scrubs and replays; the delegate hears each step.
open class ScrollView: View {
    /// The clock the content moves on; without one a release stops where it is.
    public var host: AnimationHost?
    /// Held strongly, unlike UIKit's weak delegate: a scene's delegate is a table that
    /// nothing else keeps.
    public var delegate: ScrollViewDelegate?

    /// The size of the content, in points. A negative or non-finite size counts as zero.
    public var contentSize = Size(width: 0, height: 0) {
        didSet { indicators.update(for: self) }
    }
    /// Extra room around the content, scrolled to as part of it. When the content is at rest
    /// and outside the new limits, it moves back within them (inside an animation block, it
    /// animates there), as UIKit adjusts the offset.
    public var contentInset = EdgeInsets.zero {
        didSet {
            indicators.update(for: self)
            guard !isDragging, motion.x == nil, motion.y == nil else { return }
            let limits = offsetLimits, offset = contentOffset
            contentOffset = Point(x: min(max(offset.x, limits.x.lowerBound), limits.x.upperBound),
                                  y: min(max(offset.y, limits.y.lowerBound), limits.y.upperBound))
        }
    }
    /// Whether the content stretches past its edges (rubber band) and springs back.
    public var bounces = true
    /// Whether a vertical drag stretches the content even when it fits (`bounces` on).
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    /// Whether a release settles on a multiple of the bounds size.
    public var isPagingEnabled = false
    /// Whether dragging scrolls (the pan recogniser's `isEnabled`).
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// The factor the velocity keeps each millisecond after a release, in (0, 1):
    /// `ScrollDeceleration.normalRate` (0.998) or `.fastRate` (0.99).
    public var decelerationRate = ScrollDeceleration.normalRate
    public var showsVerticalScrollIndicator = true {
        didSet { indicators.update(for: self) }
    }
    public var showsHorizontalScrollIndicator = true {
        didSet { indicators.update(for: self) }
    }
    /// The pan that drags the content.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// True from the start of a drag until its release.
    public internal(set) var isDragging = false
    /// True while the pointer is down on the scroll view and dragging it.
    public var isTracking: Bool { isDragging }
    /// True while the content moves on after a release.
    public internal(set) var isDecelerating = false

    /// The offset at the start of the drag in progress, which the pan's translation moves.
    var dragOrigin = Point.zero
    /// What each axis does on its own now (nil: still).
    var motion: (x: ScrollAxisMotion?, y: ScrollAxisMotion?) = (nil, nil)
    /// Why the content is moving on its own: the delegate hears a different end for each.
    var motionKind = MotionKind.deceleration
    enum MotionKind { case deceleration, animation }
    /// Grows whenever motion starts or stops, so frames scheduled for an earlier motion do nothing.
    var motionGeneration = 0
    /// The scroll indicators.
    let indicators = ScrollIndicators()

    public init() {
        super.init(layerType: Layer.self)
        clipsToBounds = true
        panGestureRecognizer.name = "scrollViewPan"
        panGestureRecognizer.action = { [unowned self] recognizer in self.handlePan(recognizer as! PanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
        indicators.install(in: self)
    }

    override open class var typeName: String { "ScrollView" }
    override open class var properties: [String: ViewProperty] { scrollTable }

    /// UIScrollView.contentOffset: the bounds' origin, the point of the content at the
    /// scroll view's top-left corner. Setting it tells the delegate.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            var b = bounds
            b.origin = newValue
            bounds = b
            indicators.update(for: self)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// UIScrollView.setContentOffset(_:animated:): animated, the offset eases there over
    /// `animationDuration` on the scene clock (the delegate hears every step and then
    /// `scrollViewDidEndScrollingAnimation`); otherwise it jumps, stopping any motion.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion()
        guard animated, let host else { contentOffset = offset; return }
        let here = contentOffset
        motion = (ScrollAxisMotion(start: host.now, phase: .easing(from: here.x, to: offset.x, duration: ScrollView.animationDuration)),
                  ScrollAxisMotion(start: host.now, phase: .easing(from: here.y, to: offset.y, duration: ScrollView.animationDuration)))
        motionKind = .animation
        startFrames()
    }

    /// How long an animated `setContentOffset` takes. UIKit does not publish it; 0.3 s with an
    /// ease in and out is how it looks.
    public static let animationDuration = 0.3

    /// The content size made safe: negative or non-finite sides count as zero.
    var safeContentSize: Size {
        Size(width: contentSize.width.isFinite ? max(contentSize.width, 0) : 0,
             height: contentSize.height.isFinite ? max(contentSize.height, 0) : 0)
    }

    /// The offsets the content rests within along x and y: from −inset to the content's far
    /// edge (with its inset) at the bounds' far edge, never less than the start.
    public var offsetLimits: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let size = safeContentSize, inset = contentInset.isFinite ? contentInset : .zero
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, size.width + inset.right - bounds.width)
        let maxY = max(minY, size.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content along x (and y): it is wider than the bounds, or
    /// bounces there anyway.
    var scrollsHorizontally: Bool {
        offsetLimits.x.upperBound > offsetLimits.x.lowerBound || (bounces && alwaysBounceHorizontal)
    }
    var scrollsVertically: Bool {
        offsetLimits.y.upperBound > offsetLimits.y.lowerBound || (bounces && alwaysBounceVertical)
    }

    /// Half a device pixel, in points: UIKit stops a motion within it.
    var restThreshold: Double { 0.5 / max(layer.contentsScale, 1) }

    override func boundsDidChange() {
        super.boundsDidChange()
        indicators.update(for: self)
    }
}
