import Geometry
import Raster

extension LayerBitmap {
    /// `rect` (layer points) in bitmap pixels.
    func pixelRect(of rect: Rect) -> Rect {
        let r = rect.standardized
        return Rect(x: (r.minX - origin.x) * scale, y: (r.minY - origin.y) * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The bitmap with the pixels outside `rect` (layer points), and those only partly inside
    /// it, replaced by the nearest whole pixel inside: drawn with an aliased outline at `rect`,
    /// the pixels along the outline then show the layer's edge colour, not a blend with the
    /// clear margin (or with the partial coverage of a side between pixel edges). Unchanged
    /// when `rect` holds no whole pixel.
    func extendingEdges(of rect: Rect) -> LayerBitmap {
        let r = pixelRect(of: rect)
        let w = pixels.width, h = pixels.height
        guard r.isFinite else { return self }
        let firstX = max(Int(r.minX.rounded(.up)), 0), lastX = min(Int(r.maxX.rounded(.down)), w) - 1
        let firstY = max(Int(r.minY.rounded(.up)), 0), lastY = min(Int(r.maxY.rounded(.down)), h) - 1
        guard firstX <= lastX, firstY <= lastY,
              firstX > 0 || lastX < w - 1 || firstY > 0 || lastY < h - 1 else { return self }
        var out = pixels
        out.pixels.withUnsafeMutableBufferPointer { p in
            for y in firstY...lastY {
                let row = y * w
                for x in 0..<firstX { p[row + x] = p[row + firstX] }
                for x in (lastX + 1)..<w { p[row + x] = p[row + lastX] }
            }
            for y in 0..<firstY { for x in 0..<w { p[y * w + x] = p[firstY * w + x] } }
            for y in (lastY + 1)..<h { for x in 0..<w { p[y * w + x] = p[lastY * w + x] } }
        }
        return LayerBitmap(pixels: out, origin: origin, scale: scale)
    }
}
