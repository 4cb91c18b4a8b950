import Raster

/// What a layer that draws its own content drew last, and what it drew it for: the
/// compositor draws again only when the layer was marked since (`setNeedsDisplay()`), its
/// `contentsScale` changed, or a key its class's `needsDisplay(forKey:)` names shows another
/// value than the one the drawing was made with.
public struct DrawnContent {
    /// The drawing, at `image.scale` pixels a point; nil while no drawing has succeeded
    /// (the layer's `contents` shows then).
    public let image: Image?
    /// The layer's `displayGeneration` the drawing answered.
    public let generation: Int
    /// The `contentsScale` it was drawn at.
    public let scale: Double
    /// The values of the layer's `displayKeys` it was drawn with, in that order.
    public let values: [PropertyValue]

    /// True when a drawing made for `generation`, `scale` and `values` would be this one.
    func answers(generation: Int, scale: Double, values: [PropertyValue]) -> Bool {
        self.generation == generation && self.scale == scale && self.values == values
    }
}
