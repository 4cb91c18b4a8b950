import Foundation

/// A one-line progress bar redrawn in place on stderr, shown only when stderr is a terminal.
struct ProgressBar {
    let total: Int
    private let enabled = isatty(STDERR_FILENO) != 0

    init(total: Int) { self.total = total }

    /// Redraws the bar with `done` of `total` steps finished; the last step ends the line.
    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = width * min(done, total) / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let line = "\r\(bar) \(done)/\(total)" + (done >= total ? "\n" : "")
        FileHandle.standardError.write(Data(line.utf8))
    }
}
