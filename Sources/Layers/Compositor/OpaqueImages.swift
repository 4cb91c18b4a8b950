import Raster

/// Whether images have no pixel with alpha below 1, each looked at once while the debug
/// overlays run (an image never changes once made).
final class OpaqueImages {
    private var known: [ObjectIdentifier: (image: Image, isOpaque: Bool)] = [:]

    func isOpaque(_ image: Image) -> Bool {
        if let entry = known[ObjectIdentifier(image)] { return entry.isOpaque }
        let opaque = image.pixels.pixels.allSatisfy { $0.a == 255 }
        // Holding the image keeps its identifier from being reused by another.
        if known.count >= 256 { known.removeAll() }
        known[ObjectIdentifier(image)] = (image, opaque)
        return opaque
    }

    func removeAll() { known.removeAll() }
}
