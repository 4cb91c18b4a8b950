/// How long the compositor's caches keep what a frame did not use: a layer scaling back and
/// forth, or a card turning through a raster-scale step and back, finds its bitmaps and
/// pictures still there instead of drawing them again. Kept for at most `frames` frames, the
/// most recently used first, within `pixels` pixels in all (32 MB), so content that changes
/// every frame does not pile up.
enum CacheRetention {
    static let frames = 30
    static let pixels = 8_000_000

    /// The oldest frame whose unused entries stay, given each unused entry's last frame and
    /// size, at frame `current`; entries last used before it are dropped.
    static func cutoff(unused: [(frame: Int, pixels: Int)], current: Int) -> Int {
        var total = 0
        var cutoff = current - frames
        for entry in unused.sorted(by: { $0.frame > $1.frame }) where entry.frame >= cutoff {
            total += entry.pixels
            if total > pixels { cutoff = entry.frame + 1; break }
        }
        return cutoff
    }
}
