import Animation
import Geometry

/// CAKeyframeAnimation: through a list of values, or along a path.
public final class KeyframeAnimation: PropertyAnimation {
    /// CAAnimationRotationMode for path animations.
    public enum RotationMode: String, CaseIterable, Sendable {
        case rotateAuto, rotateAutoReverse
    }

    public var values: [PropertyValue]?
    public var path: Path?
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode = CalculationMode.linear
    public var rotationMode: RotationMode?
    public var tensionValues: [Double]?
    public var continuityValues: [Double]?
    public var biasValues: [Double]?

    override public class var typeName: String { "CAKeyframeAnimation" }

    override public func copy() -> LayerAnimation {
        let c = super.copy() as! KeyframeAnimation
        c.values = values; c.path = path; c.keyTimes = keyTimes; c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode; c.rotationMode = rotationMode
        c.tensionValues = tensionValues; c.continuityValues = continuityValues; c.biasValues = biasValues
        return c
    }

    /// Checks the keyframes now, so a scene hears of mismatched keyTimes when it adds the
    /// animation rather than never.
    public func validate() throws(KeyframeError) {
        _ = try makeTrack()
    }

    /// How many keyframes a discrete animation has when its `keyTimes` has one entry per
    /// keyframe instead of the one more Apple documents (nil otherwise, and when it has no
    /// keyframes). Core Animation takes it without a word, as Kinema does, holding the last
    /// value from the last key time on; scenes hear of it as a warning.
    public var discreteKeyframesWithTooFewKeyTimes: Int? {
        guard calculationMode == .discrete, let keyTimes else { return nil }
        let keyframes = path.map(PathKeyframes.keyframeCount(of:)) ?? values?.count
        return keyframes.flatMap { $0 > 0 && keyTimes.count == $0 ? $0 : nil }
    }

    private enum Track {
        case values(Keyframes, shape: AnimatedValue?)
        case path(PathKeyframes)
    }

    private var cachedTrack: Track?

    private func makeTrack() throws(KeyframeError) -> Track? {
        if let path {
            return .path(try PathKeyframes(path: path, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: calculationMode))
        }
        guard let values, !values.isEmpty else { return nil }
        let animated = values.map(AnimatedValue.init)
        var interpolable: [AnimatableValue] = []
        for value in animated {
            guard case .interpolable(let v, _) = value else {
                // Discrete values step through by index.
                let indices = (0..<values.count).map { AnimatableValue.scalar(Double($0)) }
                return .values(try Keyframes(values: indices, keyTimes: keyTimes, timingFunctions: timingFunctions,
                                             mode: .discrete), shape: nil)
            }
            interpolable.append(v)
        }
        return .values(try Keyframes(values: interpolable, keyTimes: keyTimes, timingFunctions: timingFunctions,
                                     mode: calculationMode, tension: tensionValues, continuity: continuityValues,
                                     bias: biasValues), shape: animated[0])
    }

    override public func apply(at t: Double, iteration: Int, to presentation: Layer) {
        if cachedTrack == nil { cachedTrack = try? makeTrack() }
        guard let track = cachedTrack, let accessor = accessor(for: presentation) else { return }
        let f = curvedFraction(t)
        switch track {
        case let .values(keyframes, shape):
            let v = keyframes.value(at: f)
            if let scalar = accessor.scalar, case .scalar(let n) = v, case .interpolable(_, .number)? = shape {
                scalar.set(presentation, isAdditive ? scalar.get(presentation) + n : n)
            } else if case .interpolable(_, let valueShape)? = shape {
                write(.interpolable(v, valueShape), to: presentation)
            } else if case .scalar(let index) = v, let values, !values.isEmpty {
                write(.discrete(values[min(max(Int(index), 0), values.count - 1)]), to: presentation)
            }
        case .path(let keyframes):
            let p = keyframes.position(at: f)
            write(AnimatedValue(.point(p)), to: presentation)
            if let mode = rotationMode, accessor.key == "position" {
                let angle = keyframes.tangentAngle(at: f) + (mode == .rotateAutoReverse ? .pi : 0)
                presentation.transform = Transform3D.rotation(angle, 0, 0, 1).concatenating(presentation.transform)
            }
        }
    }
}

/// CAAnimationGroup: children timed inside the group, clipped (not scaled) to its duration.
public final class AnimationGroup: LayerAnimation {
    public var animations: [LayerAnimation] = []

    override public class var typeName: String { "CAAnimationGroup" }
    override public var animatedKeyPaths: [String] { animations.flatMap(\.animatedKeyPaths) }

    override public func copy() -> LayerAnimation {
        let c = super.copy() as! AnimationGroup
        c.animations = animations.map { $0.copy() }
        return c
    }

    override public func apply(at t: Double, iteration: Int, to presentation: Layer) {
        let d = timing.duration
        // The group's timing function bends the children's clock (the Cookbook's way to give
        // keyframes one curve over the whole).
        let groupTime = timingFunction.map { d > 0 ? $0.value(at: min(max(t / d, 0), 1)) * d : t } ?? t
        for child in animations {
            guard let local = child.timing.basicLocalTime(parent: groupTime) ?? child.endTime(at: groupTime) else { continue }
            let active = child.timing.activeLocalTime(parent: groupTime)
            child.apply(at: local, iteration: child.iteration(atActive: active), to: presentation)
        }
    }
}

extension LayerAnimation {
    /// A group's child at the very end of its active period, where a non-filled animation
    /// has just ended: the group (filled, or at a repeat's turning point) still shows the
    /// child's end value, so its basic local time is the one a forwards fill holds.
    func endTime(at parentTime: Double) -> Double? {
        let end = timing.beginTime + timing.activeDuration
        guard end.isFinite, abs(parentTime - end) <= 1e-9 * max(1, abs(end)) else { return nil }
        var filled = timing
        filled.fillMode = .forwards
        return filled.basicLocalTime(parent: parentTime)
    }

    /// How many whole repeats have finished at active local time `t` (for cumulative animations).
    func iteration(atActive t: Double) -> Int {
        let d = timing.duration
        guard d > 0, t.isFinite, t > 0 else { return 0 }
        let cycle = timing.autoreverses ? 2 * d : d
        let count = timing.repeatCount > 0 ? timing.repeatCount : 1
        return Int(saturating: min((t / cycle).rounded(.down), max(count.rounded(.up) - 1, 0)))
    }
}
