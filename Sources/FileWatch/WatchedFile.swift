/// A path split into the directory inotify watches and the name events are filtered by.
struct WatchedFile: Hashable {
    /// The path as the caller gave it; changes report this string.
    let path: String
    let directory: String
    let name: String

    /// Nil for paths that cannot name a file (empty, or ending in a slash).
    init?(path: String) {
        guard !path.isEmpty, path.last != "/" else { return nil }
        self.path = path
        (directory, name) = WatchedFile.split(path)
    }

    /// `"a/b/c"` → `("a/b", "c")`, `"c"` → `(".", "c")`, `"/c"` → `("/", "c")`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let name = String(path[path.index(after: slash)...])
        var directory = path[..<slash]
        while directory.last == "/" { directory.removeLast() }
        return (directory.isEmpty ? "/" : String(directory), name)
    }

    /// The folder that holds `directory` and the name it has there, or nil at the top
    /// (`/`, or `.` for relative paths).
    static func parent(of directory: String) -> (directory: String, name: String)? {
        guard directory != "/", directory != "." else { return nil }
        let parts = split(directory)
        guard !parts.name.isEmpty, parts.name != ".", parts.name != ".." else { return nil }
        return parts
    }
}
