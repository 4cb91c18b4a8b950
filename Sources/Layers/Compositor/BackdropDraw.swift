import Raster

/// A backdrop layer's draw: the pixels under its outline replaced by their blurred, tinted
/// version.
struct BackdropDraw {
    let effect: BackdropEffect
    /// The layer's outline in device space, within its ancestors' clips.
    let mask: AlphaMask
    let opacity: Double
    /// Device pixels the draw changes.
    let bounds: IntRect
    /// Device pixels it reads: `bounds` and the blur's reach round it, within the frame.
    let reach: IntRect
    /// Its place among the frame's backdrops in drawing order, and a digest of everything
    /// that decides its blurred picture (set by `BackdropCache.keyed`).
    var id = 0, key = 0
}
