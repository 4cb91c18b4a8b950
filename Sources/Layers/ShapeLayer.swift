import Geometry
import Raster

/// CAShapeLayer: a path filled and stroked between the contents and the first sublayer.
/// The path is in the layer's coordinates and is drawn even outside the bounds.
@dynamicMemberLookup
public final class ShapeLayer: Layer {
    /// The stored values of the shape layer's own properties (see `Layer.Values`).
    public struct Values: Equatable, Sendable {
        public var path: Path?
        public var fillColor: Color? = .black
        public var fillRule = FillRule.nonZero
        public var strokeColor: Color?
        public var lineWidth = 1.0
        public var lineCap = LineCap.butt
        public var lineJoin = LineJoin.miter
        public var miterLimit = 10.0
        public var lineDashPattern: [Double]?
        public var lineDashPhase = 0.0
        public var strokeStart = 0.0
        public var strokeEnd = 1.0
    }

    @usableFromInline var ownValues = Values()

    /// The shape layer's own properties, as members of the layer.
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { ownValues[keyPath: key] }
        set { ownValues[keyPath: key] = newValue }
    }

    public required init() { super.init() }
    override public class var typeName: String { "ShapeLayer" }

    override public class var propertyTable: LayerPropertyTable { table }
    /// Built once: the base properties and this type's own (the probed ones first, in probe order).
    private static let table = LayerPropertyTable([
        .number("strokeStart", .implicitly, probed: true, { $0.strokeStart }, { $0.strokeStart = $1 }),
        .number("strokeEnd", .implicitly, probed: true, { $0.strokeEnd }, { $0.strokeEnd = $1 }),
        .number("lineWidth", .implicitly, probed: true, { $0.lineWidth }, { $0.lineWidth = $1 }),
        .color("fillColor", .implicitly, probed: true, { $0.fillColor }, { $0.fillColor = $1 }),
        .color("strokeColor", .implicitly, probed: true, { $0.strokeColor }, { $0.strokeColor = $1 }),
        .number("lineDashPhase", .implicitly, probed: true, { $0.lineDashPhase }, { $0.lineDashPhase = $1 }),
        .numbers("lineDashPattern", .never, probed: true, { $0.lineDashPattern }, { $0.lineDashPattern = $1 }),
        .number("miterLimit", .implicitly, probed: true, { $0.miterLimit }, { $0.miterLimit = $1 }),
        .mapped("fillRule", [("nonZero", .nonZero), ("evenOdd", .evenOdd)], probed: true,
                { $0.fillRule }, { $0.fillRule = $1 }),
        .mapped("lineCap", [("butt", .butt), ("round", .round), ("square", .square)], probed: true,
                { $0.lineCap }, { $0.lineCap = $1 }),
        .mapped("lineJoin", [("miter", .miter), ("round", .round), ("bevel", .bevel)], probed: true,
                { $0.lineJoin }, { $0.lineJoin = $1 }),
        // Animatable, but not implicitly (CAShapeLayer.path).
        .path("path", .explicitly, { $0.path }, { $0.path = $1 }),
    ] as [LayerPropertyRow<ShapeLayer>], after: Layer.baseTable)

    /// The stroke style the layer's line properties describe.
    public var strokeStyle: StrokeStyle {
        let v = ownValues
        return StrokeStyle(width: v.lineWidth, cap: v.lineCap, join: v.lineJoin, miterLimit: v.miterLimit,
                           dashPattern: v.lineDashPattern ?? [], dashPhase: v.lineDashPhase)
    }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let s = other as? ShapeLayer else { return }
        ownValues = s.ownValues
    }

    override func drawsOwnPropertiesLike(_ other: Layer) -> Bool {
        (other as? ShapeLayer)?.ownValues == ownValues
    }
}
