import ArgumentParser
import Foundation
import SceneScript

/// `kinema api --lua-defs DIR` and `kinema api --swift-stubs DIR`: writes editor definitions
/// of the scene API.
struct ApiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Write editor definitions of the scene API: Lua Language Server definitions, or Swift modules for SourceKit-LSP.",
        discussion: """
            --lua-defs DIR writes kinema-types.lua, kinema-globals.lua and kinema-lua-base.lua \
            (---@meta files: every global, every type with its properties and methods) and a \
            .luarc.json (Lua 5.4, the sandbox's libraries only, the scene globals) into DIR, made if \
            missing. Open DIR (or a folder with DIR in it) with sumneko's Lua extension or lua_ls.

            --swift-stubs DIR writes the scene API as the Swift modules UIKit, QuartzCore, \
            CoreGraphics, PlaygroundSupport and ObjectiveC (in DIR/KinemaStubs) and a Package.swift \
            whose targets are the Swift scenes in DIR: each .swift file, each folder of .swift files \
            (its entry named main.swift) and each playground (linked in KinemaStubs/Playgrounds, its \
            own files set up by a compile_commands.json written into it; run the command again after \
            adding one). Open DIR in VS Code with the Swift extension, or in \
            Neovim with sourcekit-lsp: scenes complete and type-check as they would against Apple's \
            frameworks. The package is for the editor; it does not link. See the README's "Editor \
            support".

            Example:
              kinema api --lua-defs Scenes
              kinema api --swift-stubs Scenes/Swift
            """)

    @Option(name: .customLong("lua-defs"), help: ArgumentHelp("The folder to write Lua definitions into.", valueName: "DIR"))
    var luaDefinitions: String?

    @Option(name: .customLong("swift-stubs"), help: ArgumentHelp("The scenes folder to write the Swift modules and Package.swift into.",
                                                                 valueName: "DIR"))
    var swiftStubs: String?

    func validate() throws {
        guard luaDefinitions != nil || swiftStubs != nil else { throw ValidationError("give --lua-defs DIR or --swift-stubs DIR") }
        if luaDefinitions?.isEmpty == true { throw ValidationError("--lua-defs needs a folder") }
        if swiftStubs?.isEmpty == true { throw ValidationError("--swift-stubs needs a folder") }
    }

    func run() throws {
        if let luaDefinitions {
            let files = LuaDefinitions.files()
            try ApiCommand.write(files, into: luaDefinitions, option: "--lua-defs")
            print("wrote \(files.map(\.name).joined(separator: ", ")) to \(luaDefinitions)")
        }
        if let swiftStubs {
            let files = SwiftStubs.editorFiles()
            try ApiCommand.write(files, into: swiftStubs, option: "--swift-stubs")
            let playgrounds = try ApiCommand.linkPlaygrounds(in: swiftStubs)
            print("wrote Package.swift and the modules \(SwiftStubModule.allCases.map(\.name).joined(separator: ", ")) "
                  + "(in \(SwiftStubs.stubsFolder)/) to \(swiftStubs)"
                  + (playgrounds.isEmpty ? "" : "; linked the playgrounds \(playgrounds.joined(separator: ", "))"))
        }
    }

    /// Writes `files` under `folder` (made if missing), each atomically.
    static func write(_ files: [GeneratedFile], into folder: String, option: String) throws {
        let root = URL(fileURLWithPath: folder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandFailure.usage("\(option): '\(folder)' is a file, not a folder")
        }
        for file in files {
            let url = root.appendingPathComponent(file.name)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                throw CommandFailure.usage("\(option): cannot write '\(url.path)': \(error.localizedDescription)")
            }
        }
    }

    /// Links each playground of `folder` (`Orbits.playground` with a `Contents.swift`) as
    /// `KinemaStubs/Playgrounds/Orbits` (its module name), where the package finds it, after
    /// removing the links of playgrounds that are gone, and writes its `compile_commands.json`;
    /// returns the playgrounds' names.
    static func linkPlaygrounds(in folder: String) throws -> [String] {
        let files = FileManager.default
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        let links = root.appendingPathComponent(SwiftStubs.stubsFolder).appendingPathComponent(SwiftStubs.playgroundLinksFolder)
        do {
            try files.createDirectory(at: links, withIntermediateDirectories: true)
            for old in try files.contentsOfDirectory(atPath: links.path)
            where (try? files.destinationOfSymbolicLink(atPath: links.appendingPathComponent(old).path)) != nil {
                try files.removeItem(at: links.appendingPathComponent(old))
            }
            let playgrounds = try files.contentsOfDirectory(atPath: root.path).filter {
                $0.hasSuffix(".playground") && files.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("Contents.swift").path)
            }.sorted()
            for playground in playgrounds {
                let path = root.appendingPathComponent(playground)
                try files.createSymbolicLink(atPath: links.appendingPathComponent(SwiftStubs.moduleName(ofScene: playground)).path,
                                             withDestinationPath: "../../" + playground)
                let sources = (files.enumerator(atPath: path.appendingPathComponent("Sources").path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".swift") }.sorted().map { path.appendingPathComponent("Sources").appendingPathComponent($0).path }
                try PlaygroundCompileCommands.json(root: root.path, playground: path.path, sources: sources)
                    .write(to: path.appendingPathComponent(PlaygroundCompileCommands.fileName), options: .atomic)
            }
            return playgrounds
        } catch {
            throw CommandFailure.usage("--swift-stubs: cannot link the playgrounds of '\(folder)': \(error.localizedDescription)")
        }
    }
}
