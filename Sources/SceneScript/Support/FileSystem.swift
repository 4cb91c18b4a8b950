#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file access scenes need, as plain functions over paths as given (relative
/// paths stay relative, so messages show them as the person typed them).
enum FileSystem {
    /// The folder part of `path`: "" for "x.lua", "Scenes" for "Scenes/x.lua", "/" for "/x.lua".
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` below `directory`; "" is the current directory.
    static func join(_ directory: String, _ path: String) -> String {
        if directory.isEmpty { return path }
        if directory.hasSuffix("/") { return directory + path }
        return directory + "/" + path
    }

    /// The folder containing `directory`, lexically where that is safe ("Scenes" → "").
    static func parent(of directory: String) -> String {
        let components = directory.split(separator: "/", omittingEmptySubsequences: true)
        if directory.isEmpty || components.last == "." || components.last == ".." { return join(directory, "..") }
        if directory == "/" { return "/" }
        let parent = directory.hasPrefix("/") ? "/" + components.dropLast().joined(separator: "/")
                                              : components.dropLast().joined(separator: "/")
        return parent
    }

    /// True for a folder (through links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the file at `path`, or a sentence saying why there are none.
    static func contents(of path: String) -> Result<[UInt8], FileError> {
        // Opened without blocking, so a FIFO or a device is found out by fstat instead of
        // waiting forever for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(FileError(message: errno == ENOENT ? "no such file" : String(cString: strerror(errno))))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return .failure(FileError(message: "not a regular file"))
        }
        guard let file = fdopen(descriptor, "rb") else {
            close(descriptor)
            return .failure(FileError(message: String(cString: strerror(errno))))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes += chunk[..<count] }
            if count < chunk.count {
                if ferror(file) != 0 { return .failure(FileError(message: "cannot read the file")) }
                return .success(bytes)
            }
        }
    }

    struct FileError: Error { var message: String }
}
