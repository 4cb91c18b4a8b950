import Geometry
import Raster

extension NodePainter {
    /// Replaces the pixels under a backdrop's outline with their blurred, resaturated and
    /// tinted version: the picture kept from an earlier frame when nothing under the backdrop
    /// changed, else made now over the backdrop's whole bounds. The compositor repaints a
    /// backdrop's whole reach whenever it must be made afresh, so every pixel read then is
    /// of this frame.
    func paintBackdrop(_ draw: BackdropDraw, into buffer: inout PixelBuffer, originX: Int, originY: Int) {
        let target = clip.intersection(draw.bounds)
        guard !target.isEmpty else { return }
        let picture = backdrops?.entry(for: draw) ?? blurredBackdrop(draw, from: buffer, originX: originX, originY: originY)
        buffer.blendUpsampled(picture.grid, cell: picture.cell, originX: picture.originX - originX, originY: picture.originY - originY,
                              area: IntRect(x: target.x - originX, y: target.y - originY, width: target.width, height: target.height),
                              mask: NodePainter.shifted(draw.mask, originX, originY), opacity: draw.opacity)
    }

    /// The backdrop's picture made from what is drawn under it now, kept for later frames.
    private func blurredBackdrop(_ draw: BackdropDraw, from buffer: PixelBuffer, originX: Int, originY: Int) -> BackdropCache.Entry {
        let effect = draw.effect
        let k = effect.gridScale, m = effect.margin
        // The grid is aligned to device pixels, so a pixel comes out the same whoever paints it.
        let bounds = draw.bounds
        let x0 = floorMultiple(bounds.minX - m, k), y0 = floorMultiple(bounds.minY - m, k)
        let x1 = ceilMultiple(bounds.maxX + m, k), y1 = ceilMultiple(bounds.maxY + m, k)
        var grid = backdropGrid(IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), cell: k,
                                from: buffer, originX: originX, originY: originY)
        if effect.sigma > 0 { grid = grid.blurred(radius: 2 * effect.gridSigma) }
        grid.adjust(saturation: effect.saturation, tint: effect.tint)
        let entry = BackdropCache.Entry(key: draw.key, grid: grid, originX: x0, originY: y0, cell: k)
        backdrops?.store(entry, for: draw)
        return entry
    }

    /// The backdrop under `area` (device pixels, a whole number of cells) averaged over
    /// `cell × cell` squares. Pixels outside what is painted this pass read the nearest that is.
    private func backdropGrid(_ area: IntRect, cell k: Int, from buffer: PixelBuffer, originX: Int, originY: Int) -> PixelBuffer {
        let source = backdropSource(within: area, buffer: buffer, originX: originX, originY: originY)
        let gw = area.width / k, gh = area.height / k
        guard !source.rect.isEmpty else { return PixelBuffer(width: gw, height: gh) }
        let src = source.rect
        /// The source pixels a cell averages along one axis: its own, or the nearest edge one.
        func span(_ start: Int, _ lo: Int, _ hi: Int) -> Range<Int> {
            let a = min(max(start, lo), hi - 1)
            return a..<max(min(start + k, hi), a + 1)
        }
        let columns = (0..<gw).map { span(area.x + $0 * k, src.minX, src.maxX) }
        var out = [Pixel](repeating: .clear, count: gw * gh)
        let stride = source.pixels.width
        source.pixels.pixels.withUnsafeBufferPointer { px in
            for j in 0..<gh {
                let rows = span(area.y + j * k, src.minY, src.maxY)
                for i in 0..<gw {
                    let cols = columns[i]
                    var r = 0, g = 0, b = 0, a = 0
                    for y in rows {
                        let row = (y - source.originY) * stride - source.originX
                        for x in cols {
                            let p = px[row + x]
                            r += Int(p.r); g += Int(p.g); b += Int(p.b); a += Int(p.a)
                        }
                    }
                    let n = rows.count * cols.count, half = n / 2
                    out[j * gw + i] = Pixel(r: UInt8((r + half) / n), g: UInt8((g + half) / n),
                                            b: UInt8((b + half) / n), a: UInt8((a + half) / n))
                }
            }
        }
        return PixelBuffer(width: gw, height: gh, pixels: out)
    }

    /// The pixels drawn so far under `area`: from the buffer itself at the top level, or the
    /// enclosing destinations with each group's offscreen over them. `rect` is the part of
    /// `area` that holds this pass's pixels (device coordinates).
    private func backdropSource(within area: IntRect, buffer: PixelBuffer, originX: Int, originY: Int)
        -> (pixels: PixelBuffer, originX: Int, originY: Int, rect: IntRect) {
        let levels = underlays + [Underlay(pixels: buffer, originX: originX, originY: originY, valid: clip)]
        let base = levels[0]
        let extent = IntRect(x: base.originX, y: base.originY, width: base.pixels.width, height: base.pixels.height)
        let rect = area.intersection(extent).intersection(base.valid)
        guard levels.count > 1, !rect.isEmpty else { return (base.pixels, base.originX, base.originY, rect) }
        var composite = PixelBuffer(width: rect.width, height: rect.height)
        for level in levels {
            composite.draw(level.pixels, transform: .translation(Double(level.originX - rect.x), Double(level.originY - rect.y), 0))
        }
        return (composite, rect.x, rect.y, rect)
    }

    private func floorMultiple(_ v: Int, _ k: Int) -> Int { (v >= 0 ? v / k : -((-v + k - 1) / k)) * k }
    private func ceilMultiple(_ v: Int, _ k: Int) -> Int { -floorMultiple(-v, k) }
}

