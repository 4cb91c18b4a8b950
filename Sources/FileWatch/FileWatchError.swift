import Glibc

/// The kernel refused to create the inotify instance (for example too many open files or
/// instances for this user).
public struct FileWatchError: Error, CustomStringConvertible {
    /// The `errno` value `inotify_init1` set.
    public var code: Int32

    public init(code: Int32) { self.code = code }

    public var description: String {
        "cannot watch files: " + String(cString: strerror(code))
    }
}
