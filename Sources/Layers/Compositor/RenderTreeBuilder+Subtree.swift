import Geometry
import Raster

extension RenderTreeBuilder {
    /// Nodes for `layer`, which composites as a group (group opacity or a mask), drawn from
    /// a picture of its subtree made in its own pixel space and kept while nothing inside
    /// changes: one bitmap placed with the layer's transform and faded by `opacity` in one
    /// pass. A layer only moving, turning, scaling or fading reuses its picture every frame.
    /// Turned or scaled off the pixel grid, a subtree of rounded rectangles is shaded instead
    /// (`shadedGroupNodes`), with no picture at all.
    ///
    /// Nil when the subtree is not pictured this way: a backdrop, vibrant content or an emitter
    /// inside (they must see what is under them, which changes as the layer moves, or change
    /// every frame), a group shadow or a coarse rasterization (drawn by the group path), or a
    /// picture larger than the budget.
    /// `toDevice` is the layer's transform as its superlayer gives it (before any flip).
    func cachedGroupNodes(of layer: Layer, toDevice: Transform3D, clip: DeviceClip?, opacity: Double) -> [RenderNode]? {
        guard let subtrees else { return nil }
        // Off the pixel grid, a subtree of rounded rectangles is shaded, with no picture.
        if shadesGroups, !RenderTreeBuilder.isAxisAligned(toDevice),
           let nodes = shadedGroupNodes(of: layer, toDevice: toDevice, clip: clip, opacity: opacity, subtrees: subtrees) {
            return nodes
        }
        let survey = SubtreeShape.survey(of: layer)
        guard survey.picturable else { return nil }
        let space = RenderTreeBuilder.pictureSpace(of: layer, toDevice: toDevice, viewport: viewport,
                                                   scale: { rasterScale(of: layer, toDevice: toDevice) })
        let model = ObjectIdentifier(layer.modelLayer ?? layer)
        let edges = RenderTreeBuilder.antialiasedEdges(of: layer)
        let shape = survey.shape
        let made: PicturedGroup
        // Every layer inside drawing as in the frame before, in the same pixel space: the same
        // nodes and picture, without building them again.
        if let shape, let last = subtrees.lastBuild(of: model), last.toPicture == space.toPicture, last.tint == tint,
           last.fits(space.viewport), last.shape.drawsLike(shape) {
            made = last.made
            subtrees.keep(made.picture, of: model)
            subtrees.countReuse()
        } else {
            switch picturedGroup(of: layer, in: space, edges: edges, model: model, subtrees: subtrees) {
            case .notPictured: return nil
            case .nothingShows: return []
            case .pictured(let group): made = group
            }
        }
        if let shape {
            subtrees.remember(SubtreeBuild(shape: shape, toPicture: space.toPicture, tint: tint, made: made), of: model)
        }
        let picture = made.picture
        let origin = made.group.bounds
        let transform = Transform3D.translation(Double(origin.x), Double(origin.y), 0).concatenating(space.toDevice)
        var bounds = RenderTreeBuilder.deviceBounds(width: Double(picture.pixels.width), height: Double(picture.pixels.height),
                                                    transform: transform, viewport: viewport)
        if let clip { bounds = bounds.intersection(clip.mask.bounds) }
        guard !bounds.isEmpty else { return [] }
        let outline = made.cut.map { ImageOutline(rect: $0.rect, antialiased: RenderTreeBuilder.imageEdges(edges), straight: $0.straight) }
        let draw = BitmapDraw(bitmap: picture.pixels, transform: transform, opacity: opacity, bounds: bounds, outline: outline)
        let signature = DrawSignature(content: nil, transform: transform, opacity: opacity, clip: clip?.signature ?? [],
                                      bounds: bounds, extra: nil, effect: .subtree(picture.serial))
        return [.bitmap(draw, clip: clip, signature: signature)]
    }

    /// What building a subtree's picture came to.
    private enum PictureOutcome {
        case pictured(PicturedGroup)
        /// Nothing in the subtree shows.
        case nothingShows
        /// The subtree is drawn by the group path (see `cachedGroupNodes`).
        case notPictured
    }

