import Foundation

/// A command that cannot go on: `message` goes to stderr and the process exits with `status`
/// (1 for a scene error, 2 for bad arguments or a missing file).
struct CommandFailure: Error {
    var message: String
    var status: Int32

    /// The scene (or something it loads) has an error; `message` is `path:line: message` lines.
    static func scene(_ message: String) -> CommandFailure { CommandFailure(message: message, status: 1) }

    /// An argument names a file that is missing or unreadable, or a value that cannot work.
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: "kinema: \(message)", status: 2) }

    /// Something outside the scene failed (no display, a file that cannot be written).
    static func environment(_ message: String) -> CommandFailure { CommandFailure(message: "kinema: \(message)", status: 1) }
}