extension PixelBuffer {
    /// Changes saturation as Apple's ImageEffects do (Rec. 709 luma kept), then draws `tint`
    /// over every pixel. Works on premultiplied values and keeps each within its alpha.
    mutating func adjust(saturation s: Double, tint: Color?) {
        let tintPixel = tint?.premultipliedPixel
        guard s != 1 || tintPixel != nil else { return }
        let tr = Double(tintPixel?.r ?? 0), tg = Double(tintPixel?.g ?? 0), tb = Double(tintPixel?.b ?? 0)
        let ta = Double(tintPixel?.a ?? 0), keep = 1 - ta / 255
        for i in pixels.indices {
            let p = pixels[i]
            var r = Double(p.r), g = Double(p.g), b = Double(p.b)
            let a = Double(p.a)
            if s != 1 {
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                r = min(max(luma + s * (r - luma), 0), a)
                g = min(max(luma + s * (g - luma), 0), a)
                b = min(max(luma + s * (b - luma), 0), a)
            }
            pixels[i] = Pixel(r: UInt8((tr + r * keep).rounded()), g: UInt8((tg + g * keep).rounded()),
                              b: UInt8((tb + b * keep).rounded()), a: UInt8((ta + a * keep).rounded()))
        }
    }
}

extension PixelBuffer {
    /// Draws `grid`, each of its pixels a `cell × cell` square with its top-left at
    /// (originX, originY), source-over within `area`, interpolated bilinearly between cell
    /// centres (edge cells held beyond the centres), faded by `mask` and `opacity`. The
    /// grid is always axis-aligned, so this is a plain loop with the weights found once per
    /// row and column.
    mutating func blendUpsampled(_ grid: PixelBuffer, cell k: Int, originX: Int, originY: Int, area: IntRect,
                                 mask: AlphaMask, opacity: Double) {
        let region = area.intersection(bounds).intersection(mask.bounds)
        let alpha = Int((min(max(opacity, 0), 1) * 255).rounded())
        guard !region.isEmpty, alpha > 0, grid.width > 0, grid.height > 0 else { return }
        /// For each pixel along an axis: the two cells it reads and the second one's weight in 0...256.
        func taps(_ start: Int, _ count: Int, _ origin: Int, _ cells: Int) -> [(Int, Int, Int)] {
            (start..<start + count).map { p in
                let u = (Double(p - origin) + 0.5) / Double(k) - 0.5
                let lower = u.rounded(.down)
                let i0 = min(max(Int(lower), 0), cells - 1), i1 = min(max(Int(lower) + 1, 0), cells - 1)
                return (i0, i1, Int(((u - lower) * 256).rounded()))
            }
        }
        let columns = taps(region.x, region.width, originX, grid.width)
        let rows = taps(region.y, region.height, originY, grid.height)
        let gw = grid.width, stride = width, count = columns.count
        let cover = UInt64(alpha)
        // Upsample along x once per grid row used (in 16-bit lanes), then each pixel only
        // mixes two of those rows.
        let firstRow = rows.map(\.0).min()!, lastRow = rows.map(\.1).max()!
        var across = [UInt64](repeating: 0, count: (lastRow - firstRow + 1) * count)
        grid.pixels.withUnsafeBufferPointer { cells in
            for j in firstRow...lastRow {
                let row = j * gw, base = (j - firstRow) * count
                for (c, column) in columns.enumerated() {
                    let wx = UInt64(column.2)
                    let sum = Lanes.spread(cells[row + column.0]) &* (256 &- wx) &+ Lanes.spread(cells[row + column.1]) &* wx
                    across[base + c] = ((sum &+ 0x0080_0080_0080_0080) >> 8) & Lanes.mask
                }
            }
        }
        across.withUnsafeBufferPointer { across in
            mask.coverage.withUnsafeBufferPointer { coverage in
                pixels.withUnsafeMutableBufferPointer { out in
                    for (r, row) in rows.enumerated() {
                        let y = region.y + r
                        let maskRow = (y - mask.originY) * mask.width - mask.originX + region.x
                        let top = (row.0 - firstRow) * count, bottom = (row.1 - firstRow) * count
                        let wy = UInt64(row.2), wTop = 256 &- wy
                        let outRow = y * stride + region.x
                        for c in 0..<count {
                            let m = UInt64(coverage[maskRow + c])
                            if m == 0 { continue }
                            var source = ((across[top + c] &* wTop &+ across[bottom + c] &* wy &+ 0x0080_0080_0080_0080) >> 8)
                                & Lanes.mask
                            let weight = m == 255 ? cover : Lanes.div255(m &* cover)
                            if weight == 255, source >> 48 == 255 {
                                out[outRow + c] = Lanes.pixel(source)
                                continue
                            }
                            source = Lanes.scale(source, weight)
                            let keep = 255 &- (source >> 48)
                            out[outRow + c] = Lanes.pixel(Lanes.saturated(source &+ Lanes.scale(Lanes.spread(out[outRow + c]), keep)))
                        }
                    }
                }
            }
        }
    }
}

