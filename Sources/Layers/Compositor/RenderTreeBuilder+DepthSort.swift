import Geometry
import Raster

/// One layer of a rendering context: drawn flattened into its own plane, which it sorts by.
struct ContextMember {
    let layer: Layer
    /// From the layer's bounds space to the context layer's, depth and perspective kept.
    let local: Transform3D
    let toDevice: Transform3D
    /// The opacity it inherits, transform layers' included.
    let opacity: Double
}

extension RenderTreeBuilder {
    /// Most pieces a context's layers may be cut into (beyond it, crossing layers are no
    /// longer split and may overlap wrongly), and most layers sorted with a BSP tree (beyond
    /// it, a context sorts by the depth of each layer's centre, unsplit).
    static let maxDepthFragments = 1024
    static let maxDepthSortedLayers = 256

    /// The sublayers of the flattening `layer`, drawn back to front with crossing ones split,
    /// when any sublayer (or a transform layer's sublayer, which joins the context) is placed
    /// out of the layer's plane: a z or a perspective from its transform, `zPosition` or the
    /// `sublayerTransform`. Nil when all lie in the plane, where `zPosition` order applies.
    func depthSortedNodes(of layer: Layer, base: Transform3D, clip: DeviceClip?, inheritedOpacity: Double) -> [RenderNode]? {
        // The common flat case costs one look at each sublayer.
        guard layer.sublayers.contains(where: { $0 is TransformLayer || RenderTreeBuilder.isOutOfPlane($0.transformToSuperlayer) })
        else { return nil }
        var members: [ContextMember] = []
        collectMembers(of: layer, local: .identity, base: base, opacity: inheritedOpacity, into: &members)
        guard members.count > 1, members.contains(where: { RenderTreeBuilder.isOutOfPlane($0.local) }) else { return nil }

        let polygons = members.map { RenderTreeBuilder.depthPolygon(of: $0) }
        // Layers with no visible plane (behind the viewer, degenerate, not finite) draw first.
        var nodes = members.indices.filter { polygons[$0] == nil }.flatMap { build(members[$0], clip: clip) }
        let placed = members.indices.filter { polygons[$0] != nil }
        let ordered: [DepthFragment]
        var planes: [DepthPlane] = []
        if placed.count > RenderTreeBuilder.maxDepthSortedLayers {
            func depth(_ i: Int) -> Double { polygons[i]!.reduce(0) { $0 + $1.z } / Double(polygons[i]!.count) }
            ordered = placed.enumerated().sorted { (depth($0.element), $0.offset) < (depth($1.element), $1.offset) }
                .map { DepthFragment(points: polygons[$0.element]!, item: $0.offset) }
        } else {
            (ordered, planes) = DepthSorter.sorted(placed.map { polygons[$0]! }, maxFragments: RenderTreeBuilder.maxDepthFragments)
        }
        for fragment in ordered {
            let member = members[placed[fragment.item]]
            guard !fragment.cuts.isEmpty, let own = DepthPlane(polygons[placed[fragment.item]]!) else {
                nodes += build(member, clip: clip)
                continue
            }
            let cuts = fragment.cuts.compactMap { cut in
                RenderTreeBuilder.deviceCut(of: own, by: planes[cut.plane], side: cut.side, base: base)
            }
            // The mask need only cover what the layer can touch.
            let reach = build(member, clip: clip).reduce(IntRect.zero) { $0.union($1.bounds) }
            guard !reach.isEmpty else { continue }
            nodes += build(member, clip: cutClip(cuts, outer: clip, within: reach))
        }
        return nodes
    }

    private func build(_ member: ContextMember, clip: DeviceClip?) -> [RenderNode] {
        build(member.layer, toDevice: member.toDevice, clip: clip, inheritedOpacity: member.opacity)
    }

    /// The sublayers of `layer` in tree order, each transform layer replaced by its own
    /// sublayers (it has no plane of its own), `local` mapping `layer`'s space to the context's.
    private func collectMembers(of layer: Layer, local: Transform3D, base: Transform3D, opacity: Double,
                                into members: inout [ContextMember]) {
        // Hidden and clear layers draw nothing: they must not split the others either.
        for sub in layer.sublayers where !sub.isHidden && sub.opacity > 0 {
            let subLocal = sub.transformToSuperlayer.concatenating(local)
            guard sub is TransformLayer else {
                members.append(ContextMember(layer: sub, local: subLocal, toDevice: subLocal.concatenating(base), opacity: opacity))
                continue
            }
            let subOpacity = min(max(sub.opacity, 0), 1) * opacity
            guard subOpacity > 0, subLocal.isFinite, sub.bounds.isFinite else { continue }
            let flipped = sub.isGeometryFlipped
                ? Transform3D.scale(1, -1, 1).concatenating(.translation(0, sub.bounds.minY + sub.bounds.maxY, 0)).concatenating(subLocal)
                : subLocal
            collectMembers(of: sub, local: flipped, base: base, opacity: subOpacity, into: &members)
        }
    }

    /// True when `t` moves its layer's plane out of the context's: a z or a w other than 1.
    static func isOutOfPlane(_ t: Transform3D) -> Bool {
        t.isFinite && (t.m13 != 0 || t.m23 != 0 || t.m43 != 0 || t.m14 != 0 || t.m24 != 0 || t.m44 != 1)
    }

