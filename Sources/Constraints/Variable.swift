/// An unknown of a linear system, such as one edge of a view ("button.minX").
///
/// A variable is a handle: the solver tells variables apart by identity, never by name, so
/// two variables may share a name. It holds no value of its own; ask the solver that
/// constrains it (`Solver.value(of:)`), as one variable may live in several solvers.
/// Variables are deliberately not `Equatable`: `x == y` builds a `Constraint`. Compare
/// identities with `===`, or key dictionaries by `ObjectIdentifier`.
public final class Variable: CustomStringConvertible, Sendable {
    /// A name for messages and debugging.
    public let name: String

    public init(_ name: String = "") { self.name = name }

    public var description: String { name.isEmpty ? "(unnamed)" : name }
}
