#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rasterised layer bitmaps kept between frames, so a layer whose look has not changed is
/// never drawn again while only its transform, position or opacity changes. Entries not
/// used for a while are dropped (`CacheRetention`).
final class ContentCache {
    /// Bitmaps by what they show, each with the last frame that asked for it.
    private var entries: [ContentKey: (bitmap: LayerBitmap?, frame: Int)] = [:]
    private var frame = 0
    /// How many entries were asked for this frame (each once).
    private var usedThisFrame = 0
    /// The exact raster scales each layer was drawn at, this frame and the one before.
    private var scalesThisFrame: Set<ScaleUse> = [], scalesLastFrame: Set<ScaleUse> = []
    private var layersThisFrame: Set<ObjectIdentifier> = [], layersLastFrame: Set<ObjectIdentifier> = []
    /// The grid offsets each layer was drawn at, this frame and the one before.
    private var offsetsThisFrame: Set<OffsetUse> = [], offsetsLastFrame: Set<OffsetUse> = []
    private var placedThisFrame: Set<ObjectIdentifier> = [], placedLastFrame: Set<ObjectIdentifier> = []
    private let rasterizer: ContentRasterizer

    /// How many bitmaps were rasterised since the cache was made (for tests and benchmarks).
    private(set) var rasterizations = 0
    /// The most pixels one bitmap rasterised since the cache was made had (for tests).
    private(set) var largestBitmapPixels = 0
    /// The keys rasterised since recording began (`recordsFresh`), for the debug overlays; nil
    /// while not recording.
    private(set) var fresh: Set<ContentKey>?

    /// Starts recording the keys rasterised from now on afresh (forgetting those before), or stops.
    func recordsFresh(_ recording: Bool) { fresh = recording ? [] : nil }

    init(rasterizer: ContentRasterizer) { self.rasterizer = rasterizer }

    func bitmap(for key: ContentKey) -> LayerBitmap? {
        // One hash for a hit: the stamp is updated through the index.
        if let index = entries.index(forKey: key) {
            if entries.values[index].frame != frame {
                entries.values[index].frame = frame
                usedThisFrame += 1
            }
            return entries.values[index].bitmap
        }
        let made = rasterizer.rasterize(key)
        rasterizations += 1
        fresh?.insert(key)
        if let made { largestBitmapPixels = max(largestBitmapPixels, made.pixels.width * made.pixels.height) }
        entries[key] = (made, frame)
        usedThisFrame += 1
        return made
    }

    /// The scale to rasterise a layer at, given the `exact` scale it is shown at (device pixels
    /// per layer point). The rule: a layer drawn at the same exact scale in the frame before
    /// (at rest, or only moving, fading or turning in place), or not drawn in the frame before
    /// (a first frame, a single render), is rasterised at exactly that scale, so its edges land
    /// on the device pixels they cover. A layer whose scale changed since the frame before is
    /// animating its scale: it is rasterised at the exact scale rounded up to a quarter power
    /// of two, so a continuous animation reuses a few bitmaps instead of drawing a new one
    /// every frame. The frame after it comes to rest it is exact again. A layer drawn at
    /// several scales in one frame (replicator copies) is exact for each scale it had before.
    func rasterScale(_ exact: Double, for layer: ObjectIdentifier) -> Double {
        let use = ScaleUse(layer: layer, scale: exact)
        scalesThisFrame.insert(use)
        layersThisFrame.insert(layer)
        if !layersLastFrame.contains(layer) || scalesLastFrame.contains(use) { return exact }
        return ContentCache.bucket(exact)
    }

    /// The grid offset to rasterise a layer at, given the `exact` one that puts its pixels on the
    /// device's: by the same rule as `rasterScale`, exact while the layer stays in place (or is
    /// new), zero while it moves, so a moving layer reuses one bitmap.
    func gridOffset(_ exact: GridOffset, for layer: ObjectIdentifier) -> GridOffset {
        let use = OffsetUse(layer: layer, offset: exact)
        offsetsThisFrame.insert(use)
        placedThisFrame.insert(layer)
        return !placedLastFrame.contains(layer) || offsetsLastFrame.contains(use) ? exact : .zero
    }

    /// `scale` rounded up to a quarter power of two (1, 1.19, 1.41, 1.68, 2, …); a scale a
    /// rounding error above one (a turned layer's 1.0000000000000002) is that one, so it does not
    /// flip to the next between frames.
    static func bucket(_ scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return scale }
        return pow(2, (log2(scale) * 4 - 1e-9).rounded(.up) / 4)
    }

    /// Drops every bitmap this frame has not asked for.
    func dropUnusedThisFrame() {
        if usedThisFrame < entries.count { keepBitmaps(usedSince: frame) }
    }

    /// Keeps only the bitmaps last asked for in frame `first` or later.
    private func keepBitmaps(usedSince first: Int) { entries = entries.filter { $0.value.frame >= first } }

    /// Ends a frame: this frame's scales and offsets become the frame before's, and the bitmaps
    /// not used for a while are dropped (`CacheRetention`). An idle frame (`FrameNotes.isIdle`:
    /// its presentation trees were not built, only the layers around them) adds what it used
    /// to the frame before's, which are what building its trees would have used, and does not
    /// age the bitmaps.
    func endFrame(idle: Bool) {
        if idle {
            scalesLastFrame.formUnion(scalesThisFrame)
            scalesThisFrame.removeAll(keepingCapacity: true)
            layersLastFrame.formUnion(layersThisFrame)
            layersThisFrame.removeAll(keepingCapacity: true)
            offsetsLastFrame.formUnion(offsetsThisFrame)
            offsetsThisFrame.removeAll(keepingCapacity: true)
            placedLastFrame.formUnion(placedThisFrame)
            placedThisFrame.removeAll(keepingCapacity: true)
            return
        }
        swap(&scalesLastFrame, &scalesThisFrame)
        scalesThisFrame.removeAll(keepingCapacity: true)
        swap(&layersLastFrame, &layersThisFrame)
        layersThisFrame.removeAll(keepingCapacity: true)
        swap(&offsetsLastFrame, &offsetsThisFrame)
        offsetsThisFrame.removeAll(keepingCapacity: true)
        swap(&placedLastFrame, &placedThisFrame)
        placedThisFrame.removeAll(keepingCapacity: true)
        if usedThisFrame < entries.count, CacheRetention.isDue(frame) {
            let current = frame
            let unused = entries.values.filter { $0.frame != current }
                .map { (frame: $0.frame, pixels: $0.bitmap.map { $0.pixels.width * $0.pixels.height } ?? 0) }
            let cutoff = CacheRetention.cutoff(unused: unused, current: current)
            if unused.contains(where: { $0.frame < cutoff }) { keepBitmaps(usedSince: cutoff) }
        }
        usedThisFrame = 0
        frame += 1
    }
}

/// One layer drawn at one exact raster scale.
private struct ScaleUse: Hashable {
    let layer: ObjectIdentifier
    let scale: Double
}

/// One layer drawn at one grid offset.
private struct OffsetUse: Hashable {
    let layer: ObjectIdentifier
    let offset: GridOffset
}
