import Foundation
import SceneScript

/// The Swift front end (`kinema-swift`), a program of its own beside `kinema` so that
/// building `kinema` never waits on SwiftSyntax. The first Swift scene builds it (saying so,
/// with SwiftPM's progress); every Swift scene then runs through it: `kinema-swift translate`
/// prints the Lua, whose lines are the Swift lines.
struct SwiftFrontEndProgram {
    /// The program's path.
    let path: String

    /// Whether `path` names a Swift scene: a `.swift` file, a `.playground`, or a folder with
    /// `.swift` files in it (subfolders included).
    static func isSwiftScene(_ path: String) -> Bool {
        if path.hasSuffix(".swift") || path.hasSuffix(".playground") || path.hasSuffix(".playground/") { return true }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
              let walker = FileManager.default.enumerator(atPath: path) else { return false }
        while let name = walker.nextObject() as? String { if name.hasSuffix(".swift") { return true } }
        return false
    }

    /// The translator for the scene at `path`, or nil for a Lua scene; `root` is `--root`.
    static func translator(for path: String, root: String? = nil) -> SceneTranslator? {
        guard isSwiftScene(path) else { return nil }
        return { scenePath throws(SceneError) in
            let program: SwiftFrontEndProgram
            do {
                program = try SwiftFrontEndProgram.locate()
            } catch {
                throw SceneError(file: scenePath, message: "\(error)")
            }
            return try program.translate(scenePath, root: root)
        }
    }

    /// The program beside this `kinema` (`KINEMA_SWIFT` may name another), built first when
    /// it is missing. (`./preview` builds it again for a Swift scene, so it is never stale there;
    /// it is not rebuilt here when older, as `swift test` holds the build folder while its
    /// tests run `kinema`.)
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SwiftFrontEndProgram {
        if let named = environment["KINEMA_SWIFT"], !named.isEmpty { return SwiftFrontEndProgram(path: named) }
        let kinema = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = kinema.deletingLastPathComponent()
        let path = folder.appendingPathComponent("kinema-swift").path
        if FileManager.default.isExecutableFile(atPath: path) { return SwiftFrontEndProgram(path: path) }
        try build(into: folder)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CommandFailure.environment("building the Swift front end did not make \(path)")
        }
        return SwiftFrontEndProgram(path: path)
    }

    /// Builds `kinema-swift` with SwiftPM in the package `folder` (a build products folder,
    /// `.build/<triple>/<configuration>`) belongs to, in the same configuration.
    private static func build(into folder: URL) throws {
        let configuration = folder.lastPathComponent == "release" ? "release" : "debug"
        var package = folder
        while package.path != "/", !FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
            package = package.deletingLastPathComponent()
        }
        guard package.path != "/" else {
            throw CommandFailure.environment("the Swift front end (kinema-swift) is not beside \(CommandLine.arguments[0]) "
                                             + "and there is no Kinema package above it to build it in")
        }
        FileHandle.standardError.write(Data(("kinema: building the Swift front end for the first Swift scene (kinema-swift, "
            + "\(configuration); SwiftSyntax takes a few minutes the first time, then never again)…\n").utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", configuration, "--product", "kinema-swift", "--package-path", package.path]
        process.standardOutput = FileHandle.standardError
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure.environment("building the Swift front end failed (swift build exited with \(process.terminationStatus))")
        }
    }

    /// The Lua of the Swift scene at `scenePath`, one chunk per file, or its first error as the
    /// scene's error.
    func translate(_ scenePath: String, root: String? = nil) throws(SceneError) -> [TranslatedChunk] {
        let marker = "--@kinema-chunk ", columnsMarker = "--@kinema-columns "
        var chunks: [TranslatedChunk] = []
        var path: String?, columns: [Int: Int] = [:], lines: [Substring] = []
        func finish() {
            if let path { chunks.append(TranslatedChunk(path: path, lua: lines.joined(separator: "\n"), columns: columns)) }
        }
        for line in try translatedText(scenePath, root: root).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker) {
                finish()
                path = String(line.dropFirst(marker.count))
                columns = [:]
                lines = []
            } else if line.hasPrefix(columnsMarker), lines.isEmpty {
                for pair in line.dropFirst(columnsMarker.count).split(separator: ",") {
                    let parts = pair.split(separator: ":")
                    if parts.count == 2, let l = Int(parts[0]), let c = Int(parts[1]) { columns[l] = c }
                }
            } else {
                lines.append(line)
            }
        }
        finish()
        return chunks
    }

    /// What `kinema-swift translate` prints for `scenePath`.
    func translatedText(_ scenePath: String, root: String? = nil) throws(SceneError) -> String {
        try output(of: ["translate", scenePath] + (root.map { ["--root", $0] } ?? []), scenePath)
    }

    /// The files of the scene at `scenePath` in the order they run, the entry last
    /// (`kinema-swift files`, which follows the front end's rules for folders and playgrounds).
    func files(_ scenePath: String) throws(SceneError) -> [String] {
        try output(of: ["files", scenePath], scenePath).split(separator: "\n").map(String.init)
    }

    /// What `kinema-swift arguments` prints, or its error as the error of the scene at `scenePath`.
    private func output(of arguments: [String], _ scenePath: String) throws(SceneError) -> String {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: path, arguments: arguments, pipeInput: false, captureOutput: true)
        } catch {
            throw SceneError(file: scenePath, message: "cannot run the Swift front end \(path): \(error)")
        }
        let ended = child.wait()
        guard ended == .exited(0) else {
            let message = child.lastErrorLines(20).joined(separator: "\n")
            throw SwiftFrontEndProgram.sceneError(message, file: scenePath)
        }
        return child.capturedOutput()
    }

    /// `File.swift:LINE:COL: message` read back as a scene error.
    static func sceneError(_ text: String, file: String) -> SceneError {
        let prefix = file + ":"
        guard text.hasPrefix(prefix) else { return SceneError(file: file, message: text.isEmpty ? "the Swift front end failed" : text) }
        let rest = text.dropFirst(prefix.count)
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return SceneError(file: file, message: text) }
        return SceneError(file: file, line: line, column: column, message: parts[2].trimmingCharacters(in: .whitespaces))
    }
}
