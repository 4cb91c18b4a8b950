#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = IntRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest pixel rectangle containing `rect` (outward rounding). Coordinates are
    /// clamped to ±2³⁰ so nothing overflows; a rectangle with a non-finite coordinate gives `.zero`.
    public init(enclosing rect: Rect) {
        guard rect.isFinite else { self = .zero; return }
        let limit = Double(1 << 30)
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        let x0 = clamp(floor(rect.minX)), y0 = clamp(floor(rect.minY))
        let x1 = clamp(ceil(rect.maxX)), y1 = clamp(ceil(rect.maxY))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "IntRect(\(x), \(y), \(width), \(height))" }

    public var minX: Int { x }
    public var minY: Int { y }
    /// One past the last column (saturating instead of overflowing).
    public var maxX: Int { let (s, o) = x.addingReportingOverflow(width); return o ? Int.max : s }
    /// One past the last row (saturating instead of overflowing).
    public var maxY: Int { let (s, o) = y.addingReportingOverflow(height); return o ? Int.max : s }

    /// True when the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle containing both; an empty rectangle does not count.
    public func union(_ other: IntRect) -> IntRect {
        if isEmpty { return other.isEmpty ? .zero : other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return IntRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The pixels in both, or `.zero` when they share none.
    public func intersection(_ other: IntRect) -> IntRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0, !isEmpty, !other.isEmpty else { return .zero }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> IntRect { IntRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// True when pixel (px, py) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The same pixels as a `Rect`.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
