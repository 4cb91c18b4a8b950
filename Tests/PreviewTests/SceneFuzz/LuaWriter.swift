/// Lines of Lua, one statement a line, indented inside the functions a statement opens.
struct LuaWriter {
    private var lines: [String] = []
    /// How many functions the next line is inside.
    private(set) var depth = 0

    /// Appends `statement` at the current indentation.
    mutating func line(_ statement: String) {
        lines.append(String(repeating: "  ", count: depth) + statement)
    }

    /// Appends `opening` (a line ending in `function(...)`) and indents what follows.
    mutating func open(_ opening: String) {
        line(opening)
        depth += 1
    }

    /// Ends the innermost function with `closing` (`end`, `end)`, `end })`).
    mutating func close(_ closing: String) {
        depth -= 1
        line(closing)
    }

    var source: String { lines.joined(separator: "\n") + "\n" }
}
