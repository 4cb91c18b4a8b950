#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Raster

/// Turns a layer tree into render nodes in device space, applying Core Animation's
/// compositing rules: transforms about the anchor with the superlayer's
/// `sublayerTransform`, flattening into each normal layer's plane (but not a transform
/// layer's), `zPosition` order, `masksToBounds` clipping, masks, group opacity, shadows,
/// and the border above the sublayers.
struct RenderTreeBuilder {
    let cache: ContentCache
    /// The device pixels a frame covers.
    let viewport: IntRect
    /// Pictures of group subtrees kept between frames; nil draws every group afresh (and
    /// inside a picture being made, where nested groups paint into it directly).
    var subtrees: SubtreeCache?
    /// Building a picture's inside: layers are placed on its pixel grid at their exact scale
    /// every time, without the rules that let a moving or scaling layer reuse one bitmap over
    /// frames (a picture is made again when anything inside moves, and must come out the same
    /// for the same layout to be found again).
    var placesExactly = false
    /// Turned or scaled groups of rounded rectangles are shaded from their shapes (`Compositor.shadesGroups`).
    var shadesGroups = false
    /// Seconds of scene time: emitters draw their particles as of this moment.
    var time = 0.0
    /// Multiplies every bitmap built: the instance colour of the replicator copy being built.
    var tint: Color?
    /// The subtree a replicator copy draws for a time shift; nil draws the sublayer itself.
    var timeShifted: TimeShiftedPresentation?
    /// What the build noticed about the frame, for the compositor to report.
    let notes: FrameNotes

    /// The most pixels one bitmap or picture may have: four screens' worth (at least 512 × 512),
    /// the screen being the device's even where the builder draws into a larger space.
    let pixelBudget: Double

    init(cache: ContentCache, viewport: IntRect, notes: FrameNotes = FrameNotes(), pixelBudget: Double? = nil) {
        self.cache = cache
        self.viewport = viewport
        self.notes = notes
        self.pixelBudget = pixelBudget ?? max(4 * Double(viewport.width) * Double(viewport.height), 512 * 512)
    }

    /// Nodes for `root` and its subtree, where `rootToDevice` maps the root's bounds space to
    /// device pixels.
    func nodes(for root: Layer, rootToDevice: Transform3D) -> [RenderNode] {
        build(root, toDevice: rootToDevice, clip: nil, inheritedOpacity: 1)
    }

    // MARK: Layers

