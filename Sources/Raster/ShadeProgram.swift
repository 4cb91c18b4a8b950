import CRasterKernels
import Geometry

/// A layer and what it draws inside, as rounded rectangles in the layer's own space, shaded
/// straight into device pixels (`PixelBuffer.shade`): each pixel centre is mapped into the
/// layer, the shapes are composited there in order, masks multiply, and the result is faded
/// once and blended onto the pixel. This is how a turning or scaling card is drawn every
/// frame at the resolution it is shown at, with no bitmap to resample (Core Animation draws
/// backgrounds, borders and corner radii as geometry too).
///
/// Coverage is ½ minus the signed distance to the outline in device pixels, clamped: exact
/// along straight edges, within a few hundredths of a pixel's area elsewhere.
public struct ShadeProgram: Hashable, Sendable {
    public var shapes: [ShadeShape]
    /// When set, only pixel centres inside this rectangle are drawn: the layer's aliased
    /// outline (`allowsEdgeAntialiasing` false). Shapes whose straight sides lie on it are
    /// whole up to it, their corners antialiased.
    public var outline: Rect?

    public init(shapes: [ShadeShape], outline: Rect? = nil) {
        self.shapes = shapes
        self.outline = outline
    }

    /// True when this CPU runs a vector shading loop (AVX-512, or AVX2 with FMA); elsewhere the
    /// scalar twin shades every pixel in full, correct but slower than resampling a picture.
    public static let hasVectorLoop = kinema_shade_kernels(KinemaKernelsBest) != KinemaKernelsScalar

    /// The most shapes a program holds (the kernel's limit).
    public static let maxShapes = Int(KINEMA_SHADE_MAX_SHAPES)

    /// The rectangle the painted shapes lie in, in layer space.
    public var paintedExtent: Rect {
        var extent = Rect.zero
        for shape in shapes where shape.role != .mask { extent = extent.union(shape.rect) }
        return extent
    }

    /// The program's gradients, for the next frame's program to take again (`LayerShading`).
    public var gradients: [AxialShade] {
        shapes.compactMap { if case .axial(let gradient) = $0.paint { gradient } else { nil } }
    }
}

/// One rounded rectangle of a `ShadeProgram`. Its corner circles fit along its sides (each
/// side at least the sum of its two radii), as `Path.layerOutline` draws them.
public struct ShadeShape: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        /// Paints the rectangle.
        case fill
        /// Paints the ring inside the outline `width` wide, with inner radii `radius − width`:
        /// a layer's border (`ContentRasterizer.borderPath`).
        case ring(width: Double)
        /// Multiplies what the program draws by coverage × the paint's alpha.
        case mask
    }

    public var rect: Rect
    public var radii: Path.CornerRadii
    public var paint: ShadePaint
    public var role: Role

    public init(rect: Rect, radii: Path.CornerRadii, paint: ShadePaint, role: Role = .fill) {
        self.rect = rect
        self.radii = radii
        self.paint = paint
        self.role = role
    }

    /// True when the rounded rectangle is one the kernel draws exactly as `Path.layerOutline`:
    /// finite, not empty, within ±10⁴ points (where the kernel's float coordinates are good to
    /// a thousandth of a point, well inside the hundredth its runs leave), and its corners
    /// fitting along its sides.
    public var isShadeable: Bool {
        let r = rect.standardized, limit = 1e4
        let radii = [self.radii.topLeft, self.radii.topRight, self.radii.bottomRight, self.radii.bottomLeft]
        guard r.isFinite, !r.isEmpty, abs(r.minX) < limit, abs(r.maxX) < limit, abs(r.minY) < limit, abs(r.maxY) < limit,
              radii.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
        if case .ring(let width) = role, !(width.isFinite && width > 0) { return false }
        let (tl, tr, br, bl) = (self.radii.topLeft, self.radii.topRight, self.radii.bottomRight, self.radii.bottomLeft)
        return tl + tr <= r.width && bl + br <= r.width && tl + bl <= r.height && tr + br <= r.height
    }
}

/// What a shape paints with.
public enum ShadePaint: Hashable, Sendable {
    case solid(Color)
    /// CAGradientLayer's axial gradient from `start` to `end` (layer points), padded.
    case axial(AxialShade)
}

/// An axial gradient and its colour table, made once and shared by the frames (and the threads)
/// that draw it. Nothing changes after it is made, so sharing it is safe; the table lives in
/// memory of its own, in place for the kernel as long as the gradient does.
public final class AxialShade: Hashable, @unchecked Sendable {
    public let stops: [GradientStop]
    public let start: Point, end: Point
    /// `GradientShader.table` of the stops, or nil when no stop has a finite location (nothing is
    /// painted) or the gradient is a ramp.
    let table: UnsafeMutableBufferPointer<UInt32>?
    /// The two premultiplied colours of a gradient of exactly two stops at 0 and 1, which is
    /// shaded by interpolating them without a table (CAGradientLayer mixes premultiplied colours).
    let ramp: (PremultipliedColor, PremultipliedColor)?

