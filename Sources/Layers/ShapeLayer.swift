import Geometry
import Raster

/// CAShapeLayer: a path filled and stroked between the contents and the first sublayer.
/// The path is in the layer's coordinates and is drawn even outside the bounds.
public final class ShapeLayer: Layer {
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

    public required init() { super.init() }
    override public class var typeName: String { "ShapeLayer" }

    override public class var properties: [String: LayerProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: LayerProperty] = baseProperties.merging([
        "path": .path(\ShapeLayer.path),
        "fillColor": .color(\ShapeLayer.fillColor),
        "fillRule": .mapped(\ShapeLayer.fillRule, [("nonZero", .nonZero), ("evenOdd", .evenOdd)]),
        "strokeColor": .color(\ShapeLayer.strokeColor),
        "lineWidth": .number(\ShapeLayer.lineWidth),
        "lineCap": .mapped(\ShapeLayer.lineCap, [("butt", .butt), ("round", .round), ("square", .square)]),
        "lineJoin": .mapped(\ShapeLayer.lineJoin, [("miter", .miter), ("round", .round), ("bevel", .bevel)]),
        "miterLimit": .number(\ShapeLayer.miterLimit),
        "lineDashPattern": .numbers(\ShapeLayer.lineDashPattern),
        "lineDashPhase": .number(\ShapeLayer.lineDashPhase),
        "strokeStart": .number(\ShapeLayer.strokeStart),
        "strokeEnd": .number(\ShapeLayer.strokeEnd),
    ]) { $1 }

    /// The stroke style the layer's line properties describe.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                    dashPattern: lineDashPattern ?? [], dashPhase: lineDashPhase)
    }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let s = other as? ShapeLayer else { return }
        path = s.path; fillColor = s.fillColor; fillRule = s.fillRule; strokeColor = s.strokeColor
        lineWidth = s.lineWidth; lineCap = s.lineCap; lineJoin = s.lineJoin; miterLimit = s.miterLimit
        lineDashPattern = s.lineDashPattern; lineDashPhase = s.lineDashPhase
        strokeStart = s.strokeStart; strokeEnd = s.strokeEnd
    }
}
