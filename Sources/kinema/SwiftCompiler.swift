import Foundation

/// The Swift compiler (`swiftc` on PATH) that `kinema check --typecheck` runs.
struct SwiftCompiler {
    /// What a finished run of the compiler said.
    struct Run {
        /// True when the compiler exited with status 0 (warnings only).
        var succeeded: Bool
        /// Its diagnostics (standard error and output).
        var diagnostics: String
    }

    /// The executable's path.
    let path: String

    /// `swiftc` on `environment`'s PATH; a failure saying how to get one when there is none.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SwiftCompiler {
        guard let found = ExecutableSearch.find("swiftc", environment: environment) else {
            throw CommandFailure.environment("--typecheck needs the Swift compiler, and swiftc is not on PATH; "
                                             + "install a Swift toolchain (https://www.swift.org/install) and put its usr/bin on PATH")
        }
        return SwiftCompiler(path: found)
    }

    /// Runs the compiler with `arguments` and waits for it.
    func run(_ arguments: [String]) throws -> Run {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: path, arguments: arguments, pipeInput: false, captureOutput: true)
        } catch {
            throw CommandFailure.environment("cannot run the Swift compiler \(path): \(error)")
        }
        let ended = child.wait()
        if case .signalled = ended { throw CommandFailure.environment("the Swift compiler \(path) was \(ended)") }
        return Run(succeeded: ended == .exited(0), diagnostics: child.capturedOutput() + child.capturedErrors())
    }

    /// `swiftc --version`: which compiler this is (modules it writes are for it alone).
    func version() throws -> String {
        let run = try run(["--version"])
        guard run.succeeded else { throw CommandFailure.environment("\(path) --version failed: \(run.diagnostics)") }
        return run.diagnostics
    }
}
