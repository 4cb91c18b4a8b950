import Geometry

/// Independent ground truth for anti-aliasing: the exact area of a simple polygon inside one
/// pixel, by clipping the polygon to the pixel's square (Sutherland–Hodgman) and taking the
/// shoelace area.
enum ExactCoverage {
    static func area(of polygon: [Point], inPixel x: Int, _ y: Int) -> Double {
        var poly = polygon
        let x0 = Double(x), y0 = Double(y), x1 = x0 + 1, y1 = y0 + 1
        poly = clip(poly, keep: { $0.x >= x0 }, cross: { a, b in a.lerp(to: b, (x0 - a.x) / (b.x - a.x)) })
        poly = clip(poly, keep: { $0.x <= x1 }, cross: { a, b in a.lerp(to: b, (x1 - a.x) / (b.x - a.x)) })
        poly = clip(poly, keep: { $0.y >= y0 }, cross: { a, b in a.lerp(to: b, (y0 - a.y) / (b.y - a.y)) })
        poly = clip(poly, keep: { $0.y <= y1 }, cross: { a, b in a.lerp(to: b, (y1 - a.y) / (b.y - a.y)) })
        return abs(shoelace(poly))
    }

    static func shoelace(_ poly: [Point]) -> Double {
        guard poly.count >= 3 else { return 0 }
        var sum = 0.0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    private static func clip(_ poly: [Point], keep: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
        var out: [Point] = []
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let ka = keep(a), kb = keep(b)
            if ka { out.append(a) }
            if ka != kb { out.append(cross(a, b)) }
        }
        return out
    }
}
