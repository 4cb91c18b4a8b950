import Raster

/// A destination an enclosing group draws over, kept while the group's children paint so a
/// backdrop among them sees everything under it, not only its siblings.
struct Underlay {
    let pixels: PixelBuffer
    /// The device pixel of `pixels`' (0, 0).
    let originX: Int, originY: Int
    /// The device pixels this pass paints there (the painter's clip at that level).
    let valid: IntRect
}
