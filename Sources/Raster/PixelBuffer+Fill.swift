import Geometry

extension PixelBuffer {
    /// Fills the inside of `path`, mapped through `transform` into this buffer's pixel space,
    /// with anti-aliased edges, blending source-over. `opacity` (clamped to 0…1) and `mask`
    /// multiply the coverage; nothing outside `clip` or the mask's rectangle changes.
    /// Subpaths with a non-finite point are skipped.
    public mutating func fill(_ path: Path, transform: AffineTransform = .identity, paint: Paint,
                              rule: FillRule = .nonZero, opacity: Double = 1, clip: IntRect? = nil,
                              mask: AlphaMask? = nil) {
        let alpha = PixelMath.unitByte(opacity)
        guard alpha > 0, let area = drawingArea(clip: clip, mask: mask) else { return }
        var rasterizer = Rasterizer(clip: area)
        rasterizer.addPath(path, transform: transform)
        guard !rasterizer.edges.isEmpty else { return }
        blendPaint(paint, through: rasterizer, rule: rule, userToDevice: transform, opacity: alpha, mask: mask)
    }

    /// Strokes `path` with `style` (the width is in user space, so it scales with
    /// `transform`), painting like `fill`. A width of zero or less draws nothing.
    public mutating func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform = .identity,
                                paint: Paint, opacity: Double = 1, clip: IntRect? = nil, mask: AlphaMask? = nil) {
        guard style.width > 0, style.width.isFinite, transform.isFinite, drawingArea(clip: clip, mask: mask) != nil else {
            return
        }
        // Flatten finely enough in user space that the device-space error stays as small as a fill's.
        let scale = transform.largestScale
        guard scale > 0, scale.isFinite else { return }
        let outline = path.stroked(style, tolerance: Rasterizer.tolerance / scale)
        fill(outline, transform: transform, paint: paint, rule: .nonZero, opacity: opacity, clip: clip, mask: mask)
    }

    /// Blends `paint` through the coverage the rasterizer finds.
    mutating func blendPaint(_ paint: Paint, through rasterizer: Rasterizer, rule: FillRule, userToDevice: AffineTransform,
                        opacity: UInt32, mask: AlphaMask?) {
        let stride = width
        switch paint {
        case .solid(let color):
            let packed = PixelMath.packed(color.premultipliedPixel)
            guard packed != 0 else { return }
            withPackedPixels { pixels in
                var sink = SolidBlender(pixels: pixels!, stride: stride, color: packed)
                rasterizer.render(rule: rule, mask: mask, opacity: opacity, into: &sink)
            }
        case .gradient(let gradient):
            guard let shader = GradientShader(gradient, userToDevice: userToDevice) else { return }
            blend(rasterizer, rule: rule, shader: shader, opacity: opacity, mask: mask)
        case .image(let image, let imageToUser), .imageExtendingEdges(let image, let imageToUser):
            let clampsEdges = if case .imageExtendingEdges = paint { true } else { false }
            guard let shader = ImagePaintShader(image: image, imageToUser: imageToUser, userToDevice: userToDevice,
                                                clampsEdges: clampsEdges) else { return }
            blend(rasterizer, rule: rule, shader: shader, opacity: opacity, mask: mask)
        }
    }

    private mutating func blend<Shader: SpanShader>(_ rasterizer: Rasterizer, rule: FillRule, shader: Shader,
                                                    opacity: UInt32, mask: AlphaMask?) {
        let stride = width
        var colors = [UInt32](repeating: 0, count: rasterizer.clip.width)
        colors.withUnsafeMutableBufferPointer { colorBuffer in
            withPackedPixels { pixels in
                var sink = ShaderBlender(pixels: pixels!, stride: stride, shader: shader, colors: colorBuffer.baseAddress!)
                rasterizer.render(rule: rule, mask: mask, opacity: opacity, into: &sink)
            }
        }
    }
}

extension AffineTransform {
    /// The most the transform stretches any direction (its largest singular value).
    var largestScale: Double {
        let p = (a * a + b * b + c * c + d * d) / 2
        let det = a * d - b * c
        return (p + max(p * p - det * det, 0).squareRoot()).squareRoot()
    }
}
