import Geometry
import Raster

/// CATextLayer: a string laid out from the top of the bounds.
public final class TextLayer: Layer {
    public var string = ""
    /// The font's family and style; its size is `fontSize`, as in Core Animation.
    public var font = Font(family: "Helvetica", size: 36)
    public var fontSize = 36.0
    public var foregroundColor: Color? = .white
    public var alignmentMode = TextAlignmentMode.natural
    public var isWrapped = false
    /// A Kinema extension: where the lines sit vertically. Core Animation draws from the top;
    /// UILabel centres its text, so labels use `.center`.
    public var verticalAlignment = TextVerticalAlignment.top

    public required init() { super.init() }
    override public class var typeName: String { "TextLayer" }

    override public class var properties: [String: LayerProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: LayerProperty] = baseProperties.merging([
        "string": .string(\TextLayer.string),
        "font": .font(\TextLayer.font),
        "fontSize": .number(\TextLayer.fontSize),
        "foregroundColor": .color(\TextLayer.foregroundColor),
        "alignmentMode": .named(\TextLayer.alignmentMode),
        "isWrapped": .bool(\TextLayer.isWrapped),
        "verticalAlignment": .named(\TextLayer.verticalAlignment),
    ]) { $1 }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let t = other as? TextLayer else { return }
        string = t.string; font = t.font; fontSize = t.fontSize; foregroundColor = t.foregroundColor
        alignmentMode = t.alignmentMode; isWrapped = t.isWrapped
        verticalAlignment = t.verticalAlignment
    }
}
