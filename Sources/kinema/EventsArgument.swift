import ArgumentParser
import Foundation
import SceneScript
import Views

/// `--events FILE`: recorded input on the scene clock, for `render`, `probe`, `check` and `bench`.
struct EventsArgument: ParsableArguments {
    @Option(help: ArgumentHelp("""
        A file of input events, one a line ('0.5 down 100 200', '1.0 tap 40 40', \
        '2.0 drag 100 300 300 300 0.5', '3.0 type Hello' typing the rest of the line, \
        '3.5 key return'). Scenes without gestures or text fields ignore them; the file \
        must still be well formed.
        """, valueName: "file"))
    var events: String?

    /// The events in time order; none without `--events`. A missing file is a usage failure
    /// (status 2), a malformed line a scene failure (status 1) naming the line.
    func load() throws -> [InputEvent] {
        guard let path = events else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.usage("cannot read the events file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure.scene("\(path):1: the events file is not UTF-8 text")
        }
        do {
            return try InputEventFile.parse(text, file: path)
        } catch {
            throw CommandFailure.scene(error.description)
        }
    }
}
