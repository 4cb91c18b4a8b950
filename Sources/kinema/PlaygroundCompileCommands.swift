import Foundation
import SceneScript

/// The `compile_commands.json` `kinema api --swift-stubs` writes into each playground of a
/// scenes folder: SwiftPM reads no sources inside a `.playground` folder, so SourceKit-LSP
/// takes the compiler arguments of the playground's own files from here. `Sources/*.swift` are
/// the module `NAME_Sources` and `Contents.swift` imports it, as Xcode has it; both find the
/// stub modules (and that module) where SwiftPM builds the folder's package, for the command
/// line (`.build/debug`) or for SourceKit-LSP's background indexing (`.build/index-build`).
enum PlaygroundCompileCommands {
    /// The file's name in the playground.
    static let fileName = "compile_commands.json"

    /// The JSON compilation database of the playground `playground` (absolute) in the scenes
    /// folder `root` (absolute), whose `Sources/` holds `sources` (absolute paths).
    static func json(root: String, playground: String, sources: [String]) throws -> Data {
        let name = SwiftStubs.moduleName(ofScene: playground)
        let common = [root + "/.build/debug/Modules", root + "/.build/index-build/debug/Modules"].flatMap { ["-I", $0] }
            + SwiftStubModule.compilerFlags
        let contents = playground + "/Contents.swift"
        let imports = sources.isEmpty ? [] : ["-Xfrontend", "-import-module", "-Xfrontend", name + "_Sources"]
        var entries: [[String: Any]] = [
            ["directory": playground, "file": contents, "arguments": ["swiftc", "-module-name", name] + common + imports + [contents]],
        ]
        for source in sources {
            entries.append(["directory": playground, "file": source,
                            "arguments": ["swiftc", "-module-name", name + "_Sources", "-parse-as-library"] + common + sources])
        }
        return try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
