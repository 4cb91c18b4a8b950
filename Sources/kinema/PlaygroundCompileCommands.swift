import Foundation
import SceneScript

/// The `compile_commands.json` `kinema api --swift-stubs` writes into each playground of a
/// scenes folder: SwiftPM reads no sources inside a `.playground` folder, so SourceKit-LSP
/// takes the compiler arguments of the playground's own files from here. `Sources/*.swift` are
/// one module and each `Contents.swift` (the playground's, each page's) imports it, as Xcode
/// has it; all find the stub modules (and that module) where SwiftPM builds the folder's
/// package, for the command line (`.build/debug`) or for SourceKit-LSP's background indexing
/// (`.build/index-build`).
enum PlaygroundCompileCommands {
    /// The file's name in the playground.
    static let fileName = "compile_commands.json"

    /// The JSON compilation database of `playground`, in the scenes folder `root` (absolute).
    static func json(root: String, playground: EditorPackage.Playground) throws -> Data {
        let common = [root + "/.build/debug/Modules", root + "/.build/index-build/debug/Modules"].flatMap { ["-I", $0] }
            + SwiftStubModule.compilerFlags
        let folder = playground.folder.path
        let imports = playground.sourcesModule.map { ["-Xfrontend", "-import-module", "-Xfrontend", $0] } ?? []
        var entries: [[String: Any]] = playground.entries.map { entry in
            ["directory": folder, "file": entry.file, "arguments": ["swiftc", "-module-name", entry.module] + common + imports + [entry.file]]
        }
        if let module = playground.sourcesModule {
            for source in playground.sources {
                entries.append(["directory": folder, "file": source,
                                "arguments": ["swiftc", "-module-name", module, "-parse-as-library"] + common + playground.sources])
            }
        }
        return try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
