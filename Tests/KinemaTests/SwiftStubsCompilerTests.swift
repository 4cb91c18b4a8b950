import Foundation
import SceneScript
import XCTest

/// The Swift stubs of the scene API through the Swift compiler: `kinema api --swift-stubs`
/// writes modules that compile and declare every registered name; `kinema check --typecheck`
/// passes the bundled Swift scenes and names a type error at the scene's own file, line and
/// column. The compiled stubs are shared by the class's tests (one cache folder), so swiftc
/// builds the modules twice in all (once for the symbols, once in the cache) and checks each
/// bundled Swift scene and a few more.
final class SwiftStubsCompilerTests: XCTestCase {
    private var folder: TemporaryFolder!
    /// The cache `kinema check --typecheck` compiles the stubs into, for every test here.
    private static let cache = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kinema-stub-cache-\(UUID().uuidString)")
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        guard Self.compilerFolder != nil else { throw XCTSkip("no swiftc on PATH") }
        folder = try TemporaryFolder()
    }

    override func tearDown() { folder?.remove() }
    override class func tearDown() { try? FileManager.default.removeItem(at: cache) }

    /// The folder of `swiftc` on PATH (with `swift-symbolgraph-extract` beside it).
    private static let compilerFolder: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map(String.init).first { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") }

    private func typecheck(_ scene: String) throws -> KinemaProcess.Result {
        try KinemaProcess.run(["check", "--typecheck", scene], environment: ["XDG_CACHE_HOME": Self.cache.path], in: folder.url, timeout: 120)
    }

    // MARK: The modules

    /// Runs a tool of the Swift toolchain and returns its standard output; fails the test
    /// (with what it wrote to standard error) when it fails.
    @discardableResult
    private func tool(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.compilerFolder! + "/" + name)
        process.arguments = arguments
        let output = folder.url.appendingPathComponent("\(name).out"), errors = folder.url.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        XCTAssertEqual(process.terminationStatus, 0, "\(name) \(arguments.joined(separator: " ")):\n\(said)")
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Every declaration of the symbol graphs in `folder`: the members of each type by its
    /// path (`CALayer` → `frame`, `add`…, a nested type's name too) with "" for the top level,
    /// and each class's superclass.
    private func declarations(in folder: URL) throws -> (members: [String: Set<String>], superclass: [String: String]) {
        var members: [String: Set<String>] = [:], superclass: [String: String] = [:]
        var paths: [String: String] = [:], inherits: [(String, String, String?)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".symbols.json") {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any])
            for symbol in json["symbols"] as? [[String: Any]] ?? [] {
                guard let path = symbol["pathComponents"] as? [String], let last = path.last,
                      let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String else { continue }
                paths[id] = path.joined(separator: ".")
                members[path.dropLast().joined(separator: "."), default: []].insert(String(last.prefix { $0 != "(" }))
            }
            for relation in json["relationships"] as? [[String: Any]] ?? [] where relation["kind"] as? String == "inheritsFrom" {
                inherits.append((relation["source"] as! String, relation["target"] as! String, relation["targetFallback"] as? String))
            }
        }
        for (source, target, fallback) in inherits {
            guard let type = paths[source], let base = paths[target] ?? fallback?.split(separator: ".").last.map(String.init) else { continue }
            superclass[type] = base
        }
        return (members, superclass)
    }

    func testTheStubsCompileAndDeclareEveryRegisteredName() throws {
        let written = try KinemaProcess.run(["api", "--swift-stubs", "scenes"], in: folder.url)
        XCTAssertEqual(written.status, 0, written.errors)
        let scenes = folder.url.appendingPathComponent("scenes"), modules = folder.url.appendingPathComponent("modules")
        let graphs = folder.url.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let triple = try tool("swiftc", ["-print-target-info"]).components(separatedBy: "\"triple\": \"").dropFirst().first?.prefix { $0 != "\"" }
        for module in SwiftStubModule.allCases {
            let source = scenes.appendingPathComponent("\(SwiftStubs.stubsFolder)/\(module.name)/\(module.name).swift").path
            try tool("swiftc", ["-emit-module", "-parse-as-library", "-module-name", module.name, "-I", modules.path] + SwiftStubModule.compilerFlags
                     + ["-emit-module-path", modules.appendingPathComponent(module.name + ".swiftmodule").path, source])
        }
        for module in SwiftStubModule.allCases.map(\.name) + ["Foundation"] {
            try tool("swift-symbolgraph-extract", ["-module-name", module, "-target", String(try XCTUnwrap(triple)), "-I", modules.path,
                                                  "-output-dir", graphs.path])
        }
        let (members, superclass) = try declarations(in: graphs)
        func declares(_ type: String?, _ member: String) -> Bool {
            var owner = type
            while let name = owner {
                if members[name]?.contains(member) == true { return true }
                owner = superclass[name]
            }
            return type == nil && members[""]?.contains(member) == true
        }
        let missing = SwiftStubs.placements().filter { !declares($0.swiftType, $0.member) }
        XCTAssertEqual(missing.map { "\($0.registered) (\($0.swiftType ?? "top level").\($0.member))" }, [], "registered names the stubs do not declare")
        XCTAssertGreaterThan(SwiftStubs.placements().count, 900)
        // The check can fail: what no module declares is missing, what a base class declares is found.
        XCTAssertFalse(declares("UIView", "addSublayr"))
        XCTAssertFalse(declares(nil, "CATransform3DMakeRotatio"))
        XCTAssertTrue(declares("CAKeyframeAnimation", "duration"))
        XCTAssertTrue(declares("CGRect", "midX"), "Foundation's own member")
        XCTAssertTrue(declares("UIButton", "Configuration"))
        // Foundation's members the stubs leave to it are Foundation's indeed.
        for (type, names) in SwiftStubs.foundationMembers {
            for name in names { XCTAssertTrue(members[type]?.contains(name) == true, "Foundation has no \(type).\(name)") }
        }
    }

    // MARK: Type-checking scenes

    func testTheBundledSwiftScenesAndTheAPISamplerTypeCheck() throws {
        // Every scene of Scenes/Swift: each .swift file, playground and folder (Assets aside).
        let bundled = Self.repository.appendingPathComponent("Scenes/Swift")
        let names = try FileManager.default.contentsOfDirectory(atPath: bundled.path).filter { $0 != "Assets" && !$0.hasPrefix(".") }.sorted()
        XCTAssertTrue(Set(names).isSuperset(of: ["FirstPlayground.swift", "Orbits.playground", "AnimatorBasics.swift", "InteractivePan.swift"]))
        let scenes = names.map { bundled.appendingPathComponent($0).path }
            + [Self.repository.appendingPathComponent("Tests/KinemaTests/Fixtures/APISampler.swift").path]
        for scene in scenes {
            let start = Date()
            let result = try typecheck(scene)
            XCTAssertEqual(result.status, 0, "\(scene):\n\(result.errors)")
            XCTAssertEqual(result.errors, "", scene)
            print("kinema check --typecheck \((scene as NSString).lastPathComponent): \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        }
    }

    func testATypeErrorIsReportedAtTheScenesOwnFileLineAndColumn() throws {
        let playground = folder.url.appendingPathComponent("Broken.playground")
        try FileManager.default.createDirectory(at: playground.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "import UIKit\npublic class Dot: CALayer {}\n".write(to: playground.appendingPathComponent("Sources/Dot.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            let dot = Dot()
            let count: Int = "three"
            dot.addSublayr(CALayer())
            """.write(to: playground.appendingPathComponent("Contents.swift"), atomically: true, encoding: .utf8)
        var result = try typecheck("Broken.playground")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("Broken.playground/Contents.swift:3:18: error: cannot convert value of type 'String' to specified type 'Int'"),
                      result.errors)
        XCTAssertTrue(result.errors.contains("Broken.playground/Contents.swift:4:5: error: value of type 'Dot' has no member 'addSublayr'"),
                      result.errors)
        XCTAssertFalse(result.errors.contains("main.swift"), result.errors)
        // Type errors stop the compiler before SIL; alone, a missing return is found too.
        try "import UIKit\nfunc size() -> CGFloat {\n}\n".write(to: playground.appendingPathComponent("Contents.swift"), atomically: true, encoding: .utf8)
        result = try typecheck("Broken.playground")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.hasPrefix("Broken.playground/Contents.swift:3:1: error: missing return in global function expected to return 'CGFloat'"),
                      result.errors)

        // A folder whose entry is the one file with top-level code (not main.swift).
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Stage"), withIntermediateDirectories: true)
        try folder.write("import UIKit\nclass Card: UIView {}\n", to: "Stage/Card.swift")
        try folder.write("import UIKit\nlet card = Card(frame: .zero)\ncard.layer.cornerRadius = true\n", to: "Stage/Start.swift")
        result = try typecheck("Stage")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.hasPrefix("Stage/Start.swift:3:27: error: cannot assign value of type 'Bool' to type 'CGFloat'"), result.errors)
    }

    func testAMissingCompilerIsSaidClearly() throws {
        let scene = try folder.write("import UIKit\n", to: "Empty.swift")
        let result = try KinemaProcess.run(["check", "--typecheck", scene], environment: ["PATH": "/nonexistent"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("--typecheck needs the Swift compiler, and swiftc is not on PATH"), result.errors)
        let lua = try folder.write("print(1)\n", to: "scene.lua")
        XCTAssertEqual(try KinemaProcess.run(["check", "--typecheck", lua], in: folder.url).status, 2, "a Lua scene is not type-checked")
    }

    // MARK: The editor package

    func testTheEditorPackageHasATargetPerScene() throws {
        let scenes = folder.url.appendingPathComponent("Scenes")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Scenes/Swift"), to: scenes)
        let written = try KinemaProcess.run(["api", "--swift-stubs", "."], in: scenes)
        XCTAssertEqual(written.status, 0, written.errors)
        let links = scenes.appendingPathComponent("KinemaStubs/Playgrounds")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: links.appendingPathComponent("Orbits").path), "../../Orbits.playground")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: links.appendingPathComponent("Basics_Springs").path),
                       "../../Basics.playground/Pages/Springs.xcplaygroundpage")
        let commands = try XCTUnwrap(try JSONSerialization.jsonObject(
            with: Data(contentsOf: scenes.appendingPathComponent("Orbits.playground/compile_commands.json"))) as? [[String: Any]])
        XCTAssertEqual(commands.compactMap { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } }, ["Contents.swift", "OrbitView.swift"])
        XCTAssertTrue((commands[0]["arguments"] as? [String] ?? []).contains("Orbits_Sources"))

        let description = try tool("swift", ["package", "--package-path", scenes.path, "describe", "--type", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(description.utf8)) as? [String: Any])
        let targets = Dictionary(uniqueKeysWithValues: (json["targets"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0) })
        for (name, sources) in [("FirstPlayground", ["FirstPlayground.swift"]), ("Orbits", ["Contents.swift"]), ("Orbits_Sources", ["OrbitView.swift"]),
                                ("Basics_Springs", ["Contents.swift"]), ("Basics_Strokes", ["Contents.swift"]),
                                ("ShakeyBell", ["ShakeyBellView.swift", "main.swift"]), ("UIKit", ["UIKit.swift"])] {
            XCTAssertEqual((targets[name]?["sources"] as? [String])?.sorted(), sources, name)
        }
        XCTAssertEqual(targets["Orbits"]?["type"] as? String, "executable")
        XCTAssertEqual(targets["Orbits_Sources"]?["type"] as? String, "library")
        // A target for every scene file of the folder.
        for entry in try FileManager.default.contentsOfDirectory(atPath: scenes.path) where entry.hasSuffix(".swift") && entry != "Package.swift" {
            XCTAssertEqual(targets[SwiftStubs.moduleName(ofScene: entry)]?["sources"] as? [String], [entry], entry)
        }
    }
}
