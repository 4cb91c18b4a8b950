import Geometry
import Raster

/// Draws a layer tree into a pixel buffer. Retained and incremental: each layer's own
/// drawing is rasterised once into a cached bitmap and reused while only its transform,
/// position or opacity changes, and each frame recomposites only the rectangles whose
/// drawing changed since the previous frame.
public final class Compositor {
    private let cache: ContentCache
    /// Pictures of group subtrees kept between frames.
    private let subtrees = SubtreeCache()
    /// What the previous frame drew, to find what changed.
    private var previous: FrameRecord?
    /// Backdrops blurred in earlier frames, reused while nothing under them changes.
    private let backdrops = BackdropCache()

    /// How many backdrops have been blurred afresh so far (each reuse of an earlier blur does not count).
    public var backdropBlurCount: Int { backdrops.blurs }

    /// - Parameter textRenderer: draws text layers; without one, text is not drawn.
    public init(textRenderer: TextRendering? = nil) {
        cache = ContentCache(rasterizer: ContentRasterizer(textRenderer: textRenderer))
    }

    /// Paints each frame's damage, in bands on several threads.
    private let bands = BandPainter()

    /// How many threads paint a frame, each a band of it (`BandPainter`); 1 paints on the
    /// calling thread alone.
    public var threads: Int {
        get { bands.threads }
        set { bands.threads = max(newValue, 1) }
    }

    /// Whether turned or scaled groups of rounded rectangles are shaded straight from their
    /// shapes (`LayerShading`) rather than drawn from resampled pictures. Both give the same
    /// picture within antialiasing; by default it is on where the CPU runs a vector shading
    /// loop (AVX-512, or AVX2 with FMA), since the scalar loop is slower than resampling a picture.
    public var shadesGroups = ShadeProgram.hasVectorLoop

    /// Gives a replicator copy the presentation of its sublayers at a shifted time
    /// (`instanceDelay`); nil draws every copy's sublayers as they are in the tree.
    public var timeShiftedPresentation: TimeShiftedPresentation?

    /// The emitter layers (of the tree last drawn) whose births were thinned to their
    /// particle cap in the last frame.
    public private(set) var cappedEmitters: [EmitterLayer] = []

    /// The replicator layers (of the tree last drawn) that drew fewer copies than they have in
    /// the last frame, the frame's budget of copies (`ReplicatorLayer.maxDrawnInstances`) spent.
    public private(set) var cappedReplicators: [ReplicatorLayer] = []

    /// How many layer bitmaps have been rasterised so far (each cache miss counts once).
    public var rasterizationCount: Int { cache.rasterizations }

    /// How many group subtrees have been painted into pictures so far (each reuse of an
    /// earlier frame's picture does not count).
    public var subtreePaintCount: Int { subtrees.paints }

    /// How many times a group subtree has been shaded straight into device pixels from its
    /// shapes (`LayerShading`), with no picture.
    public var shadedSubtreeCount: Int { subtrees.shadedDraws }

    /// How many times a group subtree was drawn from the frame before's build, its layers all
    /// drawing as they did there.
    public var subtreeReuseCount: Int { subtrees.reuses }

    /// How many frames took a whole presentation tree's nodes from an earlier frame, nothing
    /// in it having changed (a paused timeline's frames).
    public var treeReuseCount: Int { subtrees.treeReuses }

    /// The most pixels any one layer bitmap or subtree picture has had so far (for tests of
    /// bounded memory).
    var largestBitmapPixels: Int { max(cache.largestBitmapPixels, subtrees.largestPicturePixels) }

    /// How many subtree pictures are kept for later frames (for tests of what is let go).
    var keptPictureCount: Int { subtrees.pictureCount }

    /// Forgets the previous frame, so the next one is drawn in full, and lets go of the
    /// bitmaps and pictures that frame does not use: after a reload, those of the scene before
    /// (its layers are gone), which would otherwise be kept for seconds.
    public func invalidate() {
        previous = nil
        backdrops.removeAll()
        dropsUnusedAfterNextFrame = true
    }
    private var dropsUnusedAfterNextFrame = false

