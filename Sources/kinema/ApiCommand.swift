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
            (its entry named main.swift), and each playground and playground page (linked in \
            KinemaStubs/Playgrounds; a compile_commands.json written into the playground sets up its \
            own files). Run the command again after adding or removing a scene. Open DIR in VS Code with the Swift extension, or in \
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
            try ApiCommand.writeSwiftStubs(into: swiftStubs)
        }
    }

    /// The stub modules, a package of the scenes of `folder`, the links to its playgrounds
    /// and pages, and their `compile_commands.json`.
    static func writeSwiftStubs(into folder: String) throws {
        let root = try madeFolder(folder, option: "--swift-stubs").standardizedFileURL
        let package: EditorPackage
        do {
            package = try EditorPackage(scanning: root)
        } catch {
            throw CommandFailure.usage("--swift-stubs: cannot read the folder '\(folder)': \(error.localizedDescription)")
        }
        try write(SwiftStubs.editorFiles(scenes: package.targets), into: folder, option: "--swift-stubs")
        let links = root.appendingPathComponent(SwiftStubs.stubsFolder).appendingPathComponent(SwiftStubs.playgroundLinksFolder)
        let files = FileManager.default
        do {
            // The links of the last run go: playgrounds may have been renamed or removed.
            try? files.removeItem(at: links)
            try files.createDirectory(at: links, withIntermediateDirectories: true)
            for link in package.links {
                try files.createSymbolicLink(atPath: links.appendingPathComponent(link.name).path, withDestinationPath: link.destination)
            }
            for playground in package.playgrounds {
                try PlaygroundCompileCommands.json(root: root.path, playground: playground)
                    .write(to: playground.folder.appendingPathComponent(PlaygroundCompileCommands.fileName), options: .atomic)
            }
        } catch {
            throw CommandFailure.usage("--swift-stubs: cannot link the playgrounds of '\(folder)': \(error.localizedDescription)")
        }
        let scenes = package.targets.filter { !$0.isLibrary }.map(\.name)
        print("wrote Package.swift and the modules \(SwiftStubModule.allCases.map(\.name).joined(separator: ", ")) "
              + "(in \(SwiftStubs.stubsFolder)/) to \(folder), with \(scenes.count) scene\(scenes.count == 1 ? "" : "s")"
              + (scenes.isEmpty ? "" : ": " + scenes.joined(separator: ", ")))
    }

    /// Writes `files` under `folder` (made if missing), each atomically.
    static func write(_ files: [GeneratedFile], into folder: String, option: String) throws {
        let root = try madeFolder(folder, option: option)
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

    /// The folder `folder`, made if missing; a usage failure when it is a file or cannot be made.
    private static func madeFolder(_ folder: String, option: String) throws -> URL {
        let root = URL(fileURLWithPath: folder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandFailure.usage("\(option): '\(folder)' is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.usage("\(option): cannot make the folder '\(folder)': \(error.localizedDescription)")
        }
        return root
    }
}
