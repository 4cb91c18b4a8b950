import Foundation
import SceneScript

/// `kinema check --typecheck SCENE`: the Swift compiler's type checker (and the checks that
/// follow it, as an editor shows them) on a Swift scene's files against the scene API's stub
/// modules (`SwiftStubCache`). The compiler allows
/// top-level code in one file of several only when it is named `main.swift`, so an entry with
/// another name (a playground's `Contents.swift`, a folder's one file with top-level code) is
/// checked as a copy named `main.swift` that begins with `#sourceLocation`: every diagnostic
/// names the scene's own `File.swift:LINE:COL`.
struct SwiftTypeCheck {
    let compiler: SwiftCompiler

    /// The diagnostics of the scene at `scenePath`, whose files are `files` (the entry last).
    func check(scene scenePath: String, files: [String], modules: URL) throws -> SwiftCompiler.Run {
        guard let entry = files.last else { throw CommandFailure.usage("\(scenePath) has no .swift files") }
        var inputs = files
        var workFolder: URL?
        defer { if let workFolder { try? FileManager.default.removeItem(at: workFolder) } }
        if files.count > 1, (entry as NSString).lastPathComponent != "main.swift" {
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kinema-typecheck-\(UUID().uuidString)")
            let main = folder.appendingPathComponent("main.swift")
            do {
                let text = try String(contentsOfFile: entry, encoding: .utf8)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data((SwiftTypeCheck.sourceLocation(entry) + "\n" + text).utf8).write(to: main)
            } catch {
                throw CommandFailure.usage("cannot read \(entry): \(error.localizedDescription)")
            }
            workFolder = folder
            inputs[inputs.count - 1] = main.path
        }
        // Up to SIL, whose mandatory passes find what Xcode and SourceKit-LSP report beyond the type
        // checker (a missing return, a constant read before it is set); nothing is written.
        return try compiler.run(["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", SwiftStubs.moduleName(ofScene: scenePath),
                                 "-I", modules.path, "-diagnostic-style", "llvm"] + SwiftStubModule.compilerFlags + inputs)
    }

    /// `#sourceLocation(file: "PATH", line: 1)`: the next line is line 1 of `path`.
    static func sourceLocation(_ path: String) -> String {
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)"
    }
}
