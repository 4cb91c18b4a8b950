/// The Lua a Swift scene becomes, written so that each Swift line's code lands on the same Lua
/// line where it can: a runtime error's Lua line is then the Swift line, and `translate`'s
/// output reads beside the Swift. Code for a later Swift line starts a new line; code for an
/// earlier one (a construct folded onto fewer lines) goes on the current line.
struct LuaWriter {
    private(set) var lines: [String] = [""]
    /// The line `lines[0]` is: 1 for a file, a closure's first line for its body.
    let firstLine: Int

    init(firstLine: Int = 1) { self.firstLine = firstLine }

    /// The Lua line being written, from `firstLine`.
    var currentLine: Int { firstLine + lines.count - 1 }

    /// Writes `code` at Swift line `line` (moving down to it first when it is below).
    mutating func write(_ code: String, at line: Int) {
        while currentLine < line { lines.append("") }
        append(code)
    }

    /// Writes `code` where the writer is.
    mutating func append(_ code: String) {
        guard !code.isEmpty else { return }
        var last = lines.removeLast()
        if !last.isEmpty, !last.hasSuffix(" ") { last += " " }
        lines.append(last + code)
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
