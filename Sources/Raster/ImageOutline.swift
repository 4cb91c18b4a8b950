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
public struct ImageOutline: Hashable, Sendable {
    public var rect: Rect
    public var antialiased: ImageEdges

    public init(rect: Rect, antialiased: ImageEdges) {
        self.rect = rect
        self.antialiased = antialiased
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
        guard aliased.contains(true) else { return addPolygon(quad.map(\.point)) }
        aliasedPolygon = AliasedPolygon(points: quad.map(\.point), aliased: aliased)
    }
}
