import Geometry
import Raster

/// A layer's drawing rasterised in its own coordinates: pixel (0, 0) sits at `origin`
/// (in layer points) and each point is `scale` pixels.
struct LayerBitmap {
    let pixels: PixelBuffer
    let origin: Point
    let scale: Double

    /// Maps bitmap pixels to layer points.
    var toLayer: Transform3D {
        Transform3D.scale(1 / scale, 1 / scale, 1).concatenating(.translation(origin.x, origin.y, 0))
    }

    /// The pixel grid of a bitmap in layer space: pixel (0, 0) at `origin`, `scale` pixels a point.
    struct Grid {
        let origin: Point
        let width: Int, height: Int
        let scale: Double

        /// Maps layer points to the grid's pixels.
        var toBitmap: AffineTransform {
            AffineTransform(translationX: -origin.x, y: -origin.y).concatenating(AffineTransform(scaleX: scale, y: scale))
        }
    }

    /// The grid covering `rect` (layer points) at `scale`, one pixel of margin around it for
    /// anti-aliased edges. Returns nil when the rect is empty or not finite.
    static func covering(_ rect: Rect, scale: Double) -> Grid? {
        guard rect.isFinite, !rect.isEmpty, scale > 0, scale.isFinite else { return nil }
        let x0 = (rect.minX * scale).rounded(.down) - 1, y0 = (rect.minY * scale).rounded(.down) - 1
        let x1 = (rect.maxX * scale).rounded(.up) + 1, y1 = (rect.maxY * scale).rounded(.up) + 1
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w * h <= Double(LayerBitmap.maxPixels) else { return nil }
        return Grid(origin: Point(x: x0 / scale, y: y0 / scale), width: Int(w), height: Int(h), scale: scale)
    }

    /// No bitmap grows past this many pixels; the scale is lowered to fit instead.
    static let maxPixels = 4096 * 4096
    static let maxSide = 8192.0

    /// The scale to rasterise `rect` at: `wanted`, lowered so the bitmap stays within limits.
    static func fittingScale(_ wanted: Double, for rect: Rect) -> Double {
        guard rect.isFinite, !rect.isEmpty else { return wanted }
        var s = wanted
        let side = max(rect.width, rect.height) * s
        if side > maxSide { s *= maxSide / side }
        let area = rect.width * rect.height * s * s
        if area > Double(maxPixels) / 2 { s *= (Double(maxPixels) / 2 / area).squareRoot() }
        return s
    }
}
