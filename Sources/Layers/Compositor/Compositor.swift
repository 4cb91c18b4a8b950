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
    /// What the debug overlays are told about a frame.
    private let diagnosis = FrameDiagnosis()

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
        let frame = compose(root, background: background, scale: scale, viewport: buffer.bounds, full: full, time: time)
        paint(frame, into: &buffer)
        return frame.damage
    }

    /// The first half of `render`: what to draw of `root` into a buffer of `viewport`'s size,
    /// and where that differs from the frame composed before. The tree is only read; once this
    /// returns it may change (the frame holds its pictures, not its layers).
    ///
    /// With a `request`, the frame also reports what the compositor did with the subtree of
    /// `request.subject` (`ComposedFrame.diagnostics`), and draws the tints `request.overlay`
    /// makes of that report right above the subtree. Without one, none of it is gathered.
    public func compose(_ root: Layer, background: Color, scale: Double, viewport: IntRect,
                        full: Bool = false, time: Double = 0, diagnosing request: DiagnosticsRequest? = nil) -> ComposedFrame {
        let s = scale.isFinite && scale > 0 ? scale : 1
        var builder = RenderTreeBuilder(cache: cache, viewport: viewport)
        builder.time = time
        builder.timeShifted = timeShiftedPresentation
        builder.subtrees = subtrees
        builder.shadesGroups = shadesGroups
        builder.notes.diagnosedSubject = request?.subject
        cache.recordsFresh(request != nil)
        let picturesBefore = subtrees.paints
        var nodes = backdrops.keyed(builder.nodes(for: root, rootToDevice: root.transformToSuperlayer.concatenating(.scale(s, s, 1))),
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

        var record = FrameRecord(size: viewport, background: background, items: FrameRecord.items(of: nodes),
                                 staleBackdropReaches: backdrops.staleReaches(of: nodes))
        var diagnostics: FrameDiagnostics?
        if let request {
            let untinted = record, before = previous
            (nodes, diagnostics, record.tints) = diagnosis.diagnose(
                nodes, request: request, record: record, fresh: cache.fresh ?? [], picturesBefore: picturesBefore,
                backdrops: backdrops, frameDamage: { full ? [viewport] : untinted.damage(since: before) })
            cache.recordsFresh(false)
        } else {
            diagnosis.reset()
        }
        let damage = full ? [viewport] : record.damage(since: previous)
        previous = record
        return ComposedFrame(nodes: nodes, background: background, viewport: viewport, damage: damage, diagnostics: diagnostics)
    }

    /// The second half of `render`: paints `frame`'s damage into `buffer` (of the size it was
    /// composed for), in bands on `threads` threads, running `work` on the calling thread while
    /// the other threads paint (after painting when there are none, or when the frame has a
    /// backdrop, whose blur cache painting updates). `work` may compose the next frame, but must
    /// not touch `buffer`.
    public func paint(_ frame: ComposedFrame, into buffer: inout PixelBuffer, while work: () -> Void = {}) {
        precondition(buffer.bounds == frame.viewport, "a frame is painted into a buffer of the size it was composed for")
        let background = frame.background.premultipliedPixel
        if frame.nodes.contains(where: \.containsBackdrop) {
            bands.paint(frame.nodes, in: frame.damage, background: background, into: &buffer, backdrops: backdrops)
            backdrops.endFrame()
            work()
        } else {
            // Nothing of this frame reads or keeps a blurred backdrop, so the cache can let go of
            // them now, before `work` composes the next frame's.
            backdrops.endFrame()
            bands.paint(frame.nodes, in: frame.damage, background: background, into: &buffer, backdrops: backdrops,
                        while: work)
        }
    }
}

/// A frame composed (`Compositor.compose`) and not yet painted: its draws, in device pixels, and
/// the rectangles that changed since the frame composed before it.
public struct ComposedFrame {
    let nodes: [RenderNode]
    let background: Color
    let viewport: IntRect
    /// The device rectangles to repaint: those that changed, or the whole viewport.
    public let damage: [IntRect]
    /// What the compositor did with the diagnosed subtree, when the frame was composed with a
    /// `DiagnosticsRequest` and the subtree was drawn.
    public var diagnostics: FrameDiagnostics? = nil
}

/// The signatures of one frame's draws, in order, and the pixels each touches.
struct FrameRecord {
    let size: IntRect
    let background: Color
    let items: [(signature: DrawSignature, bounds: IntRect)]
    /// The pixels read by each backdrop that must be blurred afresh: repainting any of them
    /// repaints all (see `widened`).
    var staleBackdropReaches: [IntRect] = []
    /// The debug overlay's tints drawn in the frame, if any (`tintDamage`).
    var tints = TintOverlay(tints: [], opacity: 0)

    static func items(of nodes: [RenderNode]) -> [(signature: DrawSignature, bounds: IntRect)] {
        nodes.flatMap { node -> [(signature: DrawSignature, bounds: IntRect)] in
            switch node {
            case .bitmap(_, _, let signature), .backdrop(_, let signature), .shaded(_, let signature): return [(signature, node.bounds)]
            // Compared apart (`tints`), so tints coming and going do not change the count.
            case .tints: return []
            case .group(let group):
                // A change inside a group repaints the whole group: its shadow and mask reach past the child.
                return [(group.signature, group.bounds)] + items(of: group.children).map { (signature: $0.signature, bounds: group.bounds) }
                    + items(of: group.mask ?? []).map { (signature: $0.signature, bounds: group.bounds) }
            }
        }
    }

    /// What must be redrawn to turn `old`'s picture into this one: the pixels of every draw
    /// that differs. With as many draws as before, draws are compared in pairs; when a draw
    /// came or went, the draws that agree from the start and from the end are kept and those
    /// between, old and new, are redrawn (a pixel none of them touches is drawn by the same
    /// draws in the same order as before, so it stays). A frame of a different size or
    /// background is redrawn whole.
    func damage(since old: FrameRecord?) -> [IntRect] {
        guard let old, old.size == size, old.background == background else {
            return size.isEmpty ? [] : [size]
        }
        var rects = tintDamage(since: old.tints)
        if old.items.count == items.count {
            for (a, b) in zip(old.items, items) where a.signature != b.signature {
                for r in [a.bounds, b.bounds] where !r.isEmpty { rects.append(r) }
            }
        } else {
            let shorter = min(old.items.count, items.count)
            var start = 0
            while start < shorter, old.items[start].signature == items[start].signature { start += 1 }
            var fromEnd = 0
            while fromEnd < shorter - start,
                  old.items[old.items.count - 1 - fromEnd].signature == items[items.count - 1 - fromEnd].signature { fromEnd += 1 }
            for item in old.items[start..<(old.items.count - fromEnd)] + items[start..<(items.count - fromEnd)] where !item.bounds.isEmpty {
                rects.append(item.bounds)
            }
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
