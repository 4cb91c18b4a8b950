import Raster

/// A `TintOverlay` placed in a frame: right after the `subjectCount` nodes of the diagnosed
/// subtree, which the compositor finds by it once the frame is built.
struct TintDraw {
    var overlay: TintOverlay
    /// Device pixels the tints can touch.
    var bounds: IntRect
    /// How many nodes before this one (in the same list) are the diagnosed subtree's.
    let subjectCount: Int

    /// No tints yet, after the `subjectCount` nodes of the diagnosed subtree.
    init(after subjectCount: Int) {
        overlay = TintOverlay(tints: [], opacity: 0)
        bounds = .zero
        self.subjectCount = subjectCount
    }

    /// Each tint as a draw of its own: what it shows and the pixels it touches.
    var items: [(signature: DrawSignature, bounds: IntRect)] {
        overlay.tints.map { tint in
            (DrawSignature(content: nil, transform: .identity, opacity: overlay.opacity, clip: [], bounds: tint.area.bounds,
                           extra: nil, effect: .tint(tint, opacity: overlay.opacity)), tint.area.bounds)
        }
    }
}
