/// UIViewControllerTransitioningDelegate.
public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`, or nil for the standard one.
    func animationController(forPresented presented: ViewController, presenting: ViewController) throws -> TransitionAnimator?
    /// The animator for dismissing `dismissed`, or nil for the standard one.
    func animationController(forDismissed dismissed: ViewController) throws -> TransitionAnimator?
}