    public init(stops: [GradientStop], start: Point, end: Point) {
        self.stops = stops
        self.start = start
        self.end = end
        let finite = stops.filter { $0.location.isFinite }
        if finite.count == 2, finite[0].location == 0, finite[1].location == 1 {
            ramp = (PremultipliedColor(finite[0].color), PremultipliedColor(finite[1].color))
            table = nil
            tableIsOpaque = false
        } else {
            ramp = nil
            table = GradientShader.table(stops).map { made in
                let memory = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: made.count)
                _ = memory.initialize(from: made)
                return memory
            }
            tableIsOpaque = table.map { $0.allSatisfy { $0 >> 24 == 255 } } ?? false
        }
    }

    deinit { table?.deallocate() }

    /// True when every colour of `table` is opaque.
    let tableIsOpaque: Bool

    /// True when there is nothing to paint: no stop has a finite location.
    var isEmpty: Bool { ramp == nil && table == nil }

    public static func == (a: AxialShade, b: AxialShade) -> Bool {
        a === b || (a.stops == b.stops && a.start == b.start && a.end == b.end)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(stops)
        hasher.combine(start)
        hasher.combine(end)
    }

    /// t = gx·u + gy·v + g0 along the axis (as GradientShader's axial map); a gradient of no
    /// length is its last colour everywhere.
    var axis: (gx: Double, gy: Double, g0: Double) {
        let d = end - start, lengthSquared = d.dot(d)
        guard lengthSquared > 0, (1 / lengthSquared).isFinite else { return (0, 0, 1) }
        return (d.x / lengthSquared, d.y / lengthSquared, -start.dot(d) / lengthSquared)
    }
}

extension PixelBuffer {
    /// Shades `program` into the pixels of `clip`, faded by `opacity`; `layerToBuffer` maps the
    /// layer's points to this buffer's pixels and must be invertible, and `pixelsPerPoint` is
    /// how wide a layer point is shown (the antialiasing width). `kernels` picks the loop (tests).
    public mutating func shade(_ program: ShadeProgram, layerToBuffer: AffineTransform, pixelsPerPoint: Double,
                               opacity: Double, clip: IntRect, kernels: KinemaKernels = KinemaKernelsBest) {
        let area = clip.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        let det = layerToBuffer.a * layerToBuffer.d - layerToBuffer.b * layerToBuffer.c
        guard !area.isEmpty, det != 0, det.isFinite, layerToBuffer.isFinite, pixelsPerPoint > 0, pixelsPerPoint.isFinite,
              opacity > 0, !program.shapes.isEmpty, program.shapes.count <= ShadeProgram.maxShapes,
              program.shapes.allSatisfy(\.isShadeable) else { return }
        let back = layerToBuffer.inverted()
        let outline = program.outline?.standardized
        let stride = width
        withPackedPixels { pixels in
            guard let pixels else { return }
            withUnsafeTemporaryAllocation(of: KinemaShadeShape.self, capacity: ShadeProgram.maxShapes) { buffer in
                var count = 0
                for shape in program.shapes {
                    var made = shape.kernelShape(outline: outline)
                    if case .axial(let gradient) = shape.paint {
                        // A gradient with no usable stops paints nothing: its shape is left out.
                        if gradient.isEmpty { continue }
                        made.table = gradient.table.map { UnsafePointer($0.baseAddress!) }
                        made.tableIsOpaque = gradient.tableIsOpaque ? 1 : 0
                    }
                    buffer[count] = made
                    count += 1
                }
                var p = KinemaShadeProgram()
                p.toLayer = (back.a, back.b, back.c, back.d, back.tx, back.ty)
                p.pixelsPerPoint = Float(pixelsPerPoint)
                p.opacity = Float(min(opacity, 1))
                if let outline {
                    p.hasOutline = 1
                    p.outline = (Float(outline.minX), Float(outline.minY), Float(outline.maxX), Float(outline.maxY))
                }
                p.shapes = UnsafePointer(buffer.baseAddress)
                p.count = count
                // The program's gradients (and their tables) are held by `program` throughout.
                withExtendedLifetime(program) {
                    kinema_shade_rows(kernels, &p, pixels, stride, area.minY, area.maxY, area.minX, area.maxX)
                }
            }
        }
    }
}

extension ShadeShape {
    /// The kernel's description of the shape (its table pointer filled in by the caller), in a
    /// program with `outline`.
    fileprivate func kernelShape(outline: Rect?) -> KinemaShadeShape {
        var s = KinemaShadeShape()
        let r = rect.standardized
        s.aliasedSides = role != .mask && r == outline ? 1 : 0
        s.centerX = Float(r.midX)
        s.centerY = Float(r.midY)
        s.halfWidth = Float(r.width / 2)
        s.halfHeight = Float(r.height / 2)
        s.radii = (Float(radii.topLeft), Float(radii.topRight), Float(radii.bottomRight), Float(radii.bottomLeft))
        switch role {
        case .fill: break
        case .mask: s.isMask = 1
        case .ring(let width):
            s.isRing = 1
            let w = min(width, min(r.width, r.height) / 2)
            let inner = r.insetBy(dx: w, dy: w)
            if inner.width <= 0 || inner.height <= 0 {
                s.innerIsEmpty = 1
            } else {
                s.innerHalfWidth = Float(inner.width / 2)
                s.innerHalfHeight = Float(inner.height / 2)
                func inset(_ v: Double) -> Float { Float(max(v - w, 0)) }
                s.innerRadii = (inset(radii.topLeft), inset(radii.topRight), inset(radii.bottomRight), inset(radii.bottomLeft))
            }
        }
        switch paint {
        case .solid(let color):
            s.color = PremultipliedColor(color).packed
        case .axial(let gradient):
            let axis = gradient.axis
            s.gradientX = Float(axis.gx)
            s.gradientY = Float(axis.gy)
            s.gradientOffset = Float(axis.g0)
            if let (from, to) = gradient.ramp {
                s.ramp = 1
                s.rampStart = (Float(from.r * 255), Float(from.g * 255), Float(from.b * 255), Float(from.a * 255))
                s.rampDelta = (Float((to.r - from.r) * 255), Float((to.g - from.g) * 255), Float((to.b - from.b) * 255),
                               Float((to.a - from.a) * 255))
            }
        }
        return s
    }
}
