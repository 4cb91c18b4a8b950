/// The text of a Lua file, checked before Lua sees it: scenes are UTF-8 source, never
/// binary data or precompiled chunks.
struct SourceText {
    /// The bytes Lua compiles: the file without a byte-order mark, its `#!` line blanked.
    let bytes: [UInt8]

    /// Why a file is not acceptable source, and the line where that shows (if any).
    struct Problem: Error, Equatable {
        var line: Int?
        var message: String
    }

    /// Lua a translator made (a Swift scene's): taken as it is.
    init(translated lua: String) {
        bytes = Array(lua.utf8)
    }

    init(file bytes: [UInt8]) throws(Problem) {
        var text = bytes
        if text.starts(with: [0x1B, 0x4C, 0x75, 0x61]) {  // ESC "Lua"
            // The whole file is wrong: placed at its first line, so an editor can jump to it.
            throw Problem(line: 1, message: "precompiled Lua chunks are not accepted; a scene must be Lua source text")
        }
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
        if let bad = SourceText.firstInvalidByte(in: text) {
            let line = text[..<bad].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw Problem(line: line, message: "scene is not UTF-8 text")
        }
        if text.first == UInt8(ascii: "#") {
            // A `#!` line is skipped as Lua's own loader does; keep its newline for line numbers.
            let end = text.firstIndex(of: 0x0A) ?? text.endIndex
            text.replaceSubrange(0..<end, with: [])
        }
        self.bytes = text
    }

    /// The offset of the first byte that is not part of valid UTF-8, or is NUL (binary data).
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var iterator = CountingIterator(base: bytes.makeIterator())
        var decoder = UTF8()
        while true {
            let start = iterator.consumed
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar.value == 0 { return start }
            case .emptyInput: return nil
            case .error: return start
            }
        }
    }

    private struct CountingIterator: IteratorProtocol {
        var base: IndexingIterator<[UInt8]>
        var consumed = 0
        mutating func next() -> UInt8? {
            guard let byte = base.next() else { return nil }
            consumed += 1
            return byte
        }
    }
}
