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
    /// anti-aliased edges, its pixel edges at `offset` + whole pixels (in pixels from the layer's
    /// origin: what puts them on the device's pixel edges). Returns nil when the rect is empty
    /// or not finite.
    static func covering(_ rect: Rect, scale: Double, offset: GridOffset = .zero) -> Grid? {
        guard rect.isFinite, !rect.isEmpty, scale > 0, scale.isFinite else { return nil }
        let x0 = (rect.minX * scale - offset.x).rounded(.down) - 1 + offset.x
        let y0 = (rect.minY * scale - offset.y).rounded(.down) - 1 + offset.y
        let x1 = (rect.maxX * scale - offset.x).rounded(.up) + 1 + offset.x
        let y1 = (rect.maxY * scale - offset.y).rounded(.up) + 1 + offset.y
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

/// Where a bitmap's pixel edges sit within a pixel, in pixels (each 0 ..< 1): a layer shown at a
/// fractional device position is rasterised on a grid shifted so its pixels are the device's.
struct GridOffset: Hashable {
    var x = 0.0, y = 0.0
    static let zero = GridOffset()

    /// The offset that puts a grid of `scale` pixels a point on the device's pixel edges under
    /// `t` (axis-aligned, `scale` its stretch): zero unless both axes are shown at that scale.
    /// Rounded to 1/256 of a pixel so the same place gives the same key.
    init(for t: Transform3D, scale: Double) {
        guard abs(abs(t.m11) - scale) <= 1e-9 * scale, abs(abs(t.m22) - scale) <= 1e-9 * scale else { return }
        func part(_ translation: Double, _ m: Double) -> Double {
            let v = m > 0 ? -translation : translation
            let f = v - v.rounded(.down)
            let q = (f * 256).rounded() / 256
            return q.isFinite && q < 1 ? q : 0
        }
        x = part(t.m41, t.m11)
        y = part(t.m42, t.m22)
    }

    init(x: Double = 0, y: Double = 0) { self.x = x; self.y = y }
}
