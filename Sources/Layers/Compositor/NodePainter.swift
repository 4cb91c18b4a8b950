import Geometry
import Raster

/// Paints render nodes into a buffer, touching only the pixels inside `clip`.
struct NodePainter {
    /// Device pixels that may change.
    let clip: IntRect
    /// The destinations of the enclosing groups, outermost first, when a backdrop among the
    /// nodes needs to see them.
    var underlays: [Underlay] = []
    /// Blurred backdrops kept between frames; nil blurs every backdrop afresh.
    var backdrops: BackdropCache?

    /// Paints `nodes` into `buffer`, whose pixel (0, 0) is device pixel (originX, originY).
    func paint(_ nodes: [RenderNode], into buffer: inout PixelBuffer, originX: Int, originY: Int) {
        for node in nodes where !node.bounds.intersection(clip).isEmpty {
            switch node {
            case .bitmap(let draw, let deviceClip, _):
                buffer.draw(draw.bitmap, transform: NodePainter.shifted(draw.transform, originX, originY),
                            opacity: draw.opacity, clip: local(clip.intersection(draw.bounds), originX, originY),
                            mask: deviceClip.map { NodePainter.shifted($0.mask, originX, originY) }, outline: draw.outline)
            case .group(let group):
                paint(group, into: &buffer, originX: originX, originY: originY)
            case .backdrop(let draw, _):
                paintBackdrop(draw, into: &buffer, originX: originX, originY: originY)
            case .shaded(let draw, _):
                let place = draw.toDevice.concatenating(AffineTransform(translationX: Double(-originX), y: Double(-originY)))
                buffer.shade(draw.program, layerToBuffer: place, pixelsPerPoint: draw.pixelsPerPoint, opacity: draw.opacity,
                             clip: local(clip.intersection(draw.bounds), originX, originY))
            case .tints(let draw):
                paintTints(draw, into: &buffer, originX: originX, originY: originY)
            }
        }
    }

    /// Draws a group's children into an offscreen over the part of the group that can
    /// change, masks it, casts its shadow, and blends it in.
    private func paint(_ group: RenderGroup, into buffer: inout PixelBuffer, originX: Int, originY: Int) {
        var reach = clip
        if let s = group.shadow {
            // The blur and the offset pull in pixels from outside the clip.
            let m = Int((3 * s.sigma).rounded(.up)) + 2 + Int(max(abs(s.offsetX), abs(s.offsetY)).rounded(.up))
            reach = IntRect(x: clip.x - m, y: clip.y - m, width: clip.width + 2 * m, height: clip.height + 2 * m)
        }
        // A coarse rasterization is drawn whole, so its pixel grid stays put whatever is redrawn.
        let area = group.rasterization != nil ? group.bounds : reach.intersection(group.bounds)
        guard !area.isEmpty else { return }
        var offscreen = paintOffscreen(group, area: area, over: buffer, originX: originX, originY: originY)
        if let factor = group.rasterization { offscreen = NodePainter.coarsened(offscreen, by: factor) }
        let target = local(clip.intersection(group.bounds), originX, originY)
        let groupMask = group.clip.map { NodePainter.shifted($0.mask, originX, originY) }
        if let s = group.shadow {
            let shadow = offscreen.tinted(s.color).blurred(sigma: s.sigma)
            let place = Transform3D.translation(Double(area.x - originX) + s.offsetX, Double(area.y - originY) + s.offsetY, 0)
            buffer.draw(shadow, transform: place, opacity: s.opacity * group.opacity, clip: target, mask: groupMask)
        }
        if let vibrancy = group.vibrancy {
            buffer.blendVibrant(offscreen, dx: area.x - originX, dy: area.y - originY, blend: vibrancy,
                                opacity: group.opacity, clip: target, mask: groupMask)
        } else {
            buffer.draw(offscreen, transform: .translation(Double(area.x - originX), Double(area.y - originY), 0),
                        opacity: group.opacity, clip: target, mask: groupMask)
        }
    }

    /// A group's children drawn, and masked, into an offscreen over `area`. A backdrop among
    /// them sees `buffer` (what the group draws over) as well.
    private func paintOffscreen(_ group: RenderGroup, area: IntRect, over buffer: PixelBuffer, originX: Int, originY: Int)
        -> PixelBuffer {
        var offscreen = PixelBuffer(width: area.width, height: area.height)
        var inner = NodePainter(clip: area, backdrops: backdrops)
        if group.children.contains(where: \.containsBackdrop) {
            inner.underlays = underlays + [Underlay(pixels: buffer, originX: originX, originY: originY, valid: clip)]
        }
        inner.paint(group.children, into: &offscreen, originX: area.x, originY: area.y)
        if let maskNodes = group.mask { NodePainter.mask(&offscreen, by: maskNodes, area: area) }
        return offscreen
    }

    /// Multiplies `pixels` (covering device `area`) by the alpha of `maskNodes` drawn there.
    static func mask(_ pixels: inout PixelBuffer, by maskNodes: [RenderNode], area: IntRect) {
        var maskBuffer = PixelBuffer(width: area.width, height: area.height)
        NodePainter(clip: area).paint(maskNodes, into: &maskBuffer, originX: area.x, originY: area.y)
        pixels.applyMask(maskBuffer.alphaMask())
    }

    /// `pixels` as a bitmap `factor` times its size (at least one pixel) shows them, scaled
    /// back up: what `shouldRasterize` with a low `rasterizationScale` draws. The bitmap's
    /// pixels cover the group from its top-left corner, as Core Animation's do.
    static func coarsened(_ pixels: PixelBuffer, by factor: Double) -> PixelBuffer {
        let w = max(Int((Double(pixels.width) * factor).rounded(.up)), 1)
        let h = max(Int((Double(pixels.height) * factor).rounded(.up)), 1)
        var small = PixelBuffer(width: w, height: h)
        small.draw(pixels, transform: .scale(factor, factor, 1))
        var out = PixelBuffer(width: pixels.width, height: pixels.height)
        out.draw(small, transform: .scale(1 / factor, 1 / factor, 1))
        return out
    }

    func local(_ r: IntRect, _ ox: Int, _ oy: Int) -> IntRect {
        IntRect(x: r.x - ox, y: r.y - oy, width: r.width, height: r.height)
    }

    static func shifted(_ t: Transform3D, _ ox: Int, _ oy: Int) -> Transform3D {
        ox == 0 && oy == 0 ? t : t.concatenating(.translation(Double(-ox), Double(-oy), 0))
    }

    static func shifted(_ m: AlphaMask, _ ox: Int, _ oy: Int) -> AlphaMask {
        ox == 0 && oy == 0 ? m : m.offsetBy(dx: -ox, dy: -oy)
    }
}
