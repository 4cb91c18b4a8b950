import Animation
import Geometry

/// Hears when an animation starts and stops (CAAnimationDelegate). Scripts implement it
/// with a table of functions; the scene clock calls it at the animation's own times.
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ animation: LayerAnimation)
    func animationDidStop(_ animation: LayerAnimation, finished: Bool)
}

/// A Core Animation animation (CAAnimation and its subclasses, below). Adding one to a layer
/// adds a copy, as Core Animation does; the copy knows the layer time it began at.
open class LayerAnimation {
    /// Timing within the layer's time: `beginTime` 0 means "when added".
    public var timing = MediaTiming()
    /// The pacing of the whole animation; nil is linear.
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: AnimationDelegate?
    /// Free key-value storage for scripts (`anim:setValue(v, "name")`), kept by the script.
    public var userInfo: AnyObject?
    /// Which of the start and end events the host scheduled for this added copy are current:
    /// a change to its layer's timing schedules new ones and the old ones do nothing.
    var scheduleGeneration = 0
    /// Whether the delegate has heard `animationDidStart`.
    var hasStarted = false
    /// Whether the delegate has heard `animationDidStop`: Core Animation says it once per
    /// added animation, so a kept one (`isRemovedOnCompletion` false) that ended is not
    /// stopped again, unfinished, when it is removed or replaced later.
    var hasStopped = false
    /// Run once when this added copy stops, ended or removed (transactions waiting for it).
    var stopObservers: [() -> Void] = []

    public required init() {}

    /// The type name scripts use ("CABasicAnimation").
    open class var typeName: String { "CAAnimation" }

    /// A copy with every property (subclasses copy theirs).
    open func copy() -> LayerAnimation {
        let c = type(of: self).init()
        c.timing = timing
        c.timingFunction = timingFunction
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.delegate = delegate
        c.userInfo = userInfo
        return c
    }

    /// The key paths this animation writes (a group: its children's).
    open var animatedKeyPaths: [String] { [] }

    /// Writes the animation's values at its basic local time `t` (0...duration) into
    /// `presentation`, whose current values are what the animations before it left there.
    /// `iteration` counts completed repeats, for cumulative animations.
    open func apply(at t: Double, iteration: Int, to presentation: Layer) {}
}

/// CAPropertyAnimation: animates one key path.
open class PropertyAnimation: LayerAnimation {
    public var keyPath: String? {
        didSet { accessorCache = nil }
    }
    /// Adds the animated value to the value underneath instead of replacing it.
    public var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    public var isCumulative = false

    override open class var typeName: String { "CAPropertyAnimation" }
    override open var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    override open func copy() -> LayerAnimation {
        let c = super.copy() as! PropertyAnimation
        c.keyPath = keyPath; c.isAdditive = isAdditive; c.isCumulative = isCumulative
        return c
    }

    /// The fraction of the way through after the timing function, for fraction `t / duration`.
    func curvedFraction(_ t: Double) -> Double {
        let d = timing.duration
        let f = d > 0 ? min(max(t / d, 0), 1) : 1
        return timingFunction?.value(at: f) ?? f
    }

    /// The key path's accessor on layers like `layer`, parsed once per layer type (and again
    /// for a layer whose custom properties do not fit the one kept).
    func accessor(for layer: Layer) -> KeyPathAccessor? {
        let type = ObjectIdentifier(Swift.type(of: layer))
        if let cached = accessorCache, cached.type == type,
           cached.accessor?.serves(layer) ?? layer.customProperties.isEmpty { return cached.accessor }
        let made = keyPath.flatMap { KeyPathAccessor($0, of: layer) }
        accessorCache = (type, made)
        return made
    }
    private var accessorCache: (type: ObjectIdentifier, accessor: KeyPathAccessor?)?

    /// Writes `value` (this animation's output) to the key path, added to what is there when additive.
    func write(_ value: AnimatedValue, to presentation: Layer) {
        guard let accessor = accessor(for: presentation) else { return }
        if isAdditive, let base = accessor.get(presentation) {
            accessor.set(presentation, base.adding(value))
        } else {
            accessor.set(presentation, value)
        }
    }
}
