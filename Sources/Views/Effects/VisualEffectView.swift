import Layers

/// UIVisualEffectView: a view whose area shows the content behind it blurred and tinted
/// (a blur effect), or whose content blends into the blur under it (a vibrancy effect). It
/// draws with a backdrop layer; subviews go in `contentView`, which always fills it.
public final class VisualEffectView: View {
    /// Where the view's content goes (views added to the effect view itself are put here).
    public let contentView = View()

    public init() {
        super.init(layerType: BackdropLayer.self)
        super.insertSubview(contentView, at: 0)
    }

    override public class var typeName: String { "VisualEffectView" }

    public var backdropLayer: BackdropLayer { layer as! BackdropLayer }

    /// The effect; nil draws the view as a plain one. Setting it inside an animation block
    /// animates the blur radius, saturation, tint and vibrancy from the old look to the new.
    public var effect: VisualEffect? {
        didSet { VisualEffect.layerValues(for: effect).apply(to: backdropLayer) }
    }

    /// Puts `view` in the content view, as UIKit asks of callers.
    override public func insertSubview(_ view: View, at index: Int) {
        guard view !== contentView else { return super.insertSubview(view, at: index) }
        contentView.insertSubview(view, at: index)
    }

    override func boundsDidChange() { contentView.frame = bounds }
}
