import Foundation
import XCTest

/// Runs the built `kinema` executable as a subprocess.
enum KinemaProcess {
    /// What a finished run printed and returned.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `kinema` binary beside the test bundle (`.build/debug` or the scratch path's equivalent),
    /// or the one `KINEMA_BINARY` names.
    static func executable() throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["KINEMA_BINARY"] { candidates.append(URL(fileURLWithPath: path)) }
        let bundle = Bundle.main.bundleURL
        candidates += [bundle.appendingPathComponent("kinema"),
                       bundle.deletingLastPathComponent().appendingPathComponent("kinema"),
                       URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kinema")]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("no kinema executable next to the tests (looked at \(candidates.map(\.path))); set KINEMA_BINARY")
        }
        return found
    }

    /// A started `kinema` process whose stdout and stderr go to files in `folder`; `environment`
    /// adds to the tests' own, a nil value removing the variable.
    static func start(_ arguments: [String], environment: [String: String?] = [:], in folder: URL) throws -> (Process, output: URL, errors: URL) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let name = UUID().uuidString
        let output = folder.appendingPathComponent("\(name).out"), errors = folder.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    /// Runs `kinema arguments` in `folder` to the end (killing it after `timeout` seconds), with
    /// SDL's dummy video driver unless `environment` says otherwise.
    static func run(_ arguments: [String], environment: [String: String?] = [:], in folder: URL, timeout: Double = 30) throws -> Result {
        let environment = ["SDL_VIDEODRIVER": "dummy"].merging(environment) { $1 }
        let (process, output, errors) = try start(arguments, environment: environment, in: folder)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("kinema \(arguments.joined(separator: " ")) ran for more than \(timeout) s")
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
}
