import Raster

extension PixelBuffer {
    /// How strongly vibrant content moves the backdrop towards white (lighten) or black (darken).
    static let vibrancyStrength = 0.7

    /// Blends `source` (placed with its (0, 0) at (dx, dy)) into this buffer as vibrant
    /// content: `.lighten` screens the source's colour onto the backdrop, so white content
    /// becomes a lighter version of what is behind it; `.darken` takes away the brightness
    /// the source lacks, so black content becomes a darker version of it. `blend.amount`
    /// mixes from a plain source-over (0) to that (1); `opacity` and `mask` fade it as a draw's.
    mutating func blendVibrant(_ source: PixelBuffer, dx: Int, dy: Int, blend: VibrancyBlend, opacity: Double,
                               clip: IntRect, mask: AlphaMask?) {
        let area = clip.intersection(bounds).intersection(IntRect(x: dx, y: dy, width: source.width, height: source.height))
            .intersection(mask?.bounds ?? bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        let k = PixelBuffer.vibrancyStrength, amount = blend.amount, lighten = blend.mode == .lighten
        let fade = min(max(opacity, 0), 1)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let coverage = fade * Double(mask?[x, y] ?? 255) / 255
                let s = source[x - dx, y - dy]
                guard coverage > 0, s.a > 0 else { continue }
                let d = self[x, y]
                let sa = Double(s.a) / 255, da = Double(d.a) / 255
                func channel(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
                    let sv = Double(sc) / 255, dv = Double(dc) / 255
                    let normal = sv + dv * (1 - sa)
                    let vibrant = lighten ? dv + k * sv * (1 - dv) : dv * (1 - k * (sa - sv))
                    let mixed = normal + (vibrant - normal) * amount
                    return UInt8((min(max(dv + (mixed - dv) * coverage, 0), 1) * 255).rounded())
                }
                let alpha = da + (sa + da * (1 - sa) - da) * coverage
                self[x, y] = Pixel(r: channel(s.r, d.r), g: channel(s.g, d.g), b: channel(s.b, d.b),
                                   a: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
            }
        }
    }
}
