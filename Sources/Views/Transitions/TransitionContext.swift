import Geometry

/// UIViewControllerContextTransitioning: what an animator gets for one transition — the
/// container the views animate in, the view controllers and views on each side, and the
/// call that ends the transition.
public final class TransitionContext {
    /// UITransitionContextViewControllerKey / ViewKey.
    public enum Side: String, CaseIterable, Sendable {
        case from, to
    }

    /// The view the transition happens in; the animator adds the incoming view to it.
    public let containerView: View
    public let fromViewController: ViewController
    public let toViewController: ViewController
    public let isAnimated: Bool
    /// True once `completeTransition` has been called.
    public private(set) var isComplete = false
    /// Whether the transition was called off (only an interactive transition can be): true
    /// from the interaction controller's `cancel()` on, as UIKit answers.
    public internal(set) var transitionWasCancelled = false
    /// Whether an interaction controller is driving the transition by hand now (false once
    /// it finishes or cancels, or while it plays by itself).
    public internal(set) var isInteractive = false
    /// The interaction controller driving the transition, if it is interactive (held until
    /// the transition completes, as UIKit's context holds it, so a script may let go of it).
    public internal(set) var interaction: PercentDrivenInteractiveTransition? {
        didSet { isInteractive = interaction != nil }
    }
    private let finish: (Bool) -> Void
    private let frames: [ObjectIdentifier: Rect]

    init(containerView: View, from: ViewController, to: ViewController, isAnimated: Bool,
         finalFrames: [ObjectIdentifier: Rect], finish: @escaping (Bool) -> Void) {
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.isAnimated = isAnimated
        frames = finalFrames
        self.finish = finish
    }

    public func viewController(forKey side: Side) -> ViewController {
        side == .from ? fromViewController : toViewController
    }

    /// The view on `side`: its view controller's view.
    public func view(forKey side: Side) -> View { viewController(forKey: side).view }

    /// Where `viewController`'s view ends up: the container's bounds for the incoming one,
    /// zero for the one leaving (as UIKit answers for full-screen transitions).
    public func finalFrame(for viewController: ViewController) -> Rect {
        frames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// Where `viewController`'s view starts: the container's bounds for the one leaving.
    public func initialFrame(for viewController: ViewController) -> Rect {
        viewController === fromViewController ? containerView.bounds : .zero
    }

    /// Ends the transition: `didComplete` true keeps the new screen (the old view leaves the
    /// container), false goes back to the old one. Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        transitionWasCancelled = !didComplete
        isInteractive = false
        interaction?.contextDidComplete()
        interaction = nil
        finish(didComplete)
    }

    /// updateInteractiveTransition(_:): the interaction controller's `update`.
    public func updateInteractiveTransition(_ percent: Double) { interaction?.update(percent) }
    /// finishInteractiveTransition(): the interaction controller's `finish`.
    public func finishInteractiveTransition() { interaction?.finish() }
    /// cancelInteractiveTransition(): the interaction controller's `cancel`.
    public func cancelInteractiveTransition() { interaction?.cancel() }
    /// pauseInteractiveTransition(): the interaction controller's `pause`.
    public func pauseInteractiveTransition() { interaction?.pause()
    }
}