    /// `layer`'s subtree built in `space` and painted into a picture (or found among the
    /// pictures of earlier frames).
    private func picturedGroup(of layer: Layer, in space: PictureSpace, edges: EdgeMask, model: ObjectIdentifier,
                               subtrees: SubtreeCache) -> PictureOutcome {
        // The whole subtree when it fits the budget, so a layer partly off screen keeps one picture
        // as it moves; else only the part that can show. Nil when a clip inside would be larger
        // than the budget.
        func built(within reach: IntRect) -> [RenderNode]? {
            var local = RenderTreeBuilder(cache: cache, viewport: reach, notes: notes, pixelBudget: pixelBudget)
            local.time = time
            local.tint = tint
            local.timeShifted = timeShifted
            // In the layer's own space nothing inside moves while the layer does; in the
            // device's, the rules that let a moving layer reuse its bitmaps still apply.
            local.placesExactly = space.scale != nil
            let outer = notes.clipPastBudget
            notes.clipPastBudget = false
            defer { notes.clipPastBudget = outer }
            let nodes = local.buildLayer(layer, toDevice: space.toPicture, clip: nil, inheritedOpacity: 1)
            return notes.clipPastBudget ? nil : nodes
        }
        func fits(_ nodes: [RenderNode]) -> Bool {
            nodes.count == 1 && Double(nodes[0].bounds.width) * Double(nodes[0].bounds.height) <= pixelBudget
        }
        var made = built(within: RenderTreeBuilder.wholePictureSpace)
        var clipped: IntRect? = nil
        if made.map({ !$0.isEmpty && !fits($0) }) ?? true {
            made = built(within: space.viewport)
            clipped = space.viewport
        }
        guard let nodes = made else { return .notPictured }
        guard let first = nodes.first else { return .nothingShows }
        guard fits(nodes), case .group(let group) = first, group.shadow == nil, group.vibrancy == nil,
              group.rasterization == nil, !group.children.contains(where: \.containsBackdrop)
        else { return .notPictured }
        // Turned or tilted, the layer's own outline is aliased unless it asks (as a bitmap of its
        // own would be), when what it draws lies within its bounds.
        let cut = space.scale.flatMap { scale -> (grid: LayerBitmap, rect: Rect, straight: StraightSides)? in
            let grid = LayerBitmap(pixels: PixelBuffer(width: 0, height: 0),
                                   origin: Point(x: Double(group.bounds.x) / scale, y: Double(group.bounds.y) / scale), scale: scale)
            // The bounds in the picture's pixels, which cover what the group draws (and the margin
            // of a pixel its bitmaps have).
            let rect = grid.pixelRect(of: layer.bounds)
            guard edges != .all, !rect.isEmpty, rect.minX <= 2, rect.minY <= 2,
                  rect.maxX >= Double(group.bounds.width - 2), rect.maxY >= Double(group.bounds.height - 2) else { return nil }
            // Straight between its rounded corners, where the picture's own pixels are the outline.
            return (grid, rect, layer.backgroundPath.straightSides(of: layer.bounds))
        }
        let inside = SubtreeContent(children: FrameRecord.items(of: group.children).map(\.signature),
                                    mask: group.mask.map { FrameRecord.items(of: $0).map(\.signature) },
                                    extendsEdges: cut != nil)
        let picture = subtrees.picture(of: model, inside: inside) {
            let pixels = NodePainter.picture(of: group)
            guard let cut else { return pixels }
            return LayerBitmap(pixels: pixels, origin: cut.grid.origin, scale: cut.grid.scale)
                .extendingEdges(of: layer.bounds, straight: cut.straight).pixels
        }
        return .pictured(PicturedGroup(group: group, picture: picture,
                                       cut: cut.map { ($0.rect, $0.grid.pixelSides(of: $0.straight)) }, clipped: clipped))
    }

