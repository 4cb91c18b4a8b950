import ArgumentParser
import Foundation
import Geometry
import Preview
import Views

/// The scene file every subcommand takes first.
struct SceneArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene file: Lua, or Swift (a .swift file, run through the Swift front end).", valueName: "scene"))
    var path: String

    @Option(help: ArgumentHelp("A Swift scene's UIViewController subclass to host as the root, when it has several.", valueName: "controller"))
    var root: String?

    /// A session on the scene, loaded once. Throws a usage failure (status 2) when the file is
    /// missing or is a folder, and, when `allowingErrors` is false, a scene failure (status 1)
    /// when the scene does not load. What the scene prints goes to `onPrint` (standard output
    /// unless the command's output is data). `input` is the recorded pointer input the scene
    /// gets as its time passes. `threads` paint each frame (`renderThreads`).
    func openSession(size: Size? = nil, time: Double = 0, input: [InputEvent] = [], scale: Double = 2, threads: Int = 1,
                     allowingErrors: Bool = false,
                     onPrint: @escaping (String) -> Void = { print($0) }) throws -> PreviewSession {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandFailure.usage("no such scene file: \(path)")
        }
        // A folder is a scene when it is a Swift one (a playground, a folder of .swift files).
        let isSwiftFolder = isFolder.boolValue && SwiftFrontEndProgram.isSwiftScene(path)
        guard !isFolder.boolValue || isSwiftFolder else { throw CommandFailure.usage("\(path) is a folder, not a scene file") }
        if !isSwiftFolder {
            // Through links, as the scene is read.
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                throw CommandFailure.usage("\(path) is not a regular file (a pipe, a socket or a device), not a scene file")
            }
            guard FileManager.default.isReadableFile(atPath: path) else { throw CommandFailure.usage("cannot read \(path)") }
        }
        if root != nil, SwiftFrontEndProgram.translator(for: path) == nil {
            throw CommandFailure.usage("--root chooses a Swift scene's view controller; \(path) is a Lua scene")
        }
        var options = SessionOptions(sizeOverride: size, initialTime: time, input: input, screenScale: scale, renderThreads: threads)
        options.translator = SwiftFrontEndProgram.translator(for: path, root: root)
        let session = PreviewSession(scenePath: path, options: options)
        session.onPrint = onPrint
        session.onWarning = { FileHandle.standardError.write(Data("kinema: \($0)\n".utf8)) }
        if let error = session.reload(), !allowingErrors { throw CommandFailure.scene(error.description) }
        return session
    }

    /// The threads a window or an export paints frames with: one a core, at most four.
    static var machineThreads: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4) }
}
