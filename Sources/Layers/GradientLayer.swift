import Geometry
import Raster

/// CAGradientLayer: a gradient drawn as the layer's contents, over its background.
public final class GradientLayer: Layer {
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

    public required init() { super.init() }
    override public class var typeName: String { "GradientLayer" }

    override public class var properties: [String: LayerProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: LayerProperty] = baseProperties.merging([
        "colors": .colors(\GradientLayer.colors),
        "locations": .numbers(\GradientLayer.locations),
        "startPoint": .point(\GradientLayer.startPoint),
        "endPoint": .point(\GradientLayer.endPoint),
        "type": .named(\GradientLayer.type),
    ]) { $1 }

    override public func copyProperties(from other: Layer) {
        super.copyProperties(from: other)
        guard let g = other as? GradientLayer else { return }
        colors = g.colors; locations = g.locations; startPoint = g.startPoint; endPoint = g.endPoint; type = g.type
    }
}
