import Geometry
import Raster

extension NodePainter {
    /// Paints a debug overlay's tints where they meet the clip: each filled in order into a
    /// picture of that part (an opaque one covering those before it), which is then blended
    /// over the buffer at the overlay's opacity.
    func paintTints(_ draw: TintDraw, into buffer: inout PixelBuffer, originX: Int, originY: Int) {
        let area = clip.intersection(draw.bounds)
        guard !area.isEmpty, draw.overlay.opacity > 0 else { return }
        var picture = PixelBuffer(width: area.width, height: area.height)
        let toPicture = AffineTransform(translationX: Double(-area.x), y: Double(-area.y))
        for tint in draw.overlay.tints where !tint.area.bounds.intersection(area).isEmpty {
            picture.fill(tint.area.path, transform: toPicture, paint: .solid(tint.color))
        }
        buffer.draw(picture, transform: .translation(Double(area.x - originX), Double(area.y - originY), 0),
                    opacity: draw.overlay.opacity, clip: local(area, originX, originY))
    }
}
