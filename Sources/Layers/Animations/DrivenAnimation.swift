import Animation

/// Supplies the progress of driven animations: a UIViewPropertyAnimator, which decides how
/// far along its blocks are at any moment.
public protocol AnimationDriver: AnyObject {
    /// How far along track `track` is at the driver's time `time`: 0 shows a change's old
    /// value, 1 its new one, and beyond 1 a spring's overshoot. `y` applies to the y of a
    /// position (whose spring may start with its own velocity), `x` to everything else.
    func progress(ofTrack track: Int, at time: Double) -> (x: Double, y: Double)
}

/// An animation whose progress comes from a driver instead of its own timing: how a
/// property animator animates one change. It adds (old − new) × (1 − progress) to the value
/// underneath, as UIKit's additive animations do, so that several animators and
/// `UIView.animate` on one property sum. Or it plays `timedAnimation` (a keyframe animation
/// a block nested in the animator's made) at progress × its duration. It lasts until the
/// driver removes it.
public final class DrivenAnimation: PropertyAnimation {
    /// An animation played by progress instead of by time, in place of the old and new values.
    public var timedAnimation: LayerAnimation?
    /// The model value before the change.
    public var fromValue: PropertyValue? { didSet { cachedOffset = nil } }
    /// The model value after the change.
    public var toValue: PropertyValue? { didSet { cachedOffset = nil } }
    /// Holds the animation's progress; strongly, as UIKit keeps a running animator alive.
    public var driver: AnimationDriver?
    /// Which of the driver's tracks this animation follows.
    public var track = 0
    /// The driver's time at the animation's local time 0.
    public var driverTime = 0.0

    public required init() {
        super.init()
        timing.duration = .infinity
        isAdditive = true
    }

    override public class var typeName: String { "UIViewPropertyAnimator animation" }

    override public func copy() -> LayerAnimation {
        let c = super.copy() as! DrivenAnimation
        c.fromValue = fromValue; c.toValue = toValue
        c.driver = driver; c.track = track; c.driverTime = driverTime; c.timedAnimation = timedAnimation
        return c
    }

    /// old − new and the zero it goes to (new − new), worked out once: a transform's inverse
    /// costs more than the rest.
    private var cachedOffset: (offset: AnimatedValue, zero: AnimatedValue)??
    private var offset: (offset: AnimatedValue, zero: AnimatedValue)? {
        if let cachedOffset { return cachedOffset }
        var made: (AnimatedValue, AnimatedValue)?
        if let fromValue, let toValue {
            let from = AnimatedValue(fromValue), to = AnimatedValue(toValue)
            if case .interpolable = from, case .interpolable = to { made = (from.subtracting(to), to.subtracting(to)) }
        }
        cachedOffset = .some(made)
        return made
    }

    /// The value `progress` of the way from the old value to the new one, as an offset to add
    /// to the value underneath: (old − new) interpolated towards zero, as Core Animation
    /// interpolates UIKit's additive animations (a transform by its decomposition, so a scale
    /// grows linearly and a turn goes round by its angle); a point's y goes by `progress.y`.
    /// Nil for values that do not interpolate.
    public func offset(at progress: (x: Double, y: Double)) -> AnimatedValue? {
        guard let (offset, zero) = offset else { return nil }
        if case let .interpolable(.vector(v), .point) = offset, v.count == 2 {
            return .interpolable(.vector([v[0] * (1 - progress.x), v[1] * (1 - progress.y)]), .point)
        }
        return offset.interpolated(to: zero, progress.x)
    }

    override public func apply(at t: Double, iteration: Int, to presentation: Layer) {
        guard let driver else { return }
        apply(progress: driver.progress(ofTrack: track, at: driverTime + t), to: presentation)
    }

    /// The model value of `layer` at the key path with this animation applied at `progress`:
    /// what a driver writes into the model to leave things as they look.
    public func value(on layer: Layer, at progress: (x: Double, y: Double)) -> PropertyValue? {
        let copy = layer.makeCopy()
        apply(progress: progress, to: copy)
        let keyPath = keyPath ?? (timedAnimation as? PropertyAnimation)?.keyPath
        return keyPath.flatMap { KeyPathAccessor($0, of: copy)?.get(copy)?.propertyValue }
    }

    private func apply(progress: (x: Double, y: Double), to presentation: Layer) {
        if let timedAnimation {
            let d = timedAnimation.timing.duration
            timedAnimation.apply(at: min(max(progress.x, 0), 1) * (d.isFinite ? d : 0), iteration: 0, to: presentation)
            return
        }
        guard let accessor = accessor(for: presentation) else { return }
        if let offset = offset(at: progress) {
            if let scalar = accessor.scalar, case .interpolable(.scalar(let n), _) = offset {
                scalar.set(presentation, scalar.get(presentation) + n)
            } else {
                write(offset, to: presentation)
            }
        } else if let fromValue, let toValue {
            // Values that cannot interpolate switch half-way, in place of the model's.
            accessor.set(presentation, AnimatedValue(progress.x < 0.5 ? fromValue : toValue))
        }
    }
}
