/// The keys of a table, read for argument tables and constructor tables.
extension Lua {
    /// The keys of the table at `index` in name order, as a script writes them: a string as
    /// itself, a number as Lua writes it (`1`), anything else as its type name.
    func keyNames(of index: Int32) -> [String] {
        var names: [String] = []
        forEachPair(in: index) { key, _ in names.append(string(at: key) ?? numberText(at: key) ?? typeName(at: key)) }
        return names.sorted()
    }

    /// The keys of the table at `index` in name order, when all are strings; otherwise the
    /// error `failure` makes for the first other key (given its stack index).
    func stringKeys<E: Error>(of index: Int32, orElse failure: (Int32) -> E) throws(E) -> [String] {
        var names: [String] = []
        try forEachPair(in: index) { key, _ throws(E) in
            guard let name = string(at: key) else { throw failure(key) }
            names.append(name)
        }
        return names.sorted()
    }
}
