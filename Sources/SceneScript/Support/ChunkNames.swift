/// The files whose code runs in a scene, and how to find them in Lua's error messages.
/// Lua prefixes a message with the chunk's name cut to 59 bytes ("...tail/of/long/path");
/// this maps such prefixes back to the paths as given.
struct ChunkNames {
    private var prefixes: [(id: [UInt8], path: String)] = []
    /// For translated files (Swift scenes): the column of each line's first statement.
    private var columns: [String: [Int: Int]] = [:]

    /// Notes where the statements of `path`'s lines start, for the columns of its errors.
    mutating func noteColumns(_ lineColumns: [Int: Int], of path: String) {
        if !lineColumns.isEmpty { columns[path] = lineColumns }
    }

    /// The chunk name to compile `path` with, remembering how messages will show it (Lua's
    /// messages show the shortened name; Kinema's own show the whole path).
    mutating func register(_ path: String) -> String {
        if !prefixes.contains(where: { $0.path == path }) {
            prefixes.append((Array(path.utf8), path))
            let shown = ChunkNames.shownIdentifier(of: path)
            if shown != Array(path.utf8) { prefixes.append((shown, path)) }
            prefixes.sort { $0.id.count > $1.id.count }
        }
        return "@" + path
    }

    /// The `file:line: message` in `message`; messages without a known file are put on
    /// `defaultFile` with no line.
    func sceneError(from message: String, defaultFile: String) -> SceneError {
        let bytes = Array(message.utf8)
        for (id, path) in prefixes where bytes.starts(with: id + [UInt8(ascii: ":")]) {
            var i = id.count + 1
            var line = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39, line < 100_000_000 {
                line = line * 10 + Int(bytes[i] - 0x30)
                i += 1
            }
            guard i > id.count + 1, i < bytes.count, bytes[i] == UInt8(ascii: ":") else { continue }
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
            return SceneError(file: path, line: line, column: columns[path]?[line], message: String(decoding: bytes[i...], as: UTF8.self))
        }
        return SceneError(file: defaultFile, line: nil, message: message)
    }

    /// What luaO_chunkid shows for "@path": the path, or "..." and its last bytes.
    static func shownIdentifier(of path: String) -> [UInt8] {
        let bytes = Array(path.utf8)
        let limit = 60  // LUA_IDSIZE, counting the "@" and the terminating NUL
        if bytes.count + 1 <= limit { return bytes }
        return Array("...".utf8) + bytes.suffix(limit - 4)
    }
}