/// A pixel's four channels in 16-bit lanes of a UInt64 (R, G, B, A from the bottom), so one
/// multiply scales them all.
private enum Lanes {
    static let mask: UInt64 = 0x00FF_00FF_00FF_00FF

    @inline(__always) static func spread(_ p: Pixel) -> UInt64 {
        UInt64(p.r) | UInt64(p.g) << 16 | UInt64(p.b) << 32 | UInt64(p.a) << 48
    }

    @inline(__always) static func pixel(_ v: UInt64) -> Pixel {
        Pixel(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 16),
              b: UInt8(truncatingIfNeeded: v >> 32), a: UInt8(truncatingIfNeeded: v >> 48))
    }

    /// round(x / 255) for x up to 255 × 255.
    @inline(__always) static func div255(_ x: UInt64) -> UInt64 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Lanes that went past 255 (by rounding) held at 255.
    @inline(__always) static func saturated(_ x: UInt64) -> UInt64 {
        let overflow = (x >> 8) & 0x0001_0001_0001_0001
        return (x | (overflow &* 0xFF)) & mask
    }

    /// Every lane times `a` / 255, rounded (lanes and `a` at most 255).
    @inline(__always) static func scale(_ x: UInt64, _ a: UInt64) -> UInt64 {
        let t = x &* a &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & mask)) >> 8) & mask
    }
}