    /// Draws `root` (whose bounds space is `scale` device pixels per point, its superlayer
    /// being the buffer) over `background`, and returns the device rectangles that changed.
    /// Only those were redrawn, unless `full` asks for every pixel. The buffer must keep its
    /// contents between calls; a buffer of a new size is drawn in full. `time` is the scene
    /// time in seconds: emitter layers draw their particles as of then.
    @discardableResult
    public func render(_ root: Layer, background: Color, scale: Double, into buffer: inout PixelBuffer,
                       full: Bool = false, time: Double = 0) -> [IntRect] {
        let viewport = buffer.bounds
        let s = scale.isFinite && scale > 0 ? scale : 1
        var builder = RenderTreeBuilder(cache: cache, viewport: viewport)
        builder.time = time
        builder.timeShifted = timeShiftedPresentation
        builder.subtrees = subtrees
        builder.shadesGroups = shadesGroups
        let nodes = backdrops.keyed(builder.nodes(for: root, rootToDevice: root.transformToSuperlayer.concatenating(.scale(s, s, 1))),
                                    background: background, viewport: viewport)
        if dropsUnusedAfterNextFrame {
            dropsUnusedAfterNextFrame = false
            cache.dropUnusedThisFrame()
            subtrees.dropUnusedThisFrame()
        }
        cache.endFrame(idle: builder.notes.isIdle)
        subtrees.endFrame(idle: builder.notes.isIdle)
        cappedEmitters = builder.notes.cappedEmitters
        cappedReplicators = builder.notes.cappedReplicators

        let record = FrameRecord(size: viewport, background: background, items: FrameRecord.items(of: nodes),
                                 staleBackdropReaches: backdrops.staleReaches(of: nodes))
        let damage = full ? [viewport] : record.damage(since: previous)
        previous = record
        for rect in damage {
            bands.paint(nodes, in: rect, background: background.premultipliedPixel, into: &buffer, backdrops: backdrops)
        }
        backdrops.endFrame()
        return damage
    }
}

/// The signatures of one frame's draws, in order, and the pixels each touches.
struct FrameRecord {
    let size: IntRect
    let background: Color
    let items: [(signature: DrawSignature, bounds: IntRect)]
    /// The pixels read by each backdrop that must be blurred afresh: repainting any of them
    /// repaints all (see `widened`).
    var staleBackdropReaches: [IntRect] = []

    static func items(of nodes: [RenderNode]) -> [(signature: DrawSignature, bounds: IntRect)] {
        nodes.flatMap { node -> [(signature: DrawSignature, bounds: IntRect)] in
            switch node {
            case .bitmap(_, _, let signature), .backdrop(_, let signature), .shaded(_, let signature): return [(signature, node.bounds)]
            case .group(let group):
                // A change inside a group repaints the whole group: its shadow and mask reach past the child.
                return [(group.signature, group.bounds)] + items(of: group.children).map { (signature: $0.signature, bounds: group.bounds) }
                    + items(of: group.mask ?? []).map { (signature: $0.signature, bounds: group.bounds) }
            }
        }
    }

    /// What must be redrawn to turn `old`'s picture into this one: the pixels of every draw
    /// that differs. A frame with a different draw count, size or background is redrawn whole.
    func damage(since old: FrameRecord?) -> [IntRect] {
        guard let old, old.size == size, old.background == background, old.items.count == items.count else {
            return size.isEmpty ? [] : [size]
        }
        var rects: [IntRect] = []
        for (a, b) in zip(old.items, items) where a.signature != b.signature {
            for r in [a.bounds, b.bounds] where !r.isEmpty { rects.append(r) }
        }
        return FrameRecord.merged(widened(FrameRecord.merged(rects, within: size)), within: size)
    }

    /// Merges overlapping rectangles (and collapses to one when there are many), so no pixel
    /// is painted twice.
    static func merged(_ rects: [IntRect], within bounds: IntRect) -> [IntRect] {
        var out: [IntRect] = []
        for r in rects.map({ $0.intersection(bounds) }) where !r.isEmpty {
            var current = r
            var changed = true
            while changed {
                changed = false
                if let i = out.firstIndex(where: { !$0.intersection(current).isEmpty }) {
                    current = current.union(out.remove(at: i))
                    changed = true
                }
            }
            out.append(current)
        }
        if out.count > 16 { return [out.reduce(IntRect.zero) { $0.union($1) }] }
        return out
    }
}
