import Geometry
import Raster

/// A layer subtree as a `ShadeProgram`, when everything it draws is a rounded rectangle the
/// shading kernel draws exactly as the bitmap path would: backgrounds, axial gradients and
/// borders of plain layers and gradient layers, sublayers only moved (no transform of their
/// own), and a mask of one rounded rectangle of colour. Nil for anything else (images, drawn
/// content, shapes, text, shadows, rasterization, nested masks or clips, continuous corners,
/// other gradient kinds, a fade the program cannot apply exactly): the bitmap path draws it.
enum LayerShading {
    /// The program of `root`'s subtree in its bounds space, its outline aliased unless
    /// `edges` is all of them (partial edge masks are not shaded). A gradient equal to one of
    /// `reusing` (the frame before's) is that one, its colour table made once.
    static func program(of root: Layer, edges: EdgeMask, reusing: [AxialShade] = []) -> ShadeProgram? {
        guard edges.isEmpty || edges == .all, isPlain(root), root.sublayerTransform.isIdentity else { return nil }
        let walk = Walk(reusable: reusing)
        guard let body = walk.bodyShapes(of: root, at: .zero, opacity: 1, withBorder: false) else { return nil }
        var shapes = body
        guard walk.appendSublayers(of: root, at: .zero, into: &shapes) else { return nil }
        if let border = borderShape(of: root, at: .zero, opacity: 1) { shapes.append(border) }
        if let mask = root.mask {
            guard let shape = maskShape(mask) else { return nil }
            shapes.append(shape)
        }
        guard shapes.contains(where: { $0.role != .mask }), shapes.count <= ShadeProgram.maxShapes,
              shapes.allSatisfy(\.isShadeable) else { return nil }
        // Aliased, the layer's own outline cuts what it draws, when all of it lies within its
        // bounds (as the bitmap path cuts a picture only then).
        let bounds = root.bounds.standardized
        let within = shapes.allSatisfy { $0.role == .mask || bounds.union($0.rect.standardized) == bounds }
        return ShadeProgram(shapes: shapes, outline: edges.isEmpty && within ? bounds : nil)
    }

    /// True when `layer` draws nothing the program cannot: a plain or gradient layer, no image or
    /// drawn content, no shadow, no rasterization, no flip, no transition, circular corners.
    fileprivate static func isPlain(_ layer: Layer) -> Bool {
        let kind = type(of: layer)
        guard kind == Layer.self || kind == GradientLayer.self, !layer.isGeometryFlipped, !layer.shouldRasterize,
              layer.transitionState == nil, layer.frameContents() == nil else { return false }
        if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 { return false }
        if layer.cornerCurve != .circular, !layer.cornerRadii.isZero { return false }
        if let gradient = layer as? GradientLayer, let colors = gradient.colors, !colors.isEmpty, gradient.type != .axial {
            return false
        }
        return true
    }

    /// A layer shows when it is not hidden and has some opacity (as `buildLayer` decides).
    fileprivate static func shows(_ layer: Layer) -> Bool {
        !layer.isHidden && layer.opacity > 0 && layer.bounds.isFinite
    }

    /// One walk over a subtree, with the gradients it may take from the frame before.
    private struct Walk {
        let reusable: [AxialShade]

        /// The gradient of these stops and ends: the frame before's when it had it, else a new one.
        func axial(stops: [GradientStop], start: Point, end: Point) -> AxialShade {
            reusable.first { $0.stops == stops && $0.start == start && $0.end == end }
                ?? AxialShade(stops: stops, start: start, end: end)
        }

        /// The sublayers of `layer` (placed at `offset` in the root's space) in drawing order,
        /// appended; false when one cannot be shaded.
        func appendSublayers(of layer: Layer, at offset: Point, into shapes: inout [ShadeShape]) -> Bool {
            // By zPosition, stably, as `sublayerNodes` orders them.
            let ordered = layer.sublayers.enumerated().sorted {
                $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
            }
            for (_, sub) in ordered where LayerShading.shows(sub) {
                guard LayerShading.isPlain(sub), sub.mask == nil, shapes.count < ShadeProgram.maxShapes,
                      let shift = LayerShading.translation(of: sub.transform(toParent: layer)) else { return false }
                let at = Point(x: offset.x + shift.x, y: offset.y + shift.y)
                let opacity = min(sub.opacity, 1)
                let nested = sub.sublayers.contains(where: LayerShading.shows)
                if nested {
                    // Its sublayers would composite as a group under a fade, or be clipped.
                    guard opacity == 1, !sub.masksToBounds, sub.sublayerTransform.isIdentity,
                          let body = bodyShapes(of: sub, at: at, opacity: 1, withBorder: false) else { return false }
                    shapes += body
                    guard appendSublayers(of: sub, at: at, into: &shapes) else { return false }
                    if let border = LayerShading.borderShape(of: sub, at: at, opacity: 1) { shapes.append(border) }
                } else {
                    guard let body = bodyShapes(of: sub, at: at, opacity: opacity, withBorder: true) else { return false }
                    shapes += body
                }
            }
            return true
        }

