/// How long the compositor's caches keep what a frame did not use: a layer scaling back and
/// forth, or a card turning through a raster-scale step and back, finds its bitmaps and
/// pictures still there instead of drawing them again. Kept for at most `frames` frames (four
/// seconds at 60 Hz: a pulse of a second or two comes back to a scale within it), the most
/// recently used first, within `pixels` pixels in all (64 MB a cache: 120 cards at three
/// raster scales fit), so content that changes every frame does not pile up.
enum CacheRetention {
    static let frames = 240
    static let pixels = 16_000_000

    /// Whether a cache should look for what to drop at the end of `frame`: every 16th frame, so
    /// the per-frame path does not list every unused entry (what is dropped stays up to 15
    /// frames longer).
    static func isDue(_ frame: Int) -> Bool { frame % 16 == 0 }

    /// The oldest frame whose unused entries stay, given each unused entry's last frame and
    /// size, at frame `current`; entries last used before it are dropped.
    static func cutoff(unused: [(frame: Int, pixels: Int)], current: Int) -> Int {
        var cutoff = current - frames
        // Usually all recent ones fit: no need to sort them.
        guard unused.reduce(0, { $0 + ($1.frame >= cutoff ? $1.pixels : 0) }) > pixels else { return cutoff }
        var total = 0
        for entry in unused.sorted(by: { $0.frame > $1.frame }) where entry.frame >= cutoff {
            total += entry.pixels
            if total > pixels { cutoff = entry.frame + 1; break }
        }
        return cutoff
    }
}
