import Raster

/// UIButton.Configuration: how a configured button looks, a value (Swift's struct) that the
/// button copies. A button with a configuration draws the style's background with rounded
/// corners, its title in the style's foreground colour, and, with `showsActivityIndicator`,
/// a spinner in the image's place: leading the title (`imagePlacement`'s default), which
/// stays.
public struct ButtonConfiguration: Equatable, Sendable {
    /// Which of UIKit's configurations it started as: `plain()`, `filled()`, `tinted()`, `gray()`.
    public enum Style: String, CaseIterable, Sendable {
        case plain, filled, tinted, gray
    }

    public var style: Style
    /// The title; nil keeps the button's own.
    public var title: String?
    /// The colour of the title and the spinner; nil is the style's (white on `filled`, the
    /// tint colour otherwise).
    public var baseForegroundColor: Color?
    /// The background's colour; nil is the style's (see `backgroundColor`).
    public var baseBackgroundColor: Color?
    /// Shows a spinning activity indicator where the image goes, before the title.
    public var showsActivityIndicator = false
    /// The gap between the image (the spinner) and the title, in points; 0 by default, as
    /// UIKit's.
    public var imagePadding = 0.0

    public init(style: Style) {
        self.style = style
    }

    /// The corner radius of the background: UIKit's `dynamic` corner style at the medium
    /// button size. Apple does not publish it; 6 points is how it looks.
    public static let cornerRadius = 6.0
    /// UIView.tintColor: system blue.
    public static let tint = Color(red: 0, green: 122 / 255.0, blue: 1)

    /// The colour the title and spinner are drawn in.
    public var foregroundColor: Color {
        baseForegroundColor ?? (style == .filled ? .white : ButtonConfiguration.tint)
    }

    /// The background's colour: the base colour (or the tint) for `filled`, the same at 15% of its alpha
    /// for `tinted`, UIKit's tertiary system fill (grey at 12%) for `gray`, none for `plain`
    /// unless given. The tinted and gray shades are Apple's look, not published values.
    public var backgroundColor: Color? {
        switch style {
        case .plain: return baseBackgroundColor
        case .filled: return baseBackgroundColor ?? ButtonConfiguration.tint
        case .tinted: return (baseBackgroundColor ?? ButtonConfiguration.tint).multipliedAlpha(0.15)
        case .gray: return baseBackgroundColor ?? Color(red: 118 / 255.0, green: 118 / 255.0, blue: 128 / 255.0, alpha: 0.12)
        }
    }
}
