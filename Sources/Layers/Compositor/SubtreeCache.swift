import Geometry
import Raster

/// Offscreens of layer subtrees kept between frames: a layer that composites as a group
/// (group opacity, a mask) and whose inside has not changed is drawn from the picture made
/// in an earlier frame, in one pass with its opacity, instead of an offscreen every frame.
/// Pictures are found by layer and told apart by the signatures of the draws inside (compared,
/// not hashed: they are long, and a layer has one picture or a few, for replicator copies or
/// raster scales it passes through). Pictures not used for a while are dropped
/// (`CacheRetention`).
final class SubtreeCache {
    /// The pictures of each layer's subtree, with the last frame each was used in.
    private var pictures: [ObjectIdentifier: [(picture: SubtreePicture, frame: Int)]] = [:]
    private var frame = 0
    /// The last build of each layer's subtree this frame and in the frame before.
    private var builds: [ObjectIdentifier: SubtreeBuild] = [:], buildsLastFrame: [ObjectIdentifier: SubtreeBuild] = [:]
    /// The last shading program of each layer's subtree this frame and in the frame before.
    private var shadings: [ObjectIdentifier: ShadeProgram] = [:], shadingsLastFrame: [ObjectIdentifier: ShadeProgram] = [:]

    /// How many subtree pictures have been painted so far (each cache miss counts once).
    private(set) var paints = 0
    /// The most pixels one picture painted so far had (for tests of bounded memory).
    private(set) var largestPicturePixels = 0
    /// How many shaded draws of subtrees have been built (`RenderTreeBuilder.shadedGroupNodes`).
    private(set) var shadedDraws = 0
    /// How many times a subtree's nodes and picture were reused from the frame before,
    /// without building them again.
    private(set) var reuses = 0
    /// The last build of each presentation tree (by its root's model layer), with the last
    /// frame it was built or reused in.
    private var trees: [ObjectIdentifier: (build: TreeBuild, frame: Int)] = [:]
    /// How many times a whole presentation tree's nodes were taken from an earlier frame.
    private(set) var treeReuses = 0

    /// The picture of `layer`'s subtree whose draws are `inside`, painted by `paint` when no
    /// earlier frame (or copy in this one) made it.
    func picture(of layer: ObjectIdentifier, inside: SubtreeContent, paint: () -> PixelBuffer) -> SubtreePicture {
        if let i = pictures[layer]?.firstIndex(where: { $0.picture.content == inside }) {
            pictures[layer]![i].frame = frame
            return pictures[layer]![i].picture
        }
        paints += 1
        let pixels = paint()
        largestPicturePixels = max(largestPicturePixels, pixels.width * pixels.height)
        let made = SubtreePicture(pixels: pixels, content: inside, serial: paints)
        pictures[layer, default: []].append((made, frame))
        return made
    }

    /// Marks `picture`, reused with the build it came from, as used this frame.
    func keep(_ picture: SubtreePicture, of layer: ObjectIdentifier) {
        if let i = pictures[layer]?.firstIndex(where: { $0.picture.serial == picture.serial }) {
            pictures[layer]![i].frame = frame
        } else {
            pictures[layer, default: []].append((picture, frame))
        }
    }

    /// The last build of `layer`'s subtree, this frame or the one before.
    func lastBuild(of layer: ObjectIdentifier) -> SubtreeBuild? { builds[layer] ?? buildsLastFrame[layer] }

    /// The last shading program made for `layer`'s subtree, this frame or the one before.
    func lastShading(of layer: ObjectIdentifier) -> ShadeProgram? { shadings[layer] ?? shadingsLastFrame[layer] }

    /// Keeps `program` for the next frame to take its gradients from.
    func remember(_ program: ShadeProgram, of layer: ObjectIdentifier) { shadings[layer] = program }

    /// Counts a shaded draw (`shadedDraws`).
    func countShadedDraw() { shadedDraws += 1 }

    /// Counts a reuse of a build (`reuses`).
    func countReuse() { reuses += 1 }

    /// Keeps `build` for the next frame to compare with.
    func remember(_ build: SubtreeBuild, of layer: ObjectIdentifier) { builds[layer] = build }

