import Geometry
import Raster

/// Rasterises what a layer draws itself (background, contents, gradient, shape, text,
/// border, shadow) into bitmaps in the layer's own coordinates. Pure: the same look and
/// scale always give the same pixels, which is what lets the compositor cache them.
struct ContentRasterizer {
    let textRenderer: TextRendering?

    func rasterize(_ key: ContentKey) -> LayerBitmap? {
        let bitmap: LayerBitmap? = switch key.look {
        case .body(let body): rasterizeBody(body, scale: key.scale, offset: key.offset)
        case .border(let border): rasterizeBorder(border, scale: key.scale, offset: key.offset)
        case .shadow(let shadow): rasterizeShadow(shadow, scale: key.scale)
        case .particles: nil
        }
        guard var bitmap else { return nil }
        if key.extendsEdges, let own = RenderTreeBuilder.ownOutline(of: key) {
            bitmap = bitmap.extendingEdges(of: own.bounds, straight: own.straight)
        }
        guard let tint = key.tint else { return bitmap }
        return bitmap.multiplied(by: tint)
    }

    // MARK: Body

    /// The part of the layer's plane the body can touch.
    static func extent(of body: BodyLook) -> Rect {
        var r = body.bounds.standardized
        if body.masksToBounds { return r }
        if let shape = body.shape, !shape.path.isEmpty {
            let pad = shape.strokeColor == nil ? 1 : max(shape.stroke.width, 0) * max(shape.stroke.miterLimit, 1) / 2 + 1
            let pathBox = shape.path.controlBounds.insetBy(dx: -pad, dy: -pad)
            if pathBox.isFinite { r = r.union(pathBox) }
        }
        if let image = body.contents?.image,
           let box = ShownContents.box(of: image, part: body.contentsRect, in: body.bounds, gravity: body.gravity) {
            r = r.union(box)
        }
        return r
    }

    private func rasterizeBody(_ body: BodyLook, scale: Double, offset: GridOffset = .zero) -> LayerBitmap? {
        if let bare = ContentRasterizer.bareContents(of: body, scale: scale, offset: offset) { return bare }
        return rasterizeBodyInFull(body, scale: scale, offset: offset)
    }

    /// The fast path of `rasterizeBody`: a body that is only its contents image, lying on
    /// whole pixels at the image's own size (a drawn layer at the scale it is composited
    /// at), is that image's pixels, shared without a copy. Nil for any other body.
    /// `rasterizeBodyInFull` gives the same pixels (its whole-pixel blit of the image onto
    /// clear pixels is a copy), with a margin of clear pixels around them.
    static func bareContents(of body: BodyLook, scale: Double, offset: GridOffset = .zero) -> LayerBitmap? {
        guard body.background == nil, body.gradient == nil, body.shape == nil, body.text == nil, body.border == nil,
              body.contentsRect == BodyLook.wholeImage,
              let image = body.contents?.image, image.pixels.width > 0, image.pixels.height > 0 else { return nil }
        let box = contentsRect(of: image, in: body.bounds, gravity: body.gravity)
        let x = box.minX * scale - offset.x, y = box.minY * scale - offset.y
        guard box.width * scale == Double(image.pixels.width), box.height * scale == Double(image.pixels.height),
              x == x.rounded(), y == y.rounded() else { return nil }
        if body.masksToBounds {
            // Clipping changes nothing only when the image lies inside square bounds.
            let r = body.radii, b = body.bounds.standardized
            guard r.topLeft == 0, r.topRight == 0, r.bottomRight == 0, r.bottomLeft == 0, box.minX >= b.minX,
                  box.minY >= b.minY, box.maxX <= b.maxX, box.maxY <= b.maxY else { return nil }
        }
        return LayerBitmap(pixels: image.pixels, origin: box.origin, scale: scale)
    }

    /// Every part of the body drawn into a bitmap of its own (the general path).
    func rasterizeBodyInFull(_ body: BodyLook, scale wanted: Double, offset: GridOffset = .zero) -> LayerBitmap? {
        let extent = ContentRasterizer.extent(of: body)
        // A path reaching far past the bounds: lower the scale so the bitmap stays within limits.
        let scale = LayerBitmap.fittingScale(wanted, for: extent)
        guard let grid = LayerBitmap.covering(extent, scale: scale, offset: scale == wanted ? offset : .zero) else { return nil }
        var buffer = PixelBuffer(width: grid.width, height: grid.height)
        let toBitmap = grid.toBitmap
        let background = body.outline
        let whole = IntRect(x: 0, y: 0, width: grid.width, height: grid.height)
        let boundsClip = body.masksToBounds
            ? AlphaMask(path: background, transform: toBitmap, rule: .nonZero, bounds: whole) : nil

        if let color = body.background, color.alpha > 0 {
            buffer.fill(background, transform: toBitmap, paint: .solid(color))
        }
        if let image = body.contents?.image,
           let shown = ShownContents(image, part: body.contentsRect, in: body.bounds, gravity: body.gravity) {
            shown.draw(into: &buffer, toBitmap: toBitmap, mask: boundsClip)
        }
        if let gradient = body.gradient, !gradient.colors.isEmpty {
            drawGradient(gradient, in: body.bounds, outline: background, toBitmap: toBitmap, into: &buffer, clip: boundsClip)
        }
        if let shape = body.shape {
            drawShape(shape, toBitmap: toBitmap, into: &buffer, clip: boundsClip)
        }
        if let text = body.text, let renderer = textRenderer, !text.string.isEmpty, text.color.alpha > 0 {
            let textPixels = renderer.render(text, scale: scale)
            let place = AffineTransform(scaleX: 1 / scale, y: 1 / scale)
                .concatenating(AffineTransform(translationX: body.bounds.minX, y: body.bounds.minY))
            buffer.draw(textPixels, transform: Transform3D(affine: place.concatenating(toBitmap)), mask: boundsClip)
        }
        if let border = body.border {
            buffer.fill(ContentRasterizer.borderPath(border), transform: toBitmap,
                        paint: .solid(border.color), rule: .evenOdd)
        }
        return LayerBitmap(pixels: buffer, origin: grid.origin, scale: scale)
    }

