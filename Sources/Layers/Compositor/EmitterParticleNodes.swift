#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Raster

/// What an emitter's particles looked like in one frame, for damage tracking: the time and
/// a digest of every particle draw, so a frame whose particles differ always repaints.
struct ParticleFrame: Hashable {
    let time: Double
    let digest: Int
}

extension RenderTreeBuilder {
    /// The emitter's particles at the builder's time, drawn into one device-space bitmap over
    /// the pixels they touch, as a single node. Each particle is its cell's image (cut by
    /// `contentsRect`) centred on its position, scaled, turned by its rotation and multiplied
    /// by its colour: the red, green and blue by a copy made once per distinct colour in the
    /// frame, the alpha as the draw's opacity (so fading particles share one copy). `additive` adds
    /// overlapping particles' colours inside that bitmap, which is then blended source-over.
    func particleNodes(of emitter: EmitterLayer, toDevice: Transform3D, opacity: Double, clip: DeviceClip?) -> [RenderNode] {
        guard opacity > 0, !emitter.emitterCells.isEmpty else { return [] }
        // Particles live in the emitter's own time, so its beginTime starts them and speed 0 freezes them.
        // Each emitter (and each replicated copy of one) takes its particles from what the frame has left.
        let cap = min(EmitterLayer.maxParticles, max(EmitterLayer.maxParticlesPerFrame - notes.particles, 0))
        let run = ParticleSimulation(layer: emitter, cap: cap).run(at: emitter.localTime(fromScene: time))
        notes.particles += run.particles.count
        if run.isCapped { notes.cappedEmitters.append(emitter) }
        let particles = run.particles
        var sprites = ParticleSprites()
        var draws: [(sprite: PixelBuffer, transform: Transform3D, opacity: Double, bounds: IntRect, sampling: Sampling)] = []
        var area = IntRect.zero
        var hasher = Hasher()
        let limit = clip.map { $0.mask.bounds.intersection(viewport) } ?? viewport
        for particle in particles {
            let color = tint.map(particle.color.multiplied) ?? particle.color
            guard particle.scale > 0, color.alpha > 0, let sprite = sprites.sprite(for: particle.cell, color: color) else {
                continue
            }
            let size = sprite.pointsPerPixel * particle.scale
            // Centre on the position, scale, turn: one affine map (cheap to build per particle).
            let c = cos(particle.rotation) * size, s = sin(particle.rotation) * size
            let hw = Double(sprite.pixels.width) / 2, hh = Double(sprite.pixels.height) / 2
            let toLayer = AffineTransform(a: c, b: s, c: -s, d: c, tx: particle.position.x - c * hw + s * hh,
                                          ty: particle.position.y - s * hw - c * hh)
            let transform = Transform3D(affine: toLayer).concatenating(toDevice)
            let bounds = RenderTreeBuilder.deviceBounds(width: Double(sprite.pixels.width), height: Double(sprite.pixels.height),
                                                        transform: transform, viewport: limit)
            guard !bounds.isEmpty else { continue }
            let filter = RenderTreeBuilder.isMagnified(transform) ? particle.cell.magnificationFilter : particle.cell.minificationFilter
            let sampling: Sampling = filter == .nearest ? .nearest : .bilinear
            draws.append((sprite.pixels, transform, color.alpha, bounds, sampling))
            area = area.isEmpty ? bounds : area.union(bounds)
            hasher.combine(sprite.identity)
            hasher.combine(transform)
            hasher.combine(sampling)
            hasher.combine(color.alpha)
        }
        guard !area.isEmpty else { return [] }

        var pixels = PixelBuffer(width: area.width, height: area.height)
        let toArea = Transform3D.translation(Double(-area.x), Double(-area.y), 0)
        for draw in draws {
            let transform = draw.transform.concatenating(toArea)
            if emitter.renderMode == .additive {
                pixels.add(draw.sprite, transform: transform, opacity: draw.opacity,
                           bounds: draw.bounds.offsetBy(dx: -area.x, dy: -area.y), sampling: draw.sampling)
            } else {
                pixels.draw(draw.sprite, transform: transform, opacity: draw.opacity, sampling: draw.sampling)
            }
        }
        hasher.combine(emitter.renderMode)
        let frame = ParticleFrame(time: time, digest: hasher.finalize())
        let placement = Transform3D.translation(Double(area.x), Double(area.y), 0)
        let draw = BitmapDraw(bitmap: pixels, transform: placement, opacity: opacity, bounds: area)
        let signature = DrawSignature(content: ContentKey(look: .particles(frame), scale: 1), transform: placement,
                                      opacity: opacity, clip: clip?.signature ?? [], bounds: area, extra: nil)
        return [.bitmap(draw, clip: clip, signature: signature)]
    }
}

