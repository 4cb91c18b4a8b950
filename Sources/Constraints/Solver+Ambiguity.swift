// Ambiguity as UIKit's hasAmbiguousLayout means it: more than one value of a variable
// satisfies every required constraint at the same cost at every priority level.

extension Solver {
    /// True when constraints do not pin `variable` down: some other value of it solves
    /// them exactly as well, at every priority level.
    ///
    /// `x ≥ 0` alone leaves x ambiguous (every x ≥ 0 costs nothing; the solver shows 0);
    /// adding `x == 5` at any optional priority makes it 5 and not ambiguous; two equal
    /// priorities pulling x to 0 and 10 leave it ambiguous between them, as every x in
    /// 0...10 misses by 10 in all. A variable the solver does not hold is ambiguous. Meant
    /// for debugging: each call solves small linear programs over a copy of the tableau.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let record = variables[ObjectIdentifier(variable)] else { return true }
        return tableau.optimalFace().varies(record.symbol)
    }

    /// The variables the solver holds that `isAmbiguous(_:)`, in the order it met them.
    public var ambiguousVariables: [Variable] {
        let face = tableau.optimalFace()
        return variables.values.sorted { $0.order < $1.order }.filter { face.varies($0.symbol) }.map(\.variable)
    }
}
