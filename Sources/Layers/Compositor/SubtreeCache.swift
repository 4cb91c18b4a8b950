import Geometry
import Raster

/// Offscreens of layer subtrees kept between frames: a layer that composites as a group
/// (group opacity, a mask) and whose inside has not changed is drawn from the picture made
/// in an earlier frame, in one pass with its opacity, instead of an offscreen every frame.
/// Entries not used during a frame are dropped at the end of it.
final class SubtreeCache {
    private var entries: [SubtreeKey: SubtreePicture] = [:]
    private var usedThisFrame: Set<SubtreeKey> = []

    /// How many subtree pictures have been painted so far (each cache miss counts once).
    private(set) var paints = 0

    /// The picture for `key`, painted by `paint` when no earlier frame made it.
    func picture(for key: SubtreeKey, paint: () -> SubtreePicture) -> SubtreePicture {
        usedThisFrame.insert(key)
        if let hit = entries[key] { return hit }
        let made = paint()
        paints += 1
        entries[key] = made
        return made
    }

    /// Forgets every picture not asked for since the last call.
    func endFrame() {
        if usedThisFrame.count < entries.count {
            entries = entries.filter { usedThisFrame.contains($0.key) }
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }
}

/// What decides a subtree's picture: the layer, and the signatures of the draws inside it
/// (in the subtree's own pixel space) and of its mask's.
struct SubtreeKey: Hashable {
    let layer: ObjectIdentifier
    let children: [DrawSignature]
    let mask: [DrawSignature]?
}

/// A subtree painted (and masked) into its own pixels: pixel (0, 0) is `origin` of the
/// subtree's pixel space.
struct SubtreePicture {
    let pixels: PixelBuffer
    let originX: Int, originY: Int
}
