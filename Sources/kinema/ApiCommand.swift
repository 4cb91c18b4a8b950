import ArgumentParser
import Foundation
import SceneScript

/// `kinema api --lua-defs DIR`: writes editor definitions of the scene API.
struct ApiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Write Lua Language Server definitions of the scene API, for completion and checks in editors.",
        discussion: """
            Writes kinema-types.lua, kinema-globals.lua and kinema-lua-base.lua (---@meta files: every \
            global, every type with its properties and methods) and a .luarc.json (Lua 5.4, the \
            sandbox's libraries only, the scene globals) into DIR, made if missing. Open DIR (or a \
            folder with DIR in it) with sumneko's Lua extension or lua_ls; see the README's \
            "Editor support".

            Example:
              kinema api --lua-defs Scenes
            """)

    @Option(name: .customLong("lua-defs"), help: ArgumentHelp("The folder to write the definitions into.", valueName: "DIR"))
    var luaDefinitions: String

    func validate() throws {
        guard !luaDefinitions.isEmpty else { throw ValidationError("--lua-defs needs a folder") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: luaDefinitions)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandFailure.usage("--lua-defs: '\(luaDefinitions)' is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.usage("--lua-defs: cannot make the folder '\(luaDefinitions)': \(error.localizedDescription)")
        }
        for file in LuaDefinitions.files() {
            let url = folder.appendingPathComponent(file.name)
            do {
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                throw CommandFailure.usage("--lua-defs: cannot write '\(url.path)': \(error.localizedDescription)")
            }
        }
        print("wrote \(LuaDefinitions.files().map(\.name).joined(separator: ", ")) to \(folder.path)")
    }
}
