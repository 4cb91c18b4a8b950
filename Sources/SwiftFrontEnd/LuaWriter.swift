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

    /// Writes `code` where the writer is; code of several lines (a closure's body, kept on its
    /// Swift lines) moves the writer down by them.
    mutating func append(_ code: String) {
        guard !code.isEmpty else { return }
        // Most code is one line: added in place, without splitting.
        if !code.utf8.contains(UInt8(ascii: "\n")) {
            let last = lines.count - 1
            if !lines[last].isEmpty, !lines[last].hasSuffix(" ") { lines[last] += " " }
            lines[last] += code
            return
        }
        var pieces = code.split(separator: "\n", omittingEmptySubsequences: false)
        var last = lines.removeLast()
        let first = String(pieces.removeFirst())
        if !last.isEmpty, !last.hasSuffix(" "), !first.isEmpty { last += " " }
        lines.append(last + first)
        lines += pieces.map(String.init)
    }

    /// The Swift column of the first statement on each line (0 where none started), so a
    /// runtime error's line also gives its column.
    private(set) var columns: [Int: Int] = [:]

    /// Notes that a statement at Swift `line` and `column` starts here.
    mutating func noteStatement(line: Int, column: Int) {
        if columns[line] == nil { columns[line] = column }
    }

    /// The lines' text as a body that keeps its lines: `firstLine`'s line first.
    var body: String {
        var kept = lines
        while let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty, kept.count > 1 { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
