import Raster

extension FrameRecord {
    /// The pixels where the tints drawn now differ from `old`'s: each tint only one of the two
    /// has, and each of those both have that moved in the order (the pixels a tint covers
    /// depend on the tints before it there). Tints are compared as a set, not place by place,
    /// so a flash appearing or fading away costs only its own pixels.
    func tintDamage(since old: TintOverlay) -> [IntRect] {
        if old.opacity != tints.opacity { return (old.tints + tints.tints).map(\.area.bounds) }
        guard old.tints != tints.tints else { return [] }
        let before = Set(old.tints), now = Set(tints.tints)
        var rects = old.tints.filter { !now.contains($0) }.map(\.area.bounds) + tints.tints.filter { !before.contains($0) }.map(\.area.bounds)
        let kept = old.tints.filter { now.contains($0) }, still = tints.tints.filter { before.contains($0) }
        for i in 0..<max(kept.count, still.count) {
            let a = i < kept.count ? kept[i] : nil, b = i < still.count ? still[i] : nil
            guard a != b else { continue }
            if let a { rects.append(a.area.bounds) }
            if let b { rects.append(b.area.bounds) }
        }
        return rects.filter { !$0.isEmpty }
    }
}
