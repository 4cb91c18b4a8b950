import Geometry
import Layers
import Raster

/// UIButton (the system type): a title centred in the bounds, tinted blue, that dims while
/// pressed and calls `onTap` (and its primaryActionTriggered targets) when a press ends on
/// it ("touch up inside").
public final class Button: Control {
    /// The title's alpha while pressed, as the system button fades its title.
    public static let highlightedTitleAlpha = 0.2

    /// The label that draws the title.
    public let titleLabel = Label()
    /// Runs when a press ends on the button. An error it throws is reported by the router.
    public var onTap: ((Button) throws -> Void)?
    /// The title colour when enabled.
    public var titleColor: Color? = Color(red: 0, green: 122 / 255.0, blue: 1, alpha: 1) {
        didSet { updateLook() }
    }

    public init() {
        super.init(layerType: Layer.self)
        titleLabel.textAlignment = .center
        titleLabel.font = .system(size: 15)
        addSubview(titleLabel)
        updateLook()
    }

    override public class var typeName: String { "Button" }

    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue; invalidateIntrinsicContentSize() }
    }
    public var font: Font {
        get { titleLabel.font }
        set { titleLabel.font = newValue }
    }

    /// The system button's intrinsic size: its title's, 12 points taller (a 15-point title
    /// makes UIKit's 30-point-high button; Apple does not publish the padding), none without a text measure.
    override func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        guard let measure else { return Size(width: -1, height: -1) }
        let text = title.isEmpty ? Size(width: 0, height: measure.lineMetrics(of: font).height) : measure.size(of: title, font: font, wrapWidth: nil)
        return Size(width: text.width.rounded(.up), height: (text.height + 12).rounded(.up))
    }

    /// The title fills the bounds, as the button lays it out whenever its size changes.
    override func boundsDidChange() { titleLabel.frame = Rect(origin: .zero, size: bounds.size) }

    override public class var properties: [String: ViewProperty] { table }
    private static let table: [String: ViewProperty] = controlTable.merging([
        "title": .string(\Button.title),
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
        titleLabel.textColor = isEnabled ? titleColor : Color(red: 0.5, green: 0.5, blue: 0.5)
        titleLabel.alpha = isHighlighted ? Button.highlightedTitleAlpha : 1
    }
}