    /// The last build of the presentation tree whose root's model layer is `root`.
    func lastTreeBuild(of root: ObjectIdentifier) -> TreeBuild? { trees[root]?.build }

    /// Keeps `build` of a presentation tree for later frames to compare with.
    func remember(_ build: TreeBuild, of root: ObjectIdentifier) { trees[root] = (build, frame) }

    /// Marks the last build of a presentation tree as used again this frame.
    func keepTreeBuild(of root: ObjectIdentifier) {
        trees[root]?.frame = frame
        treeReuses += 1
    }

    /// Forgets the build of a presentation tree that cannot be compared (`SubtreeShape.survey`).
    func forgetTreeBuild(of root: ObjectIdentifier) { trees[root] = nil }

    /// Forgets the pictures not used for a while (`CacheRetention`), the builds of the frame
    /// before and the trees not drawn this frame. An idle frame (`FrameNotes.isIdle`) leaves
    /// everything as it is: the builds it reused stay the last ones, and nothing ages.
    func endFrame(idle: Bool) {
        guard !idle else { return }
        let current = frame
        if CacheRetention.isDue(current) { dropUnused() }
        // Swapped, so neither dictionary's storage is freed and made again every frame.
        swap(&builds, &buildsLastFrame)
        builds.removeAll(keepingCapacity: true)
        swap(&shadings, &shadingsLastFrame)
        shadings.removeAll(keepingCapacity: true)
        if trees.contains(where: { $0.value.frame != current }) { trees = trees.filter { $0.value.frame == current } }
        frame += 1
    }

    /// How many pictures are kept.
    var pictureCount: Int { pictures.values.reduce(0) { $0 + $1.count } }

    /// Drops every picture this frame has not used.
    func dropUnusedThisFrame() { keepPictures(usedSince: frame) }

    /// Drops the pictures unused for too long, or beyond the budget (`CacheRetention`).
    private func dropUnused() {
        let current = frame
        let unused = pictures.values.joined().filter { $0.frame != current }
            .map { (frame: $0.frame, pixels: $0.picture.pixels.width * $0.picture.pixels.height) }
        let cutoff = CacheRetention.cutoff(unused: unused, current: current)
        if unused.contains(where: { $0.frame < cutoff }) { keepPictures(usedSince: cutoff) }
    }

    /// Keeps only the pictures last used in frame `first` or later.
    private func keepPictures(usedSince first: Int) {
        pictures = pictures.compactMapValues { kept in
            let recent = kept.filter { $0.frame >= first }
            return recent.isEmpty ? nil : recent
        }
    }
}

/// What decides a subtree's picture: the signatures of the draws inside it (in the subtree's
/// own pixel space, which their bounds place) and of its mask's.
struct SubtreeContent: Equatable {
    let children: [DrawSignature]
    let mask: [DrawSignature]?
    /// The picture's edge pixels are repeated past the layer's bounds, for an aliased outline.
    let extendsEdges: Bool
}

/// A subtree painted (and masked) into the pixels its draws cover (their bounds' union).
struct SubtreePicture {
    let pixels: PixelBuffer
    let content: SubtreeContent
    /// Tells pictures apart in a frame's signature: a new picture, a new serial.
    let serial: Int
}

/// A group subtree as built in a frame: the presentation layers it was built from, where, and
/// what came of it, so the next frame can reuse it when nothing inside changed.
struct SubtreeBuild {
    let shape: SubtreeShape
    let toPicture: Transform3D
    let tint: Color?
    let made: PicturedGroup

    /// True when building where `viewport` can show would give the same nodes: the build was
    /// whole, or cut to the same viewport, or what it drew lies clear of both viewports' edges.
    func fits(_ viewport: IntRect) -> Bool {
        guard let clipped = made.clipped, clipped != viewport else { return true }
        let drawn = made.group.bounds
        func clear(_ v: IntRect) -> Bool {
            drawn.minX > v.minX && drawn.minY > v.minY && drawn.maxX < v.maxX && drawn.maxY < v.maxY
        }
        return clear(clipped) && clear(viewport)
    }
}

