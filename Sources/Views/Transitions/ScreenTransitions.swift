import Geometry

/// Presents, dismisses, pushes and pops view controllers for one scene, with the animator a
/// transitioning or navigation delegate hands out, or UIKit's standard animations: a
/// full-screen presentation slides up from the bottom (0.5 s), a push slides in from the
/// right (0.35 s). The leaving view is taken out of the container when the transition
/// completes, as UIKit does for full-screen transitions; a presentation whose
/// `modalPresentationStyle` is `overFullScreen`, `overCurrentContext` or `custom` leaves the
/// presenting view in place under the presented one (and a cancelled dismissal of one leaves
/// it too). A delegate's interaction controller, asked when it hands out an animator, drives
/// that animator's animations by hand (`PercentDrivenInteractiveTransition`).
public final class ScreenTransitions {
    /// How long the standard presentation and dismissal take.
    public static let presentationDuration = 0.5
    /// How long the standard push and pop take.
    public static let navigationDuration = 0.35

    private let animations: ViewAnimationContext

    public init(animations: ViewAnimationContext) {
        self.animations = animations
    }

    /// Why a transition cannot start, in UIKit's terms.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    // MARK: Presenting

    /// UIViewController.present(_:animated:completion:).
    public func present(_ presented: ViewController, from presenting: ViewController, animated: Bool,
                        completion: (() -> Void)?) throws {
        guard presenting.presentedViewController == nil else {
            throw Refusal(description: "this view controller is already presenting one; dismiss it first")
        }
        guard presented.presentingViewController == nil, presented.view.superview == nil else {
            throw Refusal(description: "that view controller is already on screen")
        }
        guard let container = presenting.view.superview else {
            throw Refusal(description: "the presenting view controller's view is not in the scene; add it to a view first")
        }
        presenting.presentedViewController = presented
        presented.presentingViewController = presenting
        let delegate = presented.transitioningDelegate
        let animator = animated ? try delegate?.animationController(forPresented: presented, presenting: presenting) : nil
        let interaction = try animator.flatMap { try delegate?.interactionController(forPresentation: $0) }
        let keeps = presented.modalPresentationStyle.keepsPresentingView ? presenting : nil
        try run(in: container, from: presenting, to: presented, animated: animated, animator: animator,
                interaction: interaction, keeping: keeps, standard: .slideUp) { didComplete in
            if didComplete {
                completion?()
            } else {
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
            }
        }
    }

    /// UIViewController.dismiss(animated:completion:), called on the presented view
    /// controller or the one presenting it.
    public func dismiss(_ viewController: ViewController, animated: Bool, completion: (() -> Void)?) throws {
        guard let presented = viewController.presentedViewController ?? (viewController.presentingViewController != nil ? viewController : nil),
              let presenting = presented.presentingViewController else {
            throw Refusal(description: "nothing is presented here to dismiss")
        }
        guard let container = presented.view.superview else {
            throw Refusal(description: "the presented view is no longer in the scene")
        }
        let delegate = presented.transitioningDelegate
        let animator = animated ? try delegate?.animationController(forDismissed: presented) : nil
        let interaction = try animator.flatMap { try delegate?.interactionController(forDismissal: $0) }
        let keeps = presented.modalPresentationStyle.keepsPresentingView ? presenting : nil
        try run(in: container, from: presented, to: presenting, animated: animated, animator: animator,
                interaction: interaction, keeping: keeps, standard: .slideDown) { didComplete in
            guard didComplete else { return }
            presenting.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }
    }

    // MARK: Navigating

    /// UINavigationController.pushViewController(_:animated:).
    public func push(_ viewController: ViewController, on navigation: NavigationController, animated: Bool) throws {
        guard let top = navigation.topViewController else { return }
        guard viewController.navigationController == nil, viewController.view.superview == nil else {
            throw Refusal(description: "that view controller is already in a navigation stack or on screen")
        }
        viewController.navigationController = navigation
        navigation.viewControllers.append(viewController)
        let animator = animated ? try navigation.delegate?.animationController(for: navigation, operation: .push, from: top, to: viewController) : nil
        let interaction = try animator.flatMap { try navigation.delegate?.interactionController(for: navigation, animator: $0) }
        try run(in: navigation.view, from: top, to: viewController, animated: animated, animator: animator,
                interaction: interaction, standard: .slideInFromRight) { didComplete in
            guard !didComplete else { return }
            navigation.viewControllers.removeLast()
            viewController.navigationController = nil
        }
    }

