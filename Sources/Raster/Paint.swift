import Geometry

/// What fills the inside of a path or a stroke.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// A gradient in the fill's user coordinates.
    case gradient(Gradient)
    /// An image, sampled bilinearly, not repeated: outside it the paint is transparent.
    /// `transform` maps the image's pixel space (0…width × 0…height) into user space.
    case image(PixelBuffer, transform: AffineTransform)
    /// An image as `image` paints it, but outside it its edge pixels repeat outwards (Core
    /// Animation's rule for a `contentsRect` reaching past a layer's contents).
    case imageExtendingEdges(PixelBuffer, transform: AffineTransform)
}