    private func drawGradient(_ g: GradientLook, in bounds: Rect, outline: Path, toBitmap: AffineTransform,
                              into buffer: inout PixelBuffer, clip: AlphaMask?) {
        let stops = g.stops
        func unit(_ p: Point) -> Point {
            Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let kind: GradientKind = switch g.type {
        case .axial: .axial
        case .radial: .radial
        case .conic: .conic
        }
        let gradient: Gradient
        if kind == .conic {
            // The conic angle is measured in the layer's unit square (Apple, issue 9 item 6):
            // the gradient lives in unit space, mapped onto the bounds.
            let unitToBounds = AffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
            gradient = Gradient(kind: kind, stops: stops, start: g.startPoint, end: g.endPoint, transform: unitToBounds)
        } else {
            // Axial and radial in points: the radial ellipse's radii are the unit radii scaled
            // by the bounds, the same in either space.
            gradient = Gradient(kind: kind, stops: stops, start: unit(g.startPoint), end: unit(g.endPoint))
        }
        buffer.fill(outline, transform: toBitmap, paint: .gradient(gradient), mask: clip)
    }

    private func drawShape(_ s: ShapeLook, toBitmap: AffineTransform, into buffer: inout PixelBuffer, clip: AlphaMask?) {
        if let fill = s.fillColor, fill.alpha > 0 {
            buffer.fill(s.path, transform: toBitmap, paint: .solid(fill), rule: s.fillRule, mask: clip)
        }
        guard let stroke = s.strokeColor, stroke.alpha > 0, s.stroke.width > 0 else { return }
        let start = min(max(s.strokeStart, 0), 1), end = min(max(s.strokeEnd, 0), 1)
        guard end > start else { return }
        let path = start == 0 && end == 1 ? s.path : s.path.trimmed(from: start, to: end)
        buffer.stroke(path, style: s.stroke, transform: toBitmap, paint: .solid(stroke), mask: clip)
    }

    // MARK: Border and shadow

    /// Blur radii are clamped to this many pixels: wider shadows cost much and show nothing more.
    static let maxBlurPixels = 256.0
    /// The widest Gaussian a shadow is blurred with, in its bitmap's pixels: a wider shadow is
    /// rasterised at a lower scale (its look in points unchanged) and magnified when drawn.
    static let maxShadowSigmaPixels = 16.0

    /// The standard deviation of a layer shadow's Gaussian per point of `shadowRadius`.
    /// Apple's renderers (`render(in:)` and on screen alike) blur with σ ≈ 0.9–0.95 ×
    /// `shadowRadius`, measured on Apple-rendered images from public snapshot tests (issue 9,
    /// item 2; CA_SEMANTICS.md, "Learned from Apple-rendered images"); 0.925 is the middle.
    static let shadowSigmaPerRadius = 0.925

    /// The Gaussian deviation in pixels of a shadow of `radius` points rasterised at `scale`:
    /// 0.925 × radius × scale, the radius in pixels first clamped to 0…`maxBlurPixels`.
    static func shadowSigma(radius: Double, scale: Double) -> Double {
        let pixels = radius * scale
        guard pixels > 0 else { return 0 }  // NaN too
        return shadowSigmaPerRadius * min(pixels, maxBlurPixels)
    }

    /// The ring between the rounded bounds and the same shape inset by the border width.
    static func borderPath(_ b: BorderLook) -> Path {
        var ring = b.outline
        let w = min(b.width, min(b.bounds.width, b.bounds.height) / 2)
        func inner(_ r: Double) -> Double { max(r - w, 0) }
        ring.append(Path.layerOutline(b.bounds.insetBy(dx: w, dy: w), radii: Path.CornerRadii(
            topLeft: inner(b.radii.topLeft), topRight: inner(b.radii.topRight),
            bottomRight: inner(b.radii.bottomRight), bottomLeft: inner(b.radii.bottomLeft)), curve: b.curve))
        return ring
    }

    private func rasterizeBorder(_ border: BorderLook, scale: Double, offset: GridOffset) -> LayerBitmap? {
        guard let grid = LayerBitmap.covering(border.bounds, scale: scale, offset: offset) else { return nil }
        var buffer = PixelBuffer(width: grid.width, height: grid.height)
        let toBitmap = grid.toBitmap
        buffer.fill(ContentRasterizer.borderPath(border), transform: toBitmap, paint: .solid(border.color), rule: .evenOdd)
        return LayerBitmap(pixels: buffer, origin: grid.origin, scale: scale)
    }

    private func rasterizeShadow(_ shadow: ShadowLook, scale: Double) -> LayerBitmap? {
        // The shape and its blurred margin within the bitmap limits (the margin in points
        // grows as the scale is lowered, so fit twice).
        let box: Rect = switch shadow.source {
        case .path(let path): path.controlBounds
        case .body(let body): ContentRasterizer.extent(of: body)
        }
        var scale = scale
        for _ in 0..<2 where box.isFinite {
            let reach = (3 * ContentRasterizer.shadowSigma(radius: shadow.radius, scale: scale) + 2) / scale
            scale = LayerBitmap.fittingScale(scale, for: box.insetBy(dx: -reach, dy: -reach))
        }
        // A wide blur is made at a lower resolution, where its deviation is
        // `maxShadowSigmaPixels`, and magnified when drawn: it has no detail a finer grid
        // would keep, and costs a fraction of the memory and time (a 250-point shadow at 2x
        // took 250 MB and seconds).
        let sigmaInPoints = ContentRasterizer.shadowSigma(radius: shadow.radius, scale: scale) / scale
        if sigmaInPoints * scale > ContentRasterizer.maxShadowSigmaPixels {
            scale = ContentRasterizer.maxShadowSigmaPixels / sigmaInPoints
        }
        let sigma = sigmaInPoints * scale
        let margin = (3 * sigma).rounded(.up) + 1
        switch shadow.source {
        case .path(let path):
            guard let grid = LayerBitmap.covering(box.insetBy(dx: -margin / scale, dy: -margin / scale), scale: scale) else { return nil }
            // Only coverage is blurred: the shadow is one colour (`AlphaMask.shadow`).
            let coverage = AlphaMask(path: path, transform: grid.toBitmap, rule: .nonZero,
                                     bounds: IntRect(x: 0, y: 0, width: grid.width, height: grid.height))
            return LayerBitmap(pixels: coverage.shadow(sigma: sigma, color: shadow.color, padding: 0),
                               origin: grid.origin, scale: scale)
        case .body(let body):
            guard let source = rasterizeBody(body, scale: scale) else { return nil }
            let scale = source.scale
            let sigma = sigmaInPoints * scale
            let m = Int((3 * sigma).rounded(.up) + 1)
            let coverage = AlphaMask(width: source.pixels.width, height: source.pixels.height,
                                     coverage: source.pixels.pixels.map(\.a))
            let origin = Point(x: source.origin.x - Double(m) / scale, y: source.origin.y - Double(m) / scale)
            return LayerBitmap(pixels: coverage.shadow(sigma: sigma, color: shadow.color, padding: m), origin: origin, scale: scale)
        }
    }

    // MARK: Contents rect and gravity

    /// The pixels of `image` in `rect` (unit coordinates of the image, rounded to whole
    /// pixels), cut at the image's edges (an emitter cell's `contentsRect`). Nil when nothing
    /// is left.
    static func cut(_ image: Image, to rect: Rect) -> PixelBuffer? {
        let r = rect.standardized
        let w = image.pixels.width, h = image.pixels.height
        guard r.isFinite, !r.isEmpty, w > 0, h > 0 else { return nil }
        func edge(_ v: Double, _ n: Int) -> Int { Int((min(max(v, 0), 1) * Double(n)).rounded()) }
        let x0 = edge(r.minX, w), x1 = edge(r.maxX, w), y0 = edge(r.minY, h), y1 = edge(r.maxY, h)
        guard x1 > x0, y1 > y0 else { return nil }
        var pixels = PixelBuffer(width: x1 - x0, height: y1 - y0)
        for y in y0..<y1 {
            for x in x0..<x1 { pixels[x - x0, y - y0] = image.pixels[x, y] }
        }
        return pixels
    }

    /// Where `contentsGravity` puts an image in `bounds` (iOS: "top" is the top of the screen).
    static func contentsRect(of image: Image, in bounds: Rect, gravity: ContentsGravity) -> Rect {
        contentsRect(ofSize: image.pointSize, in: bounds, gravity: gravity)
    }

    /// Where `contentsGravity` puts an image of `size` points in `bounds`.
    static func contentsRect(ofSize size: (width: Double, height: Double), in bounds: Rect, gravity: ContentsGravity) -> Rect {
        let b = bounds.standardized
        let (w, h) = size
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let sx = b.width / w, sy = b.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return Rect(x: b.midX - w * s / 2, y: b.midY - h * s / 2, width: w * s, height: h * s)
        default:
            let x: Double, y: Double
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: x = b.midX - w / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
            default: y = b.midY - h / 2
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