/// A presentation tree as built in a frame (`RenderTreeBuilder.presentationTreeNodes`).
struct TreeBuild {
    let shape: SubtreeShape
    let placement: TreePlacement
    let nodes: [RenderNode]
    /// Built from a tree drawing exactly as the build before it, in the same place. Only then
    /// does building again give the same nodes: the build after a change can differ from the
    /// next one (a layer that stopped scaling is drawn from a bitmap at a rounded scale, then
    /// at its exact one: `ContentCache.rasterScale`).
    let settled: Bool
}

/// A group's render nodes in its picture space, and the picture they were painted into.
struct PicturedGroup {
    let group: RenderGroup
    let picture: SubtreePicture
    /// The layer's bounds in the picture's pixels, where its outline is cut aliased along the
    /// straight parts of its sides (`ImageOutline`); nil when the picture is drawn whole.
    let cut: (rect: Rect, straight: StraightSides)?
    /// The part of picture space the subtree was built within, when too large to build whole.
    let clipped: IntRect?
}

/// The presentation layers of a subtree in tree order (each layer, then its sublayers, then its
/// mask's subtree), with how many sublayers each has, whether it has a mask, and how many
/// times its model layer had been marked as needing display.
struct SubtreeShape {
    private struct Entry {
        let layer: Layer
        let model: Layer
        let sublayers: Int
        let hasMask: Bool
        let displayGeneration: Int
    }
    private let entries: [Entry]

    private init(entries: [Entry]) { self.entries = entries }

    /// One walk over `root`'s subtree: whether it can be pictured (no emitter, whose particles
    /// change every frame and may reach anywhere, and no backdrop, which shows what is under
    /// it: those draw through the group path), and its shape, nil when a layer is not a
    /// presentation copy (a model layer can change in place, so the frame before cannot be
    /// compared with it) or its model must draw again.
    static func survey(of root: Layer) -> (picturable: Bool, shape: SubtreeShape?) {
        var entries: [Entry] = []
        var comparable = true
        func visit(_ layer: Layer) -> Bool {
            guard !(layer is EmitterLayer), !(layer is BackdropLayer) else { return false }
            if comparable, let model = layer.modelLayer, !model.needsDisplay {
                entries.append(Entry(layer: layer, model: model, sublayers: layer.sublayers.count,
                                     hasMask: layer.mask != nil, displayGeneration: model.displayGeneration))
            } else {
                comparable = false
            }
            return layer.sublayers.allSatisfy(visit) && (layer.mask.map(visit) ?? true)
        }
        guard visit(root) else { return (false, nil) }
        return (true, comparable ? SubtreeShape(entries: entries) : nil)
    }

    /// True when the subtree under `root` (a later frame's presentation tree) draws exactly as
    /// this one, the root's place included: as `survey(of: root)` and `drawsLike` would say,
    /// with the root compared in full, walked without collecting a shape.
    func isDrawn(exactlyAs root: Layer) -> Bool {
        var next = 0
        func visit(_ layer: Layer) -> Bool {
            guard next < entries.count, !(layer is EmitterLayer), !(layer is BackdropLayer),
                  let model = layer.modelLayer, !model.needsDisplay else { return false }
            let entry = entries[next]
            next += 1
            guard entry.layer !== layer, entry.model === model, entry.sublayers == layer.sublayers.count,
                  entry.hasMask == (layer.mask != nil), entry.displayGeneration == model.displayGeneration,
                  entry.layer.drawsLike(layer) else { return false }
            return layer.sublayers.allSatisfy(visit) && (layer.mask.map(visit) ?? true)
        }
        return visit(root) && next == entries.count
    }

    /// True when `other` (the same subtree a frame later) draws exactly as this one: the same
    /// model layers in the same places, none marked for display since, each drawing alike, the
    /// root wherever it is placed (its place is in the picture space, compared apart).
    func drawsLike(_ other: SubtreeShape) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (i, (a, b)) in zip(entries, other.entries).enumerated() {
            guard a.layer !== b.layer, a.model === b.model, a.sublayers == b.sublayers, a.hasMask == b.hasMask,
                  a.displayGeneration == b.displayGeneration,
                  i == 0 ? a.layer.drawsLike(b.layer, wherever: true) : a.layer.drawsLike(b.layer)
            else { return false }
        }
        return true
    }
}
