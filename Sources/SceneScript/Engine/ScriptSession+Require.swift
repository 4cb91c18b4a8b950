import CLua
import LuaShim

/// `require("name")` loads `name.lua` from the scene's own folder (`"ui.buttons"` is
/// `ui/buttons.lua`), and nothing outside it. The shim caches modules and finds cycles;
/// this resolves a name to its compiled chunk and records the file as watched.
extension ScriptSession {
    static let resolveModule: ScriptFunction = { s, lua throws(ScriptFailure) in try s.resolveModule(lua) }
    static let loadModule: ScriptFunction = { s, lua throws(ScriptFailure) in try s.loadModule(lua) }

    /// Pushes the path of module `name` (argument 1), which must be a file in the scene's folder.
    private func resolveModule(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let name = lua.string(at: 1) else { throw .message("require needs a module name") }
        let path = FileSystem.join(sceneDirectory, try moduleFile(for: name))
        watchedPaths.insert(path)  // also when missing: creating it should reload the scene
        guard FileSystem.isRegularFile(path) else { throw .message("cannot find module '\(name)' (no file \(path))") }
        // A symbolic link must not lead out of the scene's folder either.
        guard let folder = FileSystem.resolved(sceneDirectory), let file = FileSystem.resolved(path),
              file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw .message("module '\(name)' is outside the scene's folder")
        }
        lua.push(path)
        return 1
    }

    /// Pushes the compiled chunk of the module file at `path` (argument 1).
    private func loadModule(_ lua: Lua) throws(ScriptFailure) -> Int32 {
        guard let path = lua.string(at: 1) else { return 0 }
        ks_registerchunk(lua.state, chunkNames.register(path))
        let source: SourceText
        do throws(SceneError) { source = try sourceText(of: path) } catch { throw .positioned(error.description) }
        guard compile(source, path: path, on: lua) else {
            let message = lua.string(at: -1) ?? "cannot compile \(path)"
            lua.pop()
            throw .positioned(message)
        }
        return 1
    }

    /// The file, relative to the scene's folder, that module `name` lives in.
    private func moduleFile(for name: String) throws(ScriptFailure) -> String {
        var module = name
        if module.hasSuffix(".lua") { module.removeLast(4) }
        let rule = "require: '\(name)' must name a .lua file in the scene's folder (no '..', no absolute paths)"
        guard !module.isEmpty, !module.hasPrefix("/"), !module.contains(".."), !module.contains("\\"),
              !module.unicodeScalars.contains(where: { $0.value < 0x20 }) else { throw .message(rule) }
        let components = module.split(separator: "/", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        guard components.allSatisfy({ !$0.isEmpty }) else { throw .message(rule) }
        return components.joined(separator: "/") + ".lua"
    }
}
