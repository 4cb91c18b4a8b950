import Foundation

/// The process's resident memory as Linux counts it (/proc/self/status): now (`VmRSS`) and at
/// its peak (`VmHWM`), which `reset()` sets back to what is resident now (writing 5 to
/// /proc/self/clear_refs), so the peak of one piece of work can be read after it.
enum PeakResidentMemory {
    /// Starts a new peak from now and returns the bytes resident now; nil where the system
    /// does not allow it.
    static func reset() -> Int? {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? handle.close() }
        guard (try? handle.write(contentsOf: Data("5".utf8))) != nil else { return nil }
        return field("VmRSS:")
    }

    /// The peak since the last reset (or the process's start), in bytes; nil where unknown.
    static var peak: Int? { field("VmHWM:") }

    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return kilobytes * 1024
    }
}