    /// UINavigationController.popViewController(animated:); false when only the root is left.
    @discardableResult
    public func pop(from navigation: NavigationController, animated: Bool) throws -> Bool {
        guard navigation.viewControllers.count > 1, let top = navigation.topViewController else { return false }
        let below = navigation.viewControllers[navigation.viewControllers.count - 2]
        let animator = animated ? try navigation.delegate?.animationController(for: navigation, operation: .pop, from: top, to: below) : nil
        let interaction = try animator.flatMap { try navigation.delegate?.interactionController(for: navigation, animator: $0) }
        try run(in: navigation.view, from: top, to: below, animated: animated, animator: animator,
                interaction: interaction, standard: .slideOutToRight) { didComplete in
            guard didComplete else { return }
            navigation.viewControllers.removeLast()
            top.navigationController = nil
        }
        return true
    }

    // MARK: Running a transition

    /// The standard animations.
    private enum Standard {
        case slideUp, slideDown, slideInFromRight, slideOutToRight
    }

    /// Runs one transition; `keeping` is a view controller whose view stays in the container
    /// whichever way it ends (the presenting one of an over-full-screen presentation).
    private func run(in container: View, from: ViewController, to: ViewController, animated: Bool,
                     animator: TransitionAnimator?, interaction: PercentDrivenInteractiveTransition? = nil,
                     keeping: ViewController? = nil, standard: Standard, finished: @escaping (Bool) -> Void) throws {
        let frames = [ObjectIdentifier(to): container.bounds, ObjectIdentifier(from): Rect.zero]
        // The controllers hear their views disappear and appear in the order UIKit's
        // navigation push is reported to tell them (not checked against a device).
        from.notify(.viewWillDisappear, animated: animated)
        to.notify(.viewWillAppear, animated: animated)
        let context = TransitionContext(containerView: container, from: from, to: to, isAnimated: animated,
                                        finalFrames: frames) { didComplete in
            // The screen that lost leaves the container.
            let loser = didComplete ? from : to
            if loser !== keeping { loser.view.removeFromSuperview() }
            if didComplete {
                from.notify(.viewDidDisappear, animated: animated)
                to.notify(.viewDidAppear, animated: animated)
            } else {
                // A cancelled transition: the screens stay as they were.
                to.notify(.viewWillDisappear, animated: animated)
                to.notify(.viewDidDisappear, animated: animated)
                from.notify(.viewWillAppear, animated: animated)
                from.notify(.viewDidAppear, animated: animated)
            }
            finished(didComplete)
        }
        if let animator {
            // The incoming view starts at its final frame; the animator adds it and moves it.
            to.view.frame = container.bounds
            if let interaction {
                try interaction.start(context, animator: animator, animations: animations)
            } else {
                try animator.animateTransition(using: context)
            }
        } else if animated {
            animateStandard(standard, context)
        } else {
            container.addSubview(to.view)
            to.view.frame = container.bounds
            context.completeTransition(true)
        }
    }

    private func animateStandard(_ standard: Standard, _ context: TransitionContext) {
        let container = context.containerView, bounds = container.bounds
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        let duration: Double
        var fromEnd = from.frame
        switch standard {
        case .slideUp:
            container.addSubview(to)
            to.frame = bounds.offsetBy(dx: 0, dy: bounds.height)
            duration = ScreenTransitions.presentationDuration
        case .slideDown:
            container.insertSubview(to, belowSubview: from)
            to.frame = bounds
            fromEnd = bounds.offsetBy(dx: 0, dy: bounds.height)
            duration = ScreenTransitions.presentationDuration
        case .slideInFromRight:
            container.addSubview(to)
            to.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            fromEnd = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
            duration = ScreenTransitions.navigationDuration
        case .slideOutToRight:
            container.insertSubview(to, belowSubview: from)
            to.frame = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
            fromEnd = bounds.offsetBy(dx: bounds.width, dy: 0)
            duration = ScreenTransitions.navigationDuration
        }
        animations.animate(ViewAnimationParameters(duration: duration), animations: {
            to.frame = bounds
            from.frame = fromEnd
        }, completion: { _ in
            from.frame = bounds  // back in place for when it returns
            context.completeTransition(true)
        })
    }
}
