import Geometry
import Raster

/// Offscreens of layer subtrees kept between frames: a layer that composites as a group
/// (group opacity, a mask) and whose inside has not changed is drawn from the picture made
/// in an earlier frame, in one pass with its opacity, instead of an offscreen every frame.
/// Pictures are found by layer and told apart by the signatures of the draws inside (compared,
/// not hashed: they are long, and a layer has one picture or a few, for replicator copies).
/// Pictures not used during a frame are dropped at the end of it.
final class SubtreeCache {
    private var entries: [ObjectIdentifier: [SubtreePicture]] = [:]
    private var used: [ObjectIdentifier: [SubtreePicture]] = [:]

    /// How many subtree pictures have been painted so far (each cache miss counts once).
    private(set) var paints = 0
    /// The most pixels one picture painted so far had (for tests of bounded memory).
    private(set) var largestPicturePixels = 0

    /// The picture of `layer`'s subtree whose draws are `inside`, painted by `paint` when no
    /// earlier frame (or copy in this one) made it.
    func picture(of layer: ObjectIdentifier, inside: SubtreeContent, paint: () -> PixelBuffer) -> SubtreePicture {
        if let hit = used[layer]?.first(where: { $0.content == inside }) { return hit }
        let picture = entries[layer]?.first(where: { $0.content == inside }) ?? {
            paints += 1
            let pixels = paint()
            largestPicturePixels = max(largestPicturePixels, pixels.width * pixels.height)
            return SubtreePicture(pixels: pixels, content: inside, serial: paints)
        }()
        used[layer, default: []].append(picture)
        return picture
    }

    /// Forgets every picture not asked for since the last call.
    func endFrame() {
        entries = used
        used.removeAll(keepingCapacity: true)
    }
}

/// What decides a subtree's picture: the signatures of the draws inside it (in the subtree's
/// own pixel space, which their bounds place) and of its mask's.
struct SubtreeContent: Equatable {
    let children: [DrawSignature]
    let mask: [DrawSignature]?
    /// The picture's edge pixels are repeated past the layer's bounds, for an aliased outline.
    let extendsEdges: Bool
}

/// A subtree painted (and masked) into the pixels its draws cover (their bounds' union).
struct SubtreePicture {
    let pixels: PixelBuffer
    let content: SubtreeContent
    /// Tells pictures apart in a frame's signature: a new picture, a new serial.
    let serial: Int
}
