import Layers

/// UIVisualEffect: what a visual effect view does to the content behind it.
public enum VisualEffect: Equatable, Sendable {
    /// UIBlurEffect(style:): the content behind, blurred and tinted.
    case blur(BlurStyle)
    /// UIVibrancyEffect(blurEffect:): the view's content blended into the blur of `style`
    /// under it, for a view inside that blur view's content view.
    case vibrancy(BlurStyle)

    /// The backdrop layer values that draw the effect; nil (no effect) gives the values that
    /// draw nothing, so an effect animates in from, and out to, none.
    static func layerValues(for effect: VisualEffect?) -> BackdropValues {
        switch effect {
        case .blur(let style)?: return style.backdrop
        case .vibrancy(let style)?:
            return BackdropValues(blurRadius: 0, saturation: 1, tintColor: nil, vibrancy: style.vibrancy, vibrancyAmount: 1)
        case nil:
            return BackdropValues(blurRadius: 0, saturation: 1, tintColor: nil, vibrancy: .lighten, vibrancyAmount: 0)
        }
    }
}
