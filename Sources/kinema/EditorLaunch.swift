import Foundation

/// `E` in the window: the selected layer's line opened in the user's editor (`$VISUAL`, else
/// `$EDITOR`), or printed as `file:line` when neither is set. The editor runs beside the
/// previewer, never waited for; if it cannot start or fails, a message says so and gives the
/// line, and the previewer runs on.
struct EditorLaunch {
    /// The program and its arguments.
    let arguments: [String]

    /// How `editor` (a command line: a program and any arguments, as `$EDITOR` holds it) opens
    /// `file` at `line`: editors of the Visual Studio Code family take `-g file:line`, Sublime
    /// Text and Zed take `file:line`, and the rest (vi, Vim, Neovim, nano, Emacs, micro, Kate,
    /// gedit) take `+line file`. Nil for an empty command.
    init?(editor: String, file: String, line: Int) {
        let words = editor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let program = words.first else { return nil }
        let name = String(program.split(separator: "/").last ?? Substring(program))
        let place: [String]
        switch name {
        case "code", "code-insiders", "codium", "vscodium", "cursor": place = ["-g", "\(file):\(line)"]
        case "subl", "sublime_text", "zed", "zeditor": place = ["\(file):\(line)"]
        default: place = ["+\(line)", file]
        }
        arguments = words + place
    }

    /// Splits "Scenes/Welcome.lua:12" into its file and line; nil without a line.
    static func split(_ origin: String) -> (file: String, line: Int)? {
        guard let colon = origin.lastIndex(of: ":"), let line = Int(origin[origin.index(after: colon)...]), line > 0 else { return nil }
        return (String(origin[..<colon]), line)
    }

    /// Opens `origin` (`file:line`) in the editor `environment` names, returning what to tell
    /// the user now; `report` hears later if the editor failed.
    static func open(_ origin: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                     report: @escaping @Sendable (String) -> Void) -> String {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let editor, let (file, line) = split(origin), let launch = EditorLaunch(editor: editor, file: file, line: line) else {
            return origin
        }
        let process = Process()
        // env finds the program on PATH, as a shell would.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = launch.arguments
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { ended in
            guard ended.terminationReason != .exit || ended.terminationStatus != 0 else { return }
            let how = ended.terminationReason == .exit ? "exit status \(ended.terminationStatus)" : "signal \(ended.terminationStatus)"
            report("kinema: the editor '\(editor)' failed (\(how)); the line is \(origin)")
        }
        do {
            try process.run()
        } catch {
            return "kinema: cannot run the editor '\(editor)' (\(error.localizedDescription)); the line is \(origin)"
        }
        return "opening \(origin) in \(editor)"
    }
}
