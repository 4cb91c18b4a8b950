import Layers

/// UIView.transition(with:…) and UIView.transition(from:to:…): a Core Animation transition
/// on a view's layer, from how it looks before the change to how it looks after.
extension ViewAnimationContext {
    /// UIView.transition(with:duration:options:animations:completion:).
    ///
    /// The transition is added first (it takes the view's look then), then `animations` runs:
    /// its changes take effect at once, not animated of their own, unless
    /// `allowAnimatedContent` is among the options (then they animate over the same time and
    /// curve). `completion` hears `finished` when the transition ends (false if it was
    /// replaced or removed first), or on the clock's next turn with a duration of 0 or less
    /// or animations off.
    public func transition<Failure: Error>(with view: View, duration: Double, style: ViewTransitionStyle,
                                           curve: ViewAnimationCurve = .easeInOut, options: ViewAnimationOptions = [],
                                           animations: () throws(Failure) -> Void,
                                           completion: ((Bool) -> Void)? = nil) throws(Failure) {
        let animates = areAnimationsEnabled && duration > 0
        let running = animates ? addTransition(to: view.layer, duration: duration, style: style, curve: curve,
                                               options: options, completion: completion) : false
        if animates, options.contains(.allowAnimatedContent) {
            try animate(ViewAnimationParameters(duration: duration, options: options, curve: curve), animations: animations)
        } else {
            try performWithoutAnimation(animations)
        }
        if !running, let completion { host.schedule(host.now) { completion(true) } }
    }

    /// UIView.transition(from:to:duration:options:completion:): `toView` takes `fromView`'s
    /// place in its superview (or, with `showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown), with the transition on the superview, as UIKit runs it. Returns false
    /// (and does nothing) when `fromView` has no superview.
    @discardableResult
    public func transition(from fromView: View, to toView: View, duration: Double, style: ViewTransitionStyle,
                           curve: ViewAnimationCurve = .easeInOut, options: ViewAnimationOptions = [],
                           showHideTransitionViews: Bool = false, completion: ((Bool) -> Void)? = nil) -> Bool {
        guard let container = fromView.superview else { return false }
        transition(with: container, duration: duration, style: style, curve: curve,
                   options: options.subtracting(.allowAnimatedContent), animations: {
            if showHideTransitionViews {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView !== fromView { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
        return true
    }

    /// Adds the transition `style` names to `layer`; false when the style has none.
    private func addTransition(to layer: Layer, duration: Double, style: ViewTransitionStyle, curve: ViewAnimationCurve,
                               options: ViewAnimationOptions, completion: ((Bool) -> Void)?) -> Bool {
        guard let (kind, direction) = style.transition else { return false }
        let transition = Transition()
        transition.type = kind
        transition.subtype = direction
        transition.timing.duration = duration
        transition.timingFunction = curve.timingFunction
        transition.delegate = TransitionCompletion(allowsUserInteraction: options.contains(.allowUserInteraction),
                                                   completion: completion)
        host.adding(in: host.newBlock("UIView.transition")) { _ = host.add(transition, to: layer, forKey: "transition") }
        return true
    }
}

/// A view transition's Core Animation transition's delegate: runs the completion when it
/// stops, and keeps the view from taking touches meanwhile unless `allowUserInteraction`.
private final class TransitionCompletion: AnimationDelegate, TouchBlockingAnimation {
    let allowsUserInteraction: Bool
    private let completion: ((Bool) -> Void)?

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    func animationDidStart(_ animation: LayerAnimation) {}
    func animationDidStop(_ animation: LayerAnimation, finished: Bool) { completion?(finished) }
}
