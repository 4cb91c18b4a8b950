import CRasterKernels
import Geometry

extension PixelBuffer {
    /// Draws `image` (its pixel space 0…width × 0…height) mapped through `transform` (a
    /// CATransform3D-style row-vector matrix, perspective included; z is dropped) into this
    /// buffer's pixel space, blending source-over with `opacity`.
    ///
    /// Sampling is perspective-correct at pixel centres; inside the image's outline positions
    /// past its edge read the edge pixels, and the outline itself is anti-aliased. The parts of
    /// the plane at or behind the viewer (w ≤ 10⁻⁶) are cut off. Whole-pixel translations are
    /// a straight blend loop, affine maps step through the image without division, and true
    /// projections divide once per pixel; `drawReference` is the plain version of all three.
    /// An `outline` draws only its quad of the image, with the sides it says aliased; a
    /// whole-pixel translation draws the whole image whatever it says.
    public mutating func draw(_ image: PixelBuffer, transform: Transform3D, opacity: Double = 1,
                              clip: IntRect? = nil, mask: AlphaMask? = nil, sampling: Sampling = .bilinear,
                              outline: ImageOutline? = nil) {
        let alpha = PixelMath.unitByte(opacity)
        guard alpha > 0, let area = drawingArea(clip: clip, mask: mask) else { return }
        let placement = ImagePlacement(width: image.width, height: image.height, transform: transform)
        let stride = width
        let nearest = sampling == .nearest
        switch placement {
        case .invisible:
            return
        case .translation(let dx, let dy):
            blit(image, dx: dx, dy: dy, area: area, opacity: alpha, mask: mask)
        case .affine(let a):
            var rasterizer = Rasterizer(clip: area)
            rasterizer.addOutline(of: placement, width: image.width, height: image.height, outline: outline)
            image.pixels.withPackedPixels { source in
                let sampler = ImageSampler(pixels: source!, width: image.width, height: image.height)
                withPackedPixels { pixels in
                    // Opacity folds into the sink unless a mask has to be multiplied in anyway.
                    var sink = AffineImageSink(pixels: pixels!, stride: stride, sampler: sampler, map: a.inverted(),
                                               nearest: nearest, opacity: mask == nil ? alpha : 255)
                    sink.warm(area: area)
                    rasterizer.render(rule: .nonZero, mask: mask, opacity: mask == nil ? 255 : alpha, into: &sink)
                }
            }
        case .perspective(let homography, _):
            var rasterizer = Rasterizer(clip: area)
            rasterizer.addOutline(of: placement, width: image.width, height: image.height, outline: outline)
            image.pixels.withPackedPixels { source in
                let sampler = ImageSampler(pixels: source!, width: image.width, height: image.height)
                withPackedPixels { pixels in
                    var sink = PerspectiveImageSink(pixels: pixels!, stride: stride, sampler: sampler,
                                                    homography: homography, nearest: nearest,
                                                    opacity: mask == nil ? alpha : 255)
                    rasterizer.render(rule: .nonZero, mask: mask, opacity: mask == nil ? 255 : alpha, into: &sink)
                }
            }
        }
    }

    /// Blends `image` shifted by whole pixels, row by row.
    private mutating func blit(_ image: PixelBuffer, dx: Int, dy: Int, area: IntRect, opacity: UInt32, mask: AlphaMask?) {
        let target = area.intersection(IntRect(x: dx, y: dy, width: image.width, height: image.height))
        guard !target.isEmpty else { return }
        let stride = width, sourceStride = image.width
        let maskCoverage = mask?.coverage ?? []
        let maskBounds = mask?.bounds ?? .zero
        image.pixels.withPackedPixels { source in
            withPackedPixels { pixels in
                maskCoverage.withUnsafeBufferPointer { maskBuffer in
                    for y in target.minY..<target.maxY {
                        let dst = pixels! + y * stride + target.x
                        let src = source! + (y - dy) * sourceStride + (target.x - dx)
                        // Several pixels at a time (CRasterKernels, beside its scalar twin).
                        let m = mask == nil ? nil
                            : UnsafePointer(maskBuffer.baseAddress! + (y - maskBounds.y) * maskBounds.width + (target.x - maskBounds.x))
                        kinema_blend_row(KinemaKernelsBest, dst, src, target.width, m, opacity)
                    }
                }
            }
        }
    }
}