extension RenderTreeBuilder {
    /// True when one pixel of an image drawn through `transform` covers more than one device
    /// pixel (measured at the image's origin): the magnification filter applies, else the
    /// minification one.
    static func isMagnified(_ transform: Transform3D) -> Bool {
        let o = transform.apply(x: 0, y: 0), x = transform.apply(x: 1, y: 0), y = transform.apply(x: 0, y: 1)
        guard o.w > 1e-6, x.w > 1e-6, y.w > 1e-6 else { return false }
        func length(_ p: Homogeneous) -> Double {
            let dx = p.x / p.w - o.x / o.w, dy = p.y / p.w - o.y / o.w
            return (dx * dx + dy * dy).squareRoot()
        }
        return max(length(x), length(y)) > 1
    }
}

/// The images particles draw in one frame: each cell's contents cut by its `contentsRect`,
/// and copies multiplied by each distinct red, green and blue of the particles' colours.
struct ParticleSprites {
    struct Sprite {
        let pixels: PixelBuffer
        /// Layer points per sprite pixel at scale 1.
        let pointsPerPixel: Double
        /// Which cell and colour it is, for the frame digest.
        let identity: SpriteKey
    }

    struct SpriteKey: Hashable {
        let cell: ObjectIdentifier
        let color: Pixel
    }

    private var cut: [ObjectIdentifier: (pixels: PixelBuffer, pointsPerPixel: Double)?] = [:]
    private var colored: [SpriteKey: PixelBuffer] = [:]

    /// The sprite a particle of `cell` with `color` draws (its alpha left to the draw's
    /// opacity), or nil when the cell has no image.
    mutating func sprite(for cell: EmitterCell, color: Color) -> Sprite? {
        let id = ObjectIdentifier(cell)
        if cut[id] == nil { cut[id] = .some(ParticleSprites.cut(cell)) }
        guard let base = cut[id] ?? nil else { return nil }
        let multiplier = Color(red: color.red, green: color.green, blue: color.blue, alpha: 1)
        // Colours are drawn in 8 bits a channel: particles whose colours round alike share a copy.
        let key = SpriteKey(cell: id, color: multiplier.premultipliedPixel)
        if multiplier.isOpaqueWhite { return Sprite(pixels: base.pixels, pointsPerPixel: base.pointsPerPixel, identity: key) }
        if colored[key] == nil { colored[key] = base.pixels.multiplied(by: multiplier) }
        return Sprite(pixels: colored[key]!, pointsPerPixel: base.pointsPerPixel, identity: key)
    }

    /// The part of the cell's image `contentsRect` picks (edges included when it reaches
    /// past them), and its size in points per pixel.
    private static func cut(_ cell: EmitterCell) -> (pixels: PixelBuffer, pointsPerPixel: Double)? {
        guard let image = cell.contents, image.pixels.width > 0, image.pixels.height > 0 else { return nil }
        let scale = image.scale * (cell.contentsScale.isFinite && cell.contentsScale > 0 ? cell.contentsScale : 1)
        if cell.contentsRect.standardized == Rect(x: 0, y: 0, width: 1, height: 1) { return (image.pixels, 1 / scale) }
        return ContentRasterizer.cut(image, to: cell.contentsRect).map { ($0, 1 / scale) }
    }
}
