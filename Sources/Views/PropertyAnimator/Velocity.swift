/// CGVector: a velocity with x and y components.
public struct Velocity: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Velocity(dx: 0, dy: 0)

    static func + (a: Velocity, b: Velocity) -> Velocity { Velocity(dx: a.dx + b.dx, dy: a.dy + b.dy) }
}