    func buildLayer(_ layer: Layer, toDevice: Transform3D, clip: DeviceClip?, inheritedOpacity: Double) -> [RenderNode] {
        let opacity = clamp01(layer.opacity) * inheritedOpacity
        guard !layer.isHidden, opacity > 0, toDevice.isFinite, layer.bounds.isFinite,
              layer.position.isFinite, layer.anchorPoint.isFinite else { return [] }
        let given = toDevice
        // A flipped layer draws its content and lays out its sublayers with y running up.
        let toDevice = layer.isGeometryFlipped ? RenderTreeBuilder.flip(layer.bounds).concatenating(toDevice) : toDevice

        if layer is TransformLayer {
            // No plane of its own: sublayers keep their depth and take its opacity one by one.
            return sublayerNodes(of: layer, base: toDevice, clip: clip, inheritedOpacity: opacity)
        }

        let childBase = RenderTreeBuilder.flattened(toDevice)
        let visibleSublayers = layer.sublayers.contains { !$0.isHidden && $0.opacity > 0 }
        let scale = rasterScale(of: layer, toDevice: toDevice)
        let offset = gridOffset(of: layer, toDevice: toDevice, scale: scale)

        let border = borderLook(of: layer)
        let body = bodyLook(of: layer, border: visibleSublayers ? nil : border)
        let shadow = shadowSpec(of: layer, body: body, hasSublayers: visibleSublayers, toDevice: toDevice, scale: scale)
        // Group opacity (on by default) draws the sublayers together, then fades them once;
        // without it each draws at the opacity by itself. A replicator's copies always group.
        let groupsOpacity = opacity < 1 && visibleSublayers && (layer.allowsGroupOpacity || layer is ReplicatorLayer)
        // shouldRasterize below the device's scale: the subtree is drawn into a coarser bitmap.
        let rasterization = RenderTreeBuilder.rasterization(of: layer, deviceScale: scale)
        let needsGroup = layer.mask != nil || shadow.group != nil || groupsOpacity || rasterization != nil
        if needsGroup, shadow.group == nil, rasterization == nil,
           let nodes = cachedGroupNodes(of: layer, toDevice: given, clip: clip, opacity: opacity) {
            return nodes
        }
        let ownOpacity = needsGroup ? 1 : opacity
        let ownClip = needsGroup ? nil : clip

        var children: [RenderNode] = []
        if let look = shadow.local {
            let key = ContentKey(look: .shadow(look), scale: scale)
            let offset = Transform3D.translation(layer.shadowOffset.width, layer.shadowOffset.height, 0)
            children += bitmapNode(key, toDevice: offset.concatenating(toDevice),
                                   opacity: ownOpacity * clamp01(layer.shadowOpacity), clip: ownClip)
        }
        if let backdrop = layer as? BackdropLayer {
            children += backdropNodes(of: backdrop, toDevice: toDevice, opacity: ownOpacity, clip: ownClip)
        }
        if let body {
            children += bitmapNode(ContentKey(look: .body(body), scale: scale, offset: offset), toDevice: toDevice,
                                   opacity: ownOpacity, clip: ownClip, edges: RenderTreeBuilder.antialiasedEdges(of: layer))
        }
        if visibleSublayers {
            var subClip = ownClip
            if layer.masksToBounds {
                subClip = clipByBounds(of: layer, toDevice: toDevice, outer: ownClip)
            }
            if subClip.map({ !$0.mask.bounds.isEmpty }) ?? true {
                // Opacity below one with sublayers made this a group, so sublayers draw at their
                // own; without group opacity they take it one by one.
                children += vibrantNodes((layer as? ReplicatorLayer).map { instanceNodes(of: $0, toDevice: toDevice, clip: subClip) }
                    ?? sublayerNodes(of: layer, base: childBase, clip: subClip, inheritedOpacity: ownOpacity), of: layer)
            }
            if let border {
                children += bitmapNode(ContentKey(look: .border(border), scale: scale, offset: offset), toDevice: toDevice,
                                       opacity: ownOpacity, clip: ownClip, edges: RenderTreeBuilder.antialiasedEdges(of: layer))
            }
        }
        if let emitter = layer as? EmitterLayer {
            // Particles draw above the background and the border, clipped as sublayers are.
            let particleClip = layer.masksToBounds ? clipByBounds(of: layer, toDevice: toDevice, outer: ownClip) : ownClip
            children += particleNodes(of: emitter, toDevice: toDevice, opacity: ownOpacity, clip: particleClip)
        }
        guard needsGroup else { return children }

        var maskBuilder = self
        maskBuilder.tint = nil  // only a mask's alpha counts: a copy's colour must not thin it
        let maskNodes = layer.mask.map { mask in
            maskBuilder.build(mask, toDevice: mask.transformToSuperlayer.concatenating(childBase), clip: nil, inheritedOpacity: 1)
        }
        var bounds = children.reduce(IntRect.zero) { $0.union($1.bounds) }
        if let s = shadow.group {
            let m = Int((3 * s.sigma).rounded(.up)) + 1
            let shifted = IntRect(x: bounds.x + Int(s.offsetX.rounded(.down)) - m, y: bounds.y + Int(s.offsetY.rounded(.down)) - m,
                                  width: bounds.width + 2 * m + 1, height: bounds.height + 2 * m + 1)
            bounds = bounds.union(shifted)
        }
        bounds = bounds.intersection(viewport)
        if let clip { bounds = bounds.intersection(clip.mask.bounds) }
        guard !bounds.isEmpty else { return [] }
        let signature = DrawSignature(content: nil, transform: toDevice, opacity: opacity, clip: clip?.signature ?? [],
                                      bounds: bounds, extra: shadow.group, rasterization: rasterization)
        return [.group(RenderGroup(children: children, opacity: opacity, mask: maskNodes, shadow: shadow.group,
                                   clip: clip, bounds: bounds, signature: signature, rasterization: rasterization))]
    }

