/// One watched file that changed: written, replaced by a rename, created, deleted or had its
/// attributes changed. Several events for the same file within one `FileWatcher.poll` are
/// coalesced into one change.
public struct FileChange: Hashable, Sendable {
    /// The path exactly as it was given to `FileWatcher.watch`.
    public var path: String
    /// `MonotonicClock.seconds()` when the first event for this file was read from the kernel.
    public var timestamp: Double

    public init(path: String, timestamp: Double) {
        self.path = path
        self.timestamp = timestamp
    }
}
