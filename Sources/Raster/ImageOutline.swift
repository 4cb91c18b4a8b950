import Geometry

/// Sides of an image's rectangle, in the image's own pixel space.
public struct ImageEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let minX = ImageEdges(rawValue: 1)
    public static let maxX = ImageEdges(rawValue: 2)
    public static let minY = ImageEdges(rawValue: 4)
    public static let maxY = ImageEdges(rawValue: 8)
    public static let all: ImageEdges = [.minX, .maxX, .minY, .maxY]
}

/// The quad an image draw covers, and how each of its sides is rasterised: `rect` (in image
/// pixels) mapped through the draw's transform, the `antialiased` sides by covered area and
/// the others aliased, as a GPU draws a quad without edge antialiasing: a pixel is drawn
/// whole when its centre is inside, not at all otherwise (the top-left rule decides centres
/// exactly on a side). Inside the quad the image is sampled as usual, edge pixels repeated.
///
/// A side is the outline only where it runs `straight` (image pixels): where a rounded corner
/// curves away from it, the curve drawn in the image is the outline, so there the image's own
/// edge bounds the draw instead, antialiased, and the image's pixels show as drawn.
public struct ImageOutline: Hashable, Sendable {
    public var rect: Rect
    public var antialiased: ImageEdges
    public var straight: StraightSides

    public init(rect: Rect, antialiased: ImageEdges, straight: StraightSides = .whole) {
        self.rect = rect
        self.antialiased = antialiased
        self.straight = straight
    }
}

extension ImagePlacement {
    /// `rect` (image pixels) placed in device space and cut at w = `nearW`, as a convex polygon:
    /// each point with the side of the image the edge from it to the next point lies on (none
    /// for the cut along the viewer's plane). Empty when invisible.
    func quad(_ rect: Rect) -> [(point: Point, side: ImageEdges)] {
        let r = rect.standardized
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        let sides: [ImageEdges] = [.minY, .maxX, .maxY, .minX]
        switch self {
        case .translation(let x, let y):
            let a = AffineTransform(translationX: Double(x), y: Double(y))
            return zip(corners, sides).map { (a.apply($0), $1) }
        case .affine(let a):
            return zip(corners, sides).map { (a.apply($0), $1) }
        case .perspective(let h, _):
            return h.visibleQuad(corners: corners, sides: sides, nearW: ImagePlacement.nearW)
        case .invisible:
            return []
        }
    }
}

extension Homography {
    /// The quad through `corners` (image space) cut to w ≥ `nearW` and projected, each point
    /// tagged with the side its outgoing edge lies on.
    fileprivate func visibleQuad(corners: [Point], sides: [ImageEdges], nearW: Double) -> [(point: Point, side: ImageEdges)] {
        func w(_ p: Point) -> Double { forward.2.dot(p.x, p.y) }
        var kept: [(point: Point, side: ImageEdges)] = []
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            let wp = w(p), wq = w(q)
            if wp >= nearW { kept.append((p, sides[i])) }
            if (wp >= nearW) != (wq >= nearW) {
                // Leaving the visible part, the edge continues along the cut; entering, along the side.
                kept.append((p.lerp(to: q, (nearW - wp) / (wq - wp)), wp >= nearW ? [] : sides[i]))
            }
        }
        return kept.map { p, side in
            let wp = max(w(p), nearW)
            return (Point(x: forward.0.dot(p.x, p.y) / wp, y: forward.1.dot(p.x, p.y) / wp), side)
        }
    }
}

extension Rasterizer {
    /// Adds what an image draw covers: the whole `width × height` image's outline,
    /// antialiased, without `outline`; else the outline's quad, with its aliased sides sampled
    /// at pixel centres (`AliasedPolygon`).
    mutating func addOutline(of placement: ImagePlacement, width: Int, height: Int, outline: ImageOutline?) {
        guard let outline else { return addPolygon(placement.outline(width: width, height: height)) }
        let quad = placement.quad(outline.rect)
        let aliased = quad.map { !$0.side.isEmpty && !outline.antialiased.contains($0.side) }
        let bends = quad.map { placement.bend(of: $0.side, in: outline, width: width, height: height) }
        guard aliased.contains(true) || bends.contains(where: { $0 != nil }) else { return addPolygon(quad.map(\.point)) }
        aliasedPolygon = AliasedPolygon(points: quad.map(\.point), aliased: aliased, bends: bends)
    }
}

extension ImagePlacement {
    /// Image point `p` in device space; nil when it is behind the viewer.
    func project(_ p: Point) -> Point? {
        switch self {
        case .translation(let x, let y):
            return Point(x: p.x + Double(x), y: p.y + Double(y))
        case .affine(let a):
            return a.apply(p)
        case .perspective(let h, _):
            let w = h.forward.2.dot(p.x, p.y)
            guard w >= ImagePlacement.nearW else { return nil }
            return Point(x: h.forward.0.dot(p.x, p.y) / w, y: h.forward.1.dot(p.x, p.y) / w)
        case .invisible:
            return nil
        }
    }

    /// Where `side` of `outline`'s quad (in a `width × height` image) stops running straight, in
    /// device space: nil where it runs straight all along (or is no side: the cut along the
    /// viewer's plane, or a corner behind the viewer).
    func bend(of side: ImageEdges, in outline: ImageOutline, width: Int, height: Int) -> AliasedPolygon.Bend? {
        let r = outline.rect.standardized
        let w = Double(width), h = Double(height)
        // The side's straight part (from, to) and the image's own edge beyond it, each in the
        // direction `quad` runs the side: clockwise on screen from the top left.
        let span: ClosedRange<Double>?
        let along: (Double) -> Point
        let outer: (Point, Point)
        let reversed: Bool
        switch side {
        case .minY:
            (span, reversed, outer) = (outline.straight.minY, false, (Point(x: 0, y: 0), Point(x: w, y: 0)))
            along = { Point(x: $0, y: r.minY) }
        case .maxX:
            (span, reversed, outer) = (outline.straight.maxX, false, (Point(x: w, y: 0), Point(x: w, y: h)))
            along = { Point(x: r.maxX, y: $0) }
        case .maxY:
            (span, reversed, outer) = (outline.straight.maxY, true, (Point(x: w, y: h), Point(x: 0, y: h)))
            along = { Point(x: $0, y: r.maxY) }
        case .minX:
            (span, reversed, outer) = (outline.straight.minX, true, (Point(x: 0, y: h), Point(x: 0, y: 0)))
            along = { Point(x: r.minX, y: $0) }
        default:
            return nil
        }
        guard span != -.infinity ... .infinity, let o0 = project(outer.0), let o1 = project(outer.1) else { return nil }
        guard let span else { return AliasedPolygon.Bend(straight: nil, outer: (o0, o1)) }
        func end(_ v: Double) -> Point? { v.isFinite ? project(along(v)) : nil }
        let lo = end(span.lowerBound), hi = end(span.upperBound)
        return AliasedPolygon.Bend(straight: reversed ? (hi, lo) : (lo, hi), outer: (o0, o1))
    }
}
