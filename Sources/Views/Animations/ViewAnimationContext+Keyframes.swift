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
    /// outside any keyframe span the whole duration. As in `animate`, geometry animates
    /// additively over the new model values, adding to animations in flight; other
    /// properties run through their values and replace the animation in flight.
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
            host.adding(in: host.newBlock("UIView.animateKeyframes")) {
                for track in ViewKeyframeTrack.tracks(from: keyframes) {
                    guard let animation = animation(for: track, mode: parameters.calculationMode, in: block) else { continue }
                    tracker.add(animation, to: track.layer, host: host)
                }
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

    /// The keyframe animation for `track`, or nil when its values do not interpolate: for the
    /// keys UIKit animates additively, offsets from the new model value; for the others, the
    /// values themselves from the old model value (or the one on screen, with
    /// `beginFromCurrentState`).
    private func animation(for track: ViewKeyframeTrack, mode: CalculationMode, in block: OpenBlock) -> KeyframeAnimation? {
        let additive = ViewAnimationContext.additiveKeys.contains(track.keyPath)
        let first = !additive && block.options.contains(.beginFromCurrentState) ? track.initialOnScreen : track.initial
        let (values, keyTimes) = track.keyframes(mode: mode, from: first)
        guard let final = track.layer.value(forKey: track.keyPath) else { return nil }
        let end = AnimatedValue(final)
        guard case .interpolable(_, let shape) = end else { return nil }
        var keyValues: [PropertyValue] = []
        for value in values {
            let animated = AnimatedValue(value)
            guard case .interpolable(_, let valueShape) = animated, valueShape == shape else { return nil }
            keyValues.append(additive ? animated.subtracting(end).propertyValue : value)
        }
        let animation = KeyframeAnimation()
        animation.keyPath = track.keyPath
        animation.values = keyValues
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.timingFunction = block.curve.timingFunction
        animation.isAdditive = additive
        guard (try? animation.validate()) != nil else { return nil }
        time(animation, on: track.layer, in: block)
        return animation
    }
}
