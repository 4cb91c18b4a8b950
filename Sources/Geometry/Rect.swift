/// A rectangle given by its origin and size (CGRect). Sizes may be negative, as in Core
/// Graphics; `minX`, `maxX` and friends read the standardized rectangle.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { (minX + maxX) / 2 }
    public var midY: Double { (minY + maxY) / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }
    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// The smallest rectangle containing both; an empty rectangle does not count.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other.standardized }
        if other.isEmpty { return standardized }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
    /// The overlap of both, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The bounding box of `points`, or `.zero` for none.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points.dropFirst() {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
