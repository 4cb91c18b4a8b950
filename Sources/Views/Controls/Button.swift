import Geometry
import Layers
import Raster

/// UIButton (the system type): a title centred in the bounds, tinted blue, that dims while
/// pressed and calls `onTap` (and its primaryActionTriggered targets) when a press ends on
/// it ("touch up inside"). A `configuration` (UIButton.Configuration) gives it a style's
/// background and colours, and can show a spinner before the title.
public final class Button: Control {
    /// The title's alpha while pressed, as the system button fades its title.
    public static let highlightedTitleAlpha = 0.2

    /// The label that draws the title.
    public let titleLabel = Label()
    /// Runs when a press ends on the button. An error it throws is reported by the router.
    public var onTap: ((Button) throws -> Void)?
    /// The title colour when enabled (a configuration's foreground colour wins).
    public var titleColor: Color? = Button.systemTitleColor {
        didSet { updateLook() }
    }
    /// UIButton.buttonType, as `UIButton(type:)` gives it: `"system"` (the default here) keeps
    /// the tinted title; `"custom"` starts with UIKit's white title, as a custom button does.
    public var buttonType = "system" {
        didSet { if buttonType == "custom", titleColor == Button.systemTitleColor { titleColor = .white } }
    }
    /// The system button's title colour, the tint (systemBlue).
    public static let systemTitleColor = Color(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)
    /// UIButton.configuration: nil for a button without one (UIKit's system button). Setting
    /// one applies it at once; its `title`, when set, becomes the button's.
    public var configuration: ButtonConfiguration? {
        didSet { applyConfiguration() }
    }
    /// The clock a configuration's spinner turns on.
    public var host: AnimationHost?
    /// How the title is measured, to put a spinner before it.
    public var textMeasurer: any TextMeasuring = EstimatedTextMeasure()

    /// The configuration's spinner, made the first time it shows.
    public private(set) var activityIndicator: ActivityIndicatorView?
    /// The configuration's background, made the first time a configuration has one.
    private var backgroundLayer: Layer?

    public init() {
        super.init(layerType: Layer.self)
        titleLabel.textAlignment = .center
        titleLabel.font = .system(size: 15)
        addSubview(titleLabel)
        updateLook()
    }

    override public class var typeName: String { "Button" }

    /// The title; with a configuration, its title too (UIKit keeps the two as one).
    public var title: String {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            if configuration != nil { configuration?.title = newValue } else { layoutContent() }
            invalidateIntrinsicContentSize()
        }
    }
    public var font: Font {
        get { titleLabel.font }
        set {
            titleLabel.font = newValue
            layoutContent()
        }
    }

    /// The system button's intrinsic size: its title's, 12 points taller (a 15-point title
    /// makes UIKit's 30-point-high button; Apple does not publish the padding), none without a text measure.
    override func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        guard let measure else { return Size(width: -1, height: -1) }
        let text = title.isEmpty ? Size(width: 0, height: measure.lineMetrics(of: font).height) : measure.size(of: title, font: font, wrapWidth: nil)
        return Size(width: text.width.rounded(.up), height: (text.height + 12).rounded(.up))
    }

    /// The title fills the bounds, as the button lays it out whenever its size changes.
    override func boundsDidChange() { layoutContent() }

    override public class var properties: [String: ViewProperty] { table }
    private static let table: [String: ViewProperty] = controlTable.merging([
        "title": .string(\Button.title),
        "buttonType": .string(\Button.buttonType),
        "titleColor": .color(\Button.titleColor),
        "font": .font(\Button.font),
    ]) { $1 }

    override public func controlStateDidChange() { updateLook() }

    /// A tap: the button's primary action, then `onTap`.
    override func touchUpInsideDidEnd() throws {
        try sendActions(for: .primaryActionTriggered)
        try onTap?(self)
    }

    private func updateLook() {
        let foreground = configuration?.foregroundColor ?? titleColor
        titleLabel.textColor = isEnabled ? foreground : Color(red: 0.5, green: 0.5, blue: 0.5)
        titleLabel.alpha = isHighlighted ? Button.highlightedTitleAlpha : 1
        if let activityIndicator {
            activityIndicator.color = titleLabel.textColor
            activityIndicator.alpha = titleLabel.alpha
        }
    }

    /// Draws the configuration (or none): its background under everything, its title, and
    /// its spinner, which turns from now on `host`'s clock.
    private func applyConfiguration() {
        if let title = configuration?.title, title != titleLabel.text { titleLabel.text = title }
        if let background = configuration?.backgroundColor {
            let backgroundLayer = self.backgroundLayer ?? Layer()
            if self.backgroundLayer == nil {
                self.backgroundLayer = backgroundLayer
                layer.insertSublayer(backgroundLayer, at: 0)
            }
            backgroundLayer.backgroundColor = background
            backgroundLayer.cornerRadius = ButtonConfiguration.cornerRadius
        } else {
            backgroundLayer?.backgroundColor = nil
        }
        if configuration?.showsActivityIndicator == true {
            let indicator = activityIndicator ?? ActivityIndicatorView()
            if activityIndicator == nil {
                activityIndicator = indicator
                addSubview(indicator)
            }
            indicator.host = host
            indicator.startAnimating()
        } else {
            activityIndicator?.stopAnimating()
        }
        layoutContent()
        updateLook()
    }

    /// The title fills the bounds, centred; with a spinner, spinner, padding and title are
    /// centred together, the spinner leading.
    private func layoutContent() {
        let whole = Rect(origin: .zero, size: bounds.size)
        backgroundLayer?.frame = whole
        guard let configuration, configuration.showsActivityIndicator, let indicator = activityIndicator else {
            titleLabel.frame = whole
            return
        }
        let side = indicator.style.side
        // A title wider than the button (or measured in a font of no usable size) is clipped.
        let measured = title.isEmpty ? 0 : textMeasurer.width(of: title, font: font)
        let titleWidth = measured.isFinite ? min(measured, whole.width) : whole.width
        let gap = title.isEmpty ? 0 : configuration.imagePadding
        let start = (whole.width - (side + gap + titleWidth)) / 2
        indicator.frame = Rect(x: start, y: whole.midY - side / 2, width: side, height: side)
        titleLabel.frame = whole.offsetBy(dx: (side + gap) / 2, dy: 0)
    }
}
