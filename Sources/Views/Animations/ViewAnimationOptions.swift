/// UIView.AnimationOptions without the curve (`ViewAnimationParameters.curve`) and the
/// transitions (`UIView.transition`'s own).
public struct ViewAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays out the views the block changed, so their subviews animate along.
    public static let layoutSubviews = ViewAnimationOptions(rawValue: 1 << 0)
    /// The animated views still take touches (by default they do not).
    public static let allowUserInteraction = ViewAnimationOptions(rawValue: 1 << 1)
    /// Starts from the value on screen rather than the old model value. Geometry animates
    /// additively, which always does, so as in UIKit it matters for the other properties.
    public static let beginFromCurrentState = ViewAnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever.
    public static let `repeat` = ViewAnimationOptions(rawValue: 1 << 3)
    /// Runs forwards then backwards (each repeat, with `repeat`).
    public static let autoreverse = ViewAnimationOptions(rawValue: 1 << 4)
    /// Inside another block: keeps this block's duration instead of the outer one's.
    public static let overrideInheritedDuration = ViewAnimationOptions(rawValue: 1 << 5)
    /// Inside another block: keeps this block's curve instead of the outer one's.
    public static let overrideInheritedCurve = ViewAnimationOptions(rawValue: 1 << 6)
    /// Inside another block: does not take the outer block's repeat and autoreverse.
    public static let overrideInheritedOptions = ViewAnimationOptions(rawValue: 1 << 7)
    /// Redraws content while animating; the compositor always draws the current content.
    public static let allowAnimatedContent = ViewAnimationOptions(rawValue: 1 << 8)

    /// The options a nested block takes from the block around it.
    static let inheritable: ViewAnimationOptions = [.repeat, .autoreverse]
}
