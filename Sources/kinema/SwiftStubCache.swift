import Foundation
import SceneScript

/// The Swift stubs of the scene API (`SwiftStubs`) compiled into modules once per compiler and
/// per Kinema: in `$XDG_CACHE_HOME/kinema/swift-stubs/HASH` (`~/.cache` when unset, the
/// temporary folder without a home), HASH a hash of the stubs' text and the compiler's version,
/// so a folder is reused until either changes. A folder is built under a temporary name and
/// renamed when complete, so a half-built one is never used.
struct SwiftStubCache {
    let compiler: SwiftCompiler

    /// The folder of compiled modules (`UIKit.swiftmodule`…) to pass with `-I`, built when missing.
    func modules(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let sources = SwiftStubs.sources()
        let key = try compiler.version() + sources.map(\.text).joined()
        let folder = SwiftStubCache.root(environment: environment).appendingPathComponent(SwiftStubCache.hash(key))
        if FileManager.default.fileExists(atPath: folder.path) { return folder }
        let building = URL(fileURLWithPath: folder.path + ".building-\(getpid())")
        defer { try? FileManager.default.removeItem(at: building) }
        do {
            try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.environment("cannot make the Swift stubs' cache folder \(building.path): \(error.localizedDescription)")
        }
        for (module, text) in sources {
            let source = building.appendingPathComponent(module.name + ".swift")
            try Data(text.utf8).write(to: source)
            let run = try compiler.run(["-emit-module", "-parse-as-library", "-module-name", module.name, "-I", building.path]
                                       + SwiftStubModule.compilerFlags
                                       + ["-emit-module-path", building.appendingPathComponent(module.name + ".swiftmodule").path, source.path])
            guard run.succeeded else {
                throw CommandFailure.environment("the Swift stubs' module \(module.name) does not compile with \(compiler.path) "
                                                 + "(a Kinema bug; please report it):\n" + run.diagnostics)
            }
        }
        // Another kinema may have finished the same folder meanwhile: then keep its.
        if (try? FileManager.default.moveItem(at: building, to: folder)) == nil, !FileManager.default.fileExists(atPath: folder.path) {
            throw CommandFailure.environment("cannot move the Swift stubs' modules to \(folder.path)")
        }
        return folder
    }

    /// `kinema/swift-stubs` in the user's cache folder.
    static func root(environment: [String: String]) -> URL {
        let cache: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            cache = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            cache = URL(fileURLWithPath: NSTemporaryDirectory())
        }
        return cache.appendingPathComponent("kinema").appendingPathComponent("swift-stubs")
    }

    /// FNV-1a, 64 bits, as 16 hexadecimal digits.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
