import Geometry
import Raster

/// Reads a diagnosed subtree's render nodes for `FrameDiagnostics`: where each draw lies, and
/// whether it blends, goes through a picture of its own, or was made afresh this frame.
struct DiagnosticsSurvey {
    /// The content keys rasterised this frame.
    let fresh: Set<ContentKey>
    /// Group pictures with a serial above this were painted this frame (`SubtreeCache.paints`
    /// before the frame).
    let picturesBefore: Int
    let opaqueImages: OpaqueImages

    private(set) var draws: [DiagnosedDraw] = []
    private(set) var offscreen: [DeviceArea] = []
    private(set) var misses: [DeviceArea] = []
    /// The body whose shadow was the draw before, cast from its drawing (no `shadowPath`): the
    /// body's own draw, next, is marked offscreen.
    private var castingShadow: BodyLook?

    init(fresh: Set<ContentKey>, picturesBefore: Int, opaqueImages: OpaqueImages) {
        self.fresh = fresh
        self.picturesBefore = picturesBefore
        self.opaqueImages = opaqueImages
    }

    /// Surveys `nodes`, drawn inside a group that blends as a whole when `inBlendingGroup`. A
    /// mask's nodes (`drawn` false) only count for misses: their pixels never show.
    mutating func survey(_ nodes: [RenderNode], inBlendingGroup: Bool = false, drawn: Bool = true) {
        for node in nodes {
            switch node {
            case .bitmap(let draw, _, let signature):
                guard let area = DiagnosticsSurvey.area(of: draw, key: signature.content) else { continue }
                if isMiss(signature) { misses.append(area) }
                guard drawn else { continue }
                draws.append(DiagnosedDraw(area: area, blends: inBlendingGroup || blends(draw, signature)))
                let casting = castingShadow
                castingShadow = nil
                switch signature.content?.look {
                case .shadow(let shadow)?:
                    if case .body(let body) = shadow.source { castingShadow = body }
                case .body(let body)? where body == casting:
                    offscreen.append(area)
                default:
                    if DiagnosticsSurvey.isPicture(signature) { offscreen.append(area) }
                }
            case .group(let group):
                if let mask = group.mask { survey(mask, drawn: false) }
                guard drawn else {
                    survey(group.children, drawn: false)
                    continue
                }
                let area = DeviceArea(rect: group.bounds)
                offscreen.append(area)
                // The shadow lies under the children, over the group's pixels.
                if group.shadow != nil { draws.append(DiagnosedDraw(area: area, blends: true)) }
                let blendsWhole = group.opacity < 1 || group.mask != nil || group.shadow != nil || group.vibrancy != nil
                survey(group.children, inBlendingGroup: inBlendingGroup || blendsWhole)
            case .shaded(let draw, _):
                // A group (faded or masked) shaded in one pass instead of through a picture.
                guard drawn else { continue }
                var extent = draw.program.paintedExtent
                if let outline = draw.program.outline { extent = extent.intersection(outline) }
                guard let area = DiagnosticsSurvey.place(extent, through: Transform3D(affine: draw.toDevice), within: draw.bounds)
                else { continue }
                draws.append(DiagnosedDraw(area: area, blends: true))
                offscreen.append(area)
            case .backdrop(let draw, _):
                guard drawn else { continue }
                let area = DeviceArea(rect: draw.bounds)
                draws.append(DiagnosedDraw(area: area, blends: true))
                offscreen.append(area)
            case .tints:
                continue
            }
        }
    }

    // MARK: Rules

    /// Whether a bitmap draw blends with what is under it (`DiagnosedDraw.blends`).
    private func blends(_ draw: BitmapDraw, _ signature: DrawSignature) -> Bool {
        guard draw.opacity >= 1, let key = signature.content, (key.tint?.alpha ?? 1) >= 1, case .body(let body) = key.look
        else { return true }
        return !isOpaque(body)
    }

    /// True when `body` covers every pixel of its extent opaquely: square corners, and an opaque
    /// background or gradient over bounds it does not draw past, or an opaque image over all it draws.
    private func isOpaque(_ body: BodyLook) -> Bool {
        guard body.radii.isZero else { return false }
        let bounds = body.bounds.standardized, extent = ContentRasterizer.extent(of: body)
        let fillsBounds = (body.background?.alpha ?? 0) >= 1
            || body.gradient.map { !$0.colors.isEmpty && $0.colors.allSatisfy { $0.alpha >= 1 } } ?? false
        if fillsBounds, extent == bounds { return true }
        guard let image = body.contents?.image, opaqueImages.isOpaque(image),
              let box = ShownContents.box(of: image, part: body.contentsRect, in: body.bounds, gravity: body.gravity)
        else { return false }
        let covered = body.masksToBounds ? bounds : extent
        return box.minX <= covered.minX && box.minY <= covered.minY && box.maxX >= covered.maxX && box.maxY >= covered.maxY
    }

    /// Whether the draw's bitmap was made afresh this frame.
    private func isMiss(_ signature: DrawSignature) -> Bool {
        if case .subtree(let serial) = signature.effect { return serial > picturesBefore }
        guard let key = signature.content else { return false }
        if case .particles = key.look { return true }
        // An aliased outline draws the bitmap with its edges extended (`edgeDraw`).
        var extended = key
        extended.extendsEdges = true
        return fresh.contains(key) || fresh.contains(extended)
    }

    /// Whether the bitmap is a picture the compositor drew offscreen first: a group's or a
    /// transition's.
    private static func isPicture(_ signature: DrawSignature) -> Bool {
        switch signature.effect {
        case .subtree, .snapshot, .curl: return true
        default: return false
        }
    }

    // MARK: Areas

    /// Where a bitmap draw lies: a layer's own bitmap less its clear margin (its bounds, or
    /// as far as its drawing reaches past them), any other bitmap whole, within its outline and
    /// the pixels it can touch.
    private static func area(of draw: BitmapDraw, key: ContentKey?) -> DeviceArea? {
        var rect = Rect(x: 0, y: 0, width: Double(draw.bitmap.width), height: Double(draw.bitmap.height))
        if let grid = draw.grid, let own = key.flatMap(ownRect) {
            rect = rect.intersection(Rect(x: (own.minX - grid.origin.x) * grid.scale, y: (own.minY - grid.origin.y) * grid.scale,
                                          width: own.width * grid.scale, height: own.height * grid.scale))
        }
        if let outline = draw.outline { rect = rect.intersection(outline.rect) }
        return place(rect, through: draw.transform, within: draw.bounds)
    }

    /// What a layer's own bitmap shows of its plane, in points: its body's extent or its
    /// border's bounds; nil for shadows and particles, which fill their bitmaps.
    private static func ownRect(of key: ContentKey) -> Rect? {
        switch key.look {
        case .body(let body): return ContentRasterizer.extent(of: body)
        case .border(let border): return border.bounds.standardized
        case .shadow, .particles: return nil
        }
    }

    /// `rect` mapped through `transform`, cut to `bounds` (the draw's device pixels); all of
    /// `bounds` when a projection cannot place it.
    private static func place(_ rect: Rect, through transform: Transform3D, within bounds: IntRect) -> DeviceArea? {
        guard !rect.isEmpty else { return nil }
        return (DeviceArea(rect: rect, transform: transform) ?? DeviceArea(rect: bounds)).clipped(to: bounds)
    }
}
