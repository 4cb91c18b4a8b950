import Geometry
import Raster

/// CAGradientLayer: a gradient drawn as the layer's contents, over its background.
@dynamicMemberLookup
public final class GradientLayer: Layer {
    /// The stored values of the gradient layer's own properties (see `Layer.Values`).
    public struct Values: Equatable, Sendable {
        /// The colours, first at `startPoint`. Nil or empty draws nothing.
        public var colors: [Color]?
        /// Where each colour sits in 0...1; nil spaces them evenly.
        public var locations: [Double]?
        /// In unit coordinates of the bounds. For radial gradients the centre; for conic the centre.
        public var startPoint = Point(x: 0.5, y: 0)
        /// In unit coordinates of the bounds. For radial gradients a point on the outer ellipse;
        /// for conic the direction of angle 0.
        public var endPoint = Point(x: 0.5, y: 1)
        public var type = GradientType.axial
    }

    @usableFromInline var ownValues = Values()

    /// The gradient layer's own properties, as members of the layer.
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { ownValues[keyPath: key] }
        set { ownValues[keyPath: key] = newValue }
    }

    public required init() { super.init() }
    override public class var typeName: String { "GradientLayer" }

    override public class var propertyTable: LayerPropertyTable { table }
    /// Built once: the base properties and this type's own.
    private static let table = LayerPropertyTable([
        .colors("colors", .implicitly, probed: true, { $0.colors }, { $0.colors = $1 }),
        .numbers("locations", .implicitly, probed: true, { $0.locations }, { $0.locations = $1 }),
        .point("startPoint", .implicitly, probed: true, { $0.startPoint }, { $0.startPoint = $1 }),
        .point("endPoint", .implicitly, probed: true, { $0.endPoint }, { $0.endPoint = $1 }),
        .named("type", probed: true, { $0.type }, { $0.type = $1 }),
    ] as [LayerPropertyRow<GradientLayer>], after: Layer.baseTable)

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let g = other as? GradientLayer else { return }
        ownValues = g.ownValues
    }

    override func drawsOwnPropertiesLike(_ other: Layer) -> Bool {
        (other as? GradientLayer)?.ownValues == ownValues
    }
}
