import Geometry
import Raster

extension LayerBitmap {
    /// `rect` (layer points) in bitmap pixels.
    func pixelRect(of rect: Rect) -> Rect {
        let r = rect.standardized
        return Rect(x: (r.minX - origin.x) * scale, y: (r.minY - origin.y) * scale, width: r.width * scale, height: r.height * scale)
    }

    /// `sides` (the straight parts of a rect's sides, in layer points) in bitmap pixels.
    func pixelSides(of sides: StraightSides) -> StraightSides {
        sides.mapped(x: { ($0 - origin.x) * scale }, y: { ($0 - origin.y) * scale })
    }

    /// The bitmap with the pixels outside `rect` (layer points), and those only partly inside
    /// it, replaced by the nearest whole pixel inside, along the parts of its sides that run
    /// `straight` (the outline's, `Path.straightSides`): drawn with an aliased outline at `rect`,
    /// the pixels along the outline then show the layer's edge colour, not a blend with the
    /// clear margin (or with the partial coverage of a side between pixel edges). Where a
    /// rounded corner curves away from a side, the pixels stay as drawn: there the edge pixels
    /// are the curve's antialiasing, and repeated outward they would stand out as a flat strip
    /// (the outline leaves those parts to the bitmap: `ImageOutline`). Unchanged when `rect`
    /// holds no whole pixel.
    func extendingEdges(of rect: Rect, straight: StraightSides) -> LayerBitmap {
        let r = pixelRect(of: rect)
        let w = pixels.width, h = pixels.height
        guard r.isFinite else { return self }
        let firstX = max(Int(r.minX.rounded(.up)), 0), lastX = min(Int(r.maxX.rounded(.down)), w) - 1
        let firstY = max(Int(r.minY.rounded(.up)), 0), lastY = min(Int(r.maxY.rounded(.down)), h) - 1
        guard firstX <= lastX, firstY <= lastY,
              firstX > 0 || lastX < w - 1 || firstY > 0 || lastY < h - 1 else { return self }
        let sides = pixelSides(of: straight)
        /// The pixels of `0 ..< count` whose centres lie in `span`.
        func along(_ span: ClosedRange<Double>?, _ count: Int) -> Range<Int> {
            guard let span else { return 0..<0 }
            let lo = Int(min(max((span.lowerBound - 0.5).rounded(.up), 0), Double(count)))
            let hi = Int(min(max((span.upperBound - 0.5).rounded(.down) + 1, 0), Double(count)))
            return lo..<max(lo, hi)
        }
        let left = along(sides.minX, h), right = along(sides.maxX, h)
        let top = along(sides.minY, w), bottom = along(sides.maxY, w)
        var out = pixels
        out.pixels.withUnsafeMutableBufferPointer { p in
            for y in firstY...lastY {
                let row = y * w
                if left.contains(y) { for x in 0..<firstX { p[row + x] = p[row + firstX] } }
                if right.contains(y) { for x in (lastX + 1)..<w { p[row + x] = p[row + lastX] } }
            }
            for y in 0..<firstY { for x in top { p[y * w + x] = p[firstY * w + x] } }
            for y in (lastY + 1)..<h { for x in bottom { p[y * w + x] = p[lastY * w + x] } }
        }
        return LayerBitmap(pixels: out, origin: origin, scale: scale)
    }
}
