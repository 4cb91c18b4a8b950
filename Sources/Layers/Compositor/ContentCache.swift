/// Rasterised layer bitmaps kept between frames, so a layer whose look has not changed is
/// never drawn again while only its transform, position or opacity changes. Entries not
/// used during a frame are dropped at the end of it.
final class ContentCache {
    private var entries: [ContentKey: LayerBitmap?] = [:]
    private var usedThisFrame: Set<ContentKey> = []
    private let rasterizer: ContentRasterizer

    /// How many bitmaps were rasterised since the cache was made (for tests and benchmarks).
    private(set) var rasterizations = 0

    init(rasterizer: ContentRasterizer) { self.rasterizer = rasterizer }

    func bitmap(for key: ContentKey) -> LayerBitmap? {
        usedThisFrame.insert(key)
        if let hit = entries[key] { return hit }
        let made = rasterizer.rasterize(key)
        rasterizations += 1
        entries[key] = .some(made)
        return made
    }

    /// Forgets every bitmap not asked for since the last call.
    func endFrame() {
        if usedThisFrame.count < entries.count {
            entries = entries.filter { usedThisFrame.contains($0.key) }
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }
}
