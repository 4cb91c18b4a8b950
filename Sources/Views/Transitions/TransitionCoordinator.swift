import Geometry

/// UIViewControllerTransitionCoordinator (and its context) for a change of the scene's size,
/// the window turning between portrait and landscape: `viewWillTransition(to:with:)` gets one,
/// and the blocks given to `animate(alongsideTransition:completion:)` run inside the size
/// change's animation and after it.
public final class TransitionCoordinator {
    /// How long the size change animates. UIKit does not publish its rotation's duration; 0.4 s
    /// with an ease in and out is how an iPhone's rotation looks.
    public static let rotationDuration = 0.4

    /// The size the scene is changing to.
    public let targetSize: Size
    public let transitionDuration: Double
    public var isAnimated: Bool { transitionDuration > 0 }
    /// True once the transition has finished (inside completion blocks).
    public internal(set) var isCompleted = false
    private(set) var alongside: [(TransitionCoordinator) -> Void] = []
    private(set) var completions: [(TransitionCoordinator) -> Void] = []

    public init(targetSize: Size, transitionDuration: Double = TransitionCoordinator.rotationDuration) {
        self.targetSize = targetSize
        self.transitionDuration = transitionDuration
    }

    /// UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:): true,
    /// as the size change always animates.
    @discardableResult
    public func animate(alongsideTransition: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)?) -> Bool {
        if let alongsideTransition { alongside.append(alongsideTransition) }
        if let completion { completions.append(completion) }
        return true
    }
}

extension ViewAnimationContext {
    /// Turns the scene to `size`: every controller of `controllers` (the root's first, then the
    /// presented ones) hears `viewWillTransition(to:with:)`, then the root view and the
    /// full-screen views of the controllers take the new size in one animation, with the
    /// coordinator's alongside blocks and a layout pass inside it; the completions run at its end.
    public func transition(_ root: View, controllers: [ViewController], to size: Size) {
        let coordinator = TransitionCoordinator(targetSize: size)
        let old = root.bounds.size
        for controller in controllers { controller.overrides?.viewWillTransition(controller, to: size, with: coordinator) }
        let parameters = ViewAnimationParameters(duration: coordinator.transitionDuration, curve: .easeInOut)
        animate(parameters, animations: {
            root.frame = Rect(origin: root.frame.origin, size: size)
            for controller in controllers {
                guard controller.isViewLoaded, controller.view !== root, controller.view.bounds.size == old else { continue }
                let view = controller.view
                view.frame = Rect(origin: view.frame.origin, size: size)
            }
            for block in coordinator.alongside { block(coordinator) }
            root.layoutIfNeeded()
        }, completion: { _ in
            coordinator.isCompleted = true
            for block in coordinator.completions { block(coordinator) }
        })
    }
}
