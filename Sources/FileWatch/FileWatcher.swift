import Glibc

/// Watches a set of files with inotify and reports when any of them changes.
///
/// Each file's *directory* is watched and events are filtered by name, so saves that write a
/// temporary file and rename it over the original (vim, VS Code, `sed -i`), deletions and
/// re-creations are all seen. A file whose directory does not exist (yet, or any more) is
/// watched through its nearest existing ancestor until the directory appears again.
public final class FileWatcher {
    /// The inotify descriptor: readable when changes are waiting, for callers that `poll` several
    /// descriptors themselves.
    public let fileDescriptor: Int32

    /// What one inotify watch (one directory) is for.
    struct DirectoryWatch {
        /// Watched file names in this directory → the paths the caller gave for them.
        var files: [String: [String]] = [:]
        /// Names of missing sub-directories on the way to watched files: when one appears, the
        /// watches are re-armed.
        var awaitedDirectories: Set<String> = []
    }

    /// The events every directory watch asks for.
    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB
                                 | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    var files: [WatchedFile] = []
    var watches: [Int32: DirectoryWatch] = [:]

    /// Creates an inotify instance watching nothing.
    public init() throws {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw FileWatchError(code: errno) }
        fileDescriptor = descriptor
    }

    deinit {
        close(fileDescriptor)
    }

    /// Replaces the set of watched files. Paths may be relative (to the current directory) or
    /// absolute, and need not exist; changes report them exactly as given here.
    public func watch(_ paths: Set<String>) {
        files = paths.sorted().compactMap(WatchedFile.init(path:))
        _ = rearm()
    }

    /// Waits up to `timeout` seconds for changes (0 returns at once, `.infinity` waits until one
    /// comes; negative or NaN count as 0) and returns the changed files, each once, in the order
    /// their first event arrived.
    public func poll(timeout: Double) -> [FileChange] {
        var changes = ChangeList()
        guard waitUntilReadable(timeout: timeout) else { return [] }
        var needsRearm = false
        readEvents { event, time in
            if handle(event, into: &changes, at: time) { needsRearm = true }
        }
        if needsRearm {
            let now = MonotonicClock.seconds()
            for path in rearm() { changes.add(path, at: now) }
        }
        return changes.list
    }

    private func waitUntilReadable(timeout: Double) -> Bool {
        let milliseconds: Int32
        if timeout.isNaN || timeout <= 0 {
            milliseconds = 0
        } else if timeout * 1000 >= Double(Int32.max) {
            milliseconds = -1
        } else {
            milliseconds = Int32((timeout * 1000).rounded(.up))
        }
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = Glibc.poll(&request, 1, milliseconds)
            if ready >= 0 { return ready > 0 }
            if errno != EINTR { return false }
        }
    }
}
