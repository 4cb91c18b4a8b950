import Geometry
import Raster

/// A layer's contents image as drawn: the part `contentsRect` picks, placed in the bounds by
/// `contentsGravity`. Where the rectangle reaches past the image, Core Animation repeats the
/// image's edge pixels outwards; those are painted by sampling, never made into pixels, so a
/// `contentsRect` far past the image costs no more memory than the image itself.
///
/// Kinema follows a `contentsRect` up to `reach` image sizes past the image's edges and cuts
/// it there (a rectangle wholly beyond that shows nothing).
struct ShownContents {
    /// The image's pixels inside `contentsRect` (whole pixels, at least one row and column).
    let pixels: PixelBuffer
    /// Maps `pixels`' pixel space into the layer's bounds space.
    let toLayer: AffineTransform
    /// Where the whole `contentsRect` lies in the bounds space.
    let box: Rect
    /// True when `contentsRect` reaches past the image: `pixels`' edges fill the rest of `box`.
    let extendsEdges: Bool

    /// How far past the image, in image sizes, a `contentsRect` is followed.
    static let reach = 4.0

    /// Nil when `image` is empty or `part` (unit coordinates of the image) shows nothing.
    init?(_ image: Image, part: Rect, in bounds: Rect, gravity: ContentsGravity) {
        guard let (span, box) = ShownContents.place(image, part: part, in: bounds, gravity: gravity) else { return nil }
        let w = image.pixels.width, h = image.pixels.height
        // The image's own pixels in the span, at least its nearest row and column.
        let x0 = min(max(span.minX, 0), w - 1), x1 = min(max(span.maxX, x0 + 1), w)
        let y0 = min(max(span.minY, 0), h - 1), y1 = min(max(span.maxY, y0 + 1), h)
        if x0 == 0, y0 == 0, x1 == w, y1 == h {
            pixels = image.pixels  // all of it: shared, not copied
        } else {
            let inside = Rect(x: Double(x0) / Double(w), y: Double(y0) / Double(h),
                              width: Double(x1 - x0) / Double(w), height: Double(y1 - y0) / Double(h))
            guard let cut = ContentRasterizer.cut(image, to: inside) else { return nil }
            pixels = cut
        }
        // The span's pixels stretch over the box.
        let sx = box.width / Double(span.width), sy = box.height / Double(span.height)
        toLayer = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: box.minX + Double(x0 - span.minX) * sx,
                                  ty: box.minY + Double(y0 - span.minY) * sy)
        self.box = box
        extendsEdges = span.minX < 0 || span.minY < 0 || span.maxX > w || span.maxY > h
    }

    /// Where the part of `image` that `part` picks lies in `bounds`, without cutting it out;
    /// nil as `init` is.
    static func box(of image: Image, part: Rect, in bounds: Rect, gravity: ContentsGravity) -> Rect? {
        place(image, part: part, in: bounds, gravity: gravity)?.box
    }

    /// The whole pixels of the image `part` spans (past the image too, up to `reach`), and
    /// where they lie in `bounds`: their size at the image's scale, placed by `gravity`.
    private static func place(_ image: Image, part: Rect, in bounds: Rect, gravity: ContentsGravity)
        -> (span: IntRect, box: Rect)? {
        let r = part.standardized
        let w = image.pixels.width, h = image.pixels.height
        guard r.isFinite, !r.isEmpty, w > 0, h > 0 else { return nil }
        func edge(_ v: Double, _ n: Int) -> Int { Int((min(max(v, -reach), reach) * Double(n)).rounded()) }
        let x0 = edge(r.minX, w), x1 = edge(r.maxX, w), y0 = edge(r.minY, h), y1 = edge(r.maxY, h)
        guard x1 > x0, y1 > y0 else { return nil }
        let size = (Double(x1 - x0) / image.scale, Double(y1 - y0) / image.scale)
        let box = ContentRasterizer.contentsRect(ofSize: size, in: bounds, gravity: gravity)
        guard box.isFinite, !box.isEmpty else { return nil }
        return (IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), box)
    }

    /// Paints the contents into `buffer`, whose pixels `toBitmap` maps the bounds space to,
    /// through `mask`.
    func draw(into buffer: inout PixelBuffer, toBitmap: AffineTransform, mask: AlphaMask?) {
        if extendsEdges {
            buffer.fill(Path.rect(box), transform: toBitmap, paint: .imageExtendingEdges(pixels, transform: toLayer), mask: mask)
        } else {
            buffer.draw(pixels, transform: Transform3D(affine: toLayer.concatenating(toBitmap)), mask: mask)
        }
    }
}
