/// The delegate of the animations a UIKit animation call adds (a `UIView.animate` block, a
/// `UIView.transition`): whether the views they run on still take touches meanwhile.
protocol TouchBlockingAnimation: AnyObject {
    /// UIView.AnimationOptions.allowUserInteraction.
    var allowsUserInteraction: Bool { get }
}
