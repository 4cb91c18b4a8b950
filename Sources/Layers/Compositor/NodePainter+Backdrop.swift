import Geometry
import Raster

/// A destination an enclosing group draws over, kept while the group's children paint so a
/// backdrop among them sees everything under it, not only its siblings.
struct Underlay {
    let pixels: PixelBuffer
    /// The device pixel of `pixels`' (0, 0).
    let originX: Int, originY: Int
    /// The device pixels this pass paints there (the painter's clip at that level).
    let valid: IntRect
}

extension NodePainter {
    /// Replaces the pixels under a backdrop's outline with their blurred, resaturated and
    /// tinted version. The compositor repaints a backdrop's whole reach whenever it repaints
    /// any of it, so every pixel read here is of this frame.
    func paintBackdrop(_ draw: BackdropDraw, into buffer: inout PixelBuffer, originX: Int, originY: Int) {
        let target = clip.intersection(draw.bounds)
        guard !target.isEmpty else { return }
        let effect = draw.effect
        let k = effect.gridScale, m = effect.margin
        // The grid is aligned to device pixels, not to the target, so a pixel comes out the
        // same whichever damaged rectangle repaints it.
        let x0 = floorMultiple(target.minX - m, k), y0 = floorMultiple(target.minY - m, k)
        let x1 = ceilMultiple(target.maxX + m, k), y1 = ceilMultiple(target.maxY + m, k)
        var grid = backdropGrid(IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), cell: k,
                                from: buffer, originX: originX, originY: originY)
        if effect.sigma > 0 { grid = grid.blurred(radius: 2 * effect.gridSigma) }
        grid.adjust(saturation: effect.saturation, tint: effect.tint)
        let place = Transform3D.scale(Double(k), Double(k), 1)
            .concatenating(.translation(Double(x0 - originX), Double(y0 - originY), 0))
        buffer.draw(grid, transform: place, opacity: draw.opacity,
                    clip: IntRect(x: target.x - originX, y: target.y - originY, width: target.width, height: target.height),
                    mask: NodePainter.shifted(draw.mask, originX, originY))
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
