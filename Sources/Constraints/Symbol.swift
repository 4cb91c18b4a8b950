/// A column of the simplex tableau: an external variable, or a symbol the solver made for a
/// constraint. The kind sits in the two low bits and a small serial above them, so symbols
/// sort by serial, index dense arrays, and compare as one integer in the inner loops.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A user's variable: unrestricted in sign.
        case external = 0
        /// An inequality's slack (or an artificial variable): at least zero.
        case slack = 1
        /// An optional constraint's error: at least zero, its size costs.
        case error = 2
        /// A required equality's marker: always zero, never enters the basis.
        case dummy = 3
    }

    let raw: UInt32

    init(serial: Int, kind: Kind) { raw = UInt32(serial) << 2 | kind.rawValue }

    var serial: Int { Int(raw >> 2) }
    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    var isError: Bool { raw & 3 == Kind.error.rawValue }
    /// Slacks and errors: restricted symbols that may enter the basis.
    var isPivotable: Bool { !isExternal && !isDummy }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
