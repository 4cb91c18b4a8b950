import Animation
import Layers

/// UIView.animate: each animatable change the block makes becomes its own animation, added
/// beside those already running (iOS 8's additive animations).
extension ViewAnimationContext {
    /// UIView.animate(withDuration:delay:options:animations:completion:) and its spring forms.
    ///
    /// The block's changes go to the model at once. Each becomes an additive animation from
    /// (old − new) to zero over the model, under a key of its own, so a property animated
    /// again mid-flight sums the two and moves smoothly, and both blocks complete (WWDC 2014
    /// session 236); `fillMode` both holds the old value during the delay. A `bounds` change
    /// animates `bounds.origin` and `bounds.size` apart, as UIKit does since iOS 8. Because
    /// every animation is additive, `beginFromCurrentState` changes nothing, as in UIKit for
    /// its additive properties. A duration of 0 or less, animations disabled, or a transaction
    /// that disables actions (UIKit answers through layer actions) changes the model without
    /// animating. `completion` runs when the last animation ends (`finished`
    /// false if one was removed early), or on the clock's next turn when nothing animates.
    public func animate<Failure: Error>(_ parameters: ViewAnimationParameters, animations: () throws(Failure) -> Void,
                                        completion: ((Bool) -> Void)? = nil) throws(Failure) {
        let block = openBlock(for: parameters, isKeyframeBlock: false)
        let changes = try running(block) { () throws(Failure) in
            let changes = try record(animations)
            guard block.options.contains(.layoutSubviews) else { return changes }
            return changes + layingOut(changes)
        }
        let tracker = BlockAnimation(allowsUserInteraction: block.options.contains(.allowUserInteraction),
                                     completion: completion)
        if block.animates {
            for change in changes {
                for animation in additiveAnimations(for: change, in: block) { tracker.add(animation, to: change.layer, host: host) }
            }
        }
        tracker.finishIfEmpty(host: host)
    }

    /// UIView.performWithoutAnimation(_:): the changes take effect at once, even inside an
    /// animation block, and blocks nested in `body` do not animate.
    public func performWithoutAnimation<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        let enabled = areAnimationsEnabled
        areAnimationsEnabled = false
        defer { areAnimationsEnabled = enabled }
        _ = try record(body)
    }

    // MARK: Blocks

    /// The block `parameters` describe, inside the innermost open block if any: a nested block
    /// starts with the outer one (plus its own delay) and takes its duration, its curve or
    /// spring, and its repeat and autoreverse, unless told to override them.
    func openBlock(for parameters: ViewAnimationParameters, isKeyframeBlock: Bool) -> OpenBlock {
        var begin = host.now + parameters.delay
        var duration = parameters.duration
        var curve = parameters.curve ?? .easeInOut
        var spring = parameters.spring
        var options = parameters.options
        if let outer = openBlocks.last {
            begin = outer.beginTime + parameters.delay
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve), spring == nil {
                curve = outer.curve
                spring = outer.spring
            }
            if !options.contains(.overrideInheritedOptions) { options.formUnion(outer.options.intersection(.inheritable)) }
        }
        return OpenBlock(beginTime: begin, duration: duration, curve: curve, spring: spring, options: options,
                         animates: areAnimationsEnabled && duration > 0 && !host.transactions.disableActions,
                         isKeyframeBlock: isKeyframeBlock)
    }

    /// Runs `body` with `block` open, so blocks nested in it inherit from it.
    func running<T, Failure: Error>(_ block: OpenBlock, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        openBlocks.append(block)
        defer { openBlocks.removeLast() }
        return try body()
    }

    /// Lays out the views `changes` touched (the `layoutSubviews` option) and returns what that moved.
    private func layingOut(_ changes: [ViewPropertyChange]) -> [ViewPropertyChange] {
        var seen = Set<ObjectIdentifier>()
        let views = changes.compactMap(\.view).filter { seen.insert(ObjectIdentifier($0)).inserted }
        return record { for view in views { view.layoutIfNeeded() } }
    }

    // MARK: Animations

    /// The animations that show `change` in `block`: additive, from (old − new) to zero, one
    /// per step (each assignment of a transform); for `bounds`, one for the origin and one for
    /// the size, each only if it changed. None for a value that does not interpolate (a switch
    /// UIKit makes at once).
    private func additiveAnimations(for change: ViewPropertyChange, in block: OpenBlock) -> [PropertyAnimation] {
        if change.keyPath == "bounds", case .rect(let before) = change.before, case .rect(let after) = change.after {
            let parts = [("bounds.origin", PropertyValue.point(before.origin), PropertyValue.point(after.origin)),
                         ("bounds.size", .size(before.size), .size(after.size))]
            return parts.compactMap { keyPath, old, new in
                old == new ? nil : animation(keyPath, from: old, to: new, on: change.layer, in: block)
            }
        }
        return change.steps.compactMap { animation(change.keyPath, from: $0.before, to: $0.after, on: change.layer, in: block) }
    }

    /// An additive animation of `keyPath` from (`old` − `new`) to zero, or nil when the
    /// values do not interpolate.
    private func animation(_ keyPath: String, from old: PropertyValue, to new: PropertyValue, on layer: Layer,
                           in block: OpenBlock) -> PropertyAnimation? {
        let before = AnimatedValue(old), after = AnimatedValue(new)
        guard case .interpolable(_, let shape) = after, case .interpolable(_, let beforeShape) = before,
              shape == beforeShape else { return nil }
        let animation: BasicAnimation
        if let spring = block.spring {
            let springAnimation = SpringAnimation()
            springAnimation.spring = spring
            animation = springAnimation
        } else {
            animation = BasicAnimation()
            animation.timingFunction = block.curve.timingFunction
        }
        animation.keyPath = keyPath
        animation.isAdditive = true
        animation.fromValue = before.subtracting(after).propertyValue
        animation.toValue = after.subtracting(after).propertyValue
        time(animation, on: layer, in: block)
        return animation
    }

    /// Sets the block's timing on `animation`: its start in the layer's time, duration,
    /// repeats, and a fill at both ends.
    func time(_ animation: LayerAnimation, on layer: Layer, in block: OpenBlock) {
        animation.timing.beginTime = layer.localTime(fromScene: block.beginTime)
        animation.timing.duration = block.duration
        animation.timing.fillMode = .both
        if block.options.contains(.repeat) { animation.timing.repeatCount = .infinity }
        animation.timing.autoreverses = block.options.contains(.autoreverse)
    }

    // MARK: Touches

    /// Whether `view` ignores touches now because a view animation without
    /// `allowUserInteraction` is running on it (from the moment it was added, delay included,
    /// until it ends), as UIKit's hit testing skips such views.
    public func isInteractionBlocked(_ view: View) -> Bool {
        view.layer.attachedAnimations.contains { attached in
            (attached.animation.delegate as? BlockAnimation).map { !$0.allowsUserInteraction } ?? false
        }
    }
}
