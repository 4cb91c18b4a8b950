import Geometry

/// Where a `GraphicsContext` may paint: an anti-aliased coverage mask in device pixels and
/// the device-space bounding box of the clip shapes it was made from.
struct ClipRegion: Hashable, Sendable {
    var mask: AlphaMask
    /// The intersection of the clip shapes' device bounding boxes (and the buffer's).
    var deviceBounds: Rect
}