    /// The sublayers in drawing order: by `zPosition` (stable) for a normal layer; by depth
    /// for a transform layer, farthest first. A normal layer whose sublayers leave its plane
    /// sorts them in depth, split where they cross (`depthSortedNodes`).
    private func sublayerNodes(of layer: Layer, base: Transform3D, clip: DeviceClip?, inheritedOpacity: Double) -> [RenderNode] {
        if !(layer is TransformLayer),
           let sorted = depthSortedNodes(of: layer, base: base, clip: clip, inheritedOpacity: inheritedOpacity) {
            return sorted
        }
        let placed = layer.sublayers.enumerated().map { index, sub in
            (index: index, layer: sub, toDevice: sub.transformToSuperlayer.concatenating(base),
             depth: layer is TransformLayer ? RenderTreeBuilder.depth(of: sub) : sub.zPosition)
        }
        let ordered = placed.sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.index < $1.index }
        return ordered.flatMap { build($0.layer, toDevice: $0.toDevice, clip: clip, inheritedOpacity: inheritedOpacity) }
    }

    /// The map that turns `bounds` upside down in place: y → minY + maxY − y.
    static func flip(_ bounds: Rect) -> Transform3D {
        Transform3D.scale(1, -1, 1).concatenating(.translation(0, bounds.minY + bounds.maxY, 0))
    }

    /// How far towards the viewer a transform layer's sublayer sits: the z of its anchor.
    private static func depth(of layer: Layer) -> Double {
        let h = layer.transformToSuperlayer.apply(x: layer.anchorInBounds.x, y: layer.anchorInBounds.y)
        return h.w != 0 && h.w.isFinite ? h.z / h.w : layer.zPosition
    }

    // MARK: Looks

    private func borderLook(of layer: Layer) -> BorderLook? {
        guard layer.borderWidth > 0, layer.borderWidth.isFinite, let color = layer.borderColor, color.alpha > 0,
              !layer.bounds.isEmpty else { return nil }
        return BorderLook(bounds: layer.bounds, radii: layer.cornerRadii, curve: layer.cornerCurve, width: layer.borderWidth, color: color)
    }

    private func bodyLook(of layer: Layer, border: BorderLook?) -> BodyLook? {
        var gradient: GradientLook?
        var shape: ShapeLook?
        var text: TextContent?
        if let g = layer as? GradientLayer, let colors = g.colors, !colors.isEmpty {
            gradient = GradientLook(colors: colors, locations: g.locations, startPoint: g.startPoint,
                                    endPoint: g.endPoint, type: g.type)
        }
        if let s = layer as? ShapeLayer, let path = s.path, !path.isEmpty {
            shape = ShapeLook(path: path, fillColor: s.fillColor, fillRule: s.fillRule, strokeColor: s.strokeColor,
                              stroke: s.strokeStyle, strokeStart: s.strokeStart, strokeEnd: s.strokeEnd)
        }
        if let t = layer as? TextLayer, !t.string.isEmpty, let color = t.foregroundColor, color.alpha > 0,
           !layer.bounds.isEmpty {
            text = TextContent(string: t.string, font: t.font, fontSize: t.fontSize, color: color,
                               alignment: t.alignmentMode, verticalAlignment: t.verticalAlignment,
                               isWrapped: t.isWrapped, boxSize: layer.bounds.size)
        }
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        // A layer that draws its own content draws now if it must (Layer+Display).
        let contents = layer.frameContents().map(ImageRef.init)
        guard background != nil || contents != nil || gradient != nil || shape != nil || text != nil || border != nil
        else { return nil }
        return BodyLook(bounds: layer.bounds, radii: layer.cornerRadii, curve: layer.cornerCurve, background: background,
                        masksToBounds: layer.masksToBounds, contents: contents, gravity: layer.contentsGravity,
                        contentsRect: layer.contentsRect,
                        gradient: gradient, shape: shape, text: text, border: border)
    }

    /// A shadow drawn from a cached bitmap in the layer's space when its shape is known
    /// without the sublayers (a `shadowPath`, or no sublayers); otherwise one cast by the
    /// whole group in device space.
    private func shadowSpec(of layer: Layer, body: BodyLook?, hasSublayers: Bool, toDevice: Transform3D, scale: Double)
        -> (local: ShadowLook?, group: GroupShadow?) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
              layer.shadowRadius.isFinite, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite
        else { return (nil, nil) }
        let radius = max(layer.shadowRadius, 0)
        if let path = layer.shadowPath {
            return (ShadowLook(source: .path(path), color: color, radius: radius), nil)
        }
        if !hasSublayers {
            guard let body else { return (nil, nil) }
            return (ShadowLook(source: .body(body), color: color, radius: radius), nil)
        }
        // The offset turns and scales with the layer: measure it in device space at the anchor.
        let anchor = layer.anchorInBounds
        let from = toDevice.apply(x: anchor.x, y: anchor.y)
        let to = toDevice.apply(x: anchor.x + layer.shadowOffset.width, y: anchor.y + layer.shadowOffset.height)
        guard from.w > 1e-6, to.w > 1e-6 else { return (nil, nil) }
        let offsetX = to.x / to.w - from.x / from.w, offsetY = to.y / to.w - from.y / from.w
        // Cast further than any device reaches (or to infinity), the shadow shows nowhere, and
        // its offset would overflow the whole pixels it is placed by.
        guard abs(offsetX) <= RenderTreeBuilder.farthestShadowOffset, abs(offsetY) <= RenderTreeBuilder.farthestShadowOffset
        else { return (nil, nil) }
        return (nil, GroupShadow(color: tint.map(color.multiplied) ?? color, opacity: clamp01(layer.shadowOpacity),
                                 sigma: ContentRasterizer.shadowSigma(radius: radius, scale: scale),
                                 offsetX: offsetX, offsetY: offsetY))
    }

    /// The longest group shadow offset drawn, in device pixels: `IntRect`'s reach, 2³⁰.
    static let farthestShadowOffset = Double(1 << 30)

    // MARK: Nodes

    private func bitmapNode(_ key: ContentKey, toDevice: Transform3D, opacity: Double, clip: DeviceClip?,
                            edges: EdgeMask = .all) -> [RenderNode] {
        var key = key
        key.tint = tint?.tintLevels
        guard opacity > 0, let (bitmap, transform, outline) = edgeDraw(key, toDevice: toDevice, edges: edges) else { return [] }
        var bounds = RenderTreeBuilder.deviceBounds(width: Double(bitmap.pixels.width), height: Double(bitmap.pixels.height),
                                                    transform: transform, viewport: viewport)
        if let clip { bounds = bounds.intersection(clip.mask.bounds) }
        guard !bounds.isEmpty else { return [] }
        let draw = BitmapDraw(bitmap: bitmap.pixels, transform: transform, opacity: opacity, bounds: bounds, outline: outline,
                              grid: (bitmap.origin, bitmap.scale))
        return [.bitmap(draw, clip: clip, signature: DrawSignature(content: key, transform: transform, opacity: opacity,
                                                                   clip: clip?.signature ?? [], bounds: bounds, extra: nil))]
    }

    /// The clip of `masksToBounds`: the rounded bounds projected to device space, within `outer`.
    func clipByBounds(of layer: Layer, toDevice: Transform3D, outer: DeviceClip?) -> DeviceClip {
        let outline = layer.backgroundPath
        let shape = ClipShape(path: outline, transform: toDevice)
        let projected = RenderTreeBuilder.project(outline, through: toDevice)
        var bounds = viewport
        if let projected { bounds = IntRect(enclosing: projected.controlBounds).intersection(viewport) }
        guard Double(bounds.width) * Double(bounds.height) <= pixelBudget else {
            // A mask this large (a layer of 100,000 points, or one whose outline rounding
            // scattered) is asked for only inside a picture: the picture is given up.
            notes.clipPastBudget = true
            return DeviceClip(mask: AlphaMask(bounds: .zero), signature: (outer?.signature ?? []) + [shape])
        }
        var mask: AlphaMask
        if let projected {
            mask = AlphaMask(path: projected, transform: .identity, rule: .nonZero, bounds: bounds)
        } else {
            // The outline crosses behind the viewer: clip to what is in front, the whole viewport.
            mask = AlphaMask(path: Path.rect(Rect(x: Double(viewport.x), y: Double(viewport.y),
                                                  width: Double(viewport.width), height: Double(viewport.height))),
                             transform: .identity, rule: .nonZero, bounds: viewport)
        }
        if let outer { mask = mask.intersected(with: outer.mask) }
        return DeviceClip(mask: mask, signature: (outer?.signature ?? []) + [shape])
    }

    // MARK: Maths

    /// The transform with its z output dropped: a normal layer flattens its sublayers into its plane.
    static func flattened(_ t: Transform3D) -> Transform3D {
        var f = t
        f.m31 = 0; f.m32 = 0; f.m33 = 0; f.m34 = 0
        return f
    }

    /// Projects a flattened path through a perspective transform, or nil when part of it is
    /// behind the viewer.
    static func project(_ path: Path, through t: Transform3D) -> Path? {
        if t.isAffine { return path.applying(t.affine) }
        var out = Path()
        for line in path.flattened(tolerance: 0.1) {
            var first = true
            for p in line.points {
                let h = t.apply(x: p.x, y: p.y)
                guard h.w > 1e-6 else { return nil }
                let q = Point(x: h.x / h.w, y: h.y / h.w)
                if first { out.move(to: q); first = false } else { out.addLine(to: q) }
            }
            if line.isClosed { out.close() }
        }
        return out
    }

    /// The device pixels a `width × height` bitmap covers under `transform`, within the viewport.
    static func deviceBounds(width: Double, height: Double, transform: Transform3D, viewport: IntRect) -> IntRect {
        var points: [Point] = []
        for (x, y) in [(0.0, 0.0), (width, 0), (width, height), (0, height)] {
            let h = transform.apply(x: x, y: y)
            // A corner behind the viewer: the visible part can reach anywhere on screen.
            guard h.w > 1e-6 else { return viewport }
            points.append(Point(x: h.x / h.w, y: h.y / h.w))
        }
        let box = Rect.bounding(points)
        guard box.isFinite else { return .zero }
        return IntRect(enclosing: box.insetBy(dx: -1, dy: -1)).intersection(viewport)
    }

    /// For a layer with `shouldRasterize`: how much coarser than the device its bitmap is
    /// (`rasterizationScale` over the device's pixels per point), when below 1; nil otherwise,
    /// as a bitmap at or above the device's scale looks the same as drawing directly.
    static func rasterization(of layer: Layer, deviceScale: Double) -> Double? {
        guard layer.shouldRasterize, layer.rasterizationScale.isFinite, layer.rasterizationScale > 0 else { return nil }
        let factor = layer.rasterizationScale / deviceScale
        return factor < 1 ? max(factor, 1.0 / 64) : nil
    }

    /// Bitmap pixels per layer point for `layer` shown through `toDevice`, lowered so the bitmap
    /// stays within `LayerBitmap`'s limits and within four viewports of pixels (a layer
    /// magnified far past the screen shows only a part of itself; drawing all of it at that
    /// scale would cost without showing more). The scale is:
    /// - for a layer shown axis-aligned (translated, scaled, flipped): the exact scale it is
    ///   shown at while that scale rests, so its bitmap's pixels are the device's; quantised
    ///   while the scale animates (`ContentCache.rasterScale`);
    /// - for a rotated, skewed or perspective layer, whose bitmap is resampled anyway: its
    ///   largest stretch rounded up to a quarter power of two, so it is never magnified and
    ///   small changes reuse the cached bitmap.
    func rasterScale(of layer: Layer, toDevice: Transform3D) -> Double {
        let stretch = RenderTreeBuilder.shownScale(of: layer.bounds, toDevice: toDevice)
        var scale: Double
        if !RenderTreeBuilder.isAxisAligned(toDevice) {
            scale = ContentCache.bucket(stretch)
        } else if placesExactly {
            // Within a picture: the same scale for the same layout, to the last bit.
            scale = (stretch * 65536).rounded() / 65536
        } else {
            scale = cache.rasterScale(RenderTreeBuilder.snapped(stretch), for: ObjectIdentifier(layer.modelLayer ?? layer))
        }
        var drawn = RenderTreeBuilder.measured(layer.bounds)
        if let path = (layer as? ShapeLayer)?.path, !path.isEmpty, path.controlBounds.isFinite {
            drawn = drawn.union(path.controlBounds)
        }
        let pixels = drawn.width * drawn.height * scale * scale
        if pixels > pixelBudget { scale *= (pixelBudget / pixels).squareRoot() }
        return LayerBitmap.fittingScale(scale, for: RenderTreeBuilder.measured(layer.bounds))
    }

    /// Where the pixel edges of `layer`'s bitmaps sit so they are the device's, for a layer
    /// shown axis-aligned at `scale`: while it rests (`ContentCache.gridOffset`); zero (its
    /// bitmap resampled) while its place moves by fractions of a pixel, or when it is not shown
    /// at `scale` pixels a point.
    func gridOffset(of layer: Layer, toDevice: Transform3D, scale: Double) -> GridOffset {
        guard RenderTreeBuilder.isAxisAligned(toDevice) else { return .zero }
        let offset = GridOffset(for: toDevice, scale: scale)
        return offset == .zero || placesExactly ? offset : cache.gridOffset(offset, for: ObjectIdentifier(layer.modelLayer ?? layer))
    }

    /// The scale to snapshot `bounds` at when shown through `t` (a transition's or a curl's
    /// picture): as `rasterScale(of:toDevice:)` without the cache's rule, exact when
    /// axis-aligned, else rounded up to a quarter power of two.
    static func rasterScale(of bounds: Rect, toDevice t: Transform3D) -> Double {
        let stretch = shownScale(of: bounds, toDevice: t)
        return LayerBitmap.fittingScale(isAxisAligned(t) ? snapped(stretch) : ContentCache.bucket(stretch), for: measured(bounds))
    }

    /// True when `t` maps a layer's plane to the device without rotation, skew or perspective:
    /// its edges stay along the pixel rows and columns.
    static func isAxisAligned(_ t: Transform3D) -> Bool {
        let tiny = 1e-12 * max(abs(t.m11), abs(t.m22), 1)
        return abs(t.m12) <= tiny && abs(t.m21) <= tiny && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
    }

    /// `scale`, or the multiple of 1/4096 a hair from it (3 × (1/3) computed in floating point).
    static func snapped(_ scale: Double) -> Double {
        let near = (scale * 4096).rounded() / 4096
        return abs(near - scale) <= 1e-9 * scale ? near : scale
    }

    /// The most raster scale asked for (device pixels per layer point); `LayerBitmap.fittingScale`
    /// lowers it further for large layers.
    static let maxRasterScale = 256.0

    /// The bounds a scale is measured on: a point-sized square for empty bounds.
    private static func measured(_ bounds: Rect) -> Rect {
        bounds.isEmpty ? Rect(x: bounds.minX, y: bounds.minY, width: 1, height: 1) : bounds.standardized
    }

    /// Device pixels per layer point where `bounds` is shown most magnified: the largest
    /// stretch of its edges in device space or at its corners (the transform's scale included;
    /// under perspective the nearest corner's), within 1/16 and `maxRasterScale`.
    static func shownScale(of bounds: Rect, toDevice t: Transform3D) -> Double {
        let b = measured(bounds)
        var stretch = 0.0
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
        let projected = corners.map { p -> Point? in
            let h = t.apply(x: p.x, y: p.y)
            return h.w > 1e-6 ? Point(x: h.x / h.w, y: h.y / h.w) : nil
        }
        for i in 0..<4 {
            guard let p = projected[i], let q = projected[(i + 1) % 4] else { continue }
            let local = corners[i].distance(to: corners[(i + 1) % 4])
            if local > 0 { stretch = max(stretch, p.distance(to: q) / local) }
            // The magnification at the corner itself: under perspective the nearest corner is
            // shown larger than its edges are on average.
            guard t.m14 != 0 || t.m24 != 0 else { continue }
            let h = t.apply(x: corners[i].x, y: corners[i].y)
            let hx = t.apply(x: corners[i].x + 1, y: corners[i].y), hy = t.apply(x: corners[i].x, y: corners[i].y + 1)
            for d in [hx, hy] {
                let dx = ((d.x - h.x) * h.w - h.x * (d.w - h.w)) / (h.w * h.w)
                let dy = ((d.y - h.y) * h.w - h.y * (d.w - h.w)) / (h.w * h.w)
                let local = (dx * dx + dy * dy).squareRoot()
                if local.isFinite { stretch = max(stretch, local) }
            }
        }
        if stretch == 0 || !stretch.isFinite {
            stretch = max((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), (t.m21 * t.m21 + t.m22 * t.m22).squareRoot())
        }
        guard stretch.isFinite, stretch > 0 else { return 1 }
        return min(max(stretch, 1.0 / 16), maxRasterScale)
    }
}

private func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

extension RenderNode {
    /// Device pixels the node can touch.
    var bounds: IntRect {
        switch self {
        case .bitmap(let draw, _, _): return draw.bounds
        case .group(let group): return group.bounds
        case .backdrop(let draw, _): return draw.bounds
        case .shaded(let draw, _): return draw.bounds
        case .tints(let draw): return draw.bounds
        }
    }

    /// True when a backdrop draws in the node or below it.
    var containsBackdrop: Bool {
        switch self {
        case .bitmap, .shaded, .tints: return false
        case .group(let group): return group.children.contains { $0.containsBackdrop }
        case .backdrop: return true
        }
    }
}
