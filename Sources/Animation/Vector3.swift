/// Three components: a translation, a scale, or a rotation axis.
public struct Vector3: Hashable, Sendable {
    public var x: Double, y: Double, z: Double

    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    public init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }

    public static let zero = Vector3(0, 0, 0)
    public static let one = Vector3(1, 1, 1)

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }

    func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    func cross(_ b: Vector3) -> Vector3 { Vector3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x) }
    var length: Double { dot(self).squareRoot() }
    var squaredLength: Double { dot(self) }
}

/// Four components: the perspective part of a decomposed transform.
public struct Vector4: Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double

    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }

    /// No perspective.
    public static let noPerspective = Vector4(0, 0, 0, 1)

    var squaredLength: Double { x * x + y * y + z * z + w * w }
    static func - (a: Vector4, b: Vector4) -> Vector4 { Vector4(a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w) }
}

/// The three shears of a decomposed transform: x into y (`xy`), x into z (`xz`), y into z (`yz`).
public struct Skew: Hashable, Sendable {
    public var xy: Double, xz: Double, yz: Double

    public init(xy: Double, xz: Double, yz: Double) { self.xy = xy; self.xz = xz; self.yz = yz }

    public static let zero = Skew(xy: 0, xz: 0, yz: 0)

    var squaredLength: Double { xy * xy + xz * xz + yz * yz }
}
