import ArgumentParser
import Foundation

/// `kinema check`: load and run the timeline, report errors, draw nothing; or, with
/// `--typecheck`, run the Swift compiler's type checker on a Swift scene.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Load the scene, run its timeline and report every error; nothing is drawn.",
        discussion: """
            Errors are printed as path:line: message, one a line; the exit status is 1 when there is any.

            --typecheck runs the Swift compiler's checks (swiftc on PATH: the type checker and what \
            follows it, such as a missing return) on a Swift scene \
            (a .swift file, a folder of them or a .playground) against Kinema's scene API as Swift \
            modules (UIKit, QuartzCore, CoreGraphics, PlaygroundSupport: the modules `kinema api \
            --swift-stubs` writes, compiled once into ~/.cache/kinema/swift-stubs and reused), \
            instead of running it. It prints the compiler's diagnostics as File.swift:LINE:COL: \
            error: message, at the scene's own files and lines (a playground's Contents.swift \
            included), and exits 1 when there is an error. The first run compiles the modules \
            (a few seconds).

            Example:
              kinema check Scenes/Welcome.lua --until 3
              kinema check --typecheck Scenes/Swift/Orbits.playground
            """)

    @OptionGroup var scene: SceneArgument
    @OptionGroup var input: EventsArgument
    @Option(help: "The scene time to run to, in seconds (default: the scene's duration).") var until: Double?
    @Flag(help: "Type-check a Swift scene with swiftc against Kinema's scene API instead of running it.") var typecheck = false

    func validate() throws {
        if let until { try ArgumentCheck.finite(until, "--until") }
        if typecheck, until != nil || input.events != nil {
            throw ValidationError("--typecheck runs nothing: --until and --events do not go with it")
        }
    }

    func run() throws {
        if typecheck { return try runTypeCheck() }
        let events = try input.load()
        let session = try scene.openSession(input: events, allowingErrors: true)
        let errors = session.check(until: until)
        guard errors.isEmpty else { throw CommandFailure.scene(errors.map(\.description).joined(separator: "\n")) }
    }

    private func runTypeCheck() throws {
        let path = scene.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw CommandFailure.usage("no such scene: \(path)") }
        guard SwiftFrontEndProgram.isSwiftScene(path) else {
            throw CommandFailure.usage("--typecheck checks Swift scenes (a .swift file, a folder of them or a .playground); \(path) is not one")
        }
        let compiler = try SwiftCompiler.locate()
        let files: [String]
        do {
            files = isFolder.boolValue ? try SwiftFrontEndProgram.locate().files(path) : [path]
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure.scene("\(error)")
        }
        let modules = try SwiftStubCache(compiler: compiler).modules()
        let result = try SwiftTypeCheck(compiler: compiler).check(scene: path, files: files, modules: modules)
        let diagnostics = result.diagnostics.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.succeeded else { throw CommandFailure.scene(diagnostics.isEmpty ? "\(path): the Swift compiler failed" : diagnostics) }
        if !diagnostics.isEmpty { FileHandle.standardError.write(Data((diagnostics + "\n").utf8)) }
    }
}
