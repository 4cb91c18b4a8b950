import Animation
import Layers

/// UIView.animate: each animatable change the block makes becomes its own animation, added
/// beside those already running (iOS 8's additive animations).
extension ViewAnimationContext {
    /// UIView.animate(withDuration:delay:options:animations:completion:) and its spring forms.
    ///
    /// The block's changes go to the model at once. Geometry (`position`, `bounds`,
    /// `transform`: the properties UIKit animates additively, WWDC 2017 session 230) becomes
    /// additive animations from (old − new) to zero over the model, each under a key of its
    /// own, so a view moved again mid-flight sums the two and moves smoothly, and both blocks
    /// complete (WWDC 2014 session 236); `bounds` animates as `bounds.origin` and
    /// `bounds.size`, as UIKit does since iOS 8. Other properties (`opacity`,
    /// `backgroundColor`, `cornerRadius`…) animate from the old model value, or with
    /// `beginFromCurrentState` from the value on screen, to the new one, under the key path,
    /// replacing the animation in flight there (whose block then finishes with `finished`
    /// false). `fillMode` both holds the start during the delay. A duration of 0 or less,
    /// animations disabled, or a transaction that disables actions (UIKit answers through layer
    /// actions) changes the model without animating. `completion` runs when the last
    /// animation ends (`finished` false if one was removed early), or on the clock's next turn
    /// when nothing animates.
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
            host.adding(in: host.newBlock(parameters.spring != nil ? "UIView.animate (spring)" : "UIView.animate")) {
                for change in changes where !runsCustomAction(for: change) {
                    for animation in blockAnimations(showing: change, in: block) { tracker.add(animation, to: change.layer, host: host) }
                }
            }
        }
        tracker.finishIfEmpty(host: host)
    }

    /// A view class's own action object for a change in a block (its `action(for:forKey:)`
    /// override answering something other than the block's animation) runs instead of the
    /// block's animation, as UIKit asks the view for the action of every change.
    private func runsCustomAction(for change: ViewPropertyChange) -> Bool {
        guard let view = change.view, let overrides = view.overrides,
              case .custom(let action)? = overrides.action(for: change.layer, forKey: change.keyPath, of: view)
        else { return false }
        // The action sees the layer on screen as it was before the block's change.
        let before = change.layer.presentation(at: host.now)
        try? before.setValue(change.presentationBefore, forKey: change.keyPath)
        host.whileShowing(before, for: change.layer) { action.run(forKey: change.keyPath, object: change.layer) }
        return true
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

    /// The layer keys UIKit animates additively: WWDC 2017 session 230's "additively
    /// animatable properties" (transform, frame, bounds, center, position) on the layer.
    static let additiveKeys: Set<String> = ["position", "bounds", "transform"]

    /// The animations that show `change` in `block`. Additive keys: from (old − new) to zero,
    /// one per step (each assignment of a transform), and for `bounds` one for the origin and
    /// one for the size, each only if it changed. Other keys: one from the old value (or the
    /// one on screen, with `beginFromCurrentState`) to the new. None for a value that does not
    /// interpolate (a switch UIKit makes at once).
    private func blockAnimations(showing change: ViewPropertyChange, in block: OpenBlock) -> [PropertyAnimation] {
        let layer = change.layer
        guard ViewAnimationContext.additiveKeys.contains(change.keyPath) else {
            let start = block.options.contains(.beginFromCurrentState) ? change.presentationBefore : change.before
            return animation(change.keyPath, from: start, to: change.after, additive: false, on: layer, in: block)
                .map { [$0] } ?? []
        }
        if change.keyPath == "bounds", case .rect(let before) = change.before, case .rect(let after) = change.after {
            let parts = [("bounds.origin", PropertyValue.point(before.origin), PropertyValue.point(after.origin)),
                         ("bounds.size", .size(before.size), .size(after.size))]
            return parts.compactMap { keyPath, old, new in
                old == new ? nil : animation(keyPath, from: old, to: new, additive: true, on: layer, in: block)
            }
        }
        return change.steps.compactMap {
            animation(change.keyPath, from: $0.before, to: $0.after, additive: true, on: layer, in: block)
        }
    }

    /// An animation of `keyPath` from `old` to `new`: when `additive`, from (`old` − `new`) to
    /// zero over the model. Nil when the values do not interpolate.
    private func animation(_ keyPath: String, from old: PropertyValue, to new: PropertyValue, additive: Bool,
                           on layer: Layer, in block: OpenBlock) -> PropertyAnimation? {
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
        animation.isAdditive = additive
        animation.fromValue = additive ? before.subtracting(after).propertyValue : old
        animation.toValue = additive ? after.subtracting(after).propertyValue : new
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

    /// Whether `view` ignores touches now because a view animation or transition without
    /// `allowUserInteraction` is running on it (from the moment it was added, delay included,
    /// until it ends), as UIKit's hit testing skips such views.
    public func isInteractionBlocked(_ view: View) -> Bool {
        view.layer.attachedAnimations.contains { attached in
            (attached.animation.delegate as? TouchBlockingAnimation).map { !$0.allowsUserInteraction } ?? false
        }
    }
}
