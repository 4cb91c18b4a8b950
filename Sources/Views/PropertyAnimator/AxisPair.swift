/// Which component of a value a progress applies to: y only for the y of a position, whose
/// spring may start with its own velocity (`initialVelocity.dy`).
enum Axis {
    case x, y
}

/// A value for each axis.
struct AxisPair: Equatable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ both: Double) {
        self.init(x: both, y: both)
    }

    init(_ value: (Axis) -> Double) {
        self.init(x: value(.x), y: value(.y))
    }

    subscript(axis: Axis) -> Double { axis == .x ? x : y }
}