    /// The part of `layer`'s plane it draws on, in its bounds space: its bounds with its
    /// sublayers' frames (flattened into it), unless it clips to its bounds.
    static func drawnExtent(of layer: Layer, depth: Int = 0) -> Rect {
        var r = layer.bounds.standardized
        guard !layer.masksToBounds, depth < 4 else { return r }
        for sub in layer.sublayers where !sub.isHidden {
            let e = drawnExtent(of: sub, depth: depth + 1), t = sub.transformToSuperlayer
            var corners: [Point] = []
            for (x, y) in [(e.minX, e.minY), (e.maxX, e.minY), (e.maxX, e.maxY), (e.minX, e.maxY)] {
                let h = t.apply(x: x, y: y)
                if h.w > 1e-6 { corners.append(Point(x: h.x / h.w, y: h.y / h.w)) }
            }
            let box = Rect.bounding(corners)
            if corners.count == 4, box.isFinite { r = r.isEmpty ? box : r.union(box) }
        }
        return r
    }

    /// A member's drawn extent in the context's depth space: mapped by `local`, cut where it
    /// passes behind the viewer (w < 10⁻⁶) and divided by w, so that the viewer looks down −z
    /// from z = +∞ whether or not a perspective is applied. Nil when nothing of it is in front
    /// or a point is not finite.
    static func depthPolygon(of member: ContextMember) -> [SIMD3<Double>]? {
        let e = drawnExtent(of: member.layer)
        guard e.isFinite else { return nil }
        let corners = [(e.minX, e.minY), (e.maxX, e.minY), (e.maxX, e.maxY), (e.minX, e.maxY)].map { x, y in
            let h = member.local.apply(x: x, y: y)
            return SIMD4(h.x, h.y, h.z, h.w)
        }
        let near = 1e-6
        var kept: [SIMD4<Double>] = []
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            if a.w >= near { kept.append(a) }
            if (a.w >= near) != (b.w >= near) { kept.append(a + (b - a) * ((near - a.w) / (b.w - a.w))) }
        }
        let points = kept.map { SIMD3($0.x / $0.w, $0.y / $0.w, $0.z / $0.w) }
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else { return nil }
        return points
    }

    /// Where the cut by `plane` runs across the plane `own` as seen on the device: a point on
    /// the line and the normal towards the fragment's `side`. The same for both pieces of a
    /// cut but for the normal's sign, so their masks are complementary. Nil when the planes
    /// are parallel or the line is beyond the horizon.
    static func deviceCut(of own: DepthPlane, by plane: DepthPlane, side: Double, base: Transform3D) -> (point: Point, normal: Point)? {
        let direction = cross(own.normal, plane.normal)
        let length = (direction * direction).sum().squareRoot()
        guard length > 1e-9 else { return nil }
        let u = direction / length
        // The point of the line nearest the origin, and one off it in `own` on the plane's positive side.
        let p0 = (cross(plane.normal, u) * own.d + cross(u, own.normal) * plane.d) / length
        var across = cross(u, own.normal)
        if plane.distance(p0 + across) < plane.distance(p0) { across = -across }
        func device(_ p: SIMD3<Double>) -> Point? {
            let h = base.apply(x: p.x, y: p.y)
            guard h.w > 1e-6 else { return nil }
            let q = Point(x: h.x / h.w, y: h.y / h.w)
            return q.isFinite ? q : nil
        }
        guard let a = device(p0), let b = device(p0 + u), let c = device(p0 + across) else { return nil }
        var normal = Point(x: -(b.y - a.y), y: b.x - a.x)
        if normal.x * (c.x - a.x) + normal.y * (c.y - a.y) < 0 { normal = Point(x: -normal.x, y: -normal.y) }
        guard normal.x != 0 || normal.y != 0 else { return nil }
        return (a, side > 0 ? normal : Point(x: -normal.x, y: -normal.y))
    }

    /// The clip of one piece of a cut layer: the pixels whose centres are on its side of every
    /// cut (aliased, so the pieces tile without a seam), within `outer`.
    private func cutClip(_ cuts: [(point: Point, normal: Point)], outer: DeviceClip?, within reach: IntRect) -> DeviceClip {
        var region = [Point(x: Double(viewport.minX), y: Double(viewport.minY)), Point(x: Double(viewport.maxX), y: Double(viewport.minY)),
                      Point(x: Double(viewport.maxX), y: Double(viewport.maxY)), Point(x: Double(viewport.minX), y: Double(viewport.maxY))]
        for (p, n) in cuts { region = RenderTreeBuilder.clipPolygon(region, point: p, normal: n) }
        var bounds = region.count >= 3 ? IntRect(enclosing: Rect.bounding(region)).intersection(reach) : .zero
        if let outer { bounds = bounds.intersection(outer.mask.bounds) }
        var mask = AlphaMask(halfPlanes: cuts, bounds: bounds)
        if let outer { mask = mask.intersected(with: outer.mask) }
        var outline = Path()
        if let first = region.first {
            outline.move(to: first)
            for p in region.dropFirst() { outline.addLine(to: p) }
            outline.close()
        }
        return DeviceClip(mask: mask, signature: (outer?.signature ?? []) + [ClipShape(path: outline, transform: .identity)])
    }

    /// The part of the convex `polygon` on the side of the line through `point` that `normal` points to.
    static func clipPolygon(_ polygon: [Point], point: Point, normal: Point) -> [Point] {
        func d(_ q: Point) -> Double { normal.x * (q.x - point.x) + normal.y * (q.y - point.y) }
        var out: [Point] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let da = d(a), db = d(b)
            if da >= 0 { out.append(a) }
            if (da >= 0) != (db >= 0) { out.append(a.lerp(to: b, da / (da - db))) }
        }
        return out
    }
}

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