    /// The pixel space a subtree is pictured in, given the layer's `toDevice`:
    /// - shown axis-aligned: the device's own pixels, less a whole-pixel shift, so the picture
    ///   lands on the device grid by a copy and looks exactly as drawing the layers directly;
    /// - otherwise: the layer's bounds space at its raster scale (`scale`), resampled once when
    ///   drawn, as each layer's own bitmap would have been; `scale` says which it is.
    /// `viewport` is what of the picture space can reach the device's viewport (everything
    /// within a budget when a perspective makes that hard to say).
    static func pictureSpace(of layer: Layer, toDevice: Transform3D, viewport: IntRect, scale: () -> Double) -> PictureSpace {
        if isAxisAligned(toDevice) {
            var toPicture = flattened(toDevice)
            let dx = wholePixelShift(toPicture.m41), dy = wholePixelShift(toPicture.m42)
            toPicture.m41 -= dx
            toPicture.m42 -= dy
            let shifted = IntRect(x: viewport.x - Int(dx), y: viewport.y - Int(dy), width: viewport.width, height: viewport.height)
            return PictureSpace(toPicture: toPicture, toDevice: .translation(dx, dy, 0), viewport: shifted, scale: nil)
        }
        let s = scale()
        let toPicture = Transform3D.scale(s, s, 1)
        let pictureToDevice = Transform3D.scale(1 / s, 1 / s, 1).concatenating(toDevice)
        var reach = wholePictureSpace
        if pictureToDevice.m14 == 0, pictureToDevice.m24 == 0, pictureToDevice.m44 == 1 {
            // A flat map: exactly the part of the picture the viewport shows.
            let back = AffineTransform(a: pictureToDevice.m11, b: pictureToDevice.m12, c: pictureToDevice.m21,
                                       d: pictureToDevice.m22, tx: pictureToDevice.m41, ty: pictureToDevice.m42).inverted()
            let corners = [(viewport.minX, viewport.minY), (viewport.maxX, viewport.minY), (viewport.maxX, viewport.maxY),
                           (viewport.minX, viewport.maxY)].map { back.apply(Point(x: Double($0.0), y: Double($0.1))) }
            let box = Rect.bounding(corners)
            if box.isFinite { reach = IntRect(enclosing: box.insetBy(dx: -2, dy: -2)).intersection(reach) }
        }
        return PictureSpace(toPicture: toPicture, toDevice: pictureToDevice, viewport: reach, scale: s)
    }

    /// The whole pixels of a translation `v` that the picture is shifted by: at most ±2³⁰, so
    /// it converts to Int. A subtree shifted further (a layer a googol of points away) keeps
    /// the rest in its picture transform, which puts it past `wholePictureSpace`: it shows nothing.
    private static func wholePixelShift(_ v: Double) -> Double {
        let limit = Double(1 << 30)
        return v.isNaN ? 0 : min(max(v.rounded(.down), -limit), limit)
    }

    /// How far from its origin a picture space is drawn at most, in pixels.
    private static let pictureReach = 1 << 15

    /// All of a picture space that is ever drawn.
    static let wholePictureSpace = IntRect(x: -pictureReach, y: -pictureReach, width: 2 * pictureReach,
                                           height: 2 * pictureReach)

}

/// Where a subtree is pictured (`RenderTreeBuilder.pictureSpace`).
struct PictureSpace {
    /// Maps the layer's bounds space to the picture space's pixels.
    let toPicture: Transform3D
    /// Maps picture space pixels to device pixels.
    let toDevice: Transform3D
    /// The part of picture space that can reach the device's viewport.
    let viewport: IntRect
    /// The raster scale, when the picture space is the layer's bounds space at it; nil when it
    /// is the device's pixels.
    let scale: Double?
}

extension NodePainter {
    /// A group's children painted, and masked, into the pixels they cover (`group.bounds`).
    static func picture(of group: RenderGroup) -> PixelBuffer {
        let area = group.bounds
        var pixels = PixelBuffer(width: area.width, height: area.height)
        NodePainter(clip: area).paint(group.children, into: &pixels, originX: area.x, originY: area.y)
        if let maskNodes = group.mask { mask(&pixels, by: maskNodes, area: area) }
        return pixels
    }
}
