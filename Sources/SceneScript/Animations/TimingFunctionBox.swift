import Animation

/// A CAMediaTimingFunction as Lua holds it: a value, so every read makes a fresh box.
final class TimingFunctionBox {
    let function: TimingFunction

    init(_ function: TimingFunction) { self.function = function }

    /// The metatable's name, which is also the type name messages show.
    static let typeName = "CAMediaTimingFunction"
    /// The fields scripts read: the control points and the name of a named function.
    static let fields = ["c1x", "c1y", "c2x", "c2y", "name"]

    /// `CAMediaTimingFunction(easeIn)` or `CAMediaTimingFunction(0.5, 0, 0.5, 1)`.
    var description: String {
        if let name = function.name { return "\(TimingFunctionBox.typeName)(\(name))" }
        let points = [function.c1x, function.c1y, function.c2x, function.c2y].map(ValueDescription.n)
        return "\(TimingFunctionBox.typeName)(" + points.joined(separator: ", ") + ")"
    }
}
