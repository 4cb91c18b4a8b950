import Geometry
import Raster

/// CATextLayer: a string laid out from the top of the bounds.
@dynamicMemberLookup
public final class TextLayer: Layer {
    /// The stored values of the text layer's own properties (see `Layer.Values`).
    public struct Values: Equatable, Sendable {
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
    }

    @usableFromInline var ownValues = Values()

    /// The text layer's own properties, as members of the layer.
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { ownValues[keyPath: key] }
        set { ownValues[keyPath: key] = newValue }
    }

    public required init() { super.init() }
    override public class var typeName: String { "TextLayer" }

    override public class var propertyTable: LayerPropertyTable { table }
    /// Built once: the base properties and this type's own (the probed ones first, in probe order).
    private static let table = LayerPropertyTable([
        .string("string", probed: true, { $0.string }, { $0.string = $1 }),
        .number("fontSize", .implicitly, probed: true, { $0.fontSize }, { $0.fontSize = $1 }),
        .color("foregroundColor", .implicitly, probed: true, { $0.foregroundColor }, { $0.foregroundColor = $1 }),
        .named("alignmentMode", probed: true, { $0.alignmentMode }, { $0.alignmentMode = $1 }),
        .bool("isWrapped", .never, probed: true, { $0.isWrapped }, { $0.isWrapped = $1 }),
        .font("font", { $0.font }, { $0.font = $1 }),
        .named("verticalAlignment", { $0.verticalAlignment }, { $0.verticalAlignment = $1 }),
    ] as [LayerPropertyRow<TextLayer>], after: Layer.baseTable)

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let t = other as? TextLayer else { return }
        ownValues = t.ownValues
    }

    override func drawsOwnPropertiesLike(_ other: Layer) -> Bool {
        (other as? TextLayer)?.ownValues == ownValues
    }
}
