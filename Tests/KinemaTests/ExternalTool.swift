import Foundation
import XCTest

/// Programs the export tests run beside kinema (ffmpeg, ffprobe, webp's tools): found on
/// PATH, or the test is skipped, saying which Debian package has them.
enum ExternalTool {
    /// The path of `name` on PATH, or nil.
    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The path of `name`, or a skip naming `package`.
    static func require(_ name: String, package: String) throws -> String {
        guard let path = find(name) else {
            throw XCTSkip("\(name) is not installed (apt-get install \(package)); CI installs it from scripts/video-export-packages.txt")
        }
        return path
    }

    /// Runs `path arguments` to the end; what it wrote to stdout and stderr.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let name = UUID().uuidString
        let output = folder.appendingPathComponent("\(name).tool-out"), errors = folder.appendingPathComponent("\(name).tool-err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        return (process.terminationStatus, (try? Data(contentsOf: output)) ?? Data(),
                (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
}
