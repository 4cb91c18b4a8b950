import Geometry
import Layers
import Raster

/// UILabel: text drawn by a text layer, centred vertically in the bounds.
public final class Label: View {
    /// NSTextAlignment.
    public enum TextAlignment: String, CaseIterable, Sendable {
        case natural, left, center, right, justified
    }

    /// The text layer that draws the label.
    public var textLayer: TextLayer { layer as! TextLayer }

    public init() {
        super.init(layerType: TextLayer.self)
        isUserInteractionEnabled = false  // as UILabel
        textLayer.verticalAlignment = .center
        textLayer.foregroundColor = .black
        font = .system(size: 17)
        numberOfLines = 1
    }

    override public class var typeName: String { "Label" }

    public var text: String {
        get { textLayer.string }
        set { textLayer.string = newValue; invalidateIntrinsicContentSize() }
    }
    /// The font, with its size (UIFont carries one).
    public var font: Font {
        get { Font(family: textLayer.font.family, size: textLayer.fontSize, style: textLayer.font.style) }
        set { textLayer.font = newValue; textLayer.fontSize = newValue.size; invalidateIntrinsicContentSize() }
    }

    /// UILabel's intrinsic size: its text on one line (wrapped at the width when it has lines
    /// to spare), at least one line high; none without a text measure.
    override func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        guard let measure else { return Size(width: -1, height: -1) }
        let lineHeight = measure.lineMetrics(of: font).height
        guard !text.isEmpty else { return Size(width: 0, height: 0) }
        let size = measure.size(of: text, font: font, wrapWidth: numberOfLines == 1 || bounds.width <= 0 ? nil : bounds.width)
        return Size(width: size.width.rounded(.up), height: max(size.height, lineHeight).rounded(.up))
    }
    public var textColor: Color? {
        get { textLayer.foregroundColor }
        set { textLayer.foregroundColor = newValue }
    }
    public var textAlignment: TextAlignment {
        get { TextAlignment(rawValue: textLayer.alignmentMode.rawValue) ?? .natural }
        set { textLayer.alignmentMode = TextAlignmentMode(rawValue: newValue.rawValue) ?? .natural }
    }
    /// 1 draws one line; 0 wraps onto as many as the height allows.
    public var numberOfLines: Int {
        get { textLayer.isWrapped ? 0 : 1 }
        set { textLayer.isWrapped = newValue != 1 }
    }

    override public class var properties: [String: ViewProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: ViewProperty] = baseProperties.merging([
        "text": .string(\Label.text),
        "font": .font(\Label.font),
        "textColor": .color(\Label.textColor),
        "textAlignment": .named(\Label.textAlignment),
        "numberOfLines": ViewProperty(kind: .number, get: { .number(Double(($0 as! Label).numberOfLines)) },
                                      set: { view, value in
                                          guard case .number(let n) = value, n.isFinite, n >= 0 else { return false }
                                          (view as! Label).numberOfLines = Int(saturating: n)
                                          return true
                                      }),
    ]) { $1 }
}
