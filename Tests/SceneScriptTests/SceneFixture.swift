import Foundation
import Layers
import SceneScript
import XCTest

/// A scratch folder for one test: write scene files into it, load them, and it is removed
/// when the fixture goes away.
final class SceneFixture {
    /// The folder of the committed test scenes and assets.
    static let committedScenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Scenes").path

    let directory: String

    init() {
        directory = NSTemporaryDirectory() + "kinema-script-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// The absolute path of `relative` inside the fixture.
    func path(_ relative: String) -> String { directory + "/" + relative }

    func write(_ relative: String, _ text: String) {
        write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) {
        let url = URL(fileURLWithPath: path(relative))
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: url)
    }

    /// Copies the committed test assets into `Assets/` of the fixture.
    func copyAssets() {
        try! FileManager.default.copyItem(atPath: SceneFixture.committedScenes + "/Assets", toPath: path("Assets"))
    }

    /// Writes `source` as `name` and loads it.
    func load(_ source: String, as name: String = "scene.lua", limits: ScriptLimits = ScriptLimits()) throws(SceneError) -> SceneRuntime {
        write(name, source)
        let runtime = SceneRuntime(scenePath: path(name), limits: limits)
        try runtime.load()
        return runtime
    }

    /// Loads `source`, expecting an error, and returns it (failing the test when it loads).
    func error(_ source: String, as name: String = "scene.lua", limits: ScriptLimits = ScriptLimits(),
               file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
        do {
            _ = try load(source, as: name, limits: limits)
            XCTFail("the scene loaded without error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}

extension SceneRuntime {
    /// The layer named `name` under the root, in tree order.
    func layer(named name: String) -> Layer? { root.layer.subtree.first { $0.name == name } }
}
