import Geometry
import Layers
import Raster

/// UIButton (the system type): a title centred in the bounds, tinted blue, that dims while
/// pressed and calls `onTap` when a press ends on it ("touch up inside").
public final class Button: View {
    /// How far outside its bounds the pointer may go and still count as on the button, as
    /// UIKit keeps a pressed button "inside" for a margin around it.
    public static let trackingSlop = 70.0
    /// The title's alpha while pressed, as the system button fades its title.
    public static let highlightedTitleAlpha = 0.2

    /// The label that draws the title.
    public let titleLabel = Label()
    /// Runs when a press ends on the button. An error it throws is reported by the router.
    public var onTap: ((Button) throws -> Void)?
    /// A disabled button ignores the pointer and greys its title.
    public var isEnabled = true {
        didSet { updateLook() }
    }
    /// True while a press is on the button.
    public private(set) var isHighlighted = false {
        didSet { updateLook() }
    }
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
        set { titleLabel.text = newValue }
    }
    public var font: Font {
        get { titleLabel.font }
        set { titleLabel.font = newValue }
    }

    /// The title fills the bounds, as the button lays it out whenever its size changes.
    override func boundsDidChange() { titleLabel.frame = Rect(origin: .zero, size: bounds.size) }

    override public class var properties: [String: ViewProperty] { table }
    private static let table: [String: ViewProperty] = baseProperties.merging([
        "title": .string(\Button.title),
        "titleColor": .color(\Button.titleColor),
        "font": .font(\Button.font),
        "isEnabled": .bool(\Button.isEnabled),
        "isHighlighted": ViewProperty(kind: .bool, get: { .bool(($0 as! Button).isHighlighted) }, set: { _, _ in false }),
    ]) { $1 }

    // MARK: Tracking, driven by the router

    func beginTracking() { isHighlighted = true }
    func continueTracking(inside: Bool) { isHighlighted = inside }
    func cancelTracking() { isHighlighted = false }
    /// Ends the press; true when it ended on the button (a tap).
    func endTracking(inside: Bool) -> Bool {
        isHighlighted = false
        return inside && isEnabled
    }

    private func updateLook() {
        titleLabel.textColor = isEnabled ? titleColor : Color(red: 0.5, green: 0.5, blue: 0.5)
        titleLabel.alpha = isHighlighted ? Button.highlightedTitleAlpha : 1
    }
}
