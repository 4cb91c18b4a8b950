import Geometry
import Raster

extension Layer: KeyValueCoded {
    /// Kinema's layer types, base layer first.
    public static let builtInTypes: [Layer.Type] = [Layer.self, ShapeLayer.self, TextLayer.self, GradientLayer.self,
                                                    ReplicatorLayer.self, EmitterLayer.self, BackdropLayer.self,
                                                    TransformLayer.self]

    /// The base layer's property table: every layer type's starts with it.
    static let baseTable = LayerPropertyTable(rows)

    /// Every property of the base layer, by its Core Animation name: how it animates, whether
    /// probes show it (those first, in the order probes print them), and its typed reader and
    /// writer.
    static let rows: [LayerPropertyRow<Layer>] = [
        .point("position", .implicitly, probed: true, { $0.position }, { $0.position = $1 }),
        .rect("bounds", .implicitly, probed: true, { $0.bounds }, { $0.bounds = $1 }),
        .point("anchorPoint", .implicitly, probed: true, { $0.anchorPoint }, { $0.anchorPoint = $1 }),
        .number("opacity", .implicitly, probed: true, { $0.opacity }, { $0.opacity = $1 }),
        .transform("transform", .implicitly, probed: true, { $0.transform }, { $0.transform = $1 }),
        .color("backgroundColor", .implicitly, probed: true, { $0.backgroundColor }, { $0.backgroundColor = $1 }),
        .number("cornerRadius", .implicitly, probed: true, { $0.cornerRadius }, { $0.cornerRadius = $1 }),
        .number("borderWidth", .implicitly, probed: true, { $0.borderWidth }, { $0.borderWidth = $1 }),
        .color("borderColor", .implicitly, probed: true, { $0.borderColor }, { $0.borderColor = $1 }),
        .bool("isHidden", .explicitly, probed: true, { $0.isHidden }, { $0.isHidden = $1 }),
        .number("zPosition", .implicitly, probed: true, { $0.zPosition }, { $0.zPosition = $1 }),
        .number("shadowOpacity", .implicitly, probed: true, { $0.shadowOpacity }, { $0.shadowOpacity = $1 }),
        .number("shadowRadius", .implicitly, probed: true, { $0.shadowRadius }, { $0.shadowRadius = $1 }),
        .size("shadowOffset", .implicitly, probed: true, { $0.shadowOffset }, { $0.shadowOffset = $1 }),
        .color("shadowColor", .implicitly, probed: true, { $0.shadowColor }, { $0.shadowColor = $1 }),
        .bool("masksToBounds", .explicitly, probed: true, { $0.masksToBounds }, { $0.masksToBounds = $1 }),

        .optionalString("name", { $0.name }, { $0.name = $1 }),
        .transform("sublayerTransform", .implicitly, { $0.sublayerTransform }, { $0.sublayerTransform = $1 }),
        .path("shadowPath", .implicitly, { $0.shadowPath }, { $0.shadowPath = $1 }),
        .options("maskedCorners", { $0.maskedCorners }, { $0.maskedCorners = $1 }),
        .named("cornerCurve", { $0.cornerCurve }, { $0.cornerCurve = $1 }),
        .bool("isGeometryFlipped", .never, { $0.isGeometryFlipped }, { $0.isGeometryFlipped = $1 }),
        .image("contents", .explicitly, { $0.contents }, { $0.contents = $1 }),
        .named("contentsGravity", { $0.contentsGravity }, { $0.contentsGravity = $1 }),
        .rect("contentsRect", .implicitly, { $0.contentsRect }, { $0.contentsRect = $1 }),
        .number("contentsScale", .never, { $0.contentsScale }, { $0.contentsScale = $1 }),
        .bool("needsDisplayOnBoundsChange", .never, { $0.needsDisplayOnBoundsChange }, { $0.needsDisplayOnBoundsChange = $1 }),
        // Derived from position, bounds and transform; reading and writing it never animates.
        .custom("frame", .rect, get: { .rect($0.frame) },
                set: { layer, value in
                    guard case .rect(let r) = value else { return false }
                    layer.frame = r
                    return true
                }),

        // Renderer tuning (see `Layer.Values` for which change pixels here).
        .bool("drawsAsynchronously", .never, { $0.drawsAsynchronously }, { $0.drawsAsynchronously = $1 }),
        .named("contentsFormat", { $0.contentsFormat }, { $0.contentsFormat = $1 }),
        .bool("isOpaque", .never, { $0.isOpaque }, { $0.isOpaque = $1 }),
        .bool("shouldRasterize", .never, { $0.shouldRasterize }, { $0.shouldRasterize = $1 }),
        .number("rasterizationScale", .explicitly, { $0.rasterizationScale }, { $0.rasterizationScale = $1 }),
        .bool("allowsGroupOpacity", .never, { $0.allowsGroupOpacity }, { $0.allowsGroupOpacity = $1 }),
        .bool("allowsEdgeAntialiasing", .never, { $0.allowsEdgeAntialiasing }, { $0.allowsEdgeAntialiasing = $1 }),
        .options("edgeAntialiasingMask", { $0.edgeAntialiasingMask }, { $0.edgeAntialiasingMask = $1 }),
    ]
}