        /// What `layer` draws itself, in order (background, gradient, and the border when it has no
        /// sublayers), moved by `offset` and faded by `opacity`. A fade below 1 applies exactly only
        /// to a single shape (a layer's own drawing fades as one picture): nil otherwise.
        func bodyShapes(of layer: Layer, at offset: Point, opacity: Double, withBorder: Bool) -> [ShadeShape]? {
            let rect = layer.bounds.standardized.offsetBy(dx: offset.x, dy: offset.y)
            let radii = layer.cornerRadii
            var shapes: [ShadeShape] = []
            if let color = layer.backgroundColor, color.alpha > 0 {
                shapes.append(ShadeShape(rect: rect, radii: radii, paint: .solid(LayerShading.faded(color, opacity))))
            }
            if let gradient = layer as? GradientLayer, let colors = gradient.colors, !colors.isEmpty {
                let stops = GradientLook(colors: colors.map { LayerShading.faded($0, opacity) }, locations: gradient.locations,
                                         startPoint: gradient.startPoint, endPoint: gradient.endPoint, type: gradient.type).stops
                let b = layer.bounds
                func unit(_ p: Point) -> Point {
                    Point(x: b.minX + p.x * b.width + offset.x, y: b.minY + p.y * b.height + offset.y)
                }
                shapes.append(ShadeShape(rect: rect, radii: radii,
                                         paint: .axial(axial(stops: stops, start: unit(gradient.startPoint), end: unit(gradient.endPoint)))))
            }
            if withBorder, let border = LayerShading.borderShape(of: layer, at: offset, opacity: opacity) { shapes.append(border) }
            guard opacity == 1 || shapes.count <= 1 else { return nil }
            return shapes
        }
    }

    /// The translation of `t`, or nil when it does more than move the plane.
    fileprivate static func translation(of t: Transform3D) -> Point? {
        guard t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1,
              t.m41.isFinite, t.m42.isFinite else { return nil }
        return Point(x: t.m41, y: t.m42)
    }

    /// `layer`'s border as a ring, or nil when it has none.
    fileprivate static func borderShape(of layer: Layer, at offset: Point, opacity: Double) -> ShadeShape? {
        guard layer.borderWidth > 0, layer.borderWidth.isFinite, let color = layer.borderColor, color.alpha > 0,
              !layer.bounds.isEmpty else { return nil }
        return ShadeShape(rect: layer.bounds.standardized.offsetBy(dx: offset.x, dy: offset.y), radii: layer.cornerRadii,
                          paint: .solid(faded(color, opacity)), role: .ring(width: layer.borderWidth))
    }

    /// A mask of one rounded rectangle of colour (its opacity folded into the alpha), moved
    /// only; nil for any other mask.
    private static func maskShape(_ mask: Layer) -> ShadeShape? {
        guard shows(mask), isPlain(mask), type(of: mask) == Layer.self, !mask.sublayers.contains(where: shows),
              mask.mask == nil, let shift = translation(of: mask.transform(toParent: nil)),
              let color = mask.backgroundColor, color.alpha > 0 else { return nil }
        if mask.borderWidth > 0, let border = mask.borderColor, border.alpha > 0 { return nil }
        return ShadeShape(rect: mask.bounds.standardized.offsetBy(dx: shift.x, dy: shift.y), radii: mask.cornerRadii,
                          paint: .solid(faded(color, min(mask.opacity, 1))), role: .mask)
    }

    fileprivate static func faded(_ color: Color, _ opacity: Double) -> Color {
        opacity == 1 ? color : Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
    }
}
