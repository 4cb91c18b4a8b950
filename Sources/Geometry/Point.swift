/// A point in a two-dimensional coordinate system (CGPoint). Y grows downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// The dot product with `other`.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product with `other` (positive when `other` turns clockwise on screen).
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    /// The distance to `other`.
    public func distance(to other: Point) -> Double { (self - other).length }
    /// The point `t` of the way from `self` to `other`.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
