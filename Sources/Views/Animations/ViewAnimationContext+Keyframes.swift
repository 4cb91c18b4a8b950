import Animation
import Layers

/// UIView.animateKeyframes and addKeyframe: one keyframe animation per property.
extension ViewAnimationContext {
    /// UIView.animateKeyframes(withDuration:delay:options:animations:completion:).
    ///
    /// `animations` calls `addKeyframe`; each property its keyframes change gets one
    /// CAKeyframeAnimation whose values hold between keyframes and move during each keyframe's
    /// span (`parameters.calculationMode` decides how), with the block's curve over the whole
    /// (ease in and out unless a curve option says otherwise). Changes made in the block
    /// outside any keyframe span the whole duration. Like `animate`'s, the animations are
    /// additive over the new model values, so they add to animations in flight.
    public func animateKeyframes<Failure: Error>(_ parameters: ViewAnimationParameters,
                                                 animations: () throws(Failure) -> Void,
                                                 completion: ((Bool) -> Void)? = nil) throws(Failure) {
        let block = openBlock(for: parameters, isKeyframeBlock: true)
        let direct = try running(block) { () throws(Failure) in try record(animations) }
        var keyframes = block.keyframes ?? []
        if !direct.isEmpty { keyframes.append(ViewKeyframe(relativeStartTime: 0, relativeDuration: 1, changes: direct)) }
        let tracker = BlockAnimation(allowsUserInteraction: block.options.contains(.allowUserInteraction),
                                     completion: completion)
        if block.animates {
            for track in ViewKeyframeTrack.tracks(from: keyframes) {
                guard let animation = animation(for: track, mode: parameters.calculationMode, in: block) else { continue }
                tracker.add(animation, to: track.layer, host: host)
            }
        }
        tracker.finishIfEmpty(host: host)
    }

    /// Whether `addKeyframe` may be called now: inside the animations of `animateKeyframes`.
    public var acceptsKeyframes: Bool { openBlocks.last?.keyframes != nil }

    /// UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:): records the
    /// changes `animations` makes as a keyframe starting at `relativeStartTime` of the block's
    /// duration and lasting `relativeDuration` of it (both clamped to 0...1). Returns false,
    /// running nothing, outside `animateKeyframes` (see `acceptsKeyframes`).
    @discardableResult
    public func addKeyframe<Failure: Error>(relativeStartTime: Double, relativeDuration: Double,
                                            animations: () throws(Failure) -> Void) throws(Failure) -> Bool {
        guard let block = openBlocks.last, block.keyframes != nil else { return false }
        let changes = try record(animations)
        let start = min(max(relativeStartTime, 0), 1)
        block.keyframes?.append(ViewKeyframe(relativeStartTime: start,
                                             relativeDuration: min(max(relativeDuration, 0), 1 - start), changes: changes))
        return true
    }

    /// The keyframe animation for `track`, or nil when its values do not interpolate.
    private func animation(for track: ViewKeyframeTrack, mode: CalculationMode, in block: OpenBlock) -> KeyframeAnimation? {
        let (values, keyTimes) = track.keyframes(mode: mode)
        guard let final = track.layer.value(forKey: track.keyPath) else { return nil }
        let end = AnimatedValue(final)
        guard case .interpolable(_, let shape) = end else { return nil }
        var offsets: [PropertyValue] = []
        for value in values {
            let animated = AnimatedValue(value)
            guard case .interpolable(_, let valueShape) = animated, valueShape == shape else { return nil }
            offsets.append(animated.subtracting(end).propertyValue)
        }
        let animation = KeyframeAnimation()
        animation.keyPath = track.keyPath
        animation.values = offsets
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.timingFunction = block.curve.timingFunction
        animation.isAdditive = true
        guard (try? animation.validate()) != nil else { return nil }
        time(animation, on: track.layer, in: block)
        return animation
    }
}